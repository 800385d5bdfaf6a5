import { describe, expect, it } from 'vitest';
import { apiKeyFrom, openKeyVault } from '@/lib/storage/key/key-vault';

const freshName = () => `key-vault-${crypto.randomUUID()}`;

describe('key vault', () => {
  it('stores, replaces and deletes the key, answering with the one replaced', async () => {
    const vault = openKeyVault(freshName());
    expect(await vault.readKey()).toBeNull();
    expect(await vault.replaceKey('sk-one')).toBeNull();
    expect(await vault.replaceKey(' sk-two ')).toBe('sk-one');
    expect(await vault.readKey()).toBe('sk-two');
    expect(await vault.replaceKey(null)).toBe('sk-two');
    expect(await vault.readKey()).toBeNull();
  });

  it('adds a key only where none is stored', async () => {
    const vault = openKeyVault(freshName());
    expect(await vault.addKeyIfAbsent('sk-first')).toBe(true);
    expect(await vault.addKeyIfAbsent('sk-second')).toBe(false);
    expect(await vault.addKeyIfAbsent('  ')).toBe(false);
    expect(await vault.readKey()).toBe('sk-first');
  });

  it('keeps its data across connections (another context, a restarted worker)', async () => {
    const name = freshName();
    await openKeyVault(name).replaceKey('sk-kept');
    await openKeyVault(name).setMigrationLevel(3);
    const again = openKeyVault(name);
    expect(await again.readKey()).toBe('sk-kept');
    expect(await again.migrationLevel()).toBe(3);
  });

  it('reads a damaged entry as no key and a damaged level as none', async () => {
    const name = freshName();
    const vault = openKeyVault(name);
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
    const vault = openKeyVault(name);
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

  it('reads the key and level stored by the hand-written vault of earlier versions (native version 1, store "entries"), and writes over them', async () => {
    const name = freshName();
    // The database exactly as versions before Dexie opened it wrote it.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore('entries');
      request.onsuccess = () => {
        const tx = request.result.transaction('entries', 'readwrite', { durability: 'strict' });
        tx.objectStore('entries').put('sk-stored-before', 'apiKey');
        tx.objectStore('entries').put(1, 'migrationLevel');
        tx.oncomplete = () => {
          request.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
      request.onerror = () => reject(request.error);
    });
    const vault = openKeyVault(name);
    expect(await vault.readKeyAndLevel()).toEqual({ key: 'sk-stored-before', level: 1 });
    expect(await vault.replaceKey('sk-new')).toBe('sk-stored-before');
    expect(await openKeyVault(name).readKey()).toBe('sk-new');
  });

  it('reads keys leniently: trimmed, and nothing that is not a usable string', () => {
    expect(apiKeyFrom('  sk-x ')).toBe('sk-x');
    expect(apiKeyFrom('')).toBeNull();
    expect(apiKeyFrom(42)).toBeNull();
    expect(apiKeyFrom('x'.repeat(5000))).toBeNull();
  });
});
