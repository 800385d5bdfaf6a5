import Dexie, { type Table } from 'dexie';
import type { StorageErrorKind } from '@/lib/messages/view';
import type { PlaceListTable } from '@/lib/storage/lists/list-rows';
import { emptyOldIndex, finishSearchRebuild } from '@/lib/storage/search/search-rebuild';
import {
  newSearchGeneration,
  type SearchStateRow,
  type StoredSearchRow,
} from '@/lib/storage/search/search-rows';
import { MIGRATIONS } from './migrations';
import type { BudgetRow, MenuRow, MetaRow, NotFoundRow } from './rows';
import {
  CacheStorageError,
  clearedBy,
  isStorageFailing,
  littleRoomLeft,
  runStorageOp,
} from './storage-errors';

export const DB_NAME = 'menu-on-maps';

// Firefox's "Script terminated by timeout" in Dexie's pagehide listener at quit (issue 22) loses
// nothing: an open transaction is undone whole (tests/e2e/browser-restart.test.ts).

/** The extension's own database. Open it in the worker or extension pages, never a content script. */
export class MenuDb extends Dexie {
  menus!: Table<MenuRow, string>;
  search!: Table<StoredSearchRow, number>;
  searchState!: Table<SearchStateRow, string>;
  notFound!: Table<NotFoundRow, string>;
  budget!: Table<BudgetRow, string>;
  meta!: Table<MetaRow, string>;
  lists!: PlaceListTable;
  /** The last storage failure, shown to the user until an operation succeeds (storage-errors.ts). */
  storageError: CacheStorageError | null = null;
  /** When storageFailing last tried a write to see whether storage works again. */
  probedAt = Number.NEGATIVE_INFINITY;

  constructor(name: string = DB_NAME) {
    super(name);
    for (const migration of MIGRATIONS) {
      const version = this.version(migration.version).stores(migration.stores);
      if (migration.upgrade) version.upgrade(migration.upgrade);
    }
    this.on('populate', (tx) => newSearchGeneration(tx.table('meta')));
    // Menus without search rows since an upgrade (6, 8) get them now, in the background, then
    // version 5's index is emptied. From a task of its own: inside the ready event, Dexie's
    // privileged scope leaks into their awaits and a queued write commits early (PrematureCommitError).
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
    // A newer copy wants to upgrade or delete: step aside; the next operation reopens. false: no warning.
    this.on('versionchange', () => {
      this.close({ disableAutoOpen: false });
      return false;
    });
    this.on('blocked', () => {
      this.storageError = new CacheStorageError('blocked');
    });
  }
}

/** A menu database named `name` (a fresh name for each test). */
export function openMenuDb(name: string = DB_NAME): MenuDb {
  return new MenuDb(name);
}

/** What went wrong with the last storage operation, for the status view; null once one succeeds. */
export function getStorageError(db: MenuDb): StorageErrorKind | null {
  return db.storageError?.kind ?? null;
}

const PROBE_EVERY_MS = 60_000;
const PROBE_KEY = 'storageProbe';

/**
 * Storage is full or failing: automatic lookups wait. Only a successful write lifts that: at most
 * once a minute, once the browser reports room again (`room`), one small row is written.
 */
export function storageFailing(
  db: MenuDb,
  now = Date.now(),
  room: () => Promise<number | null> = littleRoomLeft,
): boolean {
  if (!db.storageError || !isStorageFailing(db.storageError.kind)) return false;
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
  return clearedBy(db.storageError, 'read');
}
