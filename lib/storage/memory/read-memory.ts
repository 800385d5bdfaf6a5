import { setNewest } from './newest-entries';

/**
 * The one memory in front of storage: remembers what reads returned, per key, until a write or a
 * change. A read that a write or a change overlapped keeps nothing; writes call `writing` around
 * themselves, so nothing read before a write ends is kept. A read of keys all remembered or
 * already being read, with no write since that read began, waits for it (single flight). Values
 * are copied both ways: callers may change what they get, as they may with a real read.
 */
export interface ReadMemory<V> {
  read(key: string, load: () => Promise<V>): Promise<V>;
  /**
   * The values of `keys`. When one of them is neither remembered nor on its way, one `load` of them
   * all: the answer then comes from a single moment of storage.
   */
  readMany(keys: readonly string[], load: () => Promise<Map<string, V>>): Promise<Map<string, V>>;
  /** The remembered value of `key`, without reading; undefined when none is remembered. */
  remembered(key: string): { value: V } | undefined;
  /** `keys`: the keys it changes (all by default). */
  writing<T>(write: () => Promise<T>, keys?: readonly string[]): Promise<T>;
  /** Another context changed what is stored (`keys`, or all): nothing read before is kept or joined. */
  forget(keys?: Iterable<string>): void;
}

/** `bypass`: while true, every read goes to storage (its outcome shows whether storage works again). */
export function createReadMemory<V>(
  limit: number,
  { bypass = () => false }: { bypass?: () => boolean } = {},
): ReadMemory<V> {
  const values = new Map<string, V>();
  /** Loads on their way, by key, with the write count they started at: a read with none since joins one. */
  const loading = new Map<string, { writes: number; value: Promise<V> }>();
  let writes = 0;
  const forget = (keys?: Iterable<string>) => {
    writes += 1;
    if (!keys) values.clear();
    else for (const key of keys) values.delete(key);
  };

  const readMany: ReadMemory<V>['readMany'] = async (keys, load) => {
    if (bypass()) return load();
    const joinable = (key: string) => values.has(key) || loading.get(key)?.writes === writes;
    const pending = new Map<string, Promise<V>>();
    let loaded: Promise<Map<string, V>> | undefined;
    const startedAt = writes;
    if (!keys.every(joinable)) {
      loaded = load();
      // A copy, taken before the first caller gets its answer, which it may change.
      const copy = loaded.then((answer) => structuredClone(answer));
      // Awaited by every caller below; a failure is theirs.
      copy.catch(() => undefined);
      for (const key of keys) {
        const value = copy.then((answer) => answer.get(key) as V);
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
    read: async (key, load) =>
      (await readMany([key], async () => new Map([[key, await load()]]))).get(key) as V,
    remembered: (key) => (values.has(key) ? { value: structuredClone(values.get(key) as V) } : undefined),
    forget,
    async writing(write, keys) {
      forget(keys);
      try {
        return await write();
      } finally {
        forget(keys);
      }
    },
  };
}
