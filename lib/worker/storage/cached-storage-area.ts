import type { StorageAreaLike } from '@/lib/worker/worker-deps';
import { setNewest } from './newest-entries';

// Every lookup reads settings, key, failure notes and markers from chrome.storage. Each call is a
// round trip through the browser process, slower than the IndexedDB read of the menu itself, so
// the worker keeps what it read in memory. Other contexts (the options page) write too:
// the area's onChanged drops those keys. A read that overlaps a write is not kept. Removing keys
// known to be absent writes nothing.

export const CACHED_KEYS_LIMIT = 500;

/** Subscribes to one area's changes: the listener is called with the changed keys. */
export type OnAreaChanged = (listener: (changedKeys: string[]) => void) => void;

export interface StorageChangeEvent {
  addListener(listener: (changes: Record<string, unknown>, areaName: string) => void): void;
}

/** `browser.storage.onChanged`, narrowed to the area named `areaName`. */
export function changesOfArea(event: StorageChangeEvent, areaName: string): OnAreaChanged {
  return (listener) =>
    event.addListener((changes, area) => {
      if (area === areaName) listener(Object.keys(changes));
    });
}

/** The storage namespace as the worker uses it: `browser.storage`, or the tests' fake. */
export interface WorkerStorage {
  local: StorageAreaLike;
  session: StorageAreaLike;
  onChanged: StorageChangeEvent;
}

/** The worker's two areas, each read through its own memory that the area's changes invalidate. */
export function cachedStorageAreas(storage: WorkerStorage): {
  local: StorageAreaLike;
  session: StorageAreaLike;
} {
  return {
    local: cachedStorageArea(storage.local, changesOfArea(storage.onChanged, 'local')),
    session: cachedStorageArea(storage.session, changesOfArea(storage.onChanged, 'session')),
  };
}

const ABSENT = Symbol('absent');
type Cached = unknown | typeof ABSENT;

export function cachedStorageArea(
  area: StorageAreaLike,
  onChanged: OnAreaChanged,
  limit = CACHED_KEYS_LIMIT,
): StorageAreaLike {
  const cache = new Map<string, Cached>();
  /**
   * Bumped on every write or change: a read that a write overlapped keeps nothing (writes are rare,
   * only after requests to the service, so this costs a re-read now and then).
   */
  let writes = 0;

  const invalidate = (keys: Iterable<string>) => {
    writes += 1;
    for (const key of keys) cache.delete(key);
  };
  onChanged(invalidate);

  const answer = (keys: string[]) => {
    const items: Record<string, unknown> = {};
    for (const key of keys) {
      const value = cache.get(key);
      // A copy: callers may change what they get, as they may with a real read.
      if (value !== ABSENT) items[key] = structuredClone(value);
    }
    return items;
  };

  /**
   * Reads on their way, by key, with the write count they started at. A read of keys that are all
   * remembered or on their way, with nothing written since, waits for those reads instead of
   * making its own: a cold worker's first ask reads what its warm-up is already reading. A write
   * made around this area (straight to the browser's) counts only once its change event arrives.
   * `read` is a copy taken before the first caller gets its answer, which it may change.
   */
  const reading = new Map<string, { writes: number; read: Promise<Record<string, unknown>> }>();

  const joined = async (wanted: string[]) => {
    const missing = wanted.filter((key) => !cache.has(key));
    const items = answer(wanted.filter((key) => cache.has(key)));
    const reads = await Promise.all(missing.map((key) => reading.get(key)?.read));
    missing.forEach((key, at) => {
      const read = reads[at] ?? {};
      if (key in read) items[key] = structuredClone(read[key]);
    });
    return items;
  };

  return {
    async get(keys) {
      const wanted = typeof keys === 'string' ? [keys] : keys;
      if (wanted.every((key) => cache.has(key))) return answer(wanted);
      if (wanted.every((key) => cache.has(key) || reading.get(key)?.writes === writes)) return joined(wanted);
      // One read of every wanted key: the answer then comes from a single moment of the area.
      const startedAt = writes;
      const read = area.get(wanted);
      const copy = read.then((items) => structuredClone(items));
      // Awaited by any joiner; otherwise its failure is the first caller's, reported below.
      copy.catch(() => undefined);
      for (const key of wanted) reading.set(key, { writes: startedAt, read: copy });
      try {
        const items = await read;
        if (writes === startedAt) {
          for (const key of wanted)
            setNewest(cache, key, key in items ? structuredClone(items[key]) : ABSENT, limit);
        }
        return items;
      } finally {
        for (const key of wanted) if (reading.get(key)?.read === copy) reading.delete(key);
      }
    },
    async set(items) {
      invalidate(Object.keys(items));
      try {
        await area.set(items);
      } finally {
        invalidate(Object.keys(items));
      }
    },
    async remove(keys) {
      const list = typeof keys === 'string' ? [keys] : keys;
      // Removing what is known to be absent changes nothing. After every request that went well the
      // worker clears its failure notes, which are nearly always absent: a write each, saved.
      if (list.every((key) => cache.get(key) === ABSENT)) return;
      invalidate(list);
      try {
        await area.remove(keys);
      } finally {
        invalidate(list);
      }
    },
  };
}
