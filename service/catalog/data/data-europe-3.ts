import type { RestaurantSpec } from '@/service/catalog/build.ts';

export const EUROPE_3: readonly RestaurantSpec[] = [
  {
    name: 'Smørrebrød Huset',
    cuisine: 'Danish',
    city: 'Copenhagen',
    country: 'DK',
    lat: 55.6761,
    lng: 12.5683,
    currency: 'DKK',
    status: 'crawled',
    source: 'https://smorrebrodhuset.example/frokost',
    verifiedAt: '2026-08-22T10:30:00Z',
    sections: [
      [
        'Smørrebrød',
        [
          ['Stjerneskud', 145, '', 'Plaice fillets, shrimp, caviar'],
          ['Æggesalat', 85, 'v'],
          ['Kartoffelmad', 89, 'v', 'New potatoes, chives, crispy onions'],
          ['Rullepølse', 95],
          ['Røget laks', 125, 'df'],
        ],
      ],
      [
        'Varme retter',
        [
          ['Frikadeller', 165, '', 'Pork meatballs, potatoes, pickled cabbage'],
          ['Stegt flæsk med persillesovs', 175, 'gf'],
        ],
      ],
      [
        'Dessert',
        [
          ['Risalamande', 65, 'v gf'],
          ['Æblekage', 70, 'v'],
        ],
      ],
    ],
  },
  {
    name: 'La Sirena Tapas Bar',
    cuisine: 'Spanish',
    city: 'Barcelona',
    country: 'ES',
    lat: 41.3809,
    lng: 2.1735,
    currency: 'EUR',
    status: 'unavailable',
    reason: 'owner_opt_out',
    source: null,
    verifiedAt: '2026-10-01T00:00:00Z',
    sections: [],
  },
  {
    name: 'Crumbs Gluten-Free Bakery',
    cuisine: 'Bakery',
    city: 'Dublin',
    country: 'IE',
    lat: 53.3438,
    lng: -6.2546,
    currency: 'EUR',
    status: 'verified',
    source: 'https://crumbsbakery.example/menu',
    verifiedAt: '2026-11-24T16:20:00Z',
    diet: 'gf',
    sections: [
      [
        'Bakes',
        [
          ['Sourdough loaf', 6.5, 'gf vg'],
          ['Scone with jam and cream', 4.5, 'gf v'],
          ['Brownie', 3.8, 'gf v'],
          ['Carrot cake', 4.9, 'gf v'],
          ['Lemon drizzle cake', 4.2, 'gf v'],
        ],
      ],
      [
        'Savoury',
        [
          ['Sausage roll', 4.5, 'gf'],
          ['Quiche Lorraine', 7.5, 'gf'],
          ['Vegan sausage roll', 4.8, 'gf vg'],
        ],
      ],
      [
        'Drinks',
        [
          ['Flat white', 3.6, 'gf v'],
          ['Hot chocolate', 3.9, 'gf v'],
        ],
      ],
    ],
  },
];
