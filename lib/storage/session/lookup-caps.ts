import { withinWindow } from '@/lib/clock';
import { readEntry, type StorageAreaLike } from '@/lib/storage/areas/stored-entry';
import { createKeyedLock } from '@/lib/storage/memory/keyed-lock';
import { z } from '@/lib/zod';
import { HOURLY_CEILING_WINDOW_MS, TAB_CAP_LIMIT, TAB_CAP_WINDOW_MS } from './guard-timings';

// The caps on billed lookups that pages can cause, each a count of events in a sliding window kept
// in one storage.session entry, so that a restarted worker still remembers it:
// - per tab, at most TAB_CAP_LIMIT per window, every billed request counted (a retry, a place asked
//   again): a hostile or broken page cannot drain the budget;
// - a ceiling on the automatic lookups of all tabs together in a sliding hour (lookupsPerHour):
//   many pages or windows cannot add up to more. A click is not counted there.

/** A limit on billed lookups in a sliding window (the per-tab cap, the hourly ceiling). */
export type LimitState = { full: false } | { full: true; resetsAt: number };

const EntriesSchema = z.array(z.object({ at: z.number() }));

function createSlidingCount(session: StorageAreaLike, now: () => number, windowMs: number) {
  const withLock = createKeyedLock();

  /** The entries still in the window, and the limit's state before one more. */
  async function read(key: string, limit: number) {
    const stored = await readEntry(session, key, EntriesSchema, []);
    const time = now();
    // An entry from the future (the clock moved back) is over, like an expired one.
    const entries = stored.filter((entry) => withinWindow(entry.at, time, windowMs));
    const state: LimitState =
      entries.length < limit
        ? { full: false }
        : { full: true, resetsAt: Math.min(...entries.map((entry) => entry.at)) + windowMs };
    return { entries, state };
  }

  return {
    /** Read-only: would one more event fit under `limit` now? */
    peek: async (key: string, limit: number) => (await read(key, limit)).state,
    /** Counts one event if it fits (atomic within this worker); the state before counting it. */
    acquire: (key: string, limit: number) =>
      withLock(key, async () => {
        const { entries, state } = await read(key, limit);
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
