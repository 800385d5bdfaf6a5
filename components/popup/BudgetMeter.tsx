import { useId } from 'preact/hooks';
import { dateText, isValidInstant } from '@/lib/format/time-text';
import { BUDGET_WARN_SHARE, type BudgetStatus } from '@/lib/messages/view';
import { budgetSummary } from '@/lib/popup/budget-summary';

/** This month's lookups, against the user's allowance when one is set. */
export function BudgetMeter({ budget }: { budget: BudgetStatus }) {
  const labelId = useId();
  const { text, level, allowance } = budgetSummary(budget);
  const until = budget.exhaustedUntil;
  return (
    <div class={`popup-budget popup-budget--${level}`}>
      <span id={labelId}>
        {allowance !== null && <span class="popup-budget-label">Lookups: </span>}
        <span class="popup-budget-text">{text}</span>
      </span>
      {allowance !== null && (
        <meter
          class="popup-meter"
          aria-labelledby={labelId}
          min={0}
          max={allowance}
          low={allowance * BUDGET_WARN_SHARE}
          high={allowance * BUDGET_WARN_SHARE}
          optimum={0}
          value={Math.min(budget.used, allowance)}
        />
      )}
      {isValidInstant(until) && (
        <span class="popup-budget-exhausted">Service budget used up until {dateText(until)}</span>
      )}
    </div>
  );
}
