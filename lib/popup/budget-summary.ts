import { countOf } from '@/lib/format/counts';
import type { BudgetStatus } from '@/lib/messages/view';

export interface BudgetSummary {
  /** "12 of 100 this month" or "12 lookups this month". */
  text: string;
  level: BudgetStatus['level'];
  /** For the meter; null when no allowance is set. */
  allowance: number | null;
}

export function budgetSummary(budget: BudgetStatus): BudgetSummary {
  // The level as the worker judged it (guards/budget-guard.ts).
  const { used, allowance, level } = budget;
  const figures =
    allowance === null
      ? `${countOf(used, { one: 'lookup', other: 'lookups' })} this month`
      : `${used} of ${allowance} this month`;
  const suffix = level === 'reached' ? ' — reached' : level === 'warn' ? ' — nearly used up' : '';
  return { text: `${figures}${suffix}`, level, allowance };
}
