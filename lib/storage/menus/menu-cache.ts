import { type Menu, MenuSchema } from '@/lib/api/model';
import { stillUntil } from '@/lib/clock';
import { SAVED_MENUS_PAGE, type SavedMenuPage, type SavedMenuSummary } from '@/lib/messages/protocol';
import { searchDishes } from '@/lib/storage/search/local-search';
import { newSearchGeneration } from '@/lib/storage/search/search-rows';
import { parseOr } from '@/lib/zod';
import { foldText } from '../search/search-text';
import { exportTrip, importTrip } from '../transfer/trip-file';
import { type MenuDb, openMenuDb } from './menu-db';
import { countFitsPage, storedMenuTotals, storeMenuTotals, sumMenuSizes } from './menu-totals';
import { clearMenuChanges, deleteStoredMenu, type MenuToStore, writeMenus } from './menu-writes';
import { type MenuRow, NotFoundRowSchema, readMenuRow, readStoredMenu, validMenuRows } from './rows';
import { runStorageOp } from './storage-errors';
import type { MenuCache, PutOutcome, SavedMenuListing } from './stores';

/** MenuCache plus what only the Dexie implementation offers. */
export interface DexieMenuCache extends MenuCache {
  /** Many records in one transaction (bulk imports, benchmarks); outcomes in input order. */
  putMenus(menus: Menu[], fetchedAt: number): Promise<PutOutcome[]>;
}

export function createMenuCache(
  db: MenuDb = openMenuDb(),
  { now = Date.now }: { now?: () => number } = {},
): DexieMenuCache {
  const read = <T>(operation: () => Promise<T>) => runStorageOp(db, 'read', operation);
  const write = <T>(operation: () => Promise<T>) => runStorageOp(db, 'write', operation);
  const store = (menus: MenuToStore[], fetchedAt: number) =>
    write(() => writeMenus(db, menus, fetchedAt, Math.max(now(), fetchedAt)));

  return {
    getMenu: async (placeId) => readStoredMenu(await read(() => db.menus.get(placeId))),
    getMenus: async (placeIds) => (await read(() => db.menus.bulkGet([...placeIds]))).map(readStoredMenu),
    putMenu: async (menu, fetchedAt, verifiedAt = menu.verifiedAt, at) => {
      const [outcome] = await store(
        [{ menu: MenuSchema.parse(menu), verifiedAt, ...(at ? { at } : {}) }],
        fetchedAt,
      );
      return outcome ?? 'inserted';
    },
    putMenus: (menus, fetchedAt) =>
      store(
        menus.map((menu) => MenuSchema.parse(menu)).map((menu) => ({ menu, verifiedAt: menu.verifiedAt })),
        fetchedAt,
      ),
    getNotFound: async (placeId, at, ttlMs = Number.POSITIVE_INFINITY) => {
      const row = parseOr(NotFoundRowSchema, await read(() => db.notFound.get(placeId)), null);
      return row !== null && stillUntil(row.expiresAt, at, null, ttlMs);
    },
    putNotFound: (placeId, at, ttlMs) =>
      write(() =>
        db.transaction('rw', db.notFound, async () => {
          // Expired and damaged rows go with each new one: the table holds at most one TTL of 404s.
          await db.notFound
            .filter((raw) => (parseOr(NotFoundRowSchema, raw, null)?.expiresAt ?? at) <= at)
            .delete();
          await db.notFound.put({ placeId, expiresAt: at + ttlMs });
        }),
      ),
    clearNotFound: () => write(() => db.notFound.clear()),
    searchDishes: (query, limit, places) => read(() => searchDishes(db, query, limit, places)),
    listMenus: (listing = {}) => {
      const { offset = 0, limit = SAVED_MENUS_PAGE, query = '', sort = 'recent' } = listing;
      if (query.trim() !== '' || sort !== 'recent') {
        // No index holds names: every row is read (one at a time, only its summary kept).
        return read(() =>
          db.transaction('r', db.menus, async () => {
            const summaries: SavedMenuSummary[] = [];
            await db.menus.each((raw) => {
              const row = readMenuRow(raw);
              if (row) summaries.push(toSummary(row));
            });
            return selectSavedMenus(summaries, listing);
          }),
        );
      }
      return read(async () => {
        const [rows, stored] = await db.transaction('r', [db.menus, db.meta], () =>
          Promise.all([
            db.menus.orderBy('fetchedAt').reverse().offset(offset).limit(limit).toArray(),
            storedMenuTotals(db).then((totals) => totals.count),
          ]),
        );
        // Damaged rows are left out of the page but counted; a stored number the page belies is recounted.
        const total =
          stored !== undefined && countFitsPage(stored, offset, rows.length, limit)
            ? stored
            : await recountMenus(db);
        return { menus: validMenuRows(rows).map(toSummary), total, nextOffset: offset + rows.length };
      });
    },
    deleteMenu: (placeId) => write(() => deleteStoredMenu(db, placeId)),
    dismissChanges: (placeId) => write(() => clearMenuChanges(db, placeId)),
    stats: () =>
      read(async () => {
        const [menus, approxBytes] = await db.transaction('r', [db.menus, db.meta], async () => {
          const { count, bytes } = await storedMenuTotals(db);
          return [count, bytes ?? (await sumMenuSizes(db))] as const;
        });
        return { menus: menus ?? (await recountMenus(db)), approxBytes };
      }),
    exportJson: async (listId) => {
      const json = await exportTrip(db, listId, now());
      if (json === null) throw new Error('That list is no longer saved.');
      return json;
    },
    importTrip: (file) => importTrip(db, file, now()),
    clear: () =>
      write(() =>
        db.transaction('rw', [db.menus, db.search, db.searchState, db.notFound, db.meta], async () => {
          const removed = (await storedMenuTotals(db)).count ?? (await db.menus.count());
          // A new generation tells every context holding an index of the old rows to drop it.
          await Promise.all([
            db.menus.clear(),
            db.search.clear(),
            db.searchState.clear(),
            db.notFound.clear(),
            storeMenuTotals(db, 0, 0),
            newSearchGeneration(db.meta),
          ]);
          return removed;
        }),
      ),
  };
}

/**
 * Names sort as a reader expects ("Café" beside "Cafe", "Bar 9" before "Bar 10"). Made on first use:
 * a context's first Intl object loads locale data, which a worker just started would wait for.
 */
let collator: Intl.Collator | undefined;
const byName = () => (collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

const nameOf = (menu: SavedMenuSummary) => menu.name?.trim() ?? '';

/**
 * A page of `summaries` as asked: the names holding `query` (case- and accent-insensitive, as the
 * dish search folds text), newest fetched first or by name. `total` counts the matches.
 */
export function selectSavedMenus(
  summaries: SavedMenuSummary[],
  listing: SavedMenuListing = {},
): SavedMenuPage {
  const { offset = 0, limit = SAVED_MENUS_PAGE, query = '', sort = 'recent' } = listing;
  const needle = foldText(query.trim());
  const matching =
    needle === '' ? summaries : summaries.filter((menu) => foldText(nameOf(menu)).includes(needle));
  // Ties as listMenus's recent-first page reads them: place ids in descending code-unit order.
  const newestFirst = (a: SavedMenuSummary, b: SavedMenuSummary) =>
    b.fetchedAt - a.fetchedAt || (a.placeId < b.placeId ? 1 : a.placeId > b.placeId ? -1 : 0);
  const names = sort === 'name' ? byName() : undefined;
  const sorted = [...matching].sort(
    names
      ? (a, b) =>
          Number(nameOf(a) === '') - Number(nameOf(b) === '') ||
          names.compare(nameOf(a), nameOf(b)) ||
          newestFirst(a, b)
      : newestFirst,
  );
  const menus = sorted.slice(offset, offset + limit);
  return { menus, total: sorted.length, nextOffset: offset + menus.length };
}

function toSummary(row: MenuRow): SavedMenuSummary {
  return {
    placeId: row.placeId,
    name: row.menu.name,
    status: row.menu.status,
    unavailableReason: row.menu.unavailableReason,
    dishCount: row.menu.dishes.length,
    verifiedAt: row.verifiedAt,
    fetchedAt: row.fetchedAt,
  };
}

/**
 * Counts the menu rows, sums their sizes again (whatever belied the number may have moved the total
 * too) and stores both; a failed store still answers.
 */
async function recountMenus(db: MenuDb): Promise<number> {
  try {
    return await db.transaction('rw', [db.menus, db.meta], async () => {
      const [count, bytes] = await Promise.all([db.menus.count(), sumMenuSizes(db)]);
      await storeMenuTotals(db, bytes, count);
      return count;
    });
  } catch {
    return db.transaction('r', db.menus, () => db.menus.count());
  }
}
