import type { StatusView } from '@/lib/messages/view';
import { budgetSummary } from '@/lib/popup/budget-summary';

/** This month's billed lookups, from the worker's status. */
export function UsageLine({ status }: { status: StatusView | null }) {
  if (status === null) return <p class="options-hint">This month's usage is not available.</p>;
  const { text, level } = budgetSummary(status.budget);
  return (
    <p class={`options-usage options-usage--${level}`}>
      Usage: <strong>{text}</strong>
    </p>
  );
}
