import Dexie, { type Table } from 'dexie';
import { parseOr, z } from '@/lib/zod';

// The API key's own IndexedDB database, in the extension's origin: a content script cannot open it
// in any browser (Firefox lets content scripts read storage.local). Apart from the menu database,
// so that clearing, exporting or upgrading saved menus never touches the key.

export const KEY_DB_NAME = 'menu-on-maps-key';
/** The native IndexedDB version: Dexie's 0.1 (Dexie opens version n as n × 10). */
const KEY_DB_VERSION = 1;
const STORE = 'entries';
const KEY_ENTRY = 'apiKey';
const MIGRATION_ENTRY = 'migrationLevel';

/** The database's layout, for the end-to-end harness that stores a key as the options page does. */
export const KEY_DB_LAYOUT = { name: KEY_DB_NAME, version: KEY_DB_VERSION, store: STORE, entry: KEY_ENTRY };

const KeySchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(4096));
const LevelSchema = z.int().check(z.nonnegative());

/** The key from a stored value, null when missing or unusable. */
export const apiKeyFrom = (stored: unknown): string | null => parseOr(KeySchema, stored, null);

/** The recorded migration level from a stored value; 0 before any (or when unusable). */
const levelFrom = (stored: unknown): number => parseOr(LevelSchema, stored, 0);

export type KeyVault = ReturnType<typeof openKeyVault>;

class KeyDb extends Dexie {
  entries!: Table<unknown, string>;

  constructor(name: string) {
    // Strict: a key saved just before the browser closes is on disk, not only in the system's write buffers.
    super(name, { chromeTransactionDurability: 'strict' });
    // The layout written by hand before Dexie (native version 1, one store, out-of-line keys).
    this.version(KEY_DB_VERSION / 10).stores({ [STORE]: '' });
    // A newer copy upgrades or deletes the database: let go; the next call reopens it.
    this.on('versionchange', () => {
      this.close({ disableAutoOpen: false });
      return false;
    });
  }
}

/** The vault in database `name` (a fresh name for each test). */
export function openKeyVault(name: string = KEY_DB_NAME) {
  const db = new KeyDb(name);
  const entries = db.entries;
  const inStore = <T>(mode: 'r' | 'rw', body: () => Promise<T>) => db.transaction(mode, entries, body);

  return {
    readKey: async () => apiKeyFrom(await entries.get(KEY_ENTRY)),
    /** The key and the migration level, read in one transaction (what a context reads first). */
    readKeyAndLevel: async () => {
      const [key, level] = await entries.bulkGet([KEY_ENTRY, MIGRATION_ENTRY]);
      return { key: apiKeyFrom(key), level: levelFrom(level) };
    },
    /** Stores `key` (null deletes it) and resolves with the key it replaced. */
    replaceKey: (key: string | null) =>
      inStore('rw', async () => {
        const previous = apiKeyFrom(await entries.get(KEY_ENTRY));
        const next = apiKeyFrom(key);
        if (next === null) await entries.delete(KEY_ENTRY);
        else await entries.put(next, KEY_ENTRY);
        return previous;
      }),
    /** Stores `key` only when no usable key is stored (one transaction); true when it did. */
    addKeyIfAbsent: (key: string) =>
      inStore('rw', async () => {
        const next = apiKeyFrom(key);
        if (next === null || apiKeyFrom(await entries.get(KEY_ENTRY)) !== null) return false;
        await entries.put(next, KEY_ENTRY);
        return true;
      }),
    /** The level of the key's moves applied (key-migrations.ts); 0 before any. */
    migrationLevel: async () => levelFrom(await entries.get(MIGRATION_ENTRY)),
    setMigrationLevel: async (level: number) => {
      await entries.put(level, MIGRATION_ENTRY);
    },
  };
}
