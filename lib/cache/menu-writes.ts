import type { Menu } from '@/lib/api/model';
import type { MenuDb } from './db';
import { buildIndexRows, keysOfUnreadablePlaces } from './dish-index';
import { adjustMenuBytes, recordedSize } from './menu-bytes';
import { type MenuRow, makeMenuRow, readMenuRow } from './rows';
import type { PutOutcome } from './stores';

interface Dated {
  verifiedAt: number | null;
  fetchedAt: number;
}

/** A menu to store, with the time it is ordered by: its own verified_at unless the caller knows better. */
export interface MenuToStore {
  menu: Menu;
  verifiedAt: number | null;
}

/**
 * Newest verified_at wins; a null verifiedAt is older than any date; equal keeps what is stored.
 * Two undated records: the one fetched last is the service's latest word (else a service that never
 * dates a place's records could never change it, a closure or a reopening).
 */
export function isNewerRecord(incoming: Dated, stored: Dated): boolean {
  if (incoming.verifiedAt === null)
    return stored.verifiedAt === null && incoming.fetchedAt >= stored.fetchedAt;
  return stored.verifiedAt === null || incoming.verifiedAt > stored.verifiedAt;
}

interface WritePlan {
  outcomes: PutOutcome[];
  /** Final row per place touched by the batch. */
  rows: Map<string, MenuRow>;
  /** Places whose content was (re)written, so their dish index is rebuilt. */
  reindexed: Set<string>;
}

/**
 * Pure: decides what a batch does, applying it in order (a batch may hold one place twice). `now`
 * bounds every fetch time kept: one saved while the clock ran ahead must not stay fresh until the
 * clock catches up.
 */
export function planMenuWrites(
  menus: MenuToStore[],
  stored: Map<string, MenuRow>,
  fetchedAt: number,
  now: number = fetchedAt,
): WritePlan {
  const rows = new Map(stored);
  const reindexed = new Set<string>();
  const outcomes = menus.map(({ menu, verifiedAt }): PutOutcome => {
    const previous = rows.get(menu.placeId);
    // When the service last spoke of the place: a write that lands late never moves it back.
    const lastFetchedAt = Math.min(Math.max(previous?.fetchedAt ?? fetchedAt, fetchedAt), now);
    if (previous && !isNewerRecord({ verifiedAt, fetchedAt }, previous)) {
      rows.set(menu.placeId, makeMenuRow(previous.menu, lastFetchedAt, previous.verifiedAt));
      return 'kept_newer';
    }
    rows.set(menu.placeId, makeMenuRow(menu, lastFetchedAt, verifiedAt));
    reindexed.add(menu.placeId);
    return previous ? 'replaced' : 'inserted';
  });
  return { outcomes, rows, reindexed };
}

/** Keys of the index rows of places being rewritten, rebuilt from their stored menus. */
async function staleIndexKeys(
  db: MenuDb,
  reindexed: Set<string>,
  stored: Map<string, MenuRow>,
  hadRow: Set<string>,
): Promise<string[]> {
  const rebuilt = [...reindexed].flatMap((placeId) => {
    const row = stored.get(placeId);
    return row ? buildIndexRows(row.menu).map((entry) => entry.k) : [];
  });
  const unreadable = new Set([...reindexed].filter((placeId) => hadRow.has(placeId) && !stored.has(placeId)));
  return unreadable.size > 0
    ? [...rebuilt, ...(await keysOfUnreadablePlaces(db.dishIndex, unreadable))]
    : rebuilt;
}

/**
 * Stores a batch in one read-write transaction: menu rows, their dish index and the 404 rows they
 * clear either all land or none do, so a failed write leaves the previous record intact.
 * The menus must already be validated (MenuSchema).
 */
export async function writeMenus(
  db: MenuDb,
  menus: MenuToStore[],
  fetchedAt: number,
  now: number = fetchedAt,
): Promise<PutOutcome[]> {
  const placeIds = [...new Set(menus.map(({ menu }) => menu.placeId))];
  return db.transaction('rw', [db.menus, db.dishIndex, db.notFound, db.meta], async () => {
    const existing = await db.menus.bulkGet(placeIds);
    const stored = new Map<string, MenuRow>();
    const hadRow = new Set<string>();
    let oldBytes = 0;
    existing.forEach((raw, i) => {
      const placeId = placeIds[i];
      if (placeId === undefined || raw === undefined) return;
      hadRow.add(placeId);
      oldBytes += recordedSize(raw);
      const row = readMenuRow(raw);
      if (row) stored.set(placeId, row);
    });
    const plan = planMenuWrites(menus, stored, fetchedAt, now);
    await db.dishIndex.bulkDelete(await staleIndexKeys(db, plan.reindexed, stored, hadRow));
    const reindexedRows = [...plan.reindexed].map((placeId) => plan.rows.get(placeId));
    await db.dishIndex.bulkAdd(reindexedRows.flatMap((row) => (row ? buildIndexRows(row.menu) : [])));
    const rows = [...plan.rows.values()];
    await db.menus.bulkPut(rows);
    await adjustMenuBytes(db, rows.reduce((sum, row) => sum + row.size, 0) - oldBytes);
    await db.notFound.bulkDelete(placeIds);
    return plan.outcomes;
  });
}
