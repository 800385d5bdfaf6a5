import type { RestaurantSpec } from '@/service/catalog/build.ts';

export const EUROPE: readonly RestaurantSpec[] = [
  {
    name: 'Le Petit Bistrot',
    cuisine: 'French',
    city: 'Paris',
    country: 'FR',
    lat: 48.8575,
    lng: 2.3601,
    currency: 'EUR',
    status: 'verified',
    source: 'https://lepetitbistrot.example/carte',
    verifiedAt: '2026-11-12T09:30:00Z',
    diet: 'v',
    sections: [
      [
        'Entrées',
        [
          ["Soupe à l'oignon gratinée", 9.5, 'v', 'Onion soup, Comté crouton'],
          ['Escargots de Bourgogne', 12, 'gf', 'Six snails, garlic and parsley butter'],
          ['Salade de chèvre chaud', 11, 'v', 'Warm goat cheese on toast, walnuts'],
        ],
      ],
      [
        'Plats',
        [
          ['Bœuf bourguignon', 24, 'gf', 'Beef braised in red wine, carrots, lardons'],
          ['Confit de canard', 23, 'gf', 'Duck leg, sarladaise potatoes'],
          ['Steak frites', 22, '', 'Entrecôte, shallot butter, fries'],
          ['Ratatouille', 17, 'vg gf', 'Provençal summer vegetables'],
          ['Sole meunière', 29, '', 'Brown butter, lemon, capers'],
        ],
      ],
      [
        'Desserts',
        [
          ['Crème brûlée', 8, 'v gf', 'Vanilla custard, caramelised sugar'],
          ['Tarte Tatin', 8.5, 'v', 'Upside-down apple tart, crème fraîche'],
          ['Mousse au chocolat', 7.5, 'v gf'],
          ['Crêpe Suzette', 9, 'v', 'Orange butter, Grand Marnier'],
        ],
      ],
    ],
  },
  {
    name: 'Trattoria da Enzo',
    cuisine: 'Italian',
    city: 'Rome',
    country: 'IT',
    lat: 41.889,
    lng: 12.47,
    currency: 'EUR',
    status: 'verified',
    source: 'https://trattoriadaenzo.example/menu',
    verifiedAt: '2026-10-28T17:05:00Z',
    sections: [
      [
        'Antipasti',
        [
          ['Supplì al telefono', 3.5, 'v', 'Fried rice ball with mozzarella'],
          ['Carciofi alla giudia', 8, 'vg gf', 'Crisp fried artichoke'],
          ['Bruschetta al pomodoro', 6, 'vg'],
        ],
      ],
      [
        'Primi',
        [
          ['Cacio e pepe', 12, 'v', 'Tonnarelli, pecorino romano, black pepper'],
          ['Spaghetti alla carbonara', 13, '', 'Guanciale, egg yolk, pecorino'],
          ["Bucatini all'amatriciana", 13],
          ['Gnocchi al ragù', 14],
        ],
      ],
      [
        'Secondi',
        [
          ['Saltimbocca alla romana', 18, 'gf', 'Veal, prosciutto, sage'],
          ['Coda alla vaccinara', 19, 'gf df', 'Oxtail stew'],
        ],
      ],
      ['Pizze', [['Margherita DOP', 10, 'v', 'Buffalo mozzarella, San Marzano tomato, basil']]],
      [
        'Dolci',
        [
          ['Tiramisù', 7, 'v'],
          ['Panna cotta', 6.5, 'v gf'],
        ],
      ],
    ],
  },
  {
    name: 'Pizzeria Napoli Verace',
    cuisine: 'Pizza',
    city: 'Naples',
    country: 'IT',
    lat: 40.8518,
    lng: 14.2681,
    currency: 'EUR',
    status: 'crawled',
    shape: 'numeric',
    source: 'https://napoliverace.example/',
    verifiedAt: '2026-06-03T08:00:00+02:00',
    sections: [
      [
        'Pizze',
        [
          ['Margherita', 6, 'v', 'Tomato, fior di latte, basil'],
          ['Marinara', 5, 'vg', 'Tomato, garlic, oregano'],
          ['Diavola', 7.5, '', 'Spicy salami'],
          ['Quattro formaggi', 8, 'v'],
          ['Capricciosa', 8.5],
          ['Pizza fritta', 6, 'v', 'Fried calzone, ricotta, provola'],
        ],
      ],
      ['Contorni', [['Friarielli', 5, 'vg gf']]],
      [
        'Dolci',
        [
          ['Babà al rum', 5, 'v'],
          ['Sfogliatella', 3, 'v'],
        ],
      ],
    ],
  },
  {
    name: 'Taberna El Rincón',
    cuisine: 'Spanish',
    city: 'Madrid',
    country: 'ES',
    lat: 40.4138,
    lng: -3.7074,
    currency: 'EUR',
    locale: 'es-ES',
    status: 'crawled',
    shape: 'string',
    source: 'https://tabernaelrincon.example/carta.html',
    verifiedAt: '2026-09-14T20:00:00Z',
    sections: [
      [
        'Tapas',
        [
          ['Patatas bravas', 6.5, 'vg gf'],
          ['Tortilla española', 7, 'v gf'],
          ['Pimientos de Padrón', 7.5, 'vg gf'],
          ['Croquetas de jamón', 8],
          ['Gambas al ajillo', 12, 'gf df'],
          ['Jamón ibérico de bellota', 22, 'gf df'],
          ['Pulpo a la gallega', 18, 'gf df'],
        ],
      ],
      [
        'Raciones',
        [
          ['Paella de marisco', null, 'gf df', 'For two, 40 minutes'],
          ['Churros con chocolate', 5.5, 'v'],
        ],
      ],
    ],
  },
  {
    name: 'Café Müller',
    cuisine: 'German',
    city: 'Berlin',
    country: 'DE',
    lat: 52.4986,
    lng: 13.4032,
    currency: 'EUR',
    status: 'scanned',
    source: 'https://cafemueller.example/speisekarte.pdf',
    verifiedAt: '2025-08-19T11:00:00Z',
    sections: [
      ['Suppen', [['Kartoffelsuppe', 6.5, 'v']]],
      [
        'Hauptgerichte',
        [
          ['Käsespätzle', 13.9, 'v', 'Egg noodles, mountain cheese, fried onions'],
          ['Königsberger Klopse', 15.5, '', 'Veal meatballs, caper sauce'],
          ['Wiener Schnitzel', 19.5],
          ['Currywurst mit Pommes', 9.5],
          ['Rinderroulade', 18.9, 'df'],
        ],
      ],
      [
        'Kuchen',
        [
          ['Apfelstrudel', 5.9, 'v'],
          ['Schwarzwälder Kirschtorte', 5.5, 'v'],
          ['Käsekuchen', 4.9, 'v gf'],
        ],
      ],
    ],
  },
];
