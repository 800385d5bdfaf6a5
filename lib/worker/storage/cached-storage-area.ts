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

  return {
    async get(keys) {
      const wanted = typeof keys === 'string' ? [keys] : keys;
      if (wanted.every((key) => cache.has(key))) return answer(wanted);
      // One read of every wanted key: the answer then comes from a single moment of the area.
      const startedAt = writes;
      const read = await area.get(wanted);
      if (writes === startedAt) {
        for (const key of wanted)
          setNewest(cache, key, key in read ? structuredClone(read[key]) : ABSENT, limit);
      }
      return read;
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
