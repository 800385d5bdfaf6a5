import { t } from '@/lib/i18n/messages';
import type { StatusView } from '@/lib/messages/view';
import { budgetText, leftSummary } from '@/lib/popup/budget-summary';

/**
 * This month's lookups, as the popup says them: what is left when a figure is known (the service's,
 * else the user's allowance), with what this browser spent when that tells something; else what
 * this browser spent.
 */
export function UsageLine({ status }: { status: StatusView | null }) {
  if (status === null) return <p class="options-hint">{t('options.usageUnknown')}</p>;
  const left = status.lookupsLeft ? leftSummary(status.budget, status.lookupsLeft) : null;
  return (
    <>
      {/* "Usage:" heads what was spent; what is left says itself, as in the popup. */}
      <p class={`options-usage options-usage--${left?.level ?? status.budget.level}`}>
        {!left && t('options.usage')}
        <strong>{left ? left.text : budgetText(status.budget)}</strong>
      </p>
      {left?.usedHere && <p class="options-hint">{left.usedHere}</p>}
    </>
  );
}
