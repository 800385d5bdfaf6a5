// Rows read by key straight from IndexedDB, without Dexie. A worker started by a place change
// answers from three such reads (the menu, its 404 note, the month's budget); making Dexie's
// instance and opening it (a schema check over every table) would cost that answer more than the
// reads do (BENCHMARKS.md, "Place change with the worker stopped first").
//
// This path never changes the database, and reads it only at the schema's own version: when the
// database is missing, due an upgrade, newer or failing, a read says so and the caller reads
// through Dexie, which creates, upgrades or reports as it always has. Rows are returned as
// stored; the caller validates them as it validates Dexie's (rows.ts).

/** The tables read by key on the way to a first answer. */
export type PlainTable = 'menus' | 'notFound' | 'budget';

/** What a plain read returns when it could not read: the caller reads through Dexie instead. */
export const NOT_READ: unique symbol = Symbol('not read');

export interface PlainReads {
  /** The row stored under `key` (undefined when none), or NOT_READ. */
  get(table: PlainTable, key: string): Promise<unknown>;
  /** Lets the connection go; every later read returns NOT_READ. */
  close(): void;
}

/**
 * Plain reads of database `name` at native `version`, opened on first use. Once an open fails,
 * every later read returns NOT_READ: what refused it (an upgrade due, a newer schema) lasts until
 * the worker stops, and each retry would add a round trip before the Dexie read.
 */
export function openPlainReads(name: string, version: number, factory: IDBFactory = indexedDB): PlainReads {
  let connection: Promise<IDBDatabase | null> | null = null;
  let closed = false;

  const connected = (): Promise<IDBDatabase | null> => {
    // A refused open stays the answer (null); a connection let go is opened again.
    if (closed) return Promise.resolve(null);
    if (connection) return connection;
    const attempt = new Promise<IDBDatabase | null>((settle) => {
      let request: IDBOpenDBRequest;
      try {
        // No version asked: an open that asks one would queue ahead of Dexie's, and when an
        // upgrade is due and another connection blocks it, Dexie's open would wait behind this one
        // without ever hearing it is blocked (db.ts reports that as a storage error).
        request = factory.open(name);
      } catch {
        settle(null);
        return;
      }
      // Only a missing database gets here: creating it is Dexie's (db.ts). Aborting leaves none.
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onerror = (event) => {
        event.preventDefault();
        settle(null);
      };
      request.onsuccess = () => {
        const db = request.result;
        // Older (an upgrade is due) or newer (another schema): Dexie's to open.
        if (db.version !== version) {
          db.close();
          settle(null);
          return;
        }
        // Another copy upgrades or deletes the database, or the browser closed it: let go at
        // once (an open connection would block the upgrade), and the next read opens again.
        const release = () => {
          db.close();
          if (connection === attempt) connection = null;
        };
        db.onversionchange = release;
        db.onclose = release;
        settle(db);
      };
    });
    connection = attempt;
    return attempt;
  };

  return {
    close() {
      closed = true;
      // A read already under way finishes first (IndexedDB closes once its transactions end).
      void connection?.then((db) => db?.close());
      connection = null;
    },
    async get(table, key) {
      const db = await connected();
      if (!db) return NOT_READ;
      return new Promise((resolve) => {
        try {
          const request = db.transaction(table, 'readonly').objectStore(table).get(key);
          request.onsuccess = () => resolve(request.result);
          request.onerror = (event) => {
            event.preventDefault();
            resolve(NOT_READ);
          };
        } catch {
          // The table is missing (a damaged schema) or the connection is closing.
          resolve(NOT_READ);
        }
      });
    },
  };
}
