import { DAY_MS, withinWindow } from '@/lib/clock';
import type { BudgetStatus, LookupsLeft } from '@/lib/messages/view';
import type { QuotaReading } from '@/lib/storage/areas/service-quota';

// The monthly figure beside every action that bills: the fewer of what the service said is left
// (while recent) and what is left of the user's allowance, since whichever runs out first stops the
// lookups; either alone when only one is known. While a 429's stop runs, none is left of its quota.

/**
 * How long the service's word stands: each billed answer renews it; an older one may miss what other
 * clients of the key (an agent, another browser) spent since.
 */
const QUOTA_READING_MAX_AGE_MS = DAY_MS;

export function lookupsLeftOf(
  reading: QuotaReading | null,
  budget: Pick<BudgetStatus, 'used' | 'allowance'> & Partial<Pick<BudgetStatus, 'exhaustedUntil'>>,
  now: number,
): LookupsLeft | undefined {
  const stopped = budget.exhaustedUntil != null && budget.exhaustedUntil > now;
  // Recent: read within the day, and its quota has not renewed since.
  const resetAt = reading?.figure.resetAt ?? null;
  const recent = reading && withinWindow(reading.readAt, now, QUOTA_READING_MAX_AGE_MS);
  const service: LookupsLeft | undefined =
    recent && (resetAt === null || now < resetAt)
      ? {
          left: stopped ? 0 : reading.figure.remaining,
          of: reading.figure.limit,
          source: 'service',
          ...(reading.figure.resetAt !== null ? { resetsAt: reading.figure.resetAt } : {}),
        }
      : undefined;
  const allowance: LookupsLeft | undefined =
    budget.allowance === null
      ? undefined
      : { left: Math.max(0, budget.allowance - budget.used), of: budget.allowance, source: 'allowance' };
  if (!service || !allowance) return service ?? allowance;
  // A tie: the service's word, which also counts what other clients of the key spent.
  return allowance.left < service.left ? allowance : service;
}
