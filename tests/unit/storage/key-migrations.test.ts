import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { LEGACY_KEY_STORAGE_KEY, migrateKeyStore } from '@/lib/storage/key/key-migrations';
import { type KeyVault, openKeyVault } from '@/lib/storage/key/key-vault';

const local = () => fakeBrowser.storage.local;
const places = (vault: KeyVault = openKeyVault(`key-migrations-${crypto.randomUUID()}`)) => ({
  vault,
  local: local(),
});

describe('key migrations', () => {
  describe('1: the key leaves storage.local', () => {
    it('moves the key into the vault and deletes the old copy; settings and markers stay', async () => {
      await local().set({
        apiKey: ' sk-legacy ',
        settings: { serviceUrl: 'https://m.example' },
        keyInvalidFor: 'ab',
      });
      const at = places();
      await migrateKeyStore(at);
      expect(await at.vault.readKey()).toBe('sk-legacy');
      expect(await at.vault.migrationLevel()).toBe(1);
      expect(await local().get(null)).toEqual({
        settings: { serviceUrl: 'https://m.example' },
        keyInvalidFor: 'ab',
      });
    });

    it('keeps a key already in the vault (saved there by this version) and still deletes the old copy', async () => {
      const at = places();
      await at.vault.replaceKey('sk-saved-since');
      await local().set({ apiKey: 'sk-legacy' });
      await migrateKeyStore(at);
      expect(await at.vault.readKey()).toBe('sk-saved-since');
      expect(await local().get(LEGACY_KEY_STORAGE_KEY)).toEqual({});
    });

    it('deletes an unusable old entry without storing anything', async () => {
      await local().set({ apiKey: 42 });
      const at = places();
      await migrateKeyStore(at);
      expect(await at.vault.readKey()).toBeNull();
      expect(await local().get(null)).toEqual({});
    });

    it('with no old key: only records that it ran', async () => {
      const at = places();
      await migrateKeyStore(at);
      expect(await at.vault.readKey()).toBeNull();
      expect(await at.vault.migrationLevel()).toBe(1);
    });

    it('finishes the move when run again after stopping between its steps', async () => {
      const at = places();
      await local().set({ apiKey: 'sk-legacy' });
      // Stopped after the vault took the key, before the old copy went and the level was recorded.
      await at.vault.addKeyIfAbsent('sk-legacy');
      await migrateKeyStore(at);
      expect(await at.vault.readKey()).toBe('sk-legacy');
      expect(await local().get(LEGACY_KEY_STORAGE_KEY)).toEqual({});
      expect(await at.vault.migrationLevel()).toBe(1);
    });
  });

  it('runs nothing once the vault records the move', async () => {
    const at = places();
    await at.vault.setMigrationLevel(1);
    await local().set({ apiKey: 'sk-legacy' });
    await migrateKeyStore(at);
    expect(await at.vault.readKey()).toBeNull();
    expect(await local().get(LEGACY_KEY_STORAGE_KEY)).toEqual({ apiKey: 'sk-legacy' });
  });

  it('records nothing when the move failed, so it runs again', async () => {
    const at = places();
    await local().set({ apiKey: 'sk-legacy' });
    let attempts = 0;
    const flaky = {
      get: (keys: string | string[]) => at.local.get(keys),
      set: (items: Record<string, unknown>) => at.local.set(items),
      remove: async (keys: string | string[]) => {
        attempts += 1;
        if (attempts === 1) throw new Error('storage unavailable');
        await at.local.remove(keys);
      },
    };
    await expect(migrateKeyStore({ ...at, local: flaky })).rejects.toThrow('storage unavailable');
    expect(await at.vault.migrationLevel()).toBe(0);
    await migrateKeyStore({ ...at, local: flaky });
    expect(await at.vault.migrationLevel()).toBe(1);
    expect(await local().get(LEGACY_KEY_STORAGE_KEY)).toEqual({});
  });
});
