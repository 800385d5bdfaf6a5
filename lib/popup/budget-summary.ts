import type { BudgetStatus } from '@/lib/messages/view';

export interface BudgetSummary {
  /** "12 of 100 this month" or "12 lookups this month". */
  text: string;
  level: 'none' | 'warn' | 'reached';
  /** For the meter; null when no allowance is set. */
  allowance: number | null;
}

const WARN_SHARE = 0.8;

/** Level from the figures: warn at ≥ 80 % of the allowance, reached at ≥ 100 %. */
export function budgetLevel(used: number, allowance: number | null): BudgetSummary['level'] {
  if (allowance === null || allowance <= 0) return 'none';
  if (used >= allowance) return 'reached';
  return used >= allowance * WARN_SHARE ? 'warn' : 'none';
}

export function budgetSummary(budget: BudgetStatus): BudgetSummary {
  const { used, allowance } = budget;
  const level = budgetLevel(used, allowance);
  const figures =
    allowance === null
      ? `${used} ${used === 1 ? 'lookup' : 'lookups'} this month`
      : `${used} of ${allowance} this month`;
  const suffix = level === 'reached' ? ' — reached' : level === 'warn' ? ' — nearly used up' : '';
  return { text: `${figures}${suffix}`, level, allowance };
}
