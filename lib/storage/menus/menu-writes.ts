import type { Menu } from '@/lib/api/model';
import { isCalendarDate } from '@/lib/api/normalise/timestamp';
import { HOUR_MS, MINUTE_MS } from '@/lib/clock';
import type { LatLng } from '@/lib/places/coordinates';
import { buildSearchRow, emptySearchRow, nameFolder, takeSearchSeqs } from '@/lib/storage/search/search-rows';
import { menuChanges } from './menu-changes';
import type { MenuDb } from './menu-db';
import { adjustMenuTotals, recordedSize } from './menu-totals';
import { type MenuRow, makeMenuRow, readMenuRow } from './rows';
import type { PutOutcome } from './stores';

type Dated = Pick<MenuRow, 'verifiedAt' | 'fetchedAt'>;

/** A menu to store, with the time it is ordered by. */
export interface MenuToStore {
  menu: Menu;
  verifiedAt: number | null;
  /** When not the batch's own time (an imported menu keeps its own). */
  fetchedAt?: number;
  /** The place's position; a write without one keeps the stored one. */
  at?: LatLng;
}

/**
 * Newest verified_at wins; null is older than any date; equal keeps what is stored. Of two undated
 * records the one fetched last wins (else an undated place could never change).
 */
export function isNewerRecord(incoming: Dated, stored: Dated): boolean {
  if (incoming.verifiedAt === null)
    return stored.verifiedAt === null && incoming.fetchedAt >= stored.fetchedAt;
  return stored.verifiedAt === null || incoming.verifiedAt > stored.verifiedAt;
}

/** How far the service's clock may run ahead of ours before its dates are not believed. */
export const MAX_CLOCK_SKEW_MS = 5 * MINUTE_MS;
/** UTC+14 (Kiribati): a date begins there 14 hours before it does in UTC. */
const EARLIEST_DAY_MS = 14 * HOUR_MS;

/**
 * A fetched record as it is kept. A verified_at later than its fetch (beyond clock skew) cannot be
 * true, and believed it would win over every later record: the record is ordered as of its fetch,
 * and the date is not shown (null in the menu).
 */
export function asFetched(menu: Menu, fetchedAt: number): { menu: Menu; verifiedAt: number | null } {
  // A date alone (kept as its UTC midnight) may be the service's today where the day began first.
  const ahead = menu.verifiedAt !== null && isCalendarDate(menu.verifiedAt) ? EARLIEST_DAY_MS : 0;
  if (menu.verifiedAt === null || menu.verifiedAt <= fetchedAt + MAX_CLOCK_SKEW_MS + ahead) {
    return { menu, verifiedAt: menu.verifiedAt };
  }
  return { menu: { ...menu, verifiedAt: null }, verifiedAt: fetchedAt };
}

/**
 * What a batch does, in order (it may hold one place twice): the outcomes, the final row per place,
 * and the places whose content was written (their search row is too). `now` bounds every fetch
 * time kept: one saved while the clock ran ahead must not stay fresh until it catches up.
 */
function planMenuWrites(menus: MenuToStore[], stored: Map<string, MenuRow>, fetchedAt: number, now: number) {
  const rows = new Map(stored);
  const reindexed = new Set<string>();
  const outcomes = menus.map(({ menu, verifiedAt, fetchedAt: own, at: given }): PutOutcome => {
    const fetched = own ?? fetchedAt;
    const previous = rows.get(menu.placeId);
    const at = given ?? previous?.at;
    // When the service last spoke of the place: a write that lands late never moves it back.
    const lastFetchedAt = Math.min(Math.max(previous?.fetchedAt ?? fetched, fetched), now);
    if (previous && !isNewerRecord({ verifiedAt, fetchedAt: fetched }, previous)) {
      rows.set(
        menu.placeId,
        makeMenuRow(previous.menu, lastFetchedAt, previous.verifiedAt, { changes: previous.changes, at }),
      );
      return 'kept_newer';
    }
    // What changed since the record it replaces; a note not yet dismissed goes with that record.
    const changes = previous ? menuChanges(previous, menu) : undefined;
    rows.set(menu.placeId, makeMenuRow(menu, lastFetchedAt, verifiedAt, { changes, at }));
    reindexed.add(menu.placeId);
    return previous ? 'replaced' : 'inserted';
  });
  return { outcomes, rows, reindexed };
}

/** Stores a batch (validated) in one transaction: menu rows, search rows and the 404s they clear, or nothing. */
export async function writeMenus(
  db: MenuDb,
  menus: MenuToStore[],
  fetchedAt: number,
  now: number = fetchedAt,
): Promise<PutOutcome[]> {
  const placeIds = [...new Set(menus.map(({ menu }) => menu.placeId))];
  return db.transaction('rw', [db.menus, db.search, db.notFound, db.meta], async () => {
    // Keys first: a batch of places not saved yet (an import) then reads no row at all.
    const [savedIds, notFoundIds] = await Promise.all([
      db.menus.where(':id').anyOf(placeIds).primaryKeys(),
      db.notFound.where(':id').anyOf(placeIds).primaryKeys(),
    ]);
    const existing = savedIds.length > 0 ? await db.menus.bulkGet(savedIds) : [];
    const stored = new Map<string, MenuRow>();
    let oldBytes = 0;
    existing.forEach((raw, i) => {
      const placeId = savedIds[i];
      if (placeId === undefined || raw === undefined) return;
      oldBytes += recordedSize(raw);
      const row = readMenuRow(raw);
      if (row) stored.set(placeId, row);
    });
    const plan = planMenuWrites(menus, stored, fetchedAt, now);
    // A new search row per place, numbered after every row before: it outranks the place's last.
    const reindexed = [...plan.reindexed].flatMap((placeId) => plan.rows.get(placeId) ?? []);
    const first = await takeSearchSeqs(db, reindexed.length);
    const fold = nameFolder();
    await db.search.bulkAdd(reindexed.map((row, i) => buildSearchRow(row.menu, first + i, fold)));
    const rows = [...plan.rows.values()];
    await db.menus.bulkPut(rows);
    // Every place of the batch has a row now; those that had one (even a damaged one) had it replaced.
    const delta = rows.reduce((sum, row) => sum + row.size, 0) - oldBytes;
    await adjustMenuTotals(db, delta, placeIds.length - savedIds.length);
    if (notFoundIds.length > 0) await db.notFound.bulkDelete(notFoundIds);
    return plan.outcomes;
  });
}

/** Deletes one saved menu, its size and count, and its dishes from search; true when a row was deleted. */
export async function deleteStoredMenu(db: MenuDb, placeId: string): Promise<boolean> {
  return db.transaction('rw', [db.menus, db.search, db.meta], async () => {
    const raw = await db.menus.get(placeId);
    // An empty search row even without a menu row: an earlier search row may still find its dishes.
    await db.search.add(emptySearchRow(placeId, await takeSearchSeqs(db, 1)));
    if (raw === undefined) return false;
    await db.menus.delete(placeId);
    await adjustMenuTotals(db, -recordedSize(raw), -1);
    return true;
  });
}

/**
 * Stores saved rows again with one detail changed (a note dropped, a position added), keeping the
 * size total; `raw` is the row as read. Inside a read-write transaction over menus and meta.
 */
export async function rewriteMenuRows(db: MenuDb, rewrites: { raw: unknown; row: MenuRow }[]): Promise<void> {
  const rows = rewrites.map(({ row }) =>
    makeMenuRow(row.menu, row.fetchedAt, row.verifiedAt, { changes: row.changes, at: row.at }),
  );
  await db.menus.bulkPut(rows);
  await adjustMenuTotals(
    db,
    rows.reduce((sum, row, i) => sum + row.size - recordedSize(rewrites[i]?.raw), 0),
  );
}

/** Drops a saved menu's note of what changed, keeping the size total. True when there was one. */
export async function clearMenuChanges(db: MenuDb, placeId: string): Promise<boolean> {
  return db.transaction('rw', [db.menus, db.meta], async () => {
    const raw = await db.menus.get(placeId);
    const row = readMenuRow(raw);
    if (raw === undefined || !row?.changes) return false;
    await rewriteMenuRows(db, [{ raw, row: { ...row, changes: undefined } }]);
    return true;
  });
}
