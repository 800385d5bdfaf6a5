import type { StorageAreaLike } from '@/lib/worker/worker-deps';
import { apiKeyFrom, type KeyVault } from './key-vault';

// Numbered migrations of where the API key is kept, never edited once released; the vault records
// the last applied. They read browser storage, so they run outside an IndexedDB upgrade, and each
// is safe to run again (a context can stop before its number is recorded).

export interface KeyMigration {
  version: number;
  description: string;
  run(places: { vault: KeyVault; local: StorageAreaLike }): Promise<void>;
}

/** Where versions before 1 kept the key: storage.local, which Firefox's content scripts can read. */
export const LEGACY_KEY_STORAGE_KEY = 'apiKey';

async function moveKeyOutOfStorageLocal({ vault, local }: { vault: KeyVault; local: StorageAreaLike }) {
  const stored = (await local.get(LEGACY_KEY_STORAGE_KEY))[LEGACY_KEY_STORAGE_KEY];
  const key = apiKeyFrom(stored);
  // A key already in the vault was saved there by this version: it is the newer one.
  if (key !== null) await vault.addKeyIfAbsent(key);
  // Only once the vault holds the key (committed) does the old copy go, unusable ones too.
  if (stored !== undefined) await local.remove(LEGACY_KEY_STORAGE_KEY);
}

export const KEY_MIGRATIONS: readonly KeyMigration[] = [
  {
    version: 1,
    description: "the key leaves storage.local for the extension origin's IndexedDB (key-vault.ts)",
    run: moveKeyOutOfStorageLocal,
  },
];

/** Whether a migration above `level` remains to be applied. */
export function keyMigrationsPending(level: number): boolean {
  return KEY_MIGRATIONS.some((migration) => migration.version > level);
}

/** Applies the migrations above the vault's recorded level, in order, recording each one. */
export async function migrateKeyStore(
  places: { vault: KeyVault; local: StorageAreaLike },
  migrations: readonly KeyMigration[] = KEY_MIGRATIONS,
): Promise<void> {
  const applied = await places.vault.migrationLevel();
  for (const migration of migrations) {
    if (migration.version <= applied) continue;
    await migration.run(places);
    await places.vault.setMigrationLevel(migration.version);
  }
}
