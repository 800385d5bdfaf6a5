/** Vocabulary for generated catalogs. Prices are in EUR and scaled per city currency. */
export interface CityPool {
  city: string;
  country: string;
  lat: number;
  lng: number;
  currency: string;
  /** EUR → local currency, rounded to the currency's usual precision. */
  rate: number;
  locale: string;
}

export const CITIES: readonly CityPool[] = [
  { city: 'Paris', country: 'FR', lat: 48.8566, lng: 2.3522, currency: 'EUR', rate: 1, locale: 'fr-FR' },
  { city: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405, currency: 'EUR', rate: 1, locale: 'de-DE' },
  { city: 'Madrid', country: 'ES', lat: 40.4168, lng: -3.7038, currency: 'EUR', rate: 1, locale: 'es-ES' },
  { city: 'London', country: 'GB', lat: 51.5074, lng: -0.1278, currency: 'GBP', rate: 0.85, locale: 'en-GB' },
  {
    city: 'New York',
    country: 'US',
    lat: 40.7128,
    lng: -74.006,
    currency: 'USD',
    rate: 1.1,
    locale: 'en-US',
  },
  {
    city: 'Chicago',
    country: 'US',
    lat: 41.8781,
    lng: -87.6298,
    currency: 'USD',
    rate: 1.1,
    locale: 'en-US',
  },
  { city: 'Tokyo', country: 'JP', lat: 35.6762, lng: 139.6503, currency: 'JPY', rate: 160, locale: 'ja-JP' },
  { city: 'Mumbai', country: 'IN', lat: 19.076, lng: 72.8777, currency: 'INR', rate: 90, locale: 'en-IN' },
  {
    city: 'Mexico City',
    country: 'MX',
    lat: 19.4326,
    lng: -99.1332,
    currency: 'MXN',
    rate: 20,
    locale: 'es-MX',
  },
  {
    city: 'Copenhagen',
    country: 'DK',
    lat: 55.6761,
    lng: 12.5683,
    currency: 'DKK',
    rate: 7.5,
    locale: 'da-DK',
  },
];

/** [dish, price in EUR, diet abbreviations, description]. */
export type PoolDish = readonly [name: string, price: number, diet: string, description?: string];

export interface CuisinePool {
  cuisine: string;
  nouns: readonly string[];
  dishes: readonly PoolDish[];
}

export const NAME_ADJECTIVES = [
  'Golden',
  'Little',
  'Old',
  'Blue',
  'Happy',
  'Green',
  'Red',
  'Royal',
  'Corner',
  'Hidden',
  'Lucky',
  'Urban',
] as const;

export const CUISINES: readonly CuisinePool[] = [
  {
    cuisine: 'Italian',
    nouns: ['Trattoria', 'Osteria', 'Pizzeria', 'Cucina'],
    dishes: [
      ['Margherita', 9, 'v'],
      ['Spaghetti alla carbonara', 13, ''],
      ['Lasagne al forno', 14, ''],
      ['Risotto ai funghi', 15, 'v gf'],
      ['Penne all’arrabbiata', 11, 'vg'],
      ['Tiramisù', 7, 'v'],
      ['Panna cotta', 6, 'v gf'],
      ['Burrata con pomodori', 12, 'v gf'],
      ['Gnocchi al pesto', 13, 'v'],
      ['Ossobuco', 22, 'gf'],
      ['Minestrone', 8, 'vg'],
      ['Focaccia', 5, 'vg'],
    ],
  },
  {
    cuisine: 'French',
    nouns: ['Bistrot', 'Brasserie', 'Café', 'Table'],
    dishes: [
      ['Crème brûlée', 8, 'v gf'],
      ['Soupe à l’oignon', 9, 'v'],
      ['Croque-monsieur', 11, ''],
      ['Quiche lorraine', 10, ''],
      ['Bœuf bourguignon', 23, 'gf'],
      ['Salade niçoise', 14, 'gf df'],
      ['Moules-frites', 19, 'df'],
      ['Ratatouille', 15, 'vg gf'],
      ['Tarte au citron', 7, 'v'],
      ['Profiteroles', 8, 'v'],
      ['Coq au vin', 22, 'gf df'],
    ],
  },
  {
    cuisine: 'Mexican',
    nouns: ['Taquería', 'Cantina', 'Cocina', 'Comedor'],
    dishes: [
      ['Tacos al pastor', 4, 'gf df'],
      ['Jalapeño poppers', 7, 'v'],
      ['Guacamole', 8, 'vg gf'],
      ['Burrito de frijoles', 10, 'vg'],
      ['Quesadilla', 8, 'v'],
      ['Enchiladas rojas', 13, 'gf'],
      ['Tamales', 9, 'gf'],
      ['Elote', 5, 'v gf'],
      ['Churros', 5, 'v'],
      ['Pozole', 12, 'gf df'],
      ['Ceviche', 14, 'gf df'],
    ],
  },
  {
    cuisine: 'Japanese',
    nouns: ['Sushi', 'Ramen-ya', 'Izakaya', 'Shokudō'],
    dishes: [
      ['Tonkotsu ramen', 13, ''],
      ['Salmon nigiri', 5, 'gf df'],
      ['Kappa maki', 4, 'vg'],
      ['Gyōza', 6, 'df'],
      ['Chicken katsu curry', 14, 'df'],
      ['Edamame', 4, 'vg gf'],
      ['Miso soup', 3, 'vg'],
      ['Tempura udon', 13, 'df'],
      ['Okonomiyaki', 12, ''],
      ['Matcha ice cream', 5, 'v gf'],
      ['Yakitori', 8, 'gf df'],
    ],
  },
  {
    cuisine: 'Indian',
    nouns: ['Tandoor', 'Dhaba', 'Canteen', 'Spice House'],
    dishes: [
      ['Butter chicken', 14, 'h gf'],
      ['Chana masala', 11, 'vg gf'],
      ['Palak paneer', 12, 'v gf'],
      ['Lamb rogan josh', 16, 'h gf df'],
      ['Masala dosa', 9, 'v gf'],
      ['Samosa', 5, 'vg'],
      ['Garlic naan', 3, 'v'],
      ['Dal makhani', 10, 'v gf'],
      ['Chicken biryani', 15, 'h'],
      ['Mango lassi', 4, 'v gf'],
      ['Aloo gobi', 10, 'vg gf'],
    ],
  },
  {
    cuisine: 'Middle Eastern',
    nouns: ['Grill', 'Kitchen', 'Mezze Bar', 'Falafel'],
    dishes: [
      ['Hummus', 6, 'vg gf h'],
      ['Falafel plate', 11, 'vg h'],
      ['Chicken shawarma', 12, 'h df'],
      ['Lamb kofta', 14, 'h gf df'],
      ['Tabbouleh', 7, 'vg h'],
      ['Baba ghanoush', 7, 'vg gf h'],
      ['Fattoush', 8, 'vg h'],
      ['Shakshuka', 11, 'v gf h'],
      ['Baklava', 5, 'v h'],
      ['Mujaddara', 10, 'vg h'],
    ],
  },
  {
    cuisine: 'American',
    nouns: ['Diner', 'Grill', 'Burger Joint', 'Smokehouse'],
    dishes: [
      ['Cheeseburger', 13, ''],
      ['Veggie burger', 12, 'v'],
      ['Buffalo wings', 11, 'gf'],
      ['Mac and cheese', 9, 'v'],
      ['Caesar salad', 10, ''],
      ['Pulled pork sandwich', 13, 'df'],
      ['Clam chowder', 9, ''],
      ['Apple pie', 6, 'v'],
      ['Pancake stack', 10, 'v'],
      ['Brisket', 18, 'gf df'],
    ],
  },
  {
    cuisine: 'Vegan',
    nouns: ['Greens', 'Garden', 'Plant Kitchen', 'Sprout'],
    dishes: [
      ['Buddha bowl', 13, 'vg gf'],
      ['Tofu scramble', 11, 'vg gf'],
      ['Jackfruit tacos', 12, 'vg'],
      ['Lentil shepherd’s pie', 14, 'vg gf'],
      ['Açaí bowl', 10, 'vg gf'],
      ['Cashew mac', 12, 'vg'],
      ['Seitan kebab', 13, 'vg'],
      ['Raw brownie', 5, 'vg gf'],
      ['Oat milk latte', 4, 'vg'],
    ],
  },
];
