import type { RestaurantSpec } from '@/service/catalog/build.ts';

/** The first entry carries a real Maps feature id (checked pair from the field notes). */
export const AMERICAS: readonly RestaurantSpec[] = [
  {
    name: 'Delancey Street Deli',
    cuisine: 'Deli',
    city: 'New York',
    country: 'US',
    lat: 40.7222,
    lng: -73.9874,
    featureId: '0x89c2599b5a24d7fd:0x9e354f6cf514b9fc',
    currency: 'USD',
    status: 'verified',
    source: 'https://delanceydeli.example/menu',
    verifiedAt: '2026-11-21T14:00:00Z',
    diet: 'k',
    sections: [
      [
        'Sandwiches',
        [
          ['Pastrami on rye', 26.95, 'k', 'Hand-sliced, mustard'],
          ['Corned beef on rye', 25.95, 'k'],
          ['Reuben', 27.95, '', 'Corned beef, sauerkraut, Swiss, Russian dressing'],
          ['Turkey club', 21.5],
        ],
      ],
      ['Soups', [['Matzo ball soup', 9.95, 'k df']]],
      [
        'Sides',
        [
          ['Potato latke', 6.5, 'v'],
          ['Knish', 7.5, 'v'],
          ['Half-sour pickles', 4, 'vg gf'],
        ],
      ],
      [
        'Desserts',
        [
          ['New York cheesecake', 9.5, 'v'],
          ['Black and white cookie', 4.5, 'v'],
        ],
      ],
    ],
  },
  {
    name: 'Brooklyn Slice Co.',
    cuisine: 'Pizza',
    city: 'New York',
    country: 'US',
    lat: 40.7081,
    lng: -73.9571,
    currency: 'USD',
    status: 'crawled',
    shape: 'numeric',
    source: 'https://brooklynslice.example/',
    verifiedAt: '2026-09-09T22:10:00Z',
    sections: [
      [
        'Pies',
        [
          ['Cheese slice', 3.5, 'v'],
          ['Pepperoni slice', 4.25],
          ['Pizza Margherita', 19, 'v', 'Fresh mozzarella, basil'],
          ['Grandma pie', 24, 'v'],
          ['White pie', 22, 'v', 'Ricotta, garlic, no sauce'],
          ['Vodka pie', 23, 'v'],
        ],
      ],
      [
        'Extras',
        [
          ['Garlic knots', 6, 'v'],
          ['Caesar salad', 11],
          ['Cannoli', 5, 'v'],
        ],
      ],
    ],
  },
  {
    name: 'Taquería La Esquina',
    cuisine: 'Mexican',
    city: 'Los Angeles',
    country: 'US',
    lat: 34.0333,
    lng: -118.21,
    currency: 'USD',
    status: 'verified',
    source: 'https://laesquina.example/menu',
    verifiedAt: '2026-11-15T18:30:00Z',
    sections: [
      [
        'Tacos',
        [
          ['Tacos al pastor', 4.5, 'gf df', 'Spit-roasted pork, pineapple, onion, cilantro'],
          ['Carne asada tacos', 4.75, 'gf df'],
          ['Carnitas tacos', 4.5, 'gf df'],
          ['Baja fish tacos', 5.5, 'df', 'Beer-battered fish, cabbage, crema'],
          ['Nopales tacos', 4, 'vg gf', 'Grilled cactus'],
        ],
      ],
      [
        'Platos',
        [
          ['Chiles rellenos', 15, 'v gf'],
          ['Enchiladas verdes', 14],
          ['Pozole rojo', 13, 'gf df'],
          ['Jalapeño poppers', 8.5, 'v', 'Cream cheese, panko'],
        ],
      ],
      [
        'Bebidas',
        [
          ['Horchata', 3.5, 'v gf'],
          ['Agua de jamaica', 3.5, 'vg gf'],
        ],
      ],
      [
        'Postres',
        [
          ['Churros', 5, 'v'],
          ['Flan de cajeta', 5.5, 'v gf'],
        ],
      ],
    ],
  },
  {
    name: 'Golden Lotus Vegan',
    cuisine: 'Chinese',
    city: 'San Francisco',
    country: 'US',
    lat: 37.7941,
    lng: -122.4078,
    currency: 'USD',
    status: 'scanned',
    source: 'https://goldenlotusvegan.example/menu.pdf',
    verifiedAt: '2025-12-01T03:00:00Z',
    diet: 'vg v',
    sections: [
      [
        'Mains',
        [
          ['Mapo tofu', 15.95, 'vg'],
          ['Kung pao cauliflower', 14.95, 'vg'],
          ['Dan dan noodles', 13.5, 'vg'],
          ['Salt and pepper mushrooms', 13, 'vg gf'],
        ],
      ],
      [
        'Dim sum',
        [
          ['Vegetable dumplings', 9.5, 'vg'],
          ['Scallion pancake', 8, 'vg'],
          ['Sesame balls', 6, 'vg'],
        ],
      ],
    ],
  },
  {
    name: 'Smokehouse 71',
    cuisine: 'Barbecue',
    city: 'Austin',
    country: 'US',
    lat: 30.2672,
    lng: -97.7431,
    currency: 'USD',
    status: 'crawled',
    shape: 'string',
    source: 'https://smokehouse71.example/menu',
    verifiedAt: '2026-10-10T15:00:00Z',
    sections: [
      [
        'Meats (per half pound)',
        [
          ['Brisket', 16, 'gf df'],
          ['Pork ribs', 14, 'gf df'],
          ['Beef rib', null, 'gf df'],
          ['Jalapeño cheddar sausage', 8, 'gf'],
          ['Pulled pork', 12, 'gf df'],
          ['Smoked turkey', 12, 'gf df'],
        ],
      ],
      [
        'Sides',
        [
          ['Mac and cheese', 5, 'v'],
          ['Coleslaw', 4, 'v gf'],
          ['Pinto beans', 4, 'gf'],
          ['Cornbread', 3.5, 'v'],
        ],
      ],
      [
        'Desserts',
        [
          ['Banana pudding', 6, 'v'],
          ['Pecan pie', 7, 'v'],
        ],
      ],
    ],
  },
];
