import { setNewest } from '@/lib/newest-entries';
import type { StorageAreaLike } from '@/lib/storage/areas/stored-entry';
import type { BudgetRow } from '@/lib/storage/menus/rows';
import type { BudgetStore } from '@/lib/storage/menus/stores';

/**
 * The one memory in front of storage: what reads returned, per key, until a write or a change. A
 * read that a write (`writing`) or a change overlapped keeps nothing. A read of keys all remembered
 * or being read, with no write since, joins that read (single flight). Values are copied both ways,
 * as a real read's are. `bypass`: while true, reads go to storage (to show whether it works again).
 */
export function createReadMemory<V>(
  limit: number,
  { bypass = () => false }: { bypass?: () => boolean } = {},
) {
  const values = new Map<string, V>();
  /** Loads on their way, by key, with the write count they started at. */
  const loading = new Map<string, { writes: number; value: Promise<V> }>();
  let writes = 0;
  /** `keys` (or all) changed: nothing read before is kept or joined. */
  const forget = (keys?: Iterable<string>) => {
    writes += 1;
    if (!keys) values.clear();
    else for (const key of keys) values.delete(key);
  };

  /** The values of `keys`; one `load` of them all when one is neither remembered nor on its way. */
  const readMany = async (
    keys: readonly string[],
    load: () => Promise<Map<string, V>>,
  ): Promise<Map<string, V>> => {
    if (bypass()) return load();
    const joinable = (key: string) => values.has(key) || loading.get(key)?.writes === writes;
    const pending = new Map<string, Promise<V>>();
    let loaded: Promise<Map<string, V>> | undefined;
    const startedAt = writes;
    if (!keys.every(joinable)) {
      loaded = load();
      for (const key of keys) {
        // Awaited by every caller below (each gets its own copy); a failure is theirs.
        const value = loaded.then((answer) => answer.get(key) as V);
        value.catch(() => undefined);
        loading.set(key, { writes: startedAt, value });
        pending.set(key, value);
      }
    } else {
      for (const key of keys) {
        const joined = loading.get(key);
        if (!values.has(key) && joined) pending.set(key, joined.value);
      }
    }
    try {
      const answer = new Map<string, V>();
      for (const key of keys) {
        const remembered = !pending.has(key) && values.has(key);
        if (remembered) setNewest(values, key, values.get(key) as V, limit);
        answer.set(
          key,
          structuredClone(remembered ? (values.get(key) as V) : ((await pending.get(key)) as V)),
        );
      }
      if (loaded && writes === startedAt) {
        for (const [key, value] of answer) setNewest(values, key, structuredClone(value), limit);
      }
      return answer;
    } finally {
      // The read's own loads end with it; a joiner leaves them to their reader.
      if (loaded)
        for (const [key, value] of pending) if (loading.get(key)?.value === value) loading.delete(key);
    }
  };

  return {
    readMany,
    read: async (key: string, load: () => Promise<V>) =>
      (await readMany([key], async () => new Map([[key, await load()]]))).get(key) as V,
    /** Whether `key` is remembered as absent (undefined), without reading. */
    knownAbsent: (key: string) => values.has(key) && values.get(key) === undefined,
    forget,
    /** `keys`: the keys it changes (all by default). */
    async writing<T>(write: () => Promise<T>, keys?: readonly string[]): Promise<T> {
      forget(keys);
      try {
        return await write();
      } finally {
        forget(keys);
      }
    },
  };
}

// Every lookup reads settings, failure notes and markers from chrome.storage, each a round trip
// through the browser process, so the worker keeps what it read; the area's onChanged drops the
// keys other contexts write.

/** Subscribes to one area's changes: the listener is called with the changed keys. */
export type OnAreaChanged = (listener: (changedKeys: string[]) => void) => void;

type StorageChangeEvent = {
  addListener(listener: (changes: Record<string, unknown>, areaName: string) => void): void;
};

/** `browser.storage.onChanged`, narrowed to the area named `areaName`. */
export const changesOfArea =
  (event: StorageChangeEvent, areaName: string): OnAreaChanged =>
  (listener) =>
    event.addListener((changes, area) => {
      if (area === areaName) listener(Object.keys(changes));
    });

/** The worker's two areas of `browser.storage` (or the tests' fake), each through its own memory. */
export function rememberedStorageAreas(storage: {
  local: StorageAreaLike;
  session: StorageAreaLike;
  onChanged: StorageChangeEvent;
}) {
  return {
    local: rememberedStorageArea(storage.local, changesOfArea(storage.onChanged, 'local')),
    session: rememberedStorageArea(storage.session, changesOfArea(storage.onChanged, 'session')),
  };
}

/** `area` through a read memory; `onChanged` drops the keys another context changed. */
export function rememberedStorageArea(
  area: StorageAreaLike,
  onChanged: OnAreaChanged,
  limit = 500,
): StorageAreaLike {
  // Absent keys are remembered as undefined (storage holds no undefined value).
  const memory = createReadMemory<unknown>(limit);
  onChanged((keys) => memory.forget(keys));
  return {
    async get(keys) {
      const wanted = typeof keys === 'string' ? [keys] : keys;
      const values = await memory.readMany(wanted, async () => {
        const items = await area.get(wanted);
        return new Map(wanted.map((key) => [key, items[key]]));
      });
      const items: Record<string, unknown> = {};
      for (const [key, value] of values) if (value !== undefined) items[key] = value;
      return items;
    },
    set: (items) => memory.writing(() => area.set(items), Object.keys(items)),
    async remove(keys) {
      const list = typeof keys === 'string' ? [keys] : keys;
      // Removing what is known to be absent changes nothing. After every request that went well the
      // worker clears its failure notes, which are nearly always absent: a write each, saved.
      if (list.every(memory.knownAbsent)) return;
      await memory.writing(() => area.remove(keys), list);
    },
  };
}

// Every view and every trip pack's gate reads the month's budget: an IndexedDB transaction each.
// The worker is the database's only user, so it keeps its recent reads (its writes drop them);
// while a failure is shown (`bypass`), reads go to storage: only one that succeeds clears it.
// Menus and 404 notes are not kept: a memory of them bought the place change nothing measurable.

export function rememberedBudgetStore(
  store: BudgetStore,
  { bypass }: { bypass?: () => boolean } = {},
): BudgetStore {
  const months = createReadMemory<BudgetRow>(2, { bypass });
  return {
    getMonth: (month) => months.read(month, () => store.getMonth(month)),
    countRequest: (month) => months.writing(() => store.countRequest(month)),
    setExhaustedUntil: (month, until, since) =>
      months.writing(() => store.setExhaustedUntil(month, until, since)),
  };
}
