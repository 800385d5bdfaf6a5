import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createBudgetStore } from '@/lib/storage/menus/budget-store';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { openMenuDb } from '@/lib/storage/menus/menu-db';
import { sumMenuSizes } from '@/lib/storage/menus/menu-totals';
import { CURRENT_VERSION } from '@/lib/storage/menus/migrations';
import { makeMenuRow } from '@/lib/storage/menus/rows';
import { namedPlaces } from '@/lib/storage/search/search-rows';
import { buildV2TokenEntries } from '@/testing/legacy-index/v2-token-index';
import { deleteTestDbs, dish, menu, testDbName } from './helpers';

afterEach(deleteTestDbs);

/** Version 1 exactly as it shipped: `savedAt`, no dish index. */
async function createV1Database(name: string, rows: unknown[]): Promise<void> {
  const v1 = new Dexie(name);
  v1.version(1).stores({ menus: 'placeId, savedAt', notFound: 'placeId', budget: 'month' });
  await v1.table('menus').bulkPut(rows);
  await v1.table('notFound').put({ placeId: 'gone', expiresAt: 9_000 });
  await v1.table('budget').put({ month: '2026-04', used: 17, exhaustedUntil: null });
  v1.close();
}

describe('migration from version 1', () => {
  it('keeps every readable menu, renames savedAt, builds the search index', async () => {
    const name = testDbName();
    const brulee = menu('bistro', {
      name: 'Le Bistro',
      dishes: [dish('Crème brûlée'), dish('Soupe à l’oignon')],
    });
    const ramen = menu('ramen-bar', { status: 'crawled', verifiedAt: null, dishes: [dish('Shoyu ramen')] });
    await createV1Database(name, [
      { placeId: 'bistro', menu: brulee, verifiedAt: brulee.verifiedAt, savedAt: 1_000 },
      { placeId: 'ramen-bar', menu: ramen, verifiedAt: null, savedAt: 2_000 },
      {
        placeId: 'broken',
        menu: { placeId: 'broken', dishes: 'not a list' },
        verifiedAt: null,
        savedAt: 3_000,
      },
    ]);

    const db = openMenuDb(name);
    const cache = createMenuCache(db);

    expect(await cache.getMenu('bistro')).toEqual({
      placeId: 'bistro',
      menu: brulee,
      verifiedAt: brulee.verifiedAt,
      fetchedAt: 1_000,
    });
    expect(db.verno).toBe(CURRENT_VERSION);
    expect((await cache.listMenus()).menus.map((entry) => entry.placeId)).toEqual(['ramen-bar', 'bistro']);
    expect((await cache.searchDishes('creme brulee', 10)).map((hit) => hit.placeId)).toEqual(['bistro']);
    expect((await cache.searchDishes('oignon', 10)).map((hit) => hit.dish)).toEqual(['Soupe à l’oignon']);
    expect((await cache.searchDishes('ramen', 10)).map((hit) => hit.status)).toEqual(['crawled']);
    // The unreadable row is dropped, the others carry a size.
    expect(await cache.stats()).toMatchObject({ menus: 2 });
    expect((await cache.stats()).approxBytes).toBeGreaterThan(JSON.stringify(brulee).length);
    expect((await cache.stats()).approxBytes).toBe(await sumMenuSizes(db));
    // Tables that did not change keep their rows.
    expect(await cache.getNotFound('gone', 8_000)).toBe(true);
    expect((await createBudgetStore(db).getMonth('2026-04')).used).toBe(17);
    // The upgraded database takes writes under the current rules.
    expect(await cache.putMenu(menu('ramen-bar', { verifiedAt: 5, dishes: [dish('Tonkotsu')] }), 3_000)).toBe(
      'replaced',
    );
    expect(await cache.searchDishes('shoyu', 10)).toEqual([]);
    db.close();
  });

  it('creates the current schema directly on a new database', async () => {
    const db = openMenuDb(testDbName());
    await db.open();
    expect(db.verno).toBe(CURRENT_VERSION);
    expect(db.tables.map((table) => table.name).sort()).toEqual([
      'budget',
      'dishIndex',
      'lists',
      'menus',
      'meta',
      'notFound',
      'search',
      'searchState',
    ]);
    db.close();
  });
});

describe('migration from version 2', () => {
  it('replaces the key-only word index by the dish index, from the stored menus', async () => {
    const name = testDbName();
    const v2 = new Dexie(name);
    v2.version(2).stores({
      menus: 'placeId, fetchedAt, size',
      dishTokens: ', placeId',
      notFound: 'placeId',
      budget: 'month',
      meta: 'key',
    });
    const pad = menu('thai', { name: 'Thai Place', dishes: [dish('Pad thai'), dish('Green curry')] });
    const entries = buildV2TokenEntries(pad);
    await v2
      .table('menus')
      .bulkPut([makeMenuRow(pad, 1_000), { placeId: 'broken', menu: null, fetchedAt: 1 }]);
    await v2.table('dishTokens').bulkAdd(
      entries.map(({ placeId }) => ({ placeId })),
      entries.map(({ key }) => key),
    );
    v2.close();

    const db = openMenuDb(name);
    const cache = createMenuCache(db);
    expect((await cache.searchDishes('thai pad', 10)).map((hit) => [hit.dish, hit.restaurant])).toEqual([
      ['Pad thai', 'Thai Place'],
    ]);
    expect((await cache.searchDishes('curr', 10)).map((hit) => hit.dish)).toEqual(['Green curry']);
    expect(db.tables.map((table) => table.name)).not.toContain('dishTokens');
    // Rows for every readable menu, none for the broken one.
    const named = (await db.search.toArray()).flatMap(namedPlaces);
    expect(named).toContain('thai');
    expect(named).not.toContain('broken');
    db.close();
  });
});
