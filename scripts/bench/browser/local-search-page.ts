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
import { fillCache, measureLocalSearch, syntheticMenus } from '@/scripts/bench/search/search-workload.ts';
import { buildIndexRows } from '@/testing/legacy-index/v5-dish-index';

const cache = createMenuCache();
const FETCHED_AT = Date.UTC(2026, 4, 1);
const V5 = MIGRATIONS.find((migration) => migration.version === 5);

/** Menus written into each version 5 database, for the reads checked during its upgrade. */
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

  /** Starts a database as version 5 left it (its schema), for the menus sent next. */
  async beginV5(name: string): Promise<void> {
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
   * Opens the version 5 database with today's code: the upgrade (timed until the database is
   * open), the rebuild of the search rows and index (timed until done), then the emptying of
   * version 5's index (timed), while saved menus are read one after another, each read timed.
   * Then a search in a fresh context (it loads the stored snapshot).
   */
  async migrate(name: string) {
    const built = upgrades.get(name);
    if (!built) throw new Error(`${name}: beginV5 first`);
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
