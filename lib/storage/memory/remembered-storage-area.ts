import type { StorageAreaLike } from '@/lib/worker/worker-deps';
import { createReadMemory } from './read-memory';

// Every lookup reads settings, failure notes and markers from chrome.storage, each a round trip
// through the browser process, so the worker keeps what it read; the area's onChanged drops the
// keys other contexts write.

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
export function rememberedStorageAreas(storage: WorkerStorage): {
  local: StorageAreaLike;
  session: StorageAreaLike;
} {
  return {
    local: rememberedStorageArea(storage.local, changesOfArea(storage.onChanged, 'local')),
    session: rememberedStorageArea(storage.session, changesOfArea(storage.onChanged, 'session')),
  };
}

/** `area` through a read memory; `onChanged` drops the keys another context changed. */
export function rememberedStorageArea(
  area: StorageAreaLike,
  onChanged: OnAreaChanged,
  limit = CACHED_KEYS_LIMIT,
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
      if (list.every((key) => memory.remembered(key) && memory.remembered(key)?.value === undefined)) return;
      await memory.writing(() => area.remove(keys), list);
    },
  };
}
