import { DAY_MS, withinWindow } from '@/lib/clock';
import type { BudgetStatus, LookupsLeft } from '@/lib/messages/view';
import type { QuotaReading } from '@/lib/worker/storage/service-quota';

// The monthly figure shown beside every action that bills: what the service itself said is left,
// while that is recent; else what is left of the user's own allowance; else nothing is shown.

/**
 * How long the service's word stands without a newer one. Every billed answer renews it; an older
 * one may miss what other clients of the same key (an agent, another browser) have spent since.
 */
export const QUOTA_READING_MAX_AGE_MS = DAY_MS;

/** The service's figure is recent: read within the day, and its quota has not renewed since. */
export function isRecentReading(reading: QuotaReading, now: number): boolean {
  const { resetAt } = reading.figure;
  return withinWindow(reading.readAt, now, QUOTA_READING_MAX_AGE_MS) && (resetAt === null || now < resetAt);
}

export function lookupsLeftOf(
  reading: QuotaReading | null,
  budget: Pick<BudgetStatus, 'used' | 'allowance'>,
  now: number,
): LookupsLeft | undefined {
  if (reading && isRecentReading(reading, now)) {
    const { remaining, limit } = reading.figure;
    return { left: remaining, of: limit, source: 'service' };
  }
  if (budget.allowance === null) return undefined;
  return { left: Math.max(0, budget.allowance - budget.used), of: budget.allowance, source: 'allowance' };
}
