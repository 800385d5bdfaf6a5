import { useId } from 'preact/hooks';
import { dateText, isValidInstant } from '@/lib/format/time-text';
import { t } from '@/lib/i18n/messages';
import { BUDGET_WARN_SHARE, type BudgetStatus, type LookupsLeft } from '@/lib/messages/view';
import { budgetText, leftSummary } from '@/lib/popup/budget-summary';

interface BudgetMeterProps {
  budget: BudgetStatus;
  /** The month's figure (the fewer of the service's and the user's allowance's), when one is known. */
  lookupsLeft?: LookupsLeft | undefined;
}

/** This month's lookups: what is left when a figure is known, else what was spent. */
export function BudgetMeter({ budget, lookupsLeft }: BudgetMeterProps) {
  const labelId = useId();
  const until = budget.exhaustedUntil;
  const left = lookupsLeft ? leftSummary(budget, lookupsLeft) : null;
  const { allowance } = budget;
  const level = left?.level ?? budget.level;
  const scale =
    left ?? (allowance !== null ? { of: allowance, spent: Math.min(budget.used, allowance) } : null);
  return (
    <div class={`popup-budget popup-budget--${level}`}>
      <span id={labelId}>
        {!left && scale !== null && <span class="popup-budget-label">{t('popup.budget.label')}</span>}
        <span class="popup-budget-text">{left ? left.text : budgetText(budget)}</span>
      </span>
      {scale !== null && (
        <meter
          class="popup-meter"
          aria-labelledby={labelId}
          min={0}
          max={scale.of}
          low={scale.of * BUDGET_WARN_SHARE}
          high={scale.of * BUDGET_WARN_SHARE}
          optimum={0}
          value={scale.spent}
        />
      )}
      {left?.usedHere && (
        <>
          {' '}
          <span class="popup-budget-here">{left.usedHere}</span>
        </>
      )}
      {isValidInstant(until) && (
        <span class="popup-budget-exhausted">{t('popup.budget.exhausted', { date: dateText(until) })}</span>
      )}
    </div>
  );
}
