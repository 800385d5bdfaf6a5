import { describe, expect, it } from 'vitest';
import { apiKeyFrom, openKeyVault } from '@/lib/worker/storage/key-vault';

const freshName = () => `key-vault-${crypto.randomUUID()}`;

describe('key vault', () => {
  it('stores, replaces and deletes the key, answering with the one replaced', async () => {
    const vault = openKeyVault(indexedDB, freshName());
    expect(await vault.readKey()).toBeNull();
    expect(await vault.replaceKey('sk-one')).toBeNull();
    expect(await vault.replaceKey(' sk-two ')).toBe('sk-one');
    expect(await vault.readKey()).toBe('sk-two');
    expect(await vault.replaceKey(null)).toBe('sk-two');
    expect(await vault.readKey()).toBeNull();
  });

  it('adds a key only where none is stored', async () => {
    const vault = openKeyVault(indexedDB, freshName());
    expect(await vault.addKeyIfAbsent('sk-first')).toBe(true);
    expect(await vault.addKeyIfAbsent('sk-second')).toBe(false);
    expect(await vault.addKeyIfAbsent('  ')).toBe(false);
    expect(await vault.readKey()).toBe('sk-first');
  });

  it('keeps its data across connections (another context, a restarted worker)', async () => {
    const name = freshName();
    await openKeyVault(indexedDB, name).replaceKey('sk-kept');
    await openKeyVault(indexedDB, name).setMigrationLevel(3);
    const again = openKeyVault(indexedDB, name);
    expect(await again.readKey()).toBe('sk-kept');
    expect(await again.migrationLevel()).toBe(3);
  });

  it('reads a damaged entry as no key and a damaged level as none', async () => {
    const name = freshName();
    const vault = openKeyVault(indexedDB, name);
    await vault.readKey();
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => {
        const tx = request.result.transaction('entries', 'readwrite');
        tx.objectStore('entries').put(42, 'apiKey');
        tx.objectStore('entries').put('two', 'migrationLevel');
        tx.oncomplete = () => {
          request.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
    expect(await vault.readKey()).toBeNull();
    expect(await vault.migrationLevel()).toBe(0);
  });

  it('steps aside when another copy deletes the database, and opens it again on the next call', async () => {
    const name = freshName();
    const vault = openKeyVault(indexedDB, name);
    await vault.replaceKey('sk-before');
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('blocked: the vault did not close its connection'));
    });
    expect(await vault.readKey()).toBeNull();
    await vault.replaceKey('sk-after');
    expect(await vault.readKey()).toBe('sk-after');
  });

  it('reads keys leniently: trimmed, and nothing that is not a usable string', () => {
    expect(apiKeyFrom('  sk-x ')).toBe('sk-x');
    expect(apiKeyFrom('')).toBeNull();
    expect(apiKeyFrom(42)).toBeNull();
    expect(apiKeyFrom('x'.repeat(5000))).toBeNull();
  });
});
