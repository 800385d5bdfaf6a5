// Bundled by scripts/bench/search/local-search.ts into a page added to the benchmark's copy of the
// built extension (never to the product): it runs the extension's own storage code (lib/storage) in
// the extension origin, so it writes and reads the very IndexedDB database the worker uses, and
// databases of its own for the write and migration measurements.
import Dexie from 'dexie';
import type { Menu } from '@/lib/api/model';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { openMenuDb } from '@/lib/storage/menus/menu-db';
import { MIGRATIONS } from '@/lib/storage/menus/migrations';
import { makeMenuRow } from '@/lib/storage/menus/rows';
import { emptyOldIndex, finishSearchRebuild } from '@/lib/storage/search/search-rebuild';
import {
  buildSearchRow,
  newSearchGeneration,
  type SearchDb,
  takeSearchSeqs,
} from '@/lib/storage/search/search-rows';
import { prepareSearchIndex } from '@/lib/storage/search/search-sync';
import { fillCache, measureLocalSearch, syntheticMenus } from '@/scripts/bench/search/search-workload.ts';
import { buildIndexRows } from '@/testing/legacy-index/v5-dish-index';
import { version7Words } from '@/testing/legacy-index/v7-search-words';

const cache = createMenuCache();
const FETCHED_AT = Date.UTC(2026, 4, 1);
const V5 = MIGRATIONS.find((migration) => migration.version === 5);
const V7 = MIGRATIONS.find((migration) => migration.version === 7);

/** Opens a database at version 7's schema, as 0.1.0 did. */
function openV7(name: string): SearchDb {
  const v7 = new Dexie(name);
  v7.version(7).stores(V7?.stores ?? {});
  return v7 as SearchDb;
}

/** Menus written into each version 5 or 7 database, for the reads checked during its upgrade. */
const upgrades = new Map<string, Menu[]>();

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await run();
  return [performance.now() - start, value];
}

const api = {
  /** Adds synthetic menus [from, to) to the extension's database in bulk transactions. */
  async fill(from: number, to: number): Promise<number> {
    await fillCache(cache, syntheticMenus(to).slice(from));
    return (await cache.stats()).menus;
  },
  /** Local search in this page (its own index of the extension's database). */
  measure: (iterations: number) => measureLocalSearch(cache, { iterations }),

  /**
   * One timed write of 1,000 fresh menus (15 dishes each) into a fresh database: through the
   * cache (menu rows, search rows, counters), or, as the floor, the same menu rows alone in one
   * transaction.
   */
  async writeOnce(kind: 'cache' | 'floor', run: number): Promise<number> {
    const name = `bench-write-${kind}-${run}`;
    await Dexie.delete(name);
    const db = openMenuDb(name);
    await db.open();
    const menus = syntheticMenus(1000, 15, 1000 + run);
    const [ms] =
      kind === 'cache'
        ? await timed(() => createMenuCache(db).putMenus(menus, FETCHED_AT))
        : await timed(() =>
            db.transaction('rw', db.menus, () =>
              db.menus.bulkPut(menus.map((menu) => makeMenuRow(menu, FETCHED_AT))),
            ),
          );
    db.close();
    await Dexie.delete(name);
    return ms;
  },

  /** Starts a database as version 5 or 7 left it (addV5, addV7), for the menus sent next. */
  async beginOld(name: string): Promise<void> {
    await Dexie.delete(name);
    upgrades.set(name, []);
  },

  /** Writes menus as version 5 did: menu rows and their dish index rows. Returns the time taken. */
  async addV5(name: string, menus: Menu[]): Promise<number> {
    const v5 = new Dexie(name);
    v5.version(5).stores(V5?.stores ?? {});
    const [ms] = await timed(() =>
      v5.transaction('rw', ['menus', 'dishIndex'], async () => {
        await v5.table('menus').bulkPut(menus.map((menu) => makeMenuRow(menu, FETCHED_AT)));
        await v5.table('dishIndex').bulkAdd(menus.flatMap(buildIndexRows));
      }),
    );
    v5.close();
    upgrades.get(name)?.push(...menus);
    return ms;
  },

  /** Rows of version 5's dish index in the database. */
  async countV5(name: string): Promise<number> {
    const v5 = new Dexie(name);
    v5.version(5).stores(V5?.stores ?? {});
    const indexRows = await v5.table('dishIndex').count();
    v5.close();
    return indexRows;
  },

  /**
   * Writes menus as 0.1.0 (version 7) saved them: in one transaction, their menu rows and a search
   * row each of version 7's words, numbered from the counter (a database created at version 7, as
   * every 0.1.0 user's was: 0.1.0 was the first release). Returns the time taken.
   */
  async addV7(name: string, menus: Menu[]): Promise<number> {
    const db = openV7(name);
    const [ms] = await timed(() =>
      db.transaction('rw', [db.menus, db.search, db.meta], async () => {
        if ((await db.meta.get('searchGeneration')) === undefined) await newSearchGeneration(db.meta);
        await db.menus.bulkPut(menus.map((menu) => makeMenuRow(menu, FETCHED_AT)));
        const first = await takeSearchSeqs(db, menus.length);
        await db.search.bulkAdd(menus.map((menu, i) => buildSearchRow(menu, first + i, version7Words)));
      }),
    );
    db.close();
    upgrades.get(name)?.push(...menus);
    return ms;
  },

  /**
   * Ends a version 7 database as 0.1.0 left it after a search: the byte total and 0.1.0's number of
   * menus (menu-totals.ts) and the index's snapshot stored. Returns the rows of `search` and the
   * snapshot's size in bytes (its typed arrays and strings).
   */
  async sealV7(name: string): Promise<{ searchRows: number; snapshotBytes: number }> {
    const db = openV7(name);
    const rows = await db.menus.toArray();
    const bytes = rows.reduce((sum, row) => sum + row.size, 0);
    await db.meta.bulkPut([
      { key: 'menuBytes', value: bytes },
      { key: 'menuCount', value: rows.length, bytes } as never,
    ]);
    await prepareSearchIndex(db);
    const searchRows = await db.search.count();
    const snapshot = (await db.searchState.get('snapshot')) ?? {};
    const snapshotBytes = Object.values(snapshot).reduce<number>(
      (sum, value) =>
        sum +
        (ArrayBuffer.isView(value) ? value.byteLength : typeof value === 'string' ? value.length * 2 : 0),
      0,
    );
    db.close();
    return { searchRows, snapshotBytes };
  },

  /**
   * Opens the version 5 or 7 database with today's code: the upgrade (timed until the database is
   * open), the rebuild of the search rows and index (timed until done), then the emptying of
   * version 5's index (timed), while saved menus are read one after another, each read timed.
   * Then a search in a fresh context (it loads the stored snapshot).
   */
  async migrate(name: string) {
    const built = upgrades.get(name);
    if (!built) throw new Error(`${name}: beginOld first`);
    const started = performance.now();
    const db = openMenuDb(name);
    const migrated = createMenuCache(db);
    await db.open();
    const upgradeMs = performance.now() - started;
    const state = { phase: 'rebuild' as 'rebuild' | 'cleanup' | 'done' };
    const work = (async () => {
      await finishSearchRebuild(db);
      const rebuildMs = performance.now() - started;
      state.phase = 'cleanup';
      await emptyOldIndex(db);
      state.phase = 'done';
      return { rebuildMs, cleanupMs: performance.now() - started - rebuildMs };
    })();
    const withDishes = built.filter((menu) => menu.dishes.length > 0);
    const reads = { rebuild: [] as number[], cleanup: [] as number[] };
    let misses = 0;
    for (let i = 0; state.phase !== 'done'; i += 1) {
      const during = state.phase;
      const menu = withDishes[(i * 7919) % withDishes.length] as Menu;
      const [ms, stored] = await timed(() => migrated.getMenu(menu.placeId));
      if (state.phase === during) reads[during].push(ms);
      if (stored?.menu.dishes.length !== menu.dishes.length) misses += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const { rebuildMs, cleanupMs } = await work;
    const [firstSearchMs] = await timed(() => createMenuCache(openMenuDb(name)).searchDishes('pizza', 50));
    db.close();
    upgrades.delete(name);
    await Dexie.delete(name);
    return { upgradeMs, rebuildMs, cleanupMs, reads, misses, firstSearchMs };
  },

  /** The extension's database: rows written, and the rows the stored snapshot holds. */
  async snapshotLag(): Promise<{ seq: number; snapshotSeq: number }> {
    const db = openMenuDb();
    const meta = await db.meta.get('searchSeq');
    const head = (await db.searchState.get('snapshotHead')) as { seq?: number } | undefined;
    db.close();
    return { seq: meta?.value ?? 0, snapshotSeq: head?.seq ?? -1 };
  },

  async storage(): Promise<{ usage: number; indexedDb: number | null }> {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
      usageDetails?: { indexedDB?: number };
    };
    return { usage: estimate.usage ?? 0, indexedDb: estimate.usageDetails?.indexedDB ?? null };
  },
};

Object.assign(globalThis, { momBench: api });
export type LocalSearchPageApi = typeof api;
