import { DAY_MS, HOUR_MS, stillUntil } from '@/lib/clock';
import { BUDGET_WARN_SHARE, type BudgetStatus } from '@/lib/messages/view';
import type { BudgetStore } from '@/lib/storage/menus/stores';
import type { Badge } from '@/lib/worker/browser/browser-notifier';

/** Calendar month in UTC, "2026-11": the key of the month's budget row (lib/storage/menus/budget-store.ts). */
export function monthOf(now: number): string {
  return new Date(now).toISOString().slice(0, 7);
}

export function nextMonthStart(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/**
 * A 429's Retry-After (when the service's budget renews) is trusted within these bounds: shorter would
 * be a rate limit's, not a spent month's (at most one billed 429 an hour), longer a broken header.
 * Without one, the stop lasts to the next UTC month.
 */
const MIN_STOP_MS = HOUR_MS;
export const MAX_STOP_MS = 62 * DAY_MS;

/** The months whose rows a stop from `from` to `until` must be written in (each month reads its own). */
function monthsBetween(from: number, until: number): string[] {
  const months = [monthOf(from)];
  for (let start = nextMonthStart(from); start < until; start = nextMonthStart(start))
    months.push(monthOf(start));
  return months;
}

/** The level every view shows: warn from BUDGET_WARN_SHARE of the user's allowance, reached at 100 %. */
export function budgetLevel(used: number, allowance: number | null): BudgetStatus['level'] {
  if (allowance === null) return 'none';
  if (used >= allowance) return 'reached';
  return used >= allowance * BUDGET_WARN_SHARE ? 'warn' : 'none';
}

export function badgeFor(status: BudgetStatus, now: number): Badge {
  if ((status.exhaustedUntil !== null && status.exhaustedUntil > now) || status.level === 'reached') {
    return { text: '!', color: '#c62828' };
  }
  if (status.level === 'warn') return { text: `${Math.round(BUDGET_WARN_SHARE * 100)}%`, color: '#ef6c00' };
  return { text: '', color: '#00000000' };
}

export function createBudgetGuard(store: BudgetStore, now: () => number) {
  return {
    /** The allowance may still be on its way: the month's record is read meanwhile. */
    async status(allowanceReady: number | null | Promise<number | null>): Promise<BudgetStatus> {
      const time = now();
      const [record, allowance] = await Promise.all([store.getMonth(monthOf(time)), allowanceReady]);
      const stop = record.exhaustedUntil;
      const until =
        stop !== null && stillUntil(stop, time, record.exhaustedSince ?? null, MAX_STOP_MS) ? stop : null;
      return {
        month: record.month,
        used: record.used,
        allowance,
        exhaustedUntil: until,
        level: budgetLevel(record.used, allowance),
      };
    },
    countRequest: () => store.countRequest(monthOf(now())),
    /** After a 429: no request until its Retry-After, else the next UTC month (or a connection test that succeeds). */
    async markExhausted(sentAt: number, retryAfterMs: number | null = null): Promise<number> {
      const answeredAt = now();
      const until =
        retryAfterMs === null
          ? nextMonthStart(sentAt)
          : answeredAt + Math.min(Math.max(retryAfterMs, MIN_STOP_MS), MAX_STOP_MS);
      const since = Math.min(sentAt, answeredAt);
      // The 429 is the answer whether or not its stop is kept (the database, else storage.local:
      // usage-mirror.ts); kept nowhere, the service answers the next 429 itself.
      try {
        for (const month of monthsBetween(sentAt, until)) await store.setExhaustedUntil(month, until, since);
      } catch {}
      return until;
    },
    async clearExhausted() {
      const time = now();
      for (const month of monthsBetween(time, time + MAX_STOP_MS)) await store.setExhaustedUntil(month, null);
    },
  };
}
