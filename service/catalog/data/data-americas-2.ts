import type { RestaurantSpec } from '@/service/catalog/build.ts';

export const AMERICAS_2: readonly RestaurantSpec[] = [
  {
    name: 'Phở Sài Gòn Noodle House',
    cuisine: 'Vietnamese',
    city: 'Houston',
    country: 'US',
    lat: 29.7064,
    lng: -95.5492,
    currency: 'USD',
    status: 'verified',
    source: 'https://phosaigon.example/menu',
    verifiedAt: '2026-11-08T01:00:00Z',
    sections: [
      [
        'Phở',
        [
          ['Phở bò tái', 14.5, 'gf df', 'Rare beef, rice noodles, star anise broth'],
          ['Phở gà', 13.5, 'gf df', 'Chicken'],
          ['Phở chay', 13, 'vg gf', 'Tofu and vegetable broth'],
        ],
      ],
      [
        'Bún & Cơm',
        [
          ['Bún chả Hà Nội', 15, 'df'],
          ['Bún bò Huế', 15.5, 'df'],
          ['Cơm tấm sườn', 14, 'df', 'Broken rice, grilled pork chop'],
        ],
      ],
      [
        'Khai vị',
        [
          ['Gỏi cuốn', 7.5, 'gf df', 'Fresh spring rolls, shrimp'],
          ['Chả giò', 7, 'df'],
          ['Bánh mì thịt', 8.5, 'df'],
          ['Bánh xèo', 12, 'gf df'],
        ],
      ],
      [
        'Đồ uống',
        [
          ['Cà phê sữa đá', 5, 'v gf'],
          ['Chè ba màu', 6, 'v gf'],
        ],
      ],
    ],
  },
  {
    name: 'Bayou Kitchen',
    cuisine: 'Cajun',
    city: 'New Orleans',
    country: 'US',
    lat: 29.9584,
    lng: -90.0644,
    currency: 'USD',
    status: 'none',
    source: null,
    verifiedAt: null,
    sections: [],
  },
  {
    name: 'Cairo Corner Halal',
    cuisine: 'Middle Eastern',
    city: 'New York',
    country: 'US',
    lat: 40.7644,
    lng: -73.9235,
    currency: 'USD',
    status: 'scanned',
    shape: 'plain',
    source: 'https://cairocorner.example/menu.png',
    verifiedAt: '2026-04-17T13:00:00Z',
    diet: 'h',
    sections: [
      [
        'Menu',
        [
          ['Chicken over rice', 12],
          ['Lamb over rice', 13],
          ['Falafel wrap', 9],
          ['Koshari', 11],
          ['Ful medames', 8],
          ['Shawarma plate', 15],
          ['Baba ghanoush', 7],
          ['Basbousa', 5],
        ],
      ],
    ],
  },
  {
    name: 'Sunrise Diner',
    cuisine: 'American',
    city: 'Chicago',
    country: 'US',
    lat: 41.8781,
    lng: -87.6298,
    currency: 'USD',
    status: 'unavailable',
    reason: 'closed_permanently',
    source: 'https://sunrisediner.example/',
    verifiedAt: '2026-03-01T12:00:00Z',
    // The last menu read before closing is still attached: search must not surface it.
    sections: [
      [
        'All day',
        [
          ['Sunrise pancake stack', 11.5, 'v'],
          ['Denver omelette', 13],
          ['Biscuits and gravy', 10],
          ['Chicken fried steak', 16],
          ['Patty melt', 14],
        ],
      ],
    ],
  },
  {
    name: 'Seoul Garden BBQ',
    cuisine: 'Korean',
    city: 'Los Angeles',
    country: 'US',
    lat: 34.0618,
    lng: -118.3005,
    currency: 'USD',
    status: 'crawled',
    source: 'https://seoulgardenbbq.example/menu',
    verifiedAt: '2026-08-05T05:00:00Z',
    sections: [
      [
        'BBQ',
        [
          ['Galbi', 38, 'df', 'Marinated short ribs'],
          ['Bulgogi', 32, 'df'],
          ['Samgyeopsal', 29, 'gf df', 'Pork belly'],
        ],
      ],
      [
        'Stews',
        [
          ['Kimchi jjigae', 17],
          ['Sundubu jjigae', 17, '', 'Soft tofu stew'],
          ['Doenjang jjigae', 16],
        ],
      ],
      [
        'Rice and noodles',
        [
          ['Bibimbap', 18, 'v'],
          ['Dolsot bibimbap', 20, 'v', 'In a hot stone bowl'],
          ['Japchae', 17, 'vg'],
          ['Haemul pajeon', 19, 'df', 'Seafood pancake'],
          ['Tteokbokki', 15],
        ],
      ],
    ],
  },
  {
    name: 'Café Tacubaya',
    cuisine: 'Mexican',
    city: 'Mexico City',
    country: 'MX',
    lat: 19.415,
    lng: -99.163,
    currency: 'MXN',
    status: 'crawled',
    source: 'https://cafetacubaya.example/menu',
    verifiedAt: '2026-10-22T16:00:00Z',
    sections: [
      [
        'Antojitos',
        [
          ['Tacos al pastor', 25, 'gf df'],
          ['Tacos de suadero', 28, 'gf df'],
          ['Quesadilla de flor de calabaza', 45, 'v'],
          ['Tamal oaxaqueño', 40, 'gf'],
          ['Elote asado', 35, 'v gf'],
        ],
      ],
      [
        'Platos fuertes',
        [
          ['Chilaquiles verdes', 95, 'v'],
          ['Mole poblano', 165, 'gf'],
          ['Sopa de tortilla', 75, 'v gf'],
        ],
      ],
      [
        'Café y pan',
        [
          ['Café de olla', 35, 'vg gf'],
          ['Pan de elote', 45, 'v'],
        ],
      ],
    ],
  },
];
