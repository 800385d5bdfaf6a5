import { setNewest } from './newest-entries';

/**
 * Remembers what reads returned, per key, until a write. A read that a write overlapped keeps
 * nothing; writes call `writing` around themselves, so nothing read before a write ends is kept. A
 * read of a key already being read, with no write since that read began, waits for it.
 */
export interface ReadMemory<V> {
  read(key: string, load: () => Promise<V>): Promise<V>;
  writing<T>(write: () => Promise<T>): Promise<T>;
  /** Another context changed what is stored: nothing read before is kept or joined. */
  forget(): void;
}

export interface ReadMemoryOptions<V> {
  /** Which answers are worth remembering (all by default). */
  keep?: (value: V) => boolean;
  /** While true, every read goes to storage: its outcome is what shows whether storage works again. */
  bypass?: () => boolean;
}

/** Values are copied both ways. */
export function createReadMemory<V>(
  limit: number,
  { keep = () => true, bypass = () => false }: ReadMemoryOptions<V> = {},
): ReadMemory<V> {
  const values = new Map<string, V>();
  /** Loads on their way, with the write count they started at: a read with none since joins one. */
  const loading = new Map<string, { writes: number; value: Promise<V> }>();
  let writes = 0;
  const forgetAll = () => {
    writes += 1;
    values.clear();
  };

  return {
    async read(key, load) {
      if (bypass()) return load();
      if (values.has(key)) {
        const value = values.get(key) as V;
        setNewest(values, key, value, limit);
        // A copy: callers may change what they get, as they may with a real read.
        return structuredClone(value);
      }
      const pending = loading.get(key);
      if (pending?.writes === writes) return structuredClone(await pending.value);
      const startedAt = writes;
      const loaded = load();
      loading.set(key, { writes: startedAt, value: loaded });
      try {
        const value = await loaded;
        if (writes === startedAt && keep(value)) setNewest(values, key, structuredClone(value), limit);
        return value;
      } finally {
        if (loading.get(key)?.value === loaded) loading.delete(key);
      }
    },
    forget: forgetAll,
    async writing(write) {
      forgetAll();
      try {
        return await write();
      } finally {
        forgetAll();
      }
    },
  };
}
