import { countOf } from '@/lib/format/counts';
import { lookupsLeftText } from '@/lib/format/outcome-wording';
import { BUDGET_WARN_SHARE, type BudgetStatus, type LookupsLeft } from '@/lib/messages/view';

export interface BudgetSummary {
  /** "12 of 100 this month" or "12 lookups this month". */
  text: string;
  level: BudgetStatus['level'];
  /** For the meter; null when no allowance is set. */
  allowance: number | null;
}

const levelSuffix = (level: BudgetStatus['level']) =>
  level === 'reached' ? ' — reached' : level === 'warn' ? ' — nearly used up' : '';

export function budgetSummary(budget: BudgetStatus): BudgetSummary {
  // The level as the worker judged it (guards/budget-guard.ts).
  const { used, allowance, level } = budget;
  const figures =
    allowance === null
      ? `${countOf(used, { one: 'lookup', other: 'lookups' })} this month`
      : `${used} of ${allowance} this month`;
  return { text: `${figures}${levelSuffix(level)}`, level, allowance };
}

export interface LeftSummary {
  /** "238 of 1,000 lookups left", with the allowance's level when the figure is the allowance's. */
  text: string;
  level: BudgetStatus['level'];
  /** The meter's scale: the month's lookups, and how many are spent. */
  of: number;
  spent: number;
  /** What this browser spent, beside the service's own figure (and the user's limit when set). */
  usedHere: string | null;
}

/** The popup's budget line once a monthly figure of lookups left is known (the worker's lookupsLeft). */
export function leftSummary(budget: BudgetStatus, left: LookupsLeft): LeftSummary {
  const spent = Math.max(0, left.of - left.left);
  if (left.source === 'allowance') {
    return {
      text: `${lookupsLeftText(left)}${levelSuffix(budget.level)}`,
      level: budget.level,
      of: left.of,
      spent,
      usedHere: null,
    };
  }
  const serviceLevel = left.left === 0 ? 'reached' : spent >= left.of * BUDGET_WARN_SHARE ? 'warn' : 'none';
  const { used, allowance } = budget;
  const here =
    allowance === null
      ? `${countOf(used, { one: 'lookup', other: 'lookups' })} this month`
      : `${used} of your ${allowance} this month`;
  // Said when it tells something: the user's own limit, or others spending on the same key.
  const tells = allowance !== null || used !== spent;
  return {
    text: `${lookupsLeftText(left)}${levelSuffix(serviceLevel)}`,
    level: serviceLevel === 'none' ? budget.level : serviceLevel,
    of: left.of,
    spent,
    usedHere: tells ? `Used from this browser: ${here}${levelSuffix(budget.level)}` : null,
  };
}
