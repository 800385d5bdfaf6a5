import type { RestaurantSpec } from '@/service/catalog/build.ts';

export const UK: readonly RestaurantSpec[] = [
  {
    name: 'The Crown & Anchor',
    cuisine: 'British',
    city: 'London',
    country: 'GB',
    lat: 51.5055,
    lng: -0.091,
    currency: 'GBP',
    status: 'verified',
    source: 'https://crownandanchor.example/food',
    verifiedAt: '2026-11-19T12:00:00Z',
    sections: [
      [
        'Starters',
        [
          ['Scotch egg', 7.5, '', 'Free-range egg, pork sausage, piccalilli'],
          ['Soup of the day', 6.5, 'v'],
        ],
      ],
      [
        'Mains',
        [
          ['Beer-battered fish and chips', 18.5, 'df', 'Haddock, mushy peas, tartare sauce'],
          ['Sunday roast beef', 22, '', 'Yorkshire pudding, roast potatoes'],
          ['Steak and ale pie', 17.5],
          ["Ploughman's lunch", 14, 'v'],
          ['Bangers and mash', 15.5],
          ['Mushroom Wellington', 17, 'vg'],
        ],
      ],
      [
        'Puddings',
        [
          ['Sticky toffee pudding', 8, 'v'],
          ['Eton mess', 7.5, 'v gf'],
          ['Bread and butter pudding', 7, 'v'],
        ],
      ],
    ],
  },
  {
    name: 'Bombay Canteen',
    cuisine: 'Indian',
    city: 'London',
    country: 'GB',
    lat: 51.5246,
    lng: -0.0776,
    currency: 'GBP',
    status: 'crawled',
    source: 'https://bombaycanteen.example/menu',
    verifiedAt: '2026-09-30T09:00:00Z',
    diet: 'h',
    sections: [
      [
        'Small plates',
        [
          ['Vada pav', 6.5, 'v'],
          ['Pani puri', 6, 'vg'],
          ['Chicken tikka', 9.5, 'h gf'],
          ['Lamb seekh kebab', 10.5, 'h gf'],
          ['Okra fries', 5.5, 'vg'],
        ],
      ],
      [
        'Grills and curries',
        [
          ['Chicken ruby', 14.5, 'h gf'],
          ['House black daal', 9.5, 'v gf'],
          ['Paneer makhani', 12.5, 'v gf'],
          ['Lamb biryani', 16.5, 'h'],
        ],
      ],
      [
        'Breads',
        [
          ['Garlic naan', 3.5, 'v'],
          ['Roomali roti', 3, 'vg'],
        ],
      ],
      [
        'Desserts',
        [
          ['Gulab jamun', 5.5, 'v'],
          ['Mango kulfi', 5, 'v gf'],
        ],
      ],
    ],
  },
  {
    name: 'The Thistle',
    cuisine: 'Scottish',
    city: 'Edinburgh',
    country: 'GB',
    lat: 55.9533,
    lng: -3.1883,
    currency: 'GBP',
    locale: 'en-GB',
    status: 'scanned',
    shape: 'string',
    source: 'https://thethistle.example/menu.pdf',
    verifiedAt: '2025-11-03T18:00:00Z',
    sections: [
      [
        'Menu',
        [
          ['Cullen skink', 8.5, 'gf', 'Smoked haddock soup'],
          ['Haggis, neeps and tatties', 15.5],
          ['Vegetarian haggis', 14.5, 'v'],
          ['Scottish salmon', 21, 'gf df'],
          ['Venison stew', 20, 'df'],
          ['Cranachan', 7.5, 'v', 'Raspberries, oats, whisky cream'],
          ['Shortbread', 3.5, 'v'],
        ],
      ],
    ],
  },
  {
    name: 'Chez Amélie',
    cuisine: 'French',
    city: 'London',
    country: 'GB',
    lat: 51.52,
    lng: -0.154,
    currency: 'GBP',
    status: 'unavailable',
    reason: 'menu_not_public',
    source: 'https://chezamelie.example/',
    verifiedAt: '2026-11-10T10:00:00Z',
    sections: [],
  },
];
