import { withinWindow } from '@/lib/clock';
import { readEntry, type StorageAreaLike } from '@/lib/storage/areas/stored-entry';
import { createKeyedLock } from '@/lib/storage/memory/keyed-lock';
import { z } from '@/lib/zod';
import { HOURLY_CEILING_WINDOW_MS, TAB_CAP_LIMIT, TAB_CAP_WINDOW_MS } from './guard-timings';

// The caps on billed lookups that pages can cause, each a count of events in a sliding window kept
// in one storage.session entry, so that a restarted worker still remembers it:
// - per tab, at most TAB_CAP_LIMIT per window: a hostile or broken page cannot drain the budget.
//   Every billed request a tab's asks make counts, a place asked again (after a failure's
//   cool-down, or a refresh) as much as a new one, and a retry as much as a first try;
// - above every tab's cap, a ceiling on the automatic lookups of all tabs and pages together in a
//   sliding hour (the user's setting, lookupsPerHour): many pages, or one page opening many
//   windows, cannot add up to more. What the user asks for with a click is not counted there.

/** A limit on billed lookups in a sliding window (the per-tab cap, the hourly ceiling). */
export type LimitState = { full: false } | { full: true; resetsAt: number };

const EntriesSchema = z.array(z.object({ at: z.number() }));
type Entries = z.infer<typeof EntriesSchema>;

function createSlidingCount(session: StorageAreaLike, now: () => number, windowMs: number) {
  const withLock = createKeyedLock();

  async function read(key: string): Promise<Entries> {
    const entries = await readEntry(session, key, EntriesSchema, []);
    const time = now();
    // An entry from the future (the clock moved back) is over, like an expired one.
    return entries.filter((entry) => withinWindow(entry.at, time, windowMs));
  }

  function stateOf(entries: Entries, limit: number): LimitState {
    if (entries.length < limit) return { full: false };
    const oldest = Math.min(...entries.map((entry) => entry.at));
    return { full: true, resetsAt: oldest + windowMs };
  }

  return {
    /** Read-only: would one more event fit under `limit` now? */
    peek: async (key: string, limit: number) => stateOf(await read(key), limit),
    /** Counts one event if it fits (atomic within this worker); the state before counting it. */
    acquire: (key: string, limit: number) =>
      withLock(key, async () => {
        const entries = await read(key);
        const state = stateOf(entries, limit);
        if (!state.full) await session.set({ [key]: [...entries, { at: now() }] });
        return state;
      }),
    forget: (key: string) => session.remove(key),
  };
}

export function createTabCap(session: StorageAreaLike, now: () => number) {
  const count = createSlidingCount(session, now, TAB_CAP_WINDOW_MS);
  const key = (tabId: number) => `tabcap:${tabId}`;
  return {
    peek: (tabId: number) => count.peek(key(tabId), TAB_CAP_LIMIT),
    acquire: (tabId: number) => count.acquire(key(tabId), TAB_CAP_LIMIT),
    forget: (tabId: number) => count.forget(key(tabId)),
  };
}

export function createHourlyCeiling(session: StorageAreaLike, now: () => number) {
  const count = createSlidingCount(session, now, HOURLY_CEILING_WINDOW_MS);
  const KEY = 'ceiling:automatic';
  return {
    peek: (limit: number) => count.peek(KEY, limit),
    acquire: (limit: number) => count.acquire(KEY, limit),
  };
}
