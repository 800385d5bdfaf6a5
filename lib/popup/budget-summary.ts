import { lookupsLeftText } from '@/lib/format/outcome-wording';
import { t } from '@/lib/i18n/messages';
import { type BudgetStatus, type LookupsLeft, levelOfLeft, serviceLevel } from '@/lib/messages/view';

const withLevel = (text: string, level: BudgetStatus['level']) =>
  level === 'reached'
    ? t('popup.budget.reached', { text })
    : level === 'warn'
      ? t('popup.budget.warn', { text })
      : text;

const thisMonth = (used: number) =>
  t('popup.budget.thisMonth', { figures: t('count.lookups', { count: used }) });

/**
 * The budget line, "12 of 100 this month" or "12 lookups this month", at the level the worker
 * judged (guards/budget-guard.ts).
 */
export function budgetText({ used, allowance, level }: BudgetStatus): string {
  return withLevel(
    allowance === null ? thisMonth(used) : t('popup.budget.usedOf', { used, allowance }),
    level,
  );
}

/**
 * The popup's budget line once the lookups left are known ("238 of 1,000 lookups left"), the meter's
 * scale (`of`, `spent`), and `usedHere`, what this browser spent beside the service's figure.
 */
export function leftSummary(budget: BudgetStatus, left: LookupsLeft) {
  const { used, allowance, level } = budget;
  const spent = Math.max(0, left.of - left.left);
  const service = left.source === 'service';
  const here = allowance === null ? thisMonth(used) : t('popup.budget.usedOfYour', { used, allowance });
  // Said when it tells something: the user's own limit, or others spending on the same key. This
  // browser counting more than the service is only its requests still out (the service's figure comes
  // with each answer): saying so would make the line come and go under a pack's Cancel.
  const tells = service && (allowance !== null || spent > used);
  return {
    text: withLevel(lookupsLeftText(left), service ? serviceLevel(left) : level),
    level: levelOfLeft(left, level),
    of: left.of,
    spent,
    usedHere: tells ? t('popup.budget.usedHere', { here: withLevel(here, level) }) : null,
  };
}
