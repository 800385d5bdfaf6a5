import { setNewest } from './newest-entries';

/**
 * Remembers what reads returned, per key, until a write. A read that a write overlapped keeps
 * nothing; writes call `writing` around themselves, so nothing read before a write ends is kept.
 */
export interface ReadMemory<V> {
  read(key: string, load: () => Promise<V>): Promise<V>;
  writing<T>(write: () => Promise<T>): Promise<T>;
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
      const startedAt = writes;
      const value = await load();
      if (writes === startedAt && keep(value)) setNewest(values, key, structuredClone(value), limit);
      return value;
    },
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
