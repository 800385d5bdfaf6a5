import type { RestaurantSpec } from '@/service/catalog/build.ts';

export const EUROPE_2: readonly RestaurantSpec[] = [
  {
    name: 'Green Leaf Kitchen',
    cuisine: 'Vegan',
    city: 'Amsterdam',
    country: 'NL',
    lat: 52.3676,
    lng: 4.9041,
    currency: 'EUR',
    status: 'verified',
    source: 'https://greenleafkitchen.example/menu',
    verifiedAt: '2026-11-20T08:15:00Z',
    diet: 'vg v',
    sections: [
      [
        'Breakfast',
        [
          ['Avocado toast', 11, 'vg', 'Sourdough, chilli, lime'],
          ['Açaí bowl', 10.5, 'vg gf', 'Banana, granola, berries'],
          ['Tofu scramble', 12, 'vg gf'],
        ],
      ],
      [
        'Bowls',
        [
          ['Buddha bowl', 14.5, 'vg gf', 'Quinoa, roast squash, tahini'],
          ['Tempeh rendang', 15, 'vg gf', 'Coconut curry, jasmine rice'],
          ['Jackfruit tacos', 13, 'vg', 'Pulled jackfruit, pickled onion'],
        ],
      ],
      [
        'Sweets',
        [
          ['Raw cashew cheesecake', 6.5, 'vg gf'],
          ['Chocolate avocado mousse', 6, 'vg gf nf'],
        ],
      ],
      [
        'Drinks',
        [
          ['Matcha latte', 4.8, 'vg gf', 'Oat milk'],
          ['Golden milk', 4.5, 'vg gf', 'Turmeric, ginger, oat milk'],
        ],
      ],
    ],
  },
  {
    name: 'Kebab Haus Anatolia',
    cuisine: 'Turkish',
    city: 'Berlin',
    country: 'DE',
    lat: 52.4811,
    lng: 13.4354,
    currency: 'EUR',
    status: 'crawled',
    source: 'https://kebabhausanatolia.example/speisekarte',
    verifiedAt: '2026-07-30T12:00:00Z',
    diet: 'h',
    sections: [
      [
        'Izgara',
        [
          ['Adana kebap', 15, 'h gf', 'Spiced minced lamb skewer'],
          ['İskender kebap', 16, 'h', 'Döner on pide, tomato butter, yoghurt'],
          ['Döner teller', 11.5, 'h'],
          ['Lahmacun', 6, 'h'],
          ['Köfte', 13, 'h'],
        ],
      ],
      [
        'Meze',
        [
          ['Hummus', 5.5, 'vg gf h'],
          ['Mercimek çorbası', 5, 'vg gf h', 'Red lentil soup'],
          ['Sigara böreği', 6, 'v h', 'Feta cigars'],
        ],
      ],
      [
        'Tatlı',
        [
          ['Baklava', 6, 'v h'],
          ['Künefe', 7.5, 'v h'],
        ],
      ],
    ],
  },
  {
    name: 'Brasserie Lumière',
    cuisine: 'French',
    city: 'Lyon',
    country: 'FR',
    lat: 45.764,
    lng: 4.8357,
    currency: 'EUR',
    status: 'none',
    source: null,
    verifiedAt: null,
    sections: [],
  },
  {
    name: 'Taverna Thalassa',
    cuisine: 'Greek',
    city: 'Athens',
    country: 'GR',
    lat: 37.9725,
    lng: 23.73,
    currency: 'EUR',
    locale: 'de-DE',
    status: 'scanned',
    shape: 'string',
    source: 'https://tavernathalassa.example/menu.jpg',
    verifiedAt: '2025-05-02T10:15:00Z',
    sections: [
      [
        'Mezédes',
        [
          ['Spanakópita', 7, 'v'],
          ['Tzatzíki', 5, 'v gf'],
          ['Dolmadákia', 6.5, 'vg gf'],
          ['Saganáki', 8, 'v'],
        ],
      ],
      [
        'Kyría piáta',
        [
          ['Moussakás', 14],
          ['Souvláki', 12, 'gf', 'Pork skewers, pita, fries'],
          ['Gýros pítta', 5],
          ['Grilled octopus', 17, 'gf df'],
        ],
      ],
      [
        'Glyká',
        [
          ['Loukoumádes', 6, 'v'],
          ['Galaktoboúreko', 6, 'v'],
        ],
      ],
    ],
  },
  {
    name: 'Tasca do Bairro',
    cuisine: 'Portuguese',
    city: 'Lisbon',
    country: 'PT',
    lat: 38.7139,
    lng: -9.1394,
    currency: 'EUR',
    status: 'verified',
    source: 'https://tascadobairro.example/ementa',
    verifiedAt: '2026-11-02T19:45:00Z',
    sections: [
      [
        'Entradas',
        [
          ['Caldo verde', 4.5, 'gf', 'Kale and potato soup, chouriço'],
          ['Pastéis de bacalhau', 6],
          ['Amêijoas à Bulhão Pato', 14, 'gf df'],
        ],
      ],
      [
        'Pratos',
        [
          ['Bacalhau à Brás', 15, 'gf', 'Salt cod, egg, straw potatoes'],
          ['Arroz de marisco', 19, 'gf df'],
          ['Bitoque', 12.5, '', 'Steak, fried egg, fries'],
          ['Sardinhas assadas', 13, 'gf df'],
        ],
      ],
      [
        'Sobremesas',
        [
          ['Pastel de nata', 1.8, 'v'],
          ['Arroz doce', 4, 'v gf'],
        ],
      ],
    ],
  },
  {
    name: 'Wiener Beisl Zum Goldenen Hirschen',
    cuisine: 'Austrian',
    city: 'Vienna',
    country: 'AT',
    lat: 48.2082,
    lng: 16.3738,
    currency: 'EUR',
    status: 'unavailable',
    reason: 'temporarily_closed',
    source: 'https://goldenerhirsch-wien.example/',
    verifiedAt: '2026-11-18T07:00:00Z',
    sections: [],
  },
];
