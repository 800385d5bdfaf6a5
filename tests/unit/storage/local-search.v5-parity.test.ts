import Dexie, { type Table } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { Menu } from '@/lib/api/model';
import { buildIndexRows, type DishIndexRow } from '@/lib/storage/menus/legacy/v5-dish-index';
import { searchV5DishIndex } from '@/lib/storage/menus/legacy/v5-local-search';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { openMenuDb } from '@/lib/storage/menus/menu-db';
import { prepareSearchIndex } from '@/lib/storage/search/search-sync';
import { compareSearches, parityMenus, parityQueries } from '@/scripts/bench/search/search-parity';
import { deleteTestDbs, dish, testDb, testDbName } from './helpers';

// Today's search must return what version 5's dish index returned, hit for hit and field for
// field: the same menus go into both, through the same changes, and many queries are compared at
// several limits. The benchmark runs the same comparison at 1,000 and 10,000 menus in Chromium.

afterEach(deleteTestDbs);

/** Version 5's index, kept as version 5's writes kept it: a place's rows replaced with its menu. */
function v5Index() {
  const db = new Dexie(testDbName());
  db.version(1).stores({ dishIndex: 'k' });
  const table: Table<DishIndexRow, string> = db.table('dishIndex');
  const stored = new Map<string, Menu>();
  return {
    search: (query: string, limit: number) => searchV5DishIndex(table, query, limit),
    async put(menus: Menu[]) {
      const old = menus.flatMap((menu) => {
        const previous = stored.get(menu.placeId);
        return previous ? buildIndexRows(previous).map((row) => row.k) : [];
      });
      await table.bulkDelete(old);
      for (const menu of menus) stored.set(menu.placeId, menu);
      await table.bulkAdd(menus.flatMap(buildIndexRows));
    },
    async remove(placeId: string) {
      const previous = stored.get(placeId);
      if (previous) await table.bulkDelete(buildIndexRows(previous).map((row) => row.k));
      stored.delete(placeId);
    },
    close: () => db.close(),
  };
}

/** The popup's limit, and a short one: where the cut falls changes which dishes come back. */
const LIMITS = [3, 50];

describe('local search against version 5', () => {
  it('returns the same hits, in the same order, through writes, replacements, deletions and a cold start', async () => {
    const menus = parityMenus(240);
    const queries = parityQueries(menus, 60);
    const old = v5Index();
    const db = testDb();
    const cache = createMenuCache(db);
    const expectSame = async (some = queries, limits = LIMITS) => {
      const check = await compareSearches(old.search, cache.searchDishes, some, limits);
      expect(check.mismatches).toEqual([]);
      return check;
    };

    // Built from the rows at the first search, then kept up to date by merging new dishes in.
    for (const batch of [menus.slice(0, 120), menus.slice(120, 200), menus.slice(200)]) {
      await Promise.all([old.put(batch), cache.putMenus(batch, 1)]);
      await expectSame(
        queries.filter((_, i) => i % 4 === 0),
        [50],
      );
    }

    const replaced = menus.filter((_, i) => i % 9 === 4);
    const newer = replaced.map((menu, i) => ({
      ...menu,
      verifiedAt: (menu.verifiedAt ?? 0) + 1,
      status: i % 3 === 0 ? ('crawled' as const) : menu.status,
      dishes: [...menu.dishes.slice(1), dish(`Pizza ${menu.dishes[0]?.name ?? 'bianca'}`)],
    }));
    await Promise.all([old.put(newer), cache.putMenus(newer, 2)]);
    const deleted = menus.filter((_, i) => i % 13 === 6).map((menu) => menu.placeId);
    for (const placeId of deleted) {
      await old.remove(placeId);
      expect(await cache.deleteMenu(placeId)).toBe(true);
    }
    const warm = await expectSame();
    expect(warm.hits).toBeGreaterThan(queries.length * 10);

    // Another context (a worker started afresh): loads the stored snapshot, then catches up on
    // rows written after it.
    await prepareSearchIndex(db);
    const saved = new Set(menus.map((menu) => menu.placeId));
    const more = parityMenus(260).filter((menu) => !saved.has(menu.placeId));
    expect(more.length).toBeGreaterThan(15);
    await Promise.all([old.put(more), cache.putMenus(more, 3)]);
    const cold = createMenuCache(openMenuDb(db.name));
    const check = await compareSearches(old.search, cold.searchDishes, queries, [50]);
    expect(check.mismatches).toEqual([]);
    old.close();
  }, 60_000);
});
