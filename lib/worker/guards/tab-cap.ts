import { z } from 'zod';
import { createKeyedLock } from '@/lib/worker/storage/keyed-lock';
import type { StorageAreaLike } from '@/lib/worker/worker-deps';
import { TAB_CAP_LIMIT, TAB_CAP_WINDOW_MS } from './guard-timings';

// At most TAB_CAP_LIMIT distinct places looked up or refreshed per tab per sliding window, kept in storage.session
// so a restarted worker still remembers them. A hostile or broken page cannot drain the budget.

const EntriesSchema = z.array(z.object({ placeId: z.string(), at: z.number() }));
type Entries = z.infer<typeof EntriesSchema>;

export type TabCapState = { full: false } | { full: true; resetsAt: number };

export interface TabCap {
  /** Read-only: would a lookup of this place from this tab be allowed now? */
  peek(tabId: number, placeId: string): Promise<TabCapState>;
  /**
   * Counts the place for the tab if allowed (atomic within this worker). `again`: a repeated request
   * for a place already counted (a retry after a failure) counts as one more entry.
   */
  acquire(tabId: number, placeId: string, again?: boolean): Promise<TabCapState>;
  forget(tabId: number): Promise<void>;
}

const storageKey = (tabId: number) => `tabcap:${tabId}`;

export function createTabCap(
  session: StorageAreaLike,
  now: () => number,
  limit = TAB_CAP_LIMIT,
  windowMs = TAB_CAP_WINDOW_MS,
): TabCap {
  const withLock = createKeyedLock();

  async function read(tabId: number): Promise<Entries> {
    const key = storageKey(tabId);
    const parsed = EntriesSchema.safeParse((await session.get(key))[key]);
    const time = now();
    return parsed.success ? parsed.data.filter((entry) => time - entry.at < windowMs) : [];
  }

  /** Whether a lookup of the place would add an entry: a place not counted yet, or a retry. */
  const addsEntry = (entries: Entries, placeId: string, again: boolean) =>
    again || !entries.some((entry) => entry.placeId === placeId);

  /** `adds`: the lookup would add an entry (addsEntry); one that adds none is always allowed. */
  function stateOf(entries: Entries, adds: boolean): TabCapState {
    if (entries.length < limit || !adds) return { full: false };
    const oldest = Math.min(...entries.map((entry) => entry.at));
    return { full: true, resetsAt: oldest + windowMs };
  }

  return {
    peek: async (tabId, placeId) => {
      const entries = await read(tabId);
      return stateOf(entries, addsEntry(entries, placeId, false));
    },
    acquire: (tabId, placeId, again = false) =>
      withLock(String(tabId), async () => {
        const entries = await read(tabId);
        const adds = addsEntry(entries, placeId, again);
        const state = stateOf(entries, adds);
        if (!state.full && adds) {
          await session.set({ [storageKey(tabId)]: [...entries, { placeId, at: now() }] });
        }
        return state;
      }),
    forget: (tabId) => session.remove(storageKey(tabId)),
  };
}
