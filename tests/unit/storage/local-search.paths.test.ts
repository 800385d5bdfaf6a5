import { afterEach, describe, expect, it } from 'vitest';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import type { SearchRow } from '@/lib/storage/search/search-rows';
import { deleteTestDbs, dish, dishNames, menu, testDb } from './helpers';

// Read paths of the search that only some data shapes reach: damaged menus among the first hits,
// exact-name ranges of several grades, exact-name ranges longer than one page.

afterEach(deleteTestDbs);

describe('searchDishes read paths', () => {
  it('replaces a damaged index row by the next ranked dish, keeping the limit', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus(
      [
        menu('a', { dishes: [dish('Pizza alfa')] }),
        menu('b', { dishes: [dish('Pizza bravo')] }),
        menu('c', { dishes: [dish('Pizza charlie')] }),
        menu('d', { dishes: [dish('Pizza delta')] }),
      ],
      1,
    );
    const damage = (placeId: string, change: object) =>
      // putMenus writes a row per place.
      db.search.filter((row) => (row as SearchRow).placeId === placeId).modify(change);
    await damage('a', { hits: JSON.stringify(['A', null, [['Pizza alfa', 'twelve euros', null, []]]]) });
    await damage('c', { hits: JSON.stringify('Pizza charlie') });
    expect(dishNames(await cache.searchDishes('pizza', 2))).toEqual(['Pizza bravo', 'Pizza delta']);
    expect(dishNames(await cache.searchDishes('pizza', 1))).toEqual(['Pizza bravo']);
  });

  it('takes exact names grade by grade before any whole-word match, for several query tokens', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenus(
      [
        menu('s', { status: 'scanned', dishes: [dish('Pad thai'), dish('Thai pad special')] }),
        menu('v', { dishes: [dish('Pad thai prawns'), dish('Spicy pad thai')] }),
        menu('c', { status: 'crawled', dishes: [dish('PAD THAI'), dish('Pad see ew')] }),
      ],
      1,
    );
    expect(dishNames(await cache.searchDishes('pad thai', 10))).toEqual([
      'PAD THAI',
      'Pad thai',
      'Pad thai prawns',
      'Spicy pad thai',
      'Thai pad special',
    ]);
  });

  it('reads an exact-name range longer than one page to its end', async () => {
    const dishes = Array.from({ length: 2100 }, (_, i) => dish(i === 2099 ? 'Soup' : 'soup'));
    const cache = createMenuCache(testDb());
    await cache.putMenus([menu('p', { dishes: [...dishes, dish('Soup of the day')] })], 1);
    const hits = await cache.searchDishes('soup', 3000);
    expect(hits).toHaveLength(2101);
    expect(dishNames(hits).filter((name) => name === 'Soup')).toHaveLength(1);
    expect(dishNames(hits).at(-1)).toBe('Soup of the day');
  });
});
