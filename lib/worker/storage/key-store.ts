import type { KeyStore, StorageAreaLike } from '@/lib/worker/worker-deps';
import type { OnAreaChanged } from './cached-storage-area';
import { keyMigrationsPending, migrateKeyStore } from './key-migrations';
import { apiKeyFrom, type KeyVault } from './key-vault';

// The API key lives in the extension's own IndexedDB (key-vault.ts), where no content script can
// read it in any browser; it never leaves the worker and extension pages, and is never logged.
// storage.local holds only a revision that changes with the key, so that the worker hears of a new
// key through storage.onChanged as it hears of new settings. The "key refused" marker stores only a
// fingerprint (SHA-256 prefix) of the key it applies to, so a new key clears it by itself.

/** A random id, replaced whenever the stored key changes: reveals nothing about the key. */
export const KEY_REVISION_STORAGE_KEY = 'apiKeyRevision';
export const KEY_INVALID_STORAGE_KEY = 'keyInvalidFor';

/**
 * The key store of one context (the worker, an options page): every read and write waits for the
 * key migrations (key-migrations.ts), run once per context, so no context reads a key that is
 * still on its way out of storage.local.
 */
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
        // The first read: the key and the level in one transaction. Nothing left to migrate (every
        // start but the first after an update), the key is the answer.
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

/**
 * The worker's key store: the key is read once and kept in memory until the revision changes in
 * storage.local (`onLocalChanged`), as the worker keeps its storage.local reads
 * (cached-storage-area.ts). A read that a change overlapped keeps nothing.
 */
export function rememberedKeyStore(store: KeyStore, onLocalChanged: OnAreaChanged): KeyStore {
  let remembered: { key: string | null } | null = null;
  /** The read on its way, joined by a read with no change since it began. */
  let pending: { changes: number; key: Promise<string | null> } | null = null;
  let changes = 0;
  const forget = () => {
    changes += 1;
    remembered = null;
  };
  onLocalChanged((keys) => {
    if (keys.includes(KEY_REVISION_STORAGE_KEY)) forget();
  });
  return {
    async read() {
      if (remembered) return remembered.key;
      if (pending?.changes === changes) return pending.key;
      const startedAt = changes;
      const reading = store.read();
      pending = { changes: startedAt, key: reading };
      try {
        const key = await reading;
        if (changes === startedAt) remembered = { key };
        return key;
      } finally {
        if (pending?.key === reading) pending = null;
      }
    },
    async write(key) {
      forget();
      try {
        await store.write(key);
      } finally {
        forget();
      }
    },
  };
}

export async function keyFingerprint(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The stored "key refused" marker, read apart so that callers can read it alongside the key. */
export async function readKeyInvalidMarker(area: StorageAreaLike): Promise<unknown> {
  return (await area.get(KEY_INVALID_STORAGE_KEY))[KEY_INVALID_STORAGE_KEY];
}

/** True when `marker` (see readKeyInvalidMarker) was written for exactly this key. */
export async function markerMatchesKey(marker: unknown, key: string): Promise<boolean> {
  return typeof marker === 'string' && marker === (await keyFingerprint(key));
}

/** True when a 401 was seen for exactly this key. */
export async function isKeyMarkedInvalid(area: StorageAreaLike, key: string): Promise<boolean> {
  return markerMatchesKey(await readKeyInvalidMarker(area), key);
}

export async function markKeyInvalid(area: StorageAreaLike, key: string): Promise<void> {
  await area.set({ [KEY_INVALID_STORAGE_KEY]: await keyFingerprint(key) });
}

export async function clearKeyInvalid(area: StorageAreaLike): Promise<void> {
  await area.remove(KEY_INVALID_STORAGE_KEY);
}
