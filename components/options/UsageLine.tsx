import { t } from '@/lib/i18n/messages';
import type { StatusView } from '@/lib/messages/view';
import { budgetText } from '@/lib/popup/budget-summary';

/** This month's billed lookups, from the worker's status. */
export function UsageLine({ status }: { status: StatusView | null }) {
  if (status === null) return <p class="options-hint">{t('options.usageUnknown')}</p>;
  return (
    <p class={`options-usage options-usage--${status.budget.level}`}>
      {t('options.usage')}
      <strong>{budgetText(status.budget)}</strong>
    </p>
  );
}
