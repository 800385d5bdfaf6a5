import { afterEach, describe, expect, it } from 'vitest';
import { createBudgetStore } from '@/lib/storage/menus/budget-store';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { openMenuDb } from '@/lib/storage/menus/menu-db';
import { sumMenuSizes } from '@/lib/storage/menus/menu-totals';
import { prepareSearchIndex } from '@/lib/storage/search/search-sync';
import { TRIP_FILE_VERSION } from '@/lib/storage/transfer/trip-file';
import { deleteTestDbs, dish, menu, testDb } from './helpers';

afterEach(deleteTestDbs);

describe('saved menus', () => {
  it('lists newest fetched first, with summaries', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenu(menu('old', { name: 'Old', dishes: [dish('A')] }), 100);
    await cache.putMenu(menu('new', { name: null, status: 'crawled', verifiedAt: null }), 300);
    await cache.putMenu(menu('mid'), 200);

    const { menus: list, total } = await cache.listMenus();
    expect(total).toBe(3);
    expect(list.map((entry) => entry.placeId)).toEqual(['new', 'mid', 'old']);
    expect(list[0]).toEqual({
      placeId: 'new',
      name: null,
      status: 'crawled',
      unavailableReason: null,
      dishCount: 2,
      verifiedAt: null,
      fetchedAt: 300,
    });
    expect(list[2]?.dishCount).toBe(1);

    // Fetching an older copy again still moves the place to the top.
    await cache.putMenu(menu('old', { verifiedAt: 0 }), 400);
    expect((await cache.listMenus()).menus.map((entry) => entry.placeId)).toEqual(['old', 'new', 'mid']);
  });

  it('lists a page at a time, counting every stored menu', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenus(
      Array.from({ length: 7 }, (_, i) => menu(`p${i}`)),
      1,
    );
    for (let i = 0; i < 7; i += 1) await cache.putMenu(menu(`p${i}`, { verifiedAt: 0 }), 10 + i);
    expect(await cache.listMenus({ offset: 0, limit: 3 })).toMatchObject({
      total: 7,
      menus: [{ placeId: 'p6' }, { placeId: 'p5' }, { placeId: 'p4' }],
    });
    const last = await cache.listMenus({ offset: 6, limit: 3 });
    expect(last.menus.map((entry) => entry.placeId)).toEqual(['p0']);
    expect((await cache.listMenus({ offset: 7 })).menus).toEqual([]);
  });

  it('orders menus fetched at the same moment alike with and without a name filter', async () => {
    const cache = createMenuCache(testDb());
    // One batch shares its fetch time; 'Z' sorts before 'a' by code unit, after it by locale.
    await cache.putMenus(
      ['b', 'Z', 'a', 'c'].map((id) => menu(id, { name: `Spot ${id}` })),
      5,
    );
    const unfiltered = (await cache.listMenus()).menus.map((entry) => entry.placeId);
    const filtered = (await cache.listMenus({ query: 'spot' })).menus.map((entry) => entry.placeId);
    expect(unfiltered).toEqual(['c', 'b', 'a', 'Z']);
    expect(filtered).toEqual(unfiltered);
  });

  it('reports count and a size that grows and shrinks with the records', async () => {
    const cache = createMenuCache(testDb());
    expect(await cache.stats()).toEqual({ menus: 0, approxBytes: 0 });

    const small = menu('a', { dishes: [dish('Soup')] });
    await cache.putMenu(small, 1);
    const one = await cache.stats();
    expect(one.menus).toBe(1);
    // Close to the JSON of what is stored.
    expect(one.approxBytes).toBeGreaterThan(JSON.stringify(small).length);
    expect(one.approxBytes).toBeLessThan(JSON.stringify(small).length + 200);

    const big = menu('a', {
      verifiedAt: Date.UTC(2027, 0, 1),
      dishes: Array.from({ length: 40 }, (_, i) => dish(`Dish ${i}`)),
    });
    await cache.putMenu(big, 2);
    const replaced = await cache.stats();
    expect(replaced.menus).toBe(1);
    expect(replaced.approxBytes).toBeGreaterThan(one.approxBytes + 40 * 50);

    await cache.putMenu(menu('b'), 3);
    expect((await cache.stats()).menus).toBe(2);
  });

  it('keeps the running size total equal to the sum of the rows, and heals it when lost', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus([menu('a'), menu('b'), menu('c')], 1);
    await cache.putMenu(
      menu('a', { verifiedAt: Date.UTC(2027, 0, 1), dishes: [dish('Long '.repeat(50))] }),
      2,
    );
    await cache.putMenu(menu('b', { verifiedAt: 0 }), 3);
    const total = await sumMenuSizes(db);
    expect(total).toBeGreaterThan(0);
    expect((await cache.stats()).approxBytes).toBe(total);

    await db.meta.clear();
    expect((await cache.stats()).approxBytes).toBe(total);
    await cache.putMenu(menu('d'), 4);
    expect((await cache.stats()).approxBytes).toBe(await sumMenuSizes(db));
  });

  it('exports every menu as JSON that parses back to what was stored', async () => {
    const now = () => Date.UTC(2026, 4, 6, 12, 0, 0);
    const cache = createMenuCache(testDb(), { now });
    const a = menu('a', {
      dishes: [dish('Crème brûlée', { price: { amount: 7, currency: 'EUR', text: null } })],
    });
    const b = menu('b', { status: 'none', rawStatus: 'none', dishes: [] });
    await cache.putMenu(a, 10);
    await cache.putMenu(b, 20);

    const parsed = JSON.parse(await cache.exportJson());
    expect(parsed).toEqual({
      exportedAt: '2026-05-06T12:00:00.000Z',
      version: TRIP_FILE_VERSION,
      menus: [
        { placeId: 'b', menu: b, verifiedAt: b.verifiedAt, fetchedAt: 20 },
        { placeId: 'a', menu: a, verifiedAt: a.verifiedAt, fetchedAt: 10 },
      ],
      lists: [],
    });
  });

  it('clear removes menus, index and 404s but keeps the budget', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    const budget = createBudgetStore(db);
    await cache.putMenus([menu('a'), menu('b')], 1);
    await cache.putNotFound('c', 1, 1_000);
    await budget.countRequest('2026-05');

    expect(await cache.clear()).toBe(2);

    expect(await cache.listMenus()).toEqual({ menus: [], total: 0, nextOffset: 0 });
    expect(await cache.searchDishes('pizza', 10)).toEqual([]);
    expect(await cache.getNotFound('c', 2)).toBe(false);
    expect(await cache.stats()).toEqual({ menus: 0, approxBytes: 0 });
    expect(await db.search.count()).toBe(0);
    expect((await budget.getMonth('2026-05')).used).toBe(1);
    expect(await cache.clear()).toBe(0);
  });
});

describe('saved menus: filter and sort', () => {
  async function filled() {
    const cache = createMenuCache(testDb());
    await cache.putMenu(menu('p1', { name: 'Café Müller' }), 100);
    await cache.putMenu(menu('p2', { name: 'Le Petit Bistrot' }), 400);
    await cache.putMenu(menu('p3', { name: 'Bistro 10' }), 300);
    await cache.putMenu(menu('p4', { name: null }), 500);
    await cache.putMenu(menu('p5', { name: 'bistro 9' }), 200);
    return cache;
  }
  const ids = (page: { menus: Array<{ placeId: string }> }) => page.menus.map((entry) => entry.placeId);

  it('keeps the names holding the filter, case- and accent-insensitively, counting the matches', async () => {
    const cache = await filled();
    const page = await cache.listMenus({ query: '  BISTRO ' });
    expect(ids(page)).toEqual(['p2', 'p3', 'p5']);
    expect(page).toMatchObject({ total: 3, nextOffset: 3 });
    expect(ids(await cache.listMenus({ query: 'cafe muller' }))).toEqual(['p1']);
    expect(await cache.listMenus({ query: 'sushi' })).toEqual({ menus: [], total: 0, nextOffset: 0 });
  });

  it('sorts by name as a reader does (numbers by value), unnamed last, a page at a time', async () => {
    const cache = await filled();
    expect(ids(await cache.listMenus({ sort: 'name' }))).toEqual(['p5', 'p3', 'p1', 'p2', 'p4']);
    const first = await cache.listMenus({ sort: 'name', query: 'bistro', limit: 2 });
    expect(first).toMatchObject({ total: 3, nextOffset: 2 });
    expect(ids(first)).toEqual(['p5', 'p3']);
    expect(ids(await cache.listMenus({ sort: 'name', query: 'bistro', offset: 2 }))).toEqual(['p2']);
  });

  it('says why a closed or unavailable place has no dishes', async () => {
    const cache = createMenuCache(testDb());
    const closed = { status: 'unavailable' as const, unavailableReason: 'closed_permanently', dishes: [] };
    await cache.putMenu(menu('gone', closed), 1);
    expect((await cache.listMenus()).menus[0]).toMatchObject({
      status: 'unavailable',
      unavailableReason: 'closed_permanently',
      dishCount: 0,
    });
  });
});

describe('saved menus: delete one', () => {
  it('removes the menu, its search entries and its bytes, leaving the others whole', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus([menu('a'), menu('b', { dishes: [dish('Margherita pizza'), dish('Calzone')] })], 1);
    // The built index is stored with b's dishes: the deletion must outdate it.
    await prepareSearchIndex(db);
    expect(await db.searchState.get('snapshot')).toBeDefined();
    const before = await cache.stats();

    expect(await cache.deleteMenu('b')).toBe(true);

    expect(await cache.getMenu('b')).toBeUndefined();
    expect((await cache.searchDishes('calzone', 10)).length).toBe(0);
    expect((await cache.searchDishes('pizza', 10)).map((hit) => hit.placeId)).toEqual(['a']);
    // A context starting afresh (a restarted worker, from the rows and snapshot) finds none either.
    const fresh = createMenuCache(openMenuDb(db.name));
    expect((await fresh.searchDishes('calzone', 10)).length).toBe(0);
    const after = await cache.stats();
    expect(after.menus).toBe(1);
    expect(after.approxBytes).toBeLessThan(before.approxBytes);
    expect(after.approxBytes).toBe(await sumMenuSizes(db));
    expect(await cache.listMenus()).toMatchObject({ total: 1, menus: [{ placeId: 'a' }] });
  });

  it('leaves no search entry behind for a place whose stored row cannot be read', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus([menu('a'), menu('broken')], 1);
    // Damaged in storage: its dishes can no longer be read from it.
    await db.menus.update('broken', { menu: { placeId: 'broken' } } as never);
    // Its search row still holds its dishes.
    expect((await cache.searchDishes('pizza', 10)).map((hit) => hit.placeId)).toEqual(['a', 'broken']);
    expect(await cache.deleteMenu('broken')).toBe(true);
    expect((await cache.searchDishes('pizza', 10)).map((hit) => hit.placeId)).toEqual(['a']);
    const fresh = createMenuCache(openMenuDb(db.name));
    expect((await fresh.searchDishes('pizza', 10)).map((hit) => hit.placeId)).toEqual(['a']);
    expect((await cache.stats()).approxBytes).toBe(await sumMenuSizes(db));
  });

  it('answers false for a place with no saved menu, changing nothing', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenu(menu('a'), 1);
    const before = await cache.stats();
    expect(await cache.deleteMenu('nowhere')).toBe(false);
    expect(await cache.stats()).toEqual(before);
  });
});
