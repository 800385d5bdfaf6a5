import type { Table } from 'dexie';
import { emptyOldIndex, finishSearchRebuild } from '@/lib/cache/search/search-rebuild';
import {
  newSearchGenerationIn,
  type SearchStateRow,
  type StoredSearchRow,
} from '@/lib/cache/search/search-rows';
import { type DexieClass, dexieClass } from './dexie/dexie-class';
import { CURRENT_VERSION, MIGRATIONS, upgradeOutlived } from './migrations';
import { NOT_READ, openPlainReads, type PlainTable } from './plain-reads';
import type { BudgetRow, MenuRow, MetaRow, NotFoundRow } from './rows';
import { CacheStorageError, storageErrorMessage } from './storage-errors';
import { type ReopenableDb, runStorageOp, StorageHealth } from './storage-op';

export const DB_NAME = 'menu-on-maps';

// When Firefox quits, it reports "Script terminated by timeout" in Dexie's pagehide listener (issue
// 22). Nothing is lost there: the listener acts only when a page enters the back/forward cache, which
// an event page never does, and the report names the script that was running when Firefox stopped the
// event page's scripts on its way out. A transaction committed before the quit is there after the
// restart; one still open is undone whole, and no menu is called saved before its write committed
// (tests/e2e/browser-restart.test.ts, in both browsers).

/**
 * The extension's own database's class, defined on first use: in Chrome's worker, Dexie's script
 * itself is loaded then (dexie/dexie-script.ts). Open it in the worker or extension pages, never a
 * content script.
 */
function defineMenuDb(Dexie: DexieClass) {
  return class MenuDb extends Dexie {
    // Rows are typed as written; every read is validated again (rows.ts).
    menus!: Table<MenuRow, string>;
    search!: Table<StoredSearchRow, number>;
    searchState!: Table<SearchStateRow, string>;
    notFound!: Table<NotFoundRow, string>;
    budget!: Table<BudgetRow, string>;
    meta!: Table<MetaRow, string>;
    /** Made by openMenuDb only, which gives the defaults. */
    constructor(
      name: string,
      readonly health: StorageHealth,
    ) {
      super(name);
      MIGRATIONS.forEach((migration, at) => {
        const version = this.version(migration.version).stores(migration.stores);
        if (migration.upgrade && !upgradeOutlived(MIGRATIONS, at)) version.upgrade(migration.upgrade);
      });
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
  };
}

export type MenuDb = InstanceType<ReturnType<typeof defineMenuDb>>;

let menuDbClass: ReturnType<typeof defineMenuDb> | undefined;

/** `health`: shared with the plain reads of the same database (lazyMenuDb). */
export function openMenuDb(name: string = DB_NAME, health: StorageHealth = new StorageHealth()): MenuDb {
  menuDbClass ??= defineMenuDb(dexieClass());
  return new menuDbClass(name, health);
}

/** The version IndexedDB holds for the newest migration: Dexie opens version n as n × 10. */
export const NATIVE_DB_VERSION = Math.round(CURRENT_VERSION * 10);

/**
 * A menu database as the caches use it (menu-cache.ts, budget-store.ts): the Dexie instance, its
 * storage health, and rows read by key, which may skip Dexie (plain-reads.ts).
 */
export interface MenuDbSource extends ReopenableDb {
  db(): MenuDb;
  getRow(table: PlainTable, key: string): Promise<unknown>;
}

/** `db` itself: every read goes through Dexie. */
export function menuDbSource(db: MenuDb | MenuDbSource): MenuDbSource {
  if ('getRow' in db) return db;
  return {
    health: db.health,
    db: () => db,
    open: () => db.open(),
    getRow: (table, key) => db.table(table).get(key),
  };
}

/**
 * The worker's database. Until Dexie's instance is made, rows by key are read through plain
 * IndexedDB where it can (plain-reads.ts); the instance is made on the first other use, or when the
 * start-up chores open it once the first answer has left (entrypoints/background). Both paths
 * record in one storage health.
 */
export function lazyMenuDb(
  name: string = DB_NAME,
  makeDb: (health: StorageHealth) => MenuDb = (health) => openMenuDb(name, health),
): MenuDbSource {
  const health = new StorageHealth();
  const plain = openPlainReads(name, NATIVE_DB_VERSION);
  let dexie: MenuDb | undefined;
  const db = () => {
    if (!dexie) {
      dexie = makeDb(health);
      // From here every read goes through Dexie, as every write does: one connection, and no
      // plain read reporting success (storage health) while Dexie's own operations fail.
      plain.close();
    }
    return dexie;
  };
  return {
    health,
    db,
    open: () => db().open(),
    // Once Dexie's instance is made the plain reads are closed, and every row comes from Dexie.
    getRow: async (table, key) => {
      const row = await plain.get(table, key);
      return row === NOT_READ ? db().table(table).get(key) : row;
    },
  };
}

/**
 * One row by key, as a storage operation (storage-op.ts): the source may read it without making
 * Dexie's instance (lazyMenuDb). Returned as stored, for the caller's row check (rows.ts).
 */
export function readRowByKey(source: MenuDbSource, table: PlainTable, key: string): Promise<unknown> {
  return runStorageOp(source, 'read', () => source.getRow(table, key));
}

let defaultDb: MenuDb | undefined;

/** The one shared database of this extension context, created on first use. */
export function getDefaultMenuDb(): MenuDb {
  defaultDb ??= openMenuDb();
  return defaultDb;
}

/** What went wrong with the last storage operation, for the status view; null once one succeeds. */
export function getStorageError(db: MenuDb | MenuDbSource): string | null {
  return db.health.error?.message ?? null;
}

/** Storage is full or failing: automatic lookups wait (lookup-policy.ts). */
export function storageFailing(db: MenuDb | MenuDbSource): boolean {
  return db.health.failing();
}

/** A storage failure is shown that the next successful read would clear (not a quota error). */
export function readWouldClearError(db: MenuDb | MenuDbSource): boolean {
  return db.health.clearedBy('read');
}
