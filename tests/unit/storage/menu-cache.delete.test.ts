import { afterEach, describe, expect, it } from 'vitest';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { openMenuDb } from '@/lib/storage/menus/menu-db';
import { sumMenuSizes } from '@/lib/storage/menus/menu-totals';
import { deleteTestDbs, dish, dishNames, menu, testDb } from './helpers';

// deleteMenu: one saved menu goes, with its dishes from local search and its size from the total;
// the others stay. Another context's index (the worker's, built before) learns of it too.

afterEach(deleteTestDbs);

describe('deleteMenu', () => {
  it('deletes the menu, its dishes from search and its size; leaves the others', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus(
      [menu('a', { dishes: [dish('Pizza bianca')] }), menu('b', { dishes: [dish('Pizza rossa')] })],
      1,
    );
    expect(dishNames(await cache.searchDishes('pizza', 10))).toEqual(['Pizza bianca', 'Pizza rossa']);

    expect(await cache.deleteMenu('a')).toBe(true);

    expect(await cache.getMenu('a')).toBeUndefined();
    expect(dishNames(await cache.searchDishes('pizza', 10))).toEqual(['Pizza rossa']);
    expect((await cache.listMenus()).menus.map((entry) => entry.placeId)).toEqual(['b']);
    expect(await cache.stats()).toEqual({ menus: 1, approxBytes: await sumMenuSizes(db) });
    expect((await cache.getMenu('b'))?.placeId).toBe('b');
  });

  it('answers false for a place with no saved menu, and a deleted place can be saved again', async () => {
    const cache = createMenuCache(testDb());
    expect(await cache.deleteMenu('nowhere')).toBe(false);
    await cache.putMenu(menu('a', { dishes: [dish('Ramen')] }), 1);
    await cache.deleteMenu('a');
    expect(await cache.deleteMenu('a')).toBe(false);
    expect(await cache.putMenu(menu('a', { dishes: [dish('Udon')] }), 2)).toBe('inserted');
    expect(dishNames(await cache.searchDishes('udon', 10))).toEqual(['Udon']);
    expect(await cache.searchDishes('ramen', 10)).toEqual([]);
  });

  it("removes the dishes from another context's index built before", async () => {
    const db = testDb();
    const worker = createMenuCache(db);
    await worker.putMenus(
      [menu('a', { dishes: [dish('Paella')] }), menu('b', { dishes: [dish('Paella negra')] })],
      1,
    );
    expect(dishNames(await worker.searchDishes('paella', 10))).toEqual(['Paella', 'Paella negra']);

    const page = createMenuCache(openMenuDb(db.name));
    expect(await page.deleteMenu('a')).toBe(true);

    expect(dishNames(await worker.searchDishes('paella', 10))).toEqual(['Paella negra']);
  });

  it('takes the dishes of a damaged menu row out of search too', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenu(menu('bad', { dishes: [dish('Gazpacho')] }), 1);
    await db.menus.put({ placeId: 'bad', menu: { placeId: 'bad' }, fetchedAt: 2 } as never);
    expect(dishNames(await cache.searchDishes('gazpacho', 10))).toEqual(['Gazpacho']);
    expect(await cache.deleteMenu('bad')).toBe(true);
    expect(await cache.searchDishes('gazpacho', 10)).toEqual([]);
    expect((await cache.stats()).menus).toBe(0);
  });
});
