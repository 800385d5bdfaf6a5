import Dexie, { type Table } from 'dexie';
import type { StorageErrorKind } from '@/lib/messages/view';
import type { PlaceListTable } from '@/lib/storage/lists/list-rows';
import { emptyOldIndex, finishSearchRebuild } from '@/lib/storage/search/search-rebuild';
import {
  newSearchGenerationIn,
  type SearchStateRow,
  type StoredSearchRow,
} from '@/lib/storage/search/search-rows';
import { MIGRATIONS } from './migrations';
import type { BudgetRow, MenuRow, MetaRow, NotFoundRow } from './rows';
import { CacheStorageError, littleRoomLeft, storageErrorMessage } from './storage-errors';
import { runStorageOp, StorageHealth } from './storage-op';

export const DB_NAME = 'menu-on-maps';

// When Firefox quits, it reports "Script terminated by timeout" in Dexie's pagehide listener (issue
// 22). Nothing is lost there: the listener acts only when a page enters the back/forward cache, which
// an event page never does, and the report names the script that was running when Firefox stopped the
// event page's scripts on its way out. A transaction committed before the quit is there after the
// restart; one still open is undone whole, and no menu is called saved before its write committed
// (tests/e2e/browser-restart.test.ts, in both browsers).

/** The extension's own database. Open it in the worker or extension pages, never a content script. */
export class MenuDb extends Dexie {
  // Rows are typed as written; every read is validated again (rows.ts).
  menus!: Table<MenuRow, string>;
  search!: Table<StoredSearchRow, number>;
  searchState!: Table<SearchStateRow, string>;
  notFound!: Table<NotFoundRow, string>;
  budget!: Table<BudgetRow, string>;
  meta!: Table<MetaRow, string>;
  lists!: PlaceListTable;
  readonly health = new StorageHealth();
  /** When storageFailing last tried a write to see whether storage works again. */
  probedAt = Number.NEGATIVE_INFINITY;

  constructor(name: string = DB_NAME) {
    super(name);
    for (const migration of MIGRATIONS) {
      const version = this.version(migration.version).stores(migration.stores);
      if (migration.upgrade) version.upgrade(migration.upgrade);
    }
    this.on('populate', (tx) => newSearchGenerationIn(tx));
    // Menus stored before their search rows existed get them now, in the background; a search
    // waits for them (search/local-search.ts). Then version 5's index is emptied. Not returned:
    // the database opens without waiting. Started from a task of its own: run inside the ready
    // event, Dexie carries that event's privileged scope into their awaits, and a read-write
    // transaction queued behind the open then loses its own scope across an await and commits
    // early (PrematureCommitError: the write that opened the database failed).
    this.on(
      'ready',
      () => {
        setTimeout(() => {
          finishSearchRebuild(this, { opened: true })
            .then(() => emptyOldIndex(this))
            .catch(() => undefined);
        }, 0);
      },
      true,
    );
    // Another copy (a newer extension version) wants to upgrade or delete: step aside quietly and
    // let the next operation reopen. Returning false skips Dexie's default console warning.
    this.on('versionchange', () => {
      this.close({ disableAutoOpen: false });
      return false;
    });
    this.on('blocked', () => {
      this.health.record(new CacheStorageError('blocked', storageErrorMessage('blocked')));
    });
  }
}

/** A menu database named `name` (a fresh name for each test). */
export function openMenuDb(name: string = DB_NAME): MenuDb {
  return new MenuDb(name);
}

let defaultDb: MenuDb | undefined;

/** The one shared database of this extension context, created on first use. */
export function getDefaultMenuDb(): MenuDb {
  defaultDb ??= openMenuDb();
  return defaultDb;
}

/** What went wrong with the last storage operation, for the status view; null once one succeeds. */
export function getStorageError(db: MenuDb): StorageErrorKind | null {
  return db.health.error?.kind ?? null;
}

const PROBE_EVERY_MS = 60_000;
const PROBE_KEY = 'storageProbe';

/**
 * Storage is full or failing: automatic lookups wait (lookup-policy.ts). Only a successful write
 * lifts that, so while it lasts, asked at most once a minute, one small row is written once the
 * browser reports room again (`room`: null when not little, littleRoomLeft): a disk freed resumes
 * lookups without a worker restart, and a disk still nearly full is not written to.
 */
export function storageFailing(
  db: MenuDb,
  now = Date.now(),
  room: () => Promise<number | null> = littleRoomLeft,
): boolean {
  if (!db.health.failing()) return false;
  if (now - db.probedAt >= PROBE_EVERY_MS) {
    db.probedAt = now;
    void room()
      .then((little) => {
        if (little === null)
          return runStorageOp(db, 'write', () => db.meta.put({ key: PROBE_KEY, value: now }));
      })
      .catch(() => undefined);
  }
  return true;
}

/** A storage failure is shown that the next successful read would clear (not a quota error). */
export function readWouldClearError(db: MenuDb): boolean {
  return db.health.clearedBy('read');
}
