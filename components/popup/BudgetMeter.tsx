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
  // The bar counts what the words count: what is left (full is good) where they say left, else what
  // was spent (empty is good); it turns where the level does, at BUDGET_WARN_SHARE spent.
  const scale = left
    ? { of: left.of, value: left.of - left.spent, best: left.of, turn: left.of - left.of * BUDGET_WARN_SHARE }
    : allowance !== null
      ? {
          of: allowance,
          value: Math.min(budget.used, allowance),
          best: 0,
          turn: allowance * BUDGET_WARN_SHARE,
        }
      : null;
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
          low={scale.turn}
          high={scale.turn}
          optimum={scale.best}
          value={scale.value}
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
