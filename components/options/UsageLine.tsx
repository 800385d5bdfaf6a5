import { t } from '@/lib/i18n/messages';
import type { StatusView } from '@/lib/messages/view';
import { budgetSummary } from '@/lib/popup/budget-summary';

/** This month's billed lookups, from the worker's status. */
export function UsageLine({ status }: { status: StatusView | null }) {
  if (status === null) return <p class="options-hint">{t('options.usageUnknown')}</p>;
  const { text, level } = budgetSummary(status.budget);
  return (
    <p class={`options-usage options-usage--${level}`}>
      {t('options.usage')}
      <strong>{text}</strong>
    </p>
  );
}
