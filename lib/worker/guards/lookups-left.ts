import { DAY_MS, withinWindow } from '@/lib/clock';
import { BUDGET_WARN_SHARE, type BudgetStatus, type LookupsLeft } from '@/lib/messages/view';
import type { QuotaReading } from '@/lib/storage/areas/service-quota';

// The monthly figure shown beside every action that bills: the fewer of what the service itself
// said is left (while that is recent) and what is left of the user's own allowance, since whichever
// runs out first stops the lookups; either alone when only one is known; else nothing is shown.
// A 429 wins over any figure: while the service's stop runs, none is left of its quota.

/**
 * How long the service's word stands without a newer one. Every billed answer renews it; an older
 * one may miss what other clients of the same key (an agent, another browser) have spent since.
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

/**
 * How near the figure shown is to spent: the service's by the share of its quota spent (as the
 * allowance's is judged, BUDGET_WARN_SHARE), the allowance's as the budget guard judged it; the
 * allowance's level stands where the service's figure says nothing is near.
 */
export function levelOfLeft(left: LookupsLeft, budgetLevel: BudgetStatus['level']): BudgetStatus['level'] {
  if (left.source === 'allowance') return budgetLevel;
  const level = serviceLevel(left);
  return level === 'none' ? budgetLevel : level;
}

/** The service's figure alone: 'reached' at none left, 'warn' from BUDGET_WARN_SHARE of it spent. */
export function serviceLevel({ left, of }: Pick<LookupsLeft, 'left' | 'of'>): BudgetStatus['level'] {
  if (left <= 0) return 'reached';
  return of - left >= of * BUDGET_WARN_SHARE ? 'warn' : 'none';
}
