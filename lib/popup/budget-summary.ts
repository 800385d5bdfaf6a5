import { lookupsLeftText } from '@/lib/format/outcome-wording';
import { t } from '@/lib/i18n/messages';
import type { BudgetStatus, LookupsLeft } from '@/lib/messages/view';
import { levelOfLeft, serviceLevel } from '@/lib/worker/guards/lookups-left';

const withLevel = (text: string, level: BudgetStatus['level']) =>
  level === 'reached'
    ? t('popup.budget.reached', { text })
    : level === 'warn'
      ? t('popup.budget.warn', { text })
      : text;

/**
 * The popup's budget line, "12 of 100 this month" or "12 lookups this month", at the level the worker
 * judged (guards/budget-guard.ts); `allowance`, the meter's scale, is null when none is set.
 */
export function budgetSummary(budget: BudgetStatus) {
  const { used, allowance, level } = budget;
  const figures =
    allowance === null
      ? t('popup.budget.thisMonth', { figures: t('count.lookups', { count: used }) })
      : t('popup.budget.usedOf', { used, allowance });
  return { text: withLevel(figures, level), level, allowance };
}

/**
 * The popup's budget line once a monthly figure of lookups left is known (the worker's lookupsLeft):
 * "238 of 1,000 lookups left"; the meter's scale (`of`, `spent`); `usedHere`, what this browser spent,
 * beside the service's own figure (and the user's limit when set).
 */
export function leftSummary(budget: BudgetStatus, left: LookupsLeft) {
  const spent = Math.max(0, left.of - left.left);
  if (left.source === 'allowance') {
    return {
      text: withLevel(lookupsLeftText(left), budget.level),
      level: budget.level,
      of: left.of,
      spent,
      usedHere: null,
    };
  }
  const { used, allowance } = budget;
  const here =
    allowance === null
      ? t('popup.budget.thisMonth', { figures: t('count.lookups', { count: used }) })
      : t('popup.budget.usedOfYour', { used, allowance });
  // Said when it tells something: the user's own limit, or others spending on the same key. This
  // browser counting more than the service is only its requests still out (the service's figure comes
  // with each answer): saying so would make the line come and go under a pack's Cancel.
  const tells = allowance !== null || spent > used;
  return {
    text: withLevel(lookupsLeftText(left), serviceLevel(left)),
    level: levelOfLeft(left, budget.level),
    of: left.of,
    spent,
    usedHere: tells ? t('popup.budget.usedHere', { here: withLevel(here, budget.level) }) : null,
  };
}
