import type { LimitState } from '@/lib/worker/lookup/lookup-policy';
import type { StorageAreaLike } from '@/lib/worker/worker-deps';
import { TAB_CAP_LIMIT, TAB_CAP_WINDOW_MS } from './guard-timings';
import { createSlidingCount } from './sliding-count';

// At most TAB_CAP_LIMIT billed lookups per tab per sliding window: a hostile or broken page cannot
// drain the budget. Every billed request a tab's asks make counts, a place asked again (after a
// failure's cool-down, or a refresh) as much as a new one, and a retry as much as a first try.

export type TabCapState = LimitState;

export interface TabCap {
  /** Read-only: would one more billed lookup from this tab be allowed now? */
  peek(tabId: number): Promise<TabCapState>;
  /** Counts one billed lookup for the tab if allowed (atomic within this worker). */
  acquire(tabId: number): Promise<TabCapState>;
  forget(tabId: number): Promise<void>;
}

const storageKey = (tabId: number) => `tabcap:${tabId}`;

export function createTabCap(
  session: StorageAreaLike,
  now: () => number,
  limit = TAB_CAP_LIMIT,
  windowMs = TAB_CAP_WINDOW_MS,
): TabCap {
  const count = createSlidingCount(session, now, windowMs);
  return {
    peek: (tabId) => count.peek(storageKey(tabId), limit),
    acquire: (tabId) => count.acquire(storageKey(tabId), limit),
    forget: (tabId) => count.forget(storageKey(tabId)),
  };
}
