import type { RestaurantSpec } from '@/service/catalog/build.ts';

// A long menu (64 dishes in eight sections, what a grand café lists) and a menu written right to
// left, with a few dishes in Latin script among the Arabic ones.

export const LONG_AND_RTL: readonly RestaurantSpec[] = [
  {
    name: 'Grand Café Centraal',
    cuisine: 'Dutch',
    city: 'Amsterdam',
    country: 'NL',
    lat: 52.3731,
    lng: 4.8922,
    currency: 'EUR',
    status: 'verified',
    source: 'https://grandcafecentraal.example/kaart',
    verifiedAt: '2026-11-02T09:00:00Z',
    sections: [
      [
        'Ontbijt',
        [
          ['Uitsmijter ham en kaas', 11.5, '', 'Three fried eggs on bread, ham, aged Gouda'],
          ['Boerenomelet', 12.5, 'gf', 'Potato, bacon, leek, cheese'],
          ['Wentelteefjes', 9.5, 'v', 'French toast, cinnamon sugar, berries'],
          ['Yoghurt met granola', 8, 'v', 'Greek yoghurt, honey, house granola'],
          ['Avocado op zuurdesem', 11, 'vg', 'Sourdough, lime, chilli, seeds'],
          ['Hollands ontbijt', 14.5, '', 'Bread, cheese, ham, egg, hagelslag'],
          ['Pannenkoek naturel', 9, 'v'],
          ['Vers fruit', 6.5, 'vg gf'],
        ],
      ],
      [
        'Soepen',
        [
          ['Erwtensoep', 8.5, 'gf', 'Split pea soup, smoked sausage, rye bread'],
          ['Tomatensoep', 7.5, 'vg', 'Roasted tomato, basil oil'],
          ['Mosterdsoep', 8, 'v', 'Groninger mustard, leek'],
          ['Uiensoep', 8.5, 'v', 'Onion soup, Gruyère crouton'],
          ['Pompoensoep', 7.5, 'vg gf', 'Pumpkin, ginger, coconut'],
          ['Bouillon van de dag', 7],
          ['Vissoep', 10.5, 'df', 'North Sea fish, saffron, aioli'],
          ['Linzensoep', 7.5, 'vg gf'],
        ],
      ],
      [
        'Broodjes',
        [
          ['Kroket op brood', 9.5, '', 'Two veal croquettes, mustard'],
          ['Broodje gezond', 9, 'v', 'Cheese, egg, cucumber, tomato'],
          ['Club sandwich', 13.5, '', 'Chicken, bacon, egg, lettuce'],
          ['Tosti ham kaas', 6.5],
          ['Broodje haring', 7.5, 'df', 'Herring, onions, pickles'],
          ['Falafel wrap', 11, 'vg', 'Hummus, pickled red cabbage'],
          ['Broodje carpaccio', 13, '', 'Truffle mayonnaise, Parmesan, rocket'],
          ['Broodje geitenkaas', 11.5, 'v', 'Goat cheese, honey, walnuts'],
        ],
      ],
      [
        'Salades',
        [
          ['Caesar salade', 14.5, '', 'Chicken, anchovy, Parmesan'],
          ['Geitenkaas salade', 14, 'v gf', 'Beetroot, walnuts, honey'],
          ['Nicoise', 15.5, 'gf df', 'Tuna, egg, olives, green beans'],
          ['Quinoa bowl', 13.5, 'vg gf', 'Roasted vegetables, tahini'],
          ['Garnalen salade', 16, 'gf', 'Dutch shrimp, avocado, cocktail sauce'],
          ['Burrata', 15, 'v', 'Tomato, basil, sourdough'],
          ['Salade van het seizoen', 12.5, 'vg gf'],
          ['Rundercarpaccio', 15.5, 'gf'],
        ],
      ],
      [
        'Hoofdgerechten',
        [
          ['Stamppot boerenkool', 17.5, 'gf', 'Kale mash, smoked sausage, gravy'],
          ['Hachee', 19.5, '', 'Beef and onion stew, red cabbage'],
          ['Kibbeling', 16.5, 'df', 'Fried cod, remoulade, fries'],
          ['Saté van de haas', 23.5, 'gf', 'Pork tenderloin, peanut sauce, atjar'],
          ['Vegetarische burger', 17, 'v', 'Beetroot patty, smoked cheese'],
          ['Zalmfilet', 24.5, 'gf', 'Salmon, beurre blanc, asparagus'],
          ['Biefstuk', 27.5, 'gf', 'Sirloin, pepper sauce, fries'],
          ['Risotto met paddenstoelen', 19, 'v gf'],
        ],
      ],
      [
        'Bijgerechten',
        [
          ['Friet met mayonaise', 5, 'v'],
          ['Zoete aardappelfriet', 6, 'vg'],
          ['Groene salade', 4.5, 'vg gf'],
          ['Gebakken champignons', 5.5, 'vg gf'],
          ['Bitterballen (8)', 8.5, '', 'With mustard'],
          ['Kaasstengels', 7, 'v'],
          ['Brood met kruidenboter', 5.5, 'v'],
          ['Olijven', 4.5, 'vg gf'],
        ],
      ],
      [
        'Desserts',
        [
          ['Appeltaart', 5.5, 'v', 'Apple pie, whipped cream'],
          ['Poffertjes', 7, 'v', 'Little puffed batter cakes, butter, powdered sugar'],
          ['Dame blanche', 8, 'v gf', 'Vanilla ice cream, warm chocolate sauce'],
          ['Stroopwafel ijs', 7.5, 'v'],
          ['Chocolademousse', 7.5, 'v gf'],
          ['Kaasplankje', 12.5, 'v', 'Three Dutch cheeses, apple syrup'],
          ['Vegan brownie', 6.5, 'vg'],
          ['Sorbet van het huis', 6.5, 'vg gf'],
        ],
      ],
      [
        'Dranken',
        [
          ['Koffie', 3.2, 'vg gf'],
          ['Cappuccino', 3.8, 'v gf'],
          ['Verse muntthee', 4, 'vg gf'],
          ['Warme chocolademelk', 4.5, 'v gf'],
          ['Verse jus d’orange', 5, 'vg gf'],
          ['Huisbier van de tap', 5.5, 'vg'],
          ['Jenever', 4.5, 'vg gf'],
          ['Fristi', 3.5, 'v gf'],
        ],
      ],
    ],
  },
  {
    name: 'بيت الزعتر',
    cuisine: 'Levantine',
    city: 'Dubai',
    country: 'AE',
    lat: 25.2631,
    lng: 55.2972,
    currency: 'AED',
    status: 'verified',
    source: 'https://baytalzaatar.example/menu',
    verifiedAt: '2026-11-20T08:00:00Z',
    diet: 'h',
    sections: [
      [
        'مقبلات',
        [
          ['حمص بالطحينة', 28, 'vg gf h', 'حمص مهروس مع الطحينة وزيت الزيتون'],
          ['متبل', 30, 'vg gf h', 'باذنجان مشوي مع الطحينة والرمان'],
          ['فتوش', 32, 'vg h', 'خضار طازجة مع خبز محمص ودبس الرمان'],
          ['Tabbouleh', 32, 'vg h', 'Parsley, bulgur, tomato, lemon'],
        ],
      ],
      [
        'أطباق رئيسية',
        [
          ['شيش طاووق', 58, 'gf h', 'دجاج متبل مشوي على الفحم مع الثوم'],
          ['كفتة مشوية', 62, 'gf h', 'لحم غنم مفروم مع البقدونس والبصل'],
          ['منسف', 85, 'h', 'لحم غنم مع الأرز واللبن الجميد'],
          ['Falafel plate', 42, 'vg h', 'Eight falafel, tahini, pickles'],
        ],
      ],
      [
        'حلويات',
        [
          ['كنافة نابلسية', 35, 'v h', 'جبنة حلوة مع العجينة والقطر'],
          ['بقلاوة', 30, 'v h'],
        ],
      ],
    ],
  },
];
