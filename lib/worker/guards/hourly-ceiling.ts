import type { LimitState } from '@/lib/worker/lookup/lookup-policy';
import type { StorageAreaLike } from '@/lib/worker/worker-deps';
import { HOURLY_CEILING_WINDOW_MS } from './guard-timings';
import { createSlidingCount } from './sliding-count';

// Above every tab's cap, a ceiling on the automatic lookups of all tabs and pages together in a
// sliding hour (the user's setting, lookupsPerHour): many pages, or one page opening many windows,
// cannot add up to more. What the user asks for with a click is not counted here.

const KEY = 'ceiling:automatic';

export interface HourlyCeiling {
  peek(limit: number): Promise<LimitState>;
  /** Counts one automatic billed request if it fits under `limit`. */
  acquire(limit: number): Promise<LimitState>;
}

export function createHourlyCeiling(session: StorageAreaLike, now: () => number): HourlyCeiling {
  const count = createSlidingCount(session, now, HOURLY_CEILING_WINDOW_MS);
  return {
    peek: (limit) => count.peek(KEY, limit),
    acquire: (limit) => count.acquire(KEY, limit),
  };
}
