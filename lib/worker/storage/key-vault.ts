import { z } from '@/lib/zod';

// The API key's own IndexedDB database, in the extension's origin: the worker and the extension
// pages open it; a content script cannot, in any browser (its indexedDB is the page's), whereas
// Firefox lets content scripts read storage.local and has no setAccessLevel to stop them. Apart
// from the menu database, so that clearing, exporting or upgrading saved menus never touches the
// key; two entries, so plain IndexedDB without Dexie.

export const KEY_DB_NAME = 'menu-on-maps-key';
const KEY_DB_VERSION = 1;
const STORE = 'entries';
const KEY_ENTRY = 'apiKey';
const MIGRATION_ENTRY = 'migrationLevel';

/** The database's layout, for the end-to-end harness that stores a key as the options page does. */
export const KEY_DB_LAYOUT = { name: KEY_DB_NAME, version: KEY_DB_VERSION, store: STORE, entry: KEY_ENTRY };

const KeySchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(4096));
const LevelSchema = z.int().check(z.nonnegative());

/** The key from a stored value, null when missing or unusable. */
export function apiKeyFrom(stored: unknown): string | null {
  const parsed = KeySchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The recorded migration level from a stored value; 0 before any (or when unusable). */
function levelFrom(stored: unknown): number {
  const level = LevelSchema.safeParse(stored);
  return level.success ? level.data : 0;
}

export interface KeyVault {
  readKey(): Promise<string | null>;
  /** The key and the migration level, read in one transaction (what a context reads first). */
  readKeyAndLevel(): Promise<{ key: string | null; level: number }>;
  /** Stores `key` (null deletes it) and resolves with the key it replaced. */
  replaceKey(key: string | null): Promise<string | null>;
  /** Stores `key` only when no usable key is stored (one transaction); true when it did. */
  addKeyIfAbsent(key: string): Promise<boolean>;
  /** The number of the last key migration applied (key-migrations.ts); 0 before any. */
  migrationLevel(): Promise<number>;
  setMigrationLevel(level: number): Promise<void>;
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function completion(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new DOMException('aborted', 'AbortError'));
  });
}

/** The vault over `factory` (the context's own indexedDB, or fake-indexeddb in tests). */
export function openKeyVault(factory: IDBFactory = indexedDB, name: string = KEY_DB_NAME): KeyVault {
  let connection: Promise<IDBDatabase> | null = null;

  const open = (): Promise<IDBDatabase> => {
    if (connection) return connection;
    const request = factory.open(name, KEY_DB_VERSION);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE);
    };
    const opened = settle(request).then((db) => {
      // Another copy (a newer version) upgrades or deletes the database, or the browser closed it:
      // let go, and the next call opens it again (unless a newer connection already replaced it).
      const release = () => {
        db.close();
        if (connection === opened) connection = null;
      };
      db.onversionchange = release;
      db.onclose = release;
      return db;
    });
    connection = opened;
    // A failed open is tried again by the next call.
    opened.catch(() => {
      if (connection === opened) connection = null;
    });
    return opened;
  };

  /** One transaction on the store; resolves once it has committed (written to disk, for a write). */
  async function inStore<T>(
    mode: IDBTransactionMode,
    body: (store: IDBObjectStore) => Promise<T>,
  ): Promise<T> {
    const db = await open();
    // Strict: a key saved just before the browser closes is on disk, not in a write-back cache.
    const transaction = db.transaction(STORE, mode, { durability: 'strict' });
    const done = completion(transaction);
    try {
      const result = await body(transaction.objectStore(STORE));
      await done;
      return result;
    } catch (error) {
      done.catch(() => undefined);
      throw error;
    }
  }

  return {
    readKey: () => inStore('readonly', async (store) => apiKeyFrom(await settle(store.get(KEY_ENTRY)))),
    readKeyAndLevel: () =>
      inStore('readonly', async (store) => {
        const [key, level] = await Promise.all([
          settle(store.get(KEY_ENTRY)),
          settle(store.get(MIGRATION_ENTRY)),
        ]);
        return { key: apiKeyFrom(key), level: levelFrom(level) };
      }),
    replaceKey: (key) =>
      inStore('readwrite', async (store) => {
        const previous = apiKeyFrom(await settle(store.get(KEY_ENTRY)));
        const next = apiKeyFrom(key);
        if (next === null) await settle(store.delete(KEY_ENTRY));
        else await settle(store.put(next, KEY_ENTRY));
        return previous;
      }),
    addKeyIfAbsent: (key) =>
      inStore('readwrite', async (store) => {
        const next = apiKeyFrom(key);
        if (next === null || apiKeyFrom(await settle(store.get(KEY_ENTRY))) !== null) return false;
        await settle(store.put(next, KEY_ENTRY));
        return true;
      }),
    migrationLevel: () =>
      inStore('readonly', async (store) => levelFrom(await settle(store.get(MIGRATION_ENTRY)))),
    setMigrationLevel: (level) =>
      inStore('readwrite', async (store) => {
        await settle(store.put(level, MIGRATION_ENTRY));
      }),
  };
}
