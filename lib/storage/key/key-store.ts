import type { StorageAreaLike } from '@/lib/storage/areas/stored-entry';
import { createReadMemory, type OnAreaChanged } from '../memory/read-memory';
import { keyMigrationsPending, migrateKeyStore } from './key-migrations';
import { apiKeyFrom, type KeyVault } from './key-vault';

// The API key lives in the extension's own IndexedDB (key-vault.ts), out of every content script's
// reach, and is never logged. storage.local holds only a revision that changes with it (so the
// worker hears of a new key through storage.onChanged), and the "key refused" marker only a
// fingerprint of the key, so a new key clears it by itself.

/** A random id, replaced whenever the stored key changes: reveals nothing about the key. */
export const KEY_REVISION_STORAGE_KEY = 'apiKeyRevision';
export const KEY_INVALID_STORAGE_KEY = 'keyInvalidFor';

/** The API key, kept where no content script can read it. */
export interface KeyStore {
  /** The stored key (trimmed), null when none is stored. */
  read(): Promise<string | null>;
  /** Stores the key (trimmed); null or blank removes it. */
  write(key: string | null): Promise<void>;
}

/** The key store of one context: every read and write waits for the key migrations, run once per context. */
export function createKeyStore(vault: KeyVault, local: StorageAreaLike): KeyStore {
  let migrated: Promise<void> | null = null;
  const ready = () => {
    if (!migrated) {
      const attempt = migrateKeyStore({ vault, local });
      migrated = attempt;
      // A failed migration is tried again by the next read or write.
      attempt.catch(() => {
        if (migrated === attempt) migrated = null;
      });
    }
    return migrated;
  };
  return {
    async read() {
      if (!migrated) {
        // The first read: the key and the level in one transaction, enough when nothing is pending.
        const { key, level } = await vault.readKeyAndLevel();
        if (!keyMigrationsPending(level)) {
          migrated ??= Promise.resolve();
          return key;
        }
      }
      await ready();
      return vault.readKey();
    },
    async write(key) {
      await ready();
      const next = apiKeyFrom(key);
      // Key first, then the revision: whoever sees the new revision finds the new key.
      const previous = await vault.replaceKey(next);
      if (previous !== next) await local.set({ [KEY_REVISION_STORAGE_KEY]: crypto.randomUUID() });
    },
  };
}

/** The worker's key store: the key is kept in the read memory until its revision changes in storage.local. */
export function rememberedKeyStore(store: KeyStore, onLocalChanged: OnAreaChanged): KeyStore {
  // One entry: the key, by the name of the revision that marks its changes.
  const memory = createReadMemory<string | null>(1);
  onLocalChanged((keys) => {
    if (keys.includes(KEY_REVISION_STORAGE_KEY)) memory.forget();
  });
  return {
    read: () => memory.read(KEY_REVISION_STORAGE_KEY, () => store.read()),
    write: (key) => memory.writing(() => store.write(key)),
  };
}

export async function keyFingerprint(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** True when `marker` (the stored KEY_INVALID_STORAGE_KEY) was written for exactly this key. */
export async function markerMatchesKey(marker: unknown, key: string): Promise<boolean> {
  return typeof marker === 'string' && marker === (await keyFingerprint(key));
}

export async function markKeyInvalid(area: StorageAreaLike, key: string): Promise<void> {
  await area.set({ [KEY_INVALID_STORAGE_KEY]: await keyFingerprint(key) });
}

export async function clearKeyInvalid(area: StorageAreaLike): Promise<void> {
  await area.remove(KEY_INVALID_STORAGE_KEY);
}
