import { MenuSchema } from '@/lib/api/model';
import { type ImportCounts, type ImportProblem, MAX_IMPORT_CHARS } from '@/lib/messages/protocol';
import {
  LatLngSchema,
  type PlaceList,
  PlaceListSchema,
  readPlaceList,
  validPlaceLists,
} from '@/lib/storage/lists/list-rows';
import type { MenuDb } from '@/lib/storage/menus/menu-db';
import {
  asFetched,
  isNewerRecord,
  MAX_CLOCK_SKEW_MS,
  rewriteMenuRows,
  writeMenus,
} from '@/lib/storage/menus/menu-writes';
import {
  type MenuRow,
  readMenuRow,
  type StoredMenu,
  toStoredMenu,
  validMenuRows,
} from '@/lib/storage/menus/rows';
import { runStorageOp } from '@/lib/storage/menus/storage-errors';
import { z } from '@/lib/zod';

// The file that moves a trip to another device (issue 34): saved menus, with every place list or
// one list and its places' menus; never the key or settings. Read as untrusted input: size and
// counts capped, every entry through its schema, unknown fields dropped. An import is written in
// one transaction, whole or not at all.

/** Version 1 held menus only; version 2 adds place lists. Both are read. */
export const TRIP_FILE_VERSION = 2;
/** Far more menus than a trip holds; a file claiming more is refused before anything is written. */
export const MAX_TRIP_MENUS = 20_000;
export const MAX_TRIP_LISTS = 1_000;

const StoredMenuSchema = z
  .object({
    placeId: z.string().check(z.minLength(1), z.maxLength(300)),
    menu: MenuSchema,
    verifiedAt: z.nullable(z.number()),
    fetchedAt: z.number(),
    at: z.optional(LatLngSchema),
  })
  .check(z.refine((entry) => entry.menu.placeId === entry.placeId, 'menu.placeId differs from placeId'));

const TripFileSchema = z.object({
  version: z.union([z.literal(1), z.literal(TRIP_FILE_VERSION)]),
  exportedAt: z.optional(z.string()),
  menus: z.array(StoredMenuSchema).check(z.maxLength(MAX_TRIP_MENUS)),
  lists: z._default(z.array(PlaceListSchema).check(z.maxLength(MAX_TRIP_LISTS)), []),
});

export type TripFileRead =
  | { ok: true; menus: StoredMenu[]; lists: PlaceList[] }
  | { ok: false; problem: Exclude<ImportProblem, 'storage_full'>; detail?: string };

/** Reads a whole file or refuses it whole: nothing of a file with one bad entry is used. */
export function readTripFile(text: string): TripFileRead {
  if (text.length > MAX_IMPORT_CHARS) return { ok: false, problem: 'too_large' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not_json' };
  }
  if (typeof json !== 'object' || json === null || !('menus' in json) || !('version' in json))
    return { ok: false, problem: 'not_trip_file' };
  const { version } = json as { version: unknown };
  if (typeof version === 'number' && version > TRIP_FILE_VERSION)
    return { ok: false, problem: 'newer_version' };
  const parsed = TripFileSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { ok: false, problem: 'invalid', detail: issue && `${issue.path.join('.')}: ${issue.message}` };
  }
  return { ok: true, menus: parsed.data.menus, lists: parsed.data.lists };
}

// The notes of what changed stay on this device: the file carries the menus themselves.
function exported({ changes: _note, ...row }: MenuRow): StoredMenu {
  return toStoredMenu(row);
}

/** Every saved menu and list, or one list (`listId`) with its places' saved menus; null: no such list. */
export function exportTrip(db: MenuDb, listId: string | undefined, now: number): Promise<string | null> {
  return runStorageOp(db, 'read', () =>
    db.transaction('r', [db.menus, db.lists], async () => {
      let lists: PlaceList[];
      let menus: StoredMenu[];
      if (listId === undefined) {
        lists = validPlaceLists(await db.lists.orderBy('updatedAt').reverse().toArray());
        menus = validMenuRows(await db.menus.orderBy('fetchedAt').reverse().toArray()).map(exported);
      } else {
        const list = readPlaceList(await db.lists.get(listId));
        if (!list) return null;
        lists = [list];
        const placeIds = [...new Set(list.places.map((place) => place.placeId))];
        menus = validMenuRows(await db.menus.bulkGet(placeIds)).map(exported);
      }
      const file: z.input<typeof TripFileSchema> = {
        exportedAt: new Date(now).toISOString(),
        version: TRIP_FILE_VERSION,
        menus,
        lists,
      };
      return JSON.stringify(file);
    }),
  );
}

/** The newest of each key: a file may hold one place or list twice. */
function newestBy<T>(items: readonly T[], key: (item: T) => string, newer: (a: T, b: T) => boolean): T[] {
  const kept = new Map<string, T>();
  for (const item of items) {
    const held = kept.get(key(item));
    if (held === undefined || newer(item, held)) kept.set(key(item), item);
  }
  return [...kept.values()];
}

/** Strictly newer: the same record imported again is up to date, never rewritten. */
const newerMenu = (incoming: StoredMenu, stored: Pick<StoredMenu, 'verifiedAt' | 'fetchedAt'>) =>
  isNewerRecord(incoming, stored) &&
  !(incoming.verifiedAt === null && incoming.fetchedAt === stored.fetchedAt);

/**
 * A file's menu under the rule a fetched one obeys (asFetched): fetched no later than the import, and
 * no verified date after that fetch. The date kept is the menu's own (the one the panel shows); the
 * entry's counts only where the menu has none, never later than that fetch. A fetch time ahead of
 * the import orders by the menu's believable date or none, never as of the import: that would win
 * over every later answer, older than the import, that the user pays for.
 */
function asImported(entry: StoredMenu, now: number): StoredMenu {
  const fetchedAt = Math.min(entry.fetchedAt, now);
  // asFetched lets a date alone run a day ahead of its fetch (the service's today east of UTC); an
  // imported one never runs ahead of the import, or it would beat the answers paid for after it.
  const dated = asFetched(entry.menu, fetchedAt);
  const { menu, verifiedAt } =
    dated.menu.verifiedAt !== null && dated.menu.verifiedAt > now + MAX_CLOCK_SKEW_MS
      ? { menu: { ...entry.menu, verifiedAt: null }, verifiedAt: fetchedAt }
      : dated;
  const fetchBelieved = entry.fetchedAt <= now + MAX_CLOCK_SKEW_MS;
  let ordered = menu.verifiedAt;
  if (ordered === null && fetchBelieved) {
    const claimed = entry.menu.verifiedAt === null ? entry.verifiedAt : verifiedAt;
    ordered = claimed === null ? null : Math.min(claimed, fetchedAt);
  }
  return { ...entry, menu, verifiedAt: ordered, fetchedAt };
}

/**
 * Merges a validated file: menus by verified_at (newest wins, as every write), lists by id (newest
 * updatedAt wins). Each menu's dates are first made believable (asImported), so a file cannot pin a
 * menu above the service's later answers, show a date the service never gave, nor keep it fresh for
 * ever.
 */
export function importTrip(
  db: MenuDb,
  file: { menus: StoredMenu[]; lists: PlaceList[] },
  now: number,
): Promise<ImportCounts> {
  const menus = newestBy(
    file.menus.map((entry) => asImported(entry, now)),
    (entry) => entry.placeId,
    newerMenu,
  );
  const lists = newestBy(
    file.lists,
    (list) => list.id,
    (a, b) => a.updatedAt > b.updatedAt,
  );
  return runStorageOp(db, 'write', () =>
    db.transaction('rw', [db.menus, db.search, db.notFound, db.meta, db.lists], async () => {
      const storedMenus = await db.menus.bulkGet(menus.map((entry) => entry.placeId));
      const newMenus: StoredMenu[] = [];
      // A saved menu at least as new as the file's that lacks the position the file has (imported
      // before positions travelled): the position alone is added, the menu and its note kept.
      const placed: { raw: unknown; row: MenuRow }[] = [];
      menus.forEach((entry, i) => {
        const stored = readMenuRow(storedMenus[i]);
        if (!stored || newerMenu(entry, stored)) newMenus.push(entry);
        else if (entry.at && !stored.at)
          placed.push({ raw: storedMenus[i], row: { ...stored, at: entry.at } });
      });
      const storedLists = await db.lists.bulkGet(lists.map((list) => list.id));
      const newLists = lists.filter((list, i) => {
        const stored = readPlaceList(storedLists[i]);
        return !stored || list.updatedAt > stored.updatedAt;
      });
      // Each with its own times and position (the dish search by distance reads it first: list-views.ts).
      if (newMenus.length > 0) await writeMenus(db, newMenus, now, now);
      if (newLists.length > 0) await db.lists.bulkPut(newLists);
      if (placed.length > 0) await rewriteMenuRows(db, placed);
      return {
        menus: newMenus.length,
        lists: newLists.length,
        upToDate: menus.length - newMenus.length + lists.length - newLists.length,
      };
    }),
  );
}
