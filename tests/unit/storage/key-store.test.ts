import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { StorageAreaLike } from '@/lib/storage/areas/stored-entry';
import type { KeyStore } from '@/lib/storage/key/key-store';
import {
  clearKeyInvalid,
  createKeyStore,
  KEY_INVALID_STORAGE_KEY,
  KEY_REVISION_STORAGE_KEY,
  keyFingerprint,
  markerMatchesKey,
  markKeyInvalid,
  rememberedKeyStore,
} from '@/lib/storage/key/key-store';
import { openKeyVault } from '@/lib/storage/key/key-vault';
import { changesOfArea } from '@/lib/storage/memory/read-memory';

const area = () => fakeBrowser.storage.local;
const vault = () => openKeyVault(`key-store-${crypto.randomUUID()}`);
const revision = async () => (await area().get(KEY_REVISION_STORAGE_KEY))[KEY_REVISION_STORAGE_KEY];

describe('key store', () => {
  it('keeps a trimmed key out of storage.local, which holds only a revision; a blank key removes it', async () => {
    const keys = createKeyStore(vault(), area());
    await keys.write('  sk-abc  ');
    expect(await keys.read()).toBe('sk-abc');
    const stored = await area().get(null);
    expect(Object.keys(stored)).toEqual([KEY_REVISION_STORAGE_KEY]);
    expect(JSON.stringify(stored)).not.toContain('sk-abc');
    await keys.write('   ');
    expect(await keys.read()).toBeNull();
    await keys.write('sk-abc');
    await keys.write(null);
    expect(await keys.read()).toBeNull();
  });

  it('changes the revision only when the key changes', async () => {
    const keys = createKeyStore(vault(), area());
    await keys.write('sk-one');
    const first = await revision();
    await keys.write(' sk-one ');
    expect(await revision()).toBe(first);
    await keys.write('sk-two');
    expect(await revision()).not.toBe(first);
  });

  it('is seen by another context over the same database (the options page saves, the worker reads)', async () => {
    const shared = vault();
    await createKeyStore(shared, area()).write('sk-shared');
    expect(await createKeyStore(shared, area()).read()).toBe('sk-shared');
  });

  it('moves a key out of storage.local before its first read', async () => {
    await area().set({ apiKey: 'sk-legacy' });
    expect(await createKeyStore(vault(), area()).read()).toBe('sk-legacy');
    expect(await area().get('apiKey')).toEqual({});
  });

  it('reads the key with the migration level in one transaction once every migration is applied', async () => {
    const shared = vault();
    await createKeyStore(shared, area()).write('sk-migrated');
    const calls: string[] = [];
    const watched = Object.fromEntries(
      Object.entries(shared).map(([name, method]) => [
        name,
        (...args: unknown[]) => {
          calls.push(name);
          return (method as (...a: unknown[]) => unknown)(...args);
        },
      ]),
    ) as unknown as typeof shared;
    const keys = createKeyStore(watched, area());
    expect(await keys.read()).toBe('sk-migrated');
    expect(calls).toEqual(['readKeyAndLevel']);
    // Later reads read the key alone.
    expect(await keys.read()).toBe('sk-migrated');
    expect(calls).toEqual(['readKeyAndLevel', 'readKey']);
  });

  it('ties the invalid mark to one key by fingerprint', async () => {
    const isKeyMarkedInvalid = async (local: StorageAreaLike, key: string) =>
      markerMatchesKey((await local.get(KEY_INVALID_STORAGE_KEY))[KEY_INVALID_STORAGE_KEY], key);
    expect(await keyFingerprint('a')).not.toBe(await keyFingerprint('b'));
    await markKeyInvalid(area(), 'sk-one');
    expect(await isKeyMarkedInvalid(area(), 'sk-one')).toBe(true);
    expect(await isKeyMarkedInvalid(area(), 'sk-two')).toBe(false);
    await clearKeyInvalid(area());
    expect(await isKeyMarkedInvalid(area(), 'sk-one')).toBe(false);
  });
});

describe("the worker's remembered key", () => {
  function counting(inner: KeyStore) {
    const reads = { count: 0 };
    const store: KeyStore = {
      read: () => {
        reads.count += 1;
        return inner.read();
      },
      write: (key) => inner.write(key),
    };
    return { store, reads };
  }

  it('reads the database once, and again after the revision changes (another context saved a key)', async () => {
    const shared = vault();
    const options = createKeyStore(shared, area());
    await options.write('sk-one');
    const { store, reads } = counting(createKeyStore(shared, area()));
    const worker = rememberedKeyStore(store, changesOfArea(fakeBrowser.storage.onChanged, 'local'));
    expect(await worker.read()).toBe('sk-one');
    expect(await worker.read()).toBe('sk-one');
    expect(reads.count).toBe(1);

    await options.write('sk-two');
    expect(await worker.read()).toBe('sk-two');
    expect(reads.count).toBe(2);
  });

  /**
   * The remembered key over a store whose reads see the key when they begin and answer once
   * `release` is called; `changeKey` saves another key as another context would (a revision change).
   */
  function heldRead() {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let listener: (keys: string[]) => void = () => {};
    let value: string | null = 'sk-old';
    const reads = { count: 0 };
    const worker = rememberedKeyStore(
      {
        read: async () => {
          reads.count += 1;
          const seen = value;
          await held;
          return seen;
        },
        write: async () => {},
      },
      (subscriber) => {
        listener = subscriber;
      },
    );
    const changeKey = (key: string) => {
      value = key;
      listener([KEY_REVISION_STORAGE_KEY]);
    };
    return { worker, reads, release: () => release(), changeKey };
  }

  it('keeps nothing from a read that a change overlapped', async () => {
    const { worker, release, changeKey } = heldRead();
    const overlapped = worker.read();
    changeKey('sk-new');
    release();
    expect(await overlapped).toBe('sk-old');
    expect(await worker.read()).toBe('sk-new');
  });

  it('joins a read still on its way, unless a change came after it began', async () => {
    const { worker, reads, release, changeKey } = heldRead();
    const first = worker.read();
    const joined = worker.read();
    expect(reads.count).toBe(1);
    changeKey('sk-new');
    const afterChange = worker.read();
    expect(reads.count).toBe(2);
    release();
    expect(await Promise.all([first, joined, afterChange])).toEqual(['sk-old', 'sk-old', 'sk-new']);
  });

  it('ignores changes of other entries', async () => {
    const { store, reads } = counting(createKeyStore(vault(), area()));
    const worker = rememberedKeyStore(store, changesOfArea(fakeBrowser.storage.onChanged, 'local'));
    await worker.read();
    await area().set({ settings: { autoLookup: false } });
    await worker.read();
    expect(reads.count).toBe(1);
  });
});
