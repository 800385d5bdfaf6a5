import { withinWindow } from '@/lib/clock';
import { createKeyedLock } from '@/lib/storage/memory/keyed-lock';
import type { LimitState } from '@/lib/worker/lookup/lookup-policy';
import type { StorageAreaLike } from '@/lib/worker/worker-deps';
import { z } from '@/lib/zod';

// A count of events in a sliding window, kept in one storage.session entry so that a restarted
// worker still remembers it: what the per-tab cap and the hourly ceiling count billed lookups with.

const EntriesSchema = z.array(z.object({ at: z.number() }));
type Entries = z.infer<typeof EntriesSchema>;

export interface SlidingCount {
  /** Read-only: would one more event fit under `limit` now? */
  peek(key: string, limit: number): Promise<LimitState>;
  /** Counts one event if it fits (atomic within this worker); the state before counting it. */
  acquire(key: string, limit: number): Promise<LimitState>;
  forget(key: string): Promise<void>;
}

export function createSlidingCount(
  session: StorageAreaLike,
  now: () => number,
  windowMs: number,
): SlidingCount {
  const withLock = createKeyedLock();

  async function read(key: string): Promise<Entries> {
    const parsed = EntriesSchema.safeParse((await session.get(key))[key]);
    const time = now();
    // An entry from the future (the clock moved back) is over, like an expired one.
    return parsed.success ? parsed.data.filter((entry) => withinWindow(entry.at, time, windowMs)) : [];
  }

  function stateOf(entries: Entries, limit: number): LimitState {
    if (entries.length < limit) return { full: false };
    const oldest = Math.min(...entries.map((entry) => entry.at));
    return { full: true, resetsAt: oldest + windowMs };
  }

  return {
    peek: async (key, limit) => stateOf(await read(key), limit),
    acquire: (key, limit) =>
      withLock(key, async () => {
        const entries = await read(key);
        const state = stateOf(entries, limit);
        if (!state.full) await session.set({ [key]: [...entries, { at: now() }] });
        return state;
      }),
    forget: (key) => session.remove(key),
  };
}
