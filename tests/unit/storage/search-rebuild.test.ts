import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Menu } from '@/lib/api/model';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { openMenuDb } from '@/lib/storage/menus/menu-db';
import { CURRENT_VERSION, MIGRATIONS } from '@/lib/storage/menus/migrations';
import { makeMenuRow } from '@/lib/storage/menus/rows';
import { emptyOldIndex, finishSearchRebuild } from '@/lib/storage/search/search-rebuild';
import {
  buildSearchRow,
  namedPlaces,
  newSearchGeneration,
  readSearchRows,
  readSearchVersion,
  type SearchDb,
  takeSearchSeqs,
} from '@/lib/storage/search/search-rows';
import { prepareSearchIndex } from '@/lib/storage/search/search-sync';
import { syntheticMenus } from '@/scripts/bench/search/search-workload';
import { buildIndexRows } from '@/testing/legacy-index/v5-dish-index';
import { version7Words } from '@/testing/legacy-index/v7-search-words';
import { deleteTestDbs, dish, dishNames, menu, testDbName } from './helpers';

// The upgrade from version 5 leaves the search rows to be built after it, in chunks, while the
// saved menus stay readable; a search waits for them; version 5's index is emptied afterwards. The
// upgrade from version 7 builds them again, of today's words (search-text.ts).

afterEach(async () => {
  vi.restoreAllMocks();
  await deleteTestDbs();
});

/** A database as version 5 left it: menu rows and version 5's dish index. */
async function version5(menus: Menu[]): Promise<string> {
  const name = testDbName();
  const v5 = new Dexie(name);
  v5.version(5).stores(MIGRATIONS.find((migration) => migration.version === 5)?.stores ?? {});
  await v5.table('menus').bulkPut(menus.map((entry) => makeMenuRow(entry, 1_000)));
  await v5.table('dishIndex').bulkAdd(menus.flatMap(buildIndexRows));
  v5.close();
  return name;
}

describe('upgrade from version 5', () => {
  it('builds every search row after the upgrade, in chunks, saved menus readable meanwhile', async () => {
    const menus = syntheticMenus(1_600, 3);
    const db = openMenuDb(await version5(menus));
    const cache = createMenuCache(db);
    const sample = menus[1_377] as Menu;

    // Read while the rebuild has only begun: the upgrade left it for after, and it runs in chunks.
    expect((await cache.getMenu(sample.placeId))?.menu).toEqual(sample);
    expect(await db.searchState.get('rebuild')).toBeDefined();

    // A search waits for the rebuild: it finds the dishes of the last chunk's menus too.
    const last = menus[menus.length - 1] as Menu;
    const name = last.dishes[0]?.name ?? '';
    const hits = await cache.searchDishes(name, 50);
    expect(hits.map((hit) => `${hit.placeId}/${hit.dish}`)).toContain(`${last.placeId}/${name}`);
    expect(await db.searchState.get('rebuild')).toBeUndefined();
    // A row for every menu, each once, stored a few to a row.
    const named = (await db.search.toArray()).flatMap(namedPlaces);
    expect(named.sort()).toEqual(menus.map((entry) => entry.placeId).sort());
    expect(await db.search.count()).toBeLessThan(menus.length / 10);

    await emptyOldIndex(db);
    expect(await db.table('dishIndex').count()).toBe(0);
    db.close();
  }, 60_000);

  it('keeps a menu written during the rebuild as written, not as the chunk read before it', async () => {
    const menus = Array.from({ length: 1_200 }, (_, i) =>
      menu(`p${String(i).padStart(4, '0')}`, { dishes: [dish(`Soup ${i}`)] }),
    );
    const db = openMenuDb(await version5(menus));
    const cache = createMenuCache(db);
    const rewritten = menu('p1100', { verifiedAt: Date.UTC(2027, 0, 1), dishes: [dish('Goulash')] });
    await cache.putMenu(menu('new place', { dishes: [dish('Borscht')] }), 1_500);
    // The write lands after the chunk holding p1100 was read (its old menu) and queues behind that
    // chunk's rows: it commits after them.
    let written: Promise<unknown> | undefined;
    const bulkAdd = db.search.bulkAdd.bind(db.search);
    vi.spyOn(db.search, 'bulkAdd').mockImplementation(((rows: unknown[]) => {
      if (!written && rows.flatMap(namedPlaces).includes('p1100'))
        written = Dexie.ignoreTransaction(() => cache.putMenu(rewritten, 2_000));
      return bulkAdd(rows as never);
    }) as never);
    await finishSearchRebuild(db);
    expect(await written).toBe('replaced');
    expect(dishNames(await cache.searchDishes('goulash', 10))).toEqual(['Goulash']);
    expect(await cache.searchDishes('soup 1100', 10)).toEqual([]);
    expect(await cache.searchDishes('soup', 2_000)).toHaveLength(1_199);
    expect(dishNames(await cache.searchDishes('borscht', 10))).toEqual(['Borscht']);
    db.close();
  });

  it('is driven by two contexts at once without a dish found twice', async () => {
    const menus = syntheticMenus(1_300, 2);
    const name = await version5(menus);
    const first = openMenuDb(name);
    const second = openMenuDb(name);
    await Promise.all([finishSearchRebuild(first), finishSearchRebuild(second)]);
    const hits = await createMenuCache(second).searchDishes('pizza', 5_000);
    const ids = hits.map((hit) => `${hit.placeId}/${hit.dish}`);
    expect(new Set(ids).size).toBe(ids.length);
    const expected = menus.flatMap((entry) =>
      entry.dishes.filter((d) => /\bpizza\b/i.test(d.name)).map((d) => `${entry.placeId}/${d.name}`),
    );
    expect(ids.sort()).toEqual(expected.sort());
    first.close();
    second.close();
  });

  it('finishes a rebuild another context left midway, the rows it wrote found too', async () => {
    const menus = syntheticMenus(1_300, 2);
    const name = await version5(menus);
    const first = openMenuDb(name);
    // The first context stops after its first chunk (a worker stopped midway).
    const bulkAdd = first.search.bulkAdd.bind(first.search);
    let chunks = 0;
    vi.spyOn(first.search, 'bulkAdd').mockImplementation(((rows: never) => {
      chunks += 1;
      return chunks > 1 ? Promise.reject(new Error('stopped')) : bulkAdd(rows);
    }) as never);
    await expect(finishSearchRebuild(first)).rejects.toThrow('stopped');
    first.close();

    const second = openMenuDb(name);
    const hits = await createMenuCache(second).searchDishes('pizza', 5_000);
    const expected = menus.flatMap((entry) =>
      entry.dishes.filter((d) => /\bpizza\b/i.test(d.name)).map((d) => `${entry.placeId}/${d.name}`),
    );
    expect(hits.map((hit) => `${hit.placeId}/${hit.dish}`).sort()).toEqual(expected.sort());
    // Among them the first chunk's, whose rows the first context wrote.
    expect(hits.some((hit) => hit.placeId === menus[0]?.placeId)).toBe(true);
    second.close();
  });

  it("shows a found dish's fields from the rebuild's rows after a restart, a damaged place's dishes left out", async () => {
    const menus = Array.from({ length: 120 }, (_, i) =>
      menu(`p${String(i).padStart(3, '0')}`, {
        dishes: [
          dish(`Laksa ${i}`, { price: { amount: i, currency: 'SGD', text: null }, section: 'Noodles' }),
        ],
      }),
    );
    const name = await version5(menus);
    const db = openMenuDb(name);
    await finishSearchRebuild(db);
    // One place's part of a stored row damaged behind the snapshot's back.
    await db.search.toCollection().modify((row) => {
      const places = (row as { places?: Array<{ placeId: string; hits: unknown }> }).places ?? [];
      for (const place of places) if (place.placeId === 'p007') place.hits = 12;
    });
    db.close();

    const restarted = createMenuCache(openMenuDb(name));
    const all = await restarted.searchDishes('laksa', 500);
    expect(all).toHaveLength(119);
    expect(all.map((found) => found.placeId)).not.toContain('p007');
    expect(all.find((found) => found.placeId === 'p042')).toEqual({
      dish: 'Laksa 42',
      placeId: 'p042',
      restaurant: 'Restaurant p042',
      price: { amount: 42, currency: 'SGD', text: null },
      status: 'verified',
      verifiedAt: Date.UTC(2026, 0, 1),
      section: 'Noodles',
      diet: [],
    });
  });

  it("empties version 5's index in short transactions, menus read meanwhile", async () => {
    const menus = syntheticMenus(800, 6);
    const db = openMenuDb(await version5(menus));
    const cache = createMenuCache(db);
    await finishSearchRebuild(db);
    const sample = menus[412] as Menu;
    const order: string[] = [];
    const emptied = emptyOldIndex(db).then(() => order.push('emptied'));
    const read = cache.getMenu(sample.placeId).then((stored) => {
      order.push('read');
      return stored;
    });
    expect((await read)?.menu).toEqual(sample);
    await emptied;
    // The read waited for no more than a chunk of the emptying.
    expect(order).toEqual(['read', 'emptied']);
    expect(await db.table('dishIndex').count()).toBe(0);
    // Emptied once: a later open finds nothing to do.
    await emptyOldIndex(db);
    expect(await db.table('dishIndex').count()).toBe(0);
    db.close();
  }, 60_000);
});

/**
 * A database as version 7 left it, its search rows of version 7's words: those of `rebuilt` stored
 * by version 6's rebuild (one row, numbered as its first: -(2 ** 52), search-rebuild.ts), those of
 * `written` by writes since (a row each), and the snapshot of the index stored. Returns its name,
 * its generation of rows and that snapshot.
 */
async function version7(rebuilt: Menu[], written: Menu[]) {
  const name = testDbName();
  const v7 = new Dexie(name);
  v7.version(7).stores(MIGRATIONS.find((migration) => migration.version === 7)?.stores ?? {});
  const db = v7 as SearchDb;
  await db.menus.bulkPut([...rebuilt, ...written].map((entry) => makeMenuRow(entry, 1_000)));
  await newSearchGeneration(db.meta);
  const places = rebuilt.map((entry) => {
    const { seq: _, ...place } = buildSearchRow(entry, -(2 ** 52), version7Words);
    return place;
  });
  if (places.length > 0) await db.search.add({ seq: -(2 ** 52), places });
  const first = await takeSearchSeqs(db, written.length);
  await db.search.bulkAdd(written.map((entry, i) => buildSearchRow(entry, first + i, version7Words)));
  await prepareSearchIndex(db);
  const { generation } = await readSearchVersion(db.meta);
  const snapshot = await db.searchState.get('snapshot');
  v7.close();
  return { name, before: { generation, snapshot } };
}

describe('upgrade from version 7', () => {
  const osaka = menu('osaka', { dishes: [dish('カレーうどん'), dish('Margherita pizza')] });
  const others = [
    menu('tokyo', { dishes: [dish('とんこつラーメン')] }),
    menu('kyoto', { dishes: [dish('抹茶パフェ')] }),
  ];
  // Upgraded from version 5 once (rows of version 6's rebuild, which numbers its rows as before),
  // or created at version 6 or 7 (rows of writes alone, numbered above the rebuild's).
  it.each([
    ["some rows from version 6's rebuild", [osaka], others],
    ['rows of writes alone', [], [osaka, ...others]],
  ])(
    'builds every search row again with the words of today, no row, snapshot or hit of the old left (%s)',
    async (_, rebuilt, written) => {
      const { name, before } = await version7(rebuilt, written);
      expect(before.snapshot).toMatchObject({ generation: before.generation });

      const db = openMenuDb(name);
      const cache = createMenuCache(db);
      // The whole name too: "ラーメン" starts no word of version 7's rows.
      expect(dishNames(await cache.searchDishes('とんこつラーメン', 10))).toEqual(['とんこつラーメン']);
      expect(db.verno).toBe(CURRENT_VERSION);
      expect(dishNames(await cache.searchDishes('ラーメン', 10))).toEqual(['とんこつラーメン']);
      expect(dishNames(await cache.searchDishes('うどん', 10))).toEqual(['カレーうどん']);
      expect(dishNames(await cache.searchDishes('パフェ', 10))).toEqual(['抹茶パフェ']);
      expect(dishNames(await cache.searchDishes('pizza', 10))).toEqual(['Margherita pizza']);
      // One row of today's words per place; the snapshot stored is of the new generation.
      const rows = (await db.search.toArray()).flatMap(readSearchRows);
      expect(rows.map((row) => [row.placeId, row.words]).sort()).toEqual([
        ['kyoto', '抹 茶 パフェ'],
        ['osaka', 'カレー うどん\nmargherita pizza'],
        ['tokyo', 'とんこつ ラーメン'],
      ]);
      const { generation } = await readSearchVersion(db.meta);
      expect(generation).not.toBe(before.generation);
      expect(await db.searchState.get('snapshot')).toMatchObject({ generation });
      // A write after the upgrade replaces the rebuild's row of the place.
      await cache.putMenu(
        menu('tokyo', { verifiedAt: Date.UTC(2026, 5, 1), dishes: [dish('味噌ラーメン')] }),
        2_000,
      );
      db.close();

      // A fresh context (a worker after a stop) answers the same, the write included.
      const restarted = createMenuCache(openMenuDb(name));
      expect(dishNames(await restarted.searchDishes('ラーメン', 10))).toEqual(['味噌ラーメン']);
      expect(await restarted.searchDishes('とんこつ', 10)).toEqual([]);
    },
  );
});
