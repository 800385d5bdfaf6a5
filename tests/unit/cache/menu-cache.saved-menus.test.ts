import { afterEach, describe, expect, it } from 'vitest';
import { createBudgetStore } from '@/lib/cache/budget-store';
import { sumMenuSizes } from '@/lib/cache/menu-bytes';
import { createMenuCache, EXPORT_FORMAT_VERSION } from '@/lib/cache/menu-cache';
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
      version: EXPORT_FORMAT_VERSION,
      menus: [
        { placeId: 'b', menu: b, verifiedAt: b.verifiedAt, fetchedAt: 20 },
        { placeId: 'a', menu: a, verifiedAt: a.verifiedAt, fetchedAt: 10 },
      ],
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
