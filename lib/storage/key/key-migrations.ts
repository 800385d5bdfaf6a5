import type { StorageAreaLike } from '@/lib/storage/areas/stored-entry';
import { apiKeyFrom, type KeyVault } from './key-vault';

// Where the API key is kept changed once: the vault records the level reached (1) once the move is
// done. It reads browser storage, so it runs outside an IndexedDB upgrade, and is safe to run again
// (a context can stop before its level is recorded). A later move would be level 2, run after it.

/** Where versions before 1 kept the key: storage.local, which Firefox's content scripts can read. */
export const LEGACY_KEY_STORAGE_KEY = 'apiKey';

/** The level this version brings the vault to. */
const KEY_LEVEL = 1;

/** Whether the vault, at `level`, still needs the move. */
export const keyMigrationsPending = (level: number) => level < KEY_LEVEL;

/** Moves the key out of storage.local unless the vault records that it was, then records it. */
export async function migrateKeyStore({ vault, local }: { vault: KeyVault; local: StorageAreaLike }) {
  if (!keyMigrationsPending(await vault.migrationLevel())) return;
  const stored = (await local.get(LEGACY_KEY_STORAGE_KEY))[LEGACY_KEY_STORAGE_KEY];
  const key = apiKeyFrom(stored);
  // A key already in the vault was saved there by this version: it is the newer one.
  if (key !== null) await vault.addKeyIfAbsent(key);
  // Only once the vault holds the key (committed) does the old copy go, unusable ones too.
  if (stored !== undefined) await local.remove(LEGACY_KEY_STORAGE_KEY);
  await vault.setMigrationLevel(KEY_LEVEL);
}
