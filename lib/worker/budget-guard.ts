import type { BudgetStore } from '../cache/types';
import type { BudgetStatus } from '../messages/view';
import type { Badge } from './types';

/** Calendar month in UTC, "2026-11". */
export function monthOf(now: number): string {
  return new Date(now).toISOString().slice(0, 7);
}

/** Epoch ms of the first instant of the next UTC month. */
export function nextMonthStart(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

export function budgetLevel(used: number, allowance: number | null): BudgetStatus['level'] {
  if (allowance === null) return 'none';
  if (used >= allowance) return 'reached';
  return used >= allowance * 0.8 ? 'warn' : 'none';
}

export function badgeFor(status: BudgetStatus, now: number): Badge {
  if ((status.exhaustedUntil !== null && status.exhaustedUntil > now) || status.level === 'reached') {
    return { text: '!', color: '#c62828' };
  }
  if (status.level === 'warn') return { text: '80%', color: '#ef6c00' };
  return { text: '', color: '#00000000' };
}

export interface BudgetGuard {
  /** The allowance may still be on its way: the month's record is read meanwhile. */
  status(allowance: number | null | Promise<number | null>): Promise<BudgetStatus>;
  /** Counts one billed request in the current month. */
  countRequest(): Promise<number>;
  /** After a 429: no request until the next UTC month (or an explicit retry). */
  markExhausted(sentAt: number): Promise<number>;
  clearExhausted(): Promise<void>;
}

export function createBudgetGuard(store: BudgetStore, now: () => number): BudgetGuard {
  return {
    async status(allowanceReady) {
      const time = now();
      const [record, allowance] = await Promise.all([store.getMonth(monthOf(time)), allowanceReady]);
      const until =
        record.exhaustedUntil !== null && record.exhaustedUntil > time ? record.exhaustedUntil : null;
      return {
        month: record.month,
        used: record.used,
        allowance,
        exhaustedUntil: until,
        level: budgetLevel(record.used, allowance),
      };
    },
    countRequest: () => store.countRequest(monthOf(now())),
    async markExhausted(sentAt) {
      const until = nextMonthStart(sentAt);
      await store.setExhaustedUntil(monthOf(sentAt), until);
      return until;
    },
    clearExhausted: () => store.setExhaustedUntil(monthOf(now()), null),
  };
}
