import type { RestaurantSpec } from '@/service/catalog/build.ts';

/** The Bengaluru entry carries a real Maps feature id (checked pair from the field notes). */
export const ASIA_PACIFIC: readonly RestaurantSpec[] = [
  {
    name: 'Sushi Kaito',
    cuisine: 'Japanese',
    city: 'Tokyo',
    country: 'JP',
    lat: 35.6717,
    lng: 139.765,
    currency: 'JPY',
    status: 'verified',
    source: 'https://sushikaito.example/oshinagaki',
    verifiedAt: '2026-11-22T03:00:00Z',
    sections: [
      [
        'Nigiri',
        [
          ['Ōtoro nigiri', 1200, '', 'Fatty bluefin tuna belly'],
          ['Chūtoro nigiri', 900],
          ['Akami nigiri', 500],
          ['Uni gunkan', 1100],
          ['Ikura gunkan', 800],
        ],
      ],
      [
        'Maki',
        [
          ['Kappa maki', 300, 'vg'],
          ['Negitoro maki', 700],
        ],
      ],
      [
        'Ippin',
        [
          ['Miso soup', 300],
          ['Chawanmushi', 600],
          ['Tamagoyaki', 400, 'v'],
          ['Agedashi tōfu', 600, 'v'],
        ],
      ],
      [
        'Amami',
        [
          ['Matcha ice cream', 500, 'v gf'],
          ['Warabi mochi', 500, 'vg gf'],
        ],
      ],
    ],
  },
  {
    name: 'Ramen Ichiban',
    cuisine: 'Japanese',
    city: 'Osaka',
    country: 'JP',
    lat: 34.6687,
    lng: 135.5013,
    currency: 'JPY',
    status: 'crawled',
    shape: 'numeric',
    source: 'https://ramenichiban.example/menu',
    verifiedAt: '2026-07-07T07:07:00+09:00',
    sections: [
      [
        'Ramen',
        [
          ['Tonkotsu ramen', 950, '', 'Pork bone broth, chāshū, ajitama'],
          ['Shōyu ramen', 850],
          ['Miso ramen', 900],
          ['Vegan tantanmen', 1000, 'vg', 'Sesame, chilli oil, soy mince'],
          ['Tsukemen', 1050],
        ],
      ],
      [
        'Sides',
        [
          ['Gyōza', 450],
          ['Karaage', 500],
          ['Chāshū don', 600],
        ],
      ],
    ],
  },
  {
    name: 'Shōjin Kitchen',
    cuisine: 'Japanese Buddhist',
    city: 'Kyoto',
    country: 'JP',
    lat: 35.0116,
    lng: 135.7681,
    currency: 'JPY',
    status: 'scanned',
    shape: 'plain',
    source: 'https://shojinkitchen.example/course',
    verifiedAt: '2026-02-14T02:00:00Z',
    diet: 'vg v',
    sections: [
      [
        'Course',
        [
          ['Goma-dōfu', null],
          ['Yuba sashimi', null],
          ['Nimono of seasonal vegetables', null],
          ['Tempura of mountain vegetables', null],
          ['Miso soup with wakame', null],
          ['Pickled vegetables', null],
          ['Rice with kuromame', null],
        ],
      ],
    ],
  },
  {
    name: 'Malleshwaram Tiffin Room',
    cuisine: 'South Indian',
    city: 'Bengaluru',
    country: 'IN',
    lat: 12.9915,
    lng: 77.5703,
    featureId: '0x3bae14d7aa87dded:0xa92093440d6dbed1',
    currency: 'INR',
    status: 'verified',
    source: 'https://tiffinroom.example/menu',
    verifiedAt: '2026-11-23T04:30:00Z',
    diet: 'v',
    sections: [
      [
        'Tiffin',
        [
          ['Masala dosa', 90, 'v gf', 'Crisp rice crêpe, potato palya, chutney'],
          ['Set dosa', 80, 'v gf'],
          ['Rava idli', 60, 'v'],
          ['Idli vada', 55, 'v'],
          ['Mangalore buns', 50, 'v'],
        ],
      ],
      [
        'Bath',
        [
          ['Kesari bath', 45, 'v'],
          ['Khara bath', 45, 'v'],
          ['Bisi bele bath', 70, 'v gf'],
        ],
      ],
      [
        'Drinks',
        [
          ['Filter coffee', 30, 'v gf'],
          ['Badam milk', 40, 'v gf'],
        ],
      ],
    ],
  },
  {
    name: 'Bondi Poké Bar',
    cuisine: 'Hawaiian',
    city: 'Sydney',
    country: 'AU',
    lat: -33.8908,
    lng: 151.2743,
    currency: 'AUD',
    status: 'none',
    source: null,
    verifiedAt: null,
    sections: [],
  },
];
