import { describe, expect, it } from 'vitest';
import type { MenuView, StatusView } from '@/lib/messages/view';
import { saveSettings } from '@/lib/storage/areas/settings-store';
import type { StorageAreaLike } from '@/lib/storage/areas/stored-entry';
import { rememberedStorageArea } from '@/lib/storage/memory/read-memory';
import { ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, DEFAULT_TEST_SETTINGS, deferred } from '@/tests/fixtures/worker/worker-harness';

/** A storage area in memory that counts reads and can hold a read until told. */
function countingArea(initial: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(initial));
  const reads: string[][] = [];
  const removes: string[][] = [];
  let hold: Promise<void> | null = null;
  const area: StorageAreaLike = {
    async get(keys) {
      const list = typeof keys === 'string' ? [keys] : keys;
      reads.push(list);
      const snapshot = Object.fromEntries(
        list.filter((k) => data.has(k)).map((k) => [k, structuredClone(data.get(k))]),
      );
      if (hold) await hold;
      return snapshot;
    },
    async set(items) {
      for (const [k, v] of Object.entries(items)) data.set(k, structuredClone(v));
    },
    async remove(keys) {
      const list = typeof keys === 'string' ? [keys] : keys;
      removes.push(list);
      for (const k of list) data.delete(k);
    },
  };
  return {
    area,
    data,
    reads,
    removes,
    holdReads() {
      const gate = deferred<void>();
      hold = gate.promise;
      return () => {
        hold = null;
        gate.resolve();
      };
    },
  };
}

function changeFeed() {
  let notify: (keys: string[]) => void = () => undefined;
  return {
    onChanged: (listener: (keys: string[]) => void) => {
      notify = listener;
    },
    change: (...keys: string[]) => notify(keys),
  };
}

describe('rememberedStorageArea', () => {
  it('reads a key from the area once, then from memory, as a copy each time', async () => {
    const store = countingArea({ settings: { days: 30 } });
    const remembered = rememberedStorageArea(store.area, changeFeed().onChanged);
    const first = await remembered.get('settings');
    (first.settings as { days: number }).days = 1;
    expect(await remembered.get(['settings'])).toEqual({ settings: { days: 30 } });
    expect(store.reads).toEqual([['settings']]);
  });

  it('remembers that a key is absent', async () => {
    const store = countingArea();
    const remembered = rememberedStorageArea(store.area, changeFeed().onChanged);
    expect(await remembered.get('apiKey')).toEqual({});
    expect(await remembered.get('apiKey')).toEqual({});
    expect(store.reads).toHaveLength(1);
  });

  it('reads again after another context changed the key', async () => {
    const store = countingArea({ apiKey: 'old' });
    const feed = changeFeed();
    const remembered = rememberedStorageArea(store.area, feed.onChanged);
    await remembered.get('apiKey');
    store.data.set('apiKey', 'new');
    feed.change('apiKey');
    expect(await remembered.get('apiKey')).toEqual({ apiKey: 'new' });
  });

  it('reads again after its own set and remove', async () => {
    const store = countingArea({ a: 1 });
    const remembered = rememberedStorageArea(store.area, changeFeed().onChanged);
    await remembered.get('a');
    await remembered.set({ a: 2 });
    expect(await remembered.get('a')).toEqual({ a: 2 });
    await remembered.remove('a');
    expect(await remembered.get('a')).toEqual({});
  });

  it('writes nothing to remove keys it knows are absent, and removes any other', async () => {
    const store = countingArea({ b: 1 });
    const feed = changeFeed();
    const remembered = rememberedStorageArea(store.area, feed.onChanged);
    await remembered.get(['a', 'b', 'c']);
    await remembered.remove(['a', 'c']);
    expect(store.removes).toEqual([]);
    await remembered.remove(['a', 'b']);
    expect(store.removes).toEqual([['a', 'b']]);
    // Another context set `c` since it was read: not known to be absent any more.
    store.data.set('c', 3);
    feed.change('c');
    await remembered.remove('c');
    expect(store.data.has('c')).toBe(false);
    // Never read: removed.
    await remembered.remove('d');
    expect(store.removes).toEqual([['a', 'b'], ['c'], ['d']]);
  });

  it('does not keep a read that a change overtook', async () => {
    const store = countingArea({ marker: 'before' });
    const feed = changeFeed();
    const remembered = rememberedStorageArea(store.area, feed.onChanged);
    const release = store.holdReads();
    const pending = remembered.get('marker');
    store.data.set('marker', 'after');
    feed.change('marker');
    release();
    expect(await pending).toEqual({ marker: 'before' });
    expect(await remembered.get('marker')).toEqual({ marker: 'after' });
  });

  it('reads every wanted key when one of them is not in memory', async () => {
    const store = countingArea({ a: 1, b: 2 });
    const remembered = rememberedStorageArea(store.area, changeFeed().onChanged);
    await remembered.get('a');
    expect(await remembered.get(['a', 'b'])).toEqual({ a: 1, b: 2 });
    expect(store.reads).toEqual([['a'], ['a', 'b']]);
  });

  it('joins a read of the same keys still on its way, each caller with its own copy', async () => {
    const store = countingArea({ settings: { days: 30 }, marker: 'm' });
    const remembered = rememberedStorageArea(store.area, changeFeed().onChanged);
    await remembered.get('marker');
    const release = store.holdReads();
    const first = remembered.get(['settings', 'quota']);
    // `marker` from memory; `settings` and the absent `quota` from the read on its way.
    const joined = remembered.get(['marker', 'settings', 'quota']);
    release();
    const [a, b] = await Promise.all([first, joined]);
    (a.settings as { days: number }).days = 1;
    expect(b).toEqual({ marker: 'm', settings: { days: 30 } });
    expect(store.reads).toEqual([['marker'], ['settings', 'quota']]);
  });

  it('a joined read gets what the area answered, whatever the first caller did with its answer at once', async () => {
    const store = countingArea({ settings: { days: 30 } });
    const remembered = rememberedStorageArea(store.area, changeFeed().onChanged);
    const release = store.holdReads();
    const first = remembered.get('settings').then((items) => {
      (items.settings as { days: number }).days = 1;
      return items;
    });
    const joined = remembered.get('settings');
    release();
    expect(await first).toEqual({ settings: { days: 1 } });
    expect(await joined).toEqual({ settings: { days: 30 } });
    expect(store.reads).toHaveLength(1);
  });

  it('does not join a read that a write or a change came after: it reads again', async () => {
    const store = countingArea({ a: 1, b: 2 });
    const feed = changeFeed();
    const remembered = rememberedStorageArea(store.area, feed.onChanged);
    const release = store.holdReads();
    const before = remembered.get('a');
    await remembered.set({ a: 3 });
    const afterSet = remembered.get('a');
    const beforeChange = remembered.get('b');
    store.data.set('b', 4);
    feed.change('b');
    const afterChange = remembered.get('b');
    release();
    expect(await before).toEqual({ a: 1 });
    expect(await afterSet).toEqual({ a: 3 });
    expect(await beforeChange).toEqual({ b: 2 });
    expect(await afterChange).toEqual({ b: 4 });
    expect(store.reads).toEqual([['a'], ['a'], ['b'], ['b']]);
  });

  it('a joined read that fails fails for every caller, and the next reads again', async () => {
    const store = countingArea({ a: 1 });
    const remembered = rememberedStorageArea(store.area, changeFeed().onChanged);
    const real = store.area.get;
    const gate = deferred<void>();
    store.area.get = async () => {
      store.area.get = real;
      await gate.promise;
      throw new Error('storage failed');
    };
    const first = remembered.get('a');
    const joined = remembered.get('a');
    gate.resolve();
    await expect(first).rejects.toThrow('storage failed');
    await expect(joined).rejects.toThrow('storage failed');
    expect(await remembered.get('a')).toEqual({ a: 1 });
  });

  it('forgets the oldest keys beyond its limit', async () => {
    const store = countingArea({ a: 1, b: 2, c: 3 });
    const remembered = rememberedStorageArea(store.area, changeFeed().onChanged, 2);
    await remembered.get('a');
    await remembered.get('b');
    await remembered.get('c');
    await remembered.get('a');
    expect(store.reads).toEqual([['a'], ['b'], ['c'], ['a']]);
  });
});

describe('a running worker', () => {
  it('uses the key and settings the options page saves, without a restart', async () => {
    const h = createHarness();
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    const worker = h.startWorker();
    const ask = (placeId: string) =>
      h.send<MenuView>(worker, { type: 'menu.forPlace', placeId, userInitiated: true });
    const status = () => h.send<StatusView>(worker, { type: 'status.get' });
    expect(await status()).toMatchObject({ hasKey: true });

    await h.saveKey('sk-saved-by-options');
    expect((await ask('P1')).outcome).toEqual({ kind: 'ok' });
    expect(h.api.keysUsed).toEqual(['sk-saved-by-options']);

    expect(await status()).toMatchObject({ serviceUrl: DEFAULT_TEST_SETTINGS.serviceUrl });
    await saveSettings(h.local, { ...DEFAULT_TEST_SETTINGS, serviceUrl: null });
    expect(await status()).toMatchObject({ serviceUrl: null });
    expect((await ask('P2')).outcome.kind).not.toBe('ok');
    expect(h.api.menuCalls).toEqual(['P1']);
  });
});
