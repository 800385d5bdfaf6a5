import { afterEach, describe, expect, it } from 'vitest';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { deleteTestDbs, dish, dishNames, menu, testDb } from './helpers';

afterEach(deleteTestDbs);

async function cacheWith(...menus: Parameters<ReturnType<typeof createMenuCache>['putMenu']>[0][]) {
  const cache = createMenuCache(testDb());
  await cache.putMenus(menus, 1);
  return cache;
}

describe('searchDishes', () => {
  it('ignores accents and case, and returns the hit fields', async () => {
    const price = { amount: 8.5, currency: 'EUR', text: null };
    const cache = await cacheWith(
      menu('bistro', {
        name: 'Le Bistro',
        dishes: [
          dish('Crème brûlée', { price, section: 'Desserts', diet: ['vegetarian'] }),
          dish('Steak frites'),
        ],
      }),
    );
    const hits = await cache.searchDishes('creme BRULEE', 10);
    expect(hits).toEqual([
      {
        dish: 'Crème brûlée',
        placeId: 'bistro',
        restaurant: 'Le Bistro',
        price,
        status: 'verified',
        verifiedAt: Date.UTC(2026, 0, 1),
        section: 'Desserts',
        diet: ['vegetarian'],
      },
    ]);
    expect(dishNames(await cache.searchDishes('CRÈME', 10))).toEqual(['Crème brûlée']);
  });

  it('folds letters that do not decompose (œ, ß)', async () => {
    const cache = await cacheWith(menu('p', { dishes: [dish('Bœuf bourguignon'), dish('Weißwurst')] }));
    expect(dishNames(await cache.searchDishes('boeuf', 10))).toEqual(['Bœuf bourguignon']);
    expect(dishNames(await cache.searchDishes('weissw', 10))).toEqual(['Weißwurst']);
  });

  it('matches every query token as a word prefix, in any order', async () => {
    const cache = await cacheWith(
      menu('p', { dishes: [dish('Pizza margherita'), dish('Pizza funghi'), dish('Spaghetti carbonara')] }),
    );
    expect(dishNames(await cache.searchDishes('piz', 10)).sort()).toEqual([
      'Pizza funghi',
      'Pizza margherita',
    ]);
    expect(dishNames(await cache.searchDishes('marg pizz', 10))).toEqual(['Pizza margherita']);
    expect(dishNames(await cache.searchDishes('pizza carbonara', 10))).toEqual([]);
    // A word inside after one letter is not a match (holdsWithin).
    expect(dishNames(await cache.searchDishes('izza', 10))).toEqual([]);
  });

  it('finds a word inside a longer one, after every dish whose words it starts', async () => {
    const cache = await cacheWith(
      menu('p', {
        dishes: [
          dish('Kartoffelsuppe'),
          dish('Suppe des Tages'),
          dish('Tomatensuppe mit Brot'),
          dish('Cheeseburger'),
          dish('Burger'),
          dish('Steak frites'),
          dish('Currywurst mit Curry'),
        ],
      }),
    );
    expect(dishNames(await cache.searchDishes('suppe', 10))).toEqual([
      'Suppe des Tages',
      'Kartoffelsuppe',
      'Tomatensuppe mit Brot',
    ]);
    expect(dishNames(await cache.searchDishes('burger', 10))).toEqual(['Burger', 'Cheeseburger']);
    // Each query word still needs a word of its own, started or held.
    expect(dishNames(await cache.searchDishes('brot suppe', 10))).toEqual(['Tomatensuppe mit Brot']);
    // The limit holds in the second pass too, which reads the words in their order.
    expect(dishNames(await cache.searchDishes('suppe', 2))).toEqual(['Suppe des Tages', 'Kartoffelsuppe']);
    // A word is handed over when another query word can have no other ("curry" takes "curry").
    expect(dishNames(await cache.searchDishes('curry wurst', 10))).toEqual(['Currywurst mit Curry']);
    // Words under four letters, or inside after one letter, are not looked for: "steak" holds neither.
    expect(await cache.searchDishes('tea', 10)).toEqual([]);
    expect(await cache.searchDishes('teak', 10)).toEqual([]);
  });

  it('the word being typed counts even when an earlier word starts the same way ("pizza p")', async () => {
    const cache = await cacheWith(
      menu('napoli', { dishes: [dish('Pizza bianca'), dish('Pizza margherita'), dish('Pizza pepperoni')] }),
    );
    expect(dishNames(await cache.searchDishes('pizza p', 2))).toEqual(['Pizza pepperoni']);
    expect(dishNames(await cache.searchDishes('pizza', 5))).toHaveLength(3);
  });

  it('ranks exact name, then whole words, then prefixes; then by grade, then by name', async () => {
    const cache = await cacheWith(
      menu('scanned', { status: 'scanned', dishes: [dish('Tomato soup'), dish('Tom yum')] }),
      menu('verified', { status: 'verified', dishes: [dish('Tomatoes stuffed'), dish('Tomato salad')] }),
      menu('crawled', { status: 'crawled', dishes: [dish('Tomato'), dish('Tomato bread')] }),
      menu('other', { status: 'unknown', rawStatus: 'estimated', dishes: [dish('Tomato pie')] }),
    );
    expect(dishNames(await cache.searchDishes('tomato', 10))).toEqual([
      'Tomato', // exact name
      'Tomato salad', // whole word, verified
      'Tomato bread', // whole word, crawled
      'Tomato soup', // whole word, scanned
      'Tomato pie', // whole word, other grade
      'Tomatoes stuffed', // prefix only
    ]);
  });

  it('orders prefix matches by the completed word, then grade, then name', async () => {
    const cache = await cacheWith(
      menu('v', { dishes: [dish('Tomato soup'), dish('Tomatillo salsa'), dish('Green tomatoes')] }),
      menu('c', { status: 'crawled', dishes: [dish('Tombo tuna')] }),
    );
    expect(dishNames(await cache.searchDishes('toma', 10))).toEqual([
      'Tomatillo salsa',
      'Tomato soup',
      'Green tomatoes',
    ]);
    expect(dishNames(await cache.searchDishes('tom', 10))).toEqual([
      'Tomatillo salsa',
      'Tomato soup',
      'Green tomatoes',
      'Tombo tuna',
    ]);
    await cache.putMenu(menu('c2', { status: 'crawled', dishes: [dish('Tomatillo verde')] }), 2);
    expect(dishNames(await cache.searchDishes('toma', 10))).toEqual([
      'Tomatillo salsa',
      'Tomatillo verde',
      'Tomato soup',
      'Green tomatoes',
    ]);
  });

  it('finds prefix matches of every query word, the longest whole or not', async () => {
    const cache = await cacheWith(
      menu('v', { dishes: [dish('Pizzas margherita'), dish('Pizza margherita'), dish('Pizza funghi')] }),
      menu('c', { status: 'crawled', dishes: [dish('Pizza margarita')] }),
    );
    // Pizza + a word starting with "marg" (by that word), then a word longer than "pizza".
    expect(dishNames(await cache.searchDishes('pizza marg', 10))).toEqual([
      'Pizza margarita',
      'Pizza margherita',
      'Pizzas margherita',
    ]);
    expect(dishNames(await cache.searchDishes('pizza margherita', 10))).toEqual([
      'Pizza margherita',
      'Pizzas margherita',
    ]);
    expect(dishNames(await cache.searchDishes('margherita piz', 10))).toEqual([
      'Pizza margherita',
      'Pizzas margherita',
    ]);
  });

  it('reads further pages of the index when the first ones hold no match', async () => {
    const dishes = Array.from({ length: 120 }, (_, i) => dish(`Pizza ${i}`));
    const cache = await cacheWith(menu('p', { dishes: [...dishes, dish('Pizza zucchini')] }));
    expect(dishNames(await cache.searchDishes('pizza zucc', 5))).toEqual(['Pizza zucchini']);
    expect(await cache.searchDishes('pizza', 200)).toHaveLength(121);
  });

  it('orders by name within one tier and grade', async () => {
    const cache = await cacheWith(menu('p', { dishes: [dish('Zucchini fritti'), dish('Aubergine fritti')] }));
    expect(dishNames(await cache.searchDishes('fritti', 10))).toEqual([
      'Aubergine fritti',
      'Zucchini fritti',
    ]);
  });

  it('respects the limit, keeping the best ranked hits', async () => {
    const dishes = Array.from({ length: 30 }, (_, i) => dish(`Noodles ${String(i).padStart(2, '0')}`));
    const cache = await cacheWith(menu('p', { dishes: [...dishes, dish('Noodles')] }));
    const hits = await cache.searchDishes('noodles', 5);
    expect(dishNames(hits)).toEqual(['Noodles', 'Noodles 00', 'Noodles 01', 'Noodles 02', 'Noodles 03']);
    expect(await cache.searchDishes('noodles', 0)).toEqual([]);
  });

  it('returns nothing for an empty or punctuation-only query', async () => {
    const cache = await cacheWith(menu('p'));
    expect(await cache.searchDishes('', 10)).toEqual([]);
    expect(await cache.searchDishes('   ', 10)).toEqual([]);
    expect(await cache.searchDishes(' -- ', 10)).toEqual([]);
  });

  it('leaves out menus whose status is none or unavailable', async () => {
    const cache = await cacheWith(
      menu('none', { status: 'none', rawStatus: 'none', dishes: [dish('Ghost curry')] }),
      menu('closed', { status: 'unavailable', unavailableReason: 'closed', dishes: [dish('Ghost noodles')] }),
      menu('open', { dishes: [dish('Ghost pepper wings')] }),
    );
    expect(dishNames(await cache.searchDishes('ghost', 10))).toEqual(['Ghost pepper wings']);
  });

  it('follows a replaced menu: old dishes gone, new dishes found', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenu(menu('p', { verifiedAt: 1, dishes: [dish('Lasagne')] }), 1);
    expect(dishNames(await cache.searchDishes('lasagne', 10))).toEqual(['Lasagne']);

    await cache.putMenu(menu('p', { verifiedAt: 2, dishes: [dish('Risotto')] }), 2);
    expect(await cache.searchDishes('lasagne', 10)).toEqual([]);
    expect(dishNames(await cache.searchDishes('risotto', 10))).toEqual(['Risotto']);

    // A record that is not newer changes nothing in the index.
    await cache.putMenu(menu('p', { verifiedAt: 1, dishes: [dish('Lasagne')] }), 3);
    expect(await cache.searchDishes('lasagne', 10)).toEqual([]);
  });

  it('drops dishes from the index when a menu becomes unavailable', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenu(menu('p', { verifiedAt: 1, dishes: [dish('Paella')] }), 1);
    await cache.putMenu(menu('p', { verifiedAt: 2, status: 'unavailable', dishes: [dish('Paella')] }), 2);
    expect(await cache.searchDishes('paella', 10)).toEqual([]);
  });

  it('matches words a long name holds past the ones paired in the index', async () => {
    const long = 'Slow roasted pork belly with apple sauce crackling and seasonal greens';
    const cache = await cacheWith(menu('p', { dishes: [dish(long), dish('Apple greens')] }));
    expect(dishNames(await cache.searchDishes('greens crackling', 10))).toEqual([long]);
    expect(dishNames(await cache.searchDishes('pork season', 10))).toEqual([long]);
    expect(dishNames(await cache.searchDishes('apple greens', 10))).toEqual(['Apple greens', long]);
  });

  it('finds the same dish name in several restaurants', async () => {
    const cache = await cacheWith(
      menu('a', { name: 'A', dishes: [dish('Ramen')] }),
      menu('b', { name: 'B', dishes: [dish('Ramen')] }),
    );
    const hits = await cache.searchDishes('ramen', 10);
    expect(hits.map((hit) => hit.restaurant)).toEqual(['A', 'B']);
  });
});
