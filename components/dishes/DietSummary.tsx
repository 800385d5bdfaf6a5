import { dietList } from '@/lib/format/menu-text';
import { t } from '@/lib/i18n/messages';

interface DietSummaryProps {
  /** The user's diets (settings), as they typed them. */
  diets: readonly string[];
  matching: number;
  total: number;
  /** Only the matching dishes are listed. */
  onlyMatching: boolean;
  onToggle(): void;
}

/** Diet first: how many dishes fit the user's diets, and a button to list only those. */
export function DietSummary({ diets, matching, total, onlyMatching, onToggle }: DietSummaryProps) {
  const wanted = dietList(diets);
  if (matching === 0) return <p class="mom-diet-summary">{t('diet.noneMatch', { diets: wanted })}</p>;
  const all = matching === total;
  return (
    <p class="mom-diet-summary">
      <span>
        <strong>
          {all && total > 1 ? t('diet.allMatch', { count: total }) : t('count.dishes', { count: matching })}
        </strong>
        {t('diet.match', { diets: wanted, count: all ? total : matching })}
      </span>
      {!all && (
        <button type="button" class="mom-text-button" onClick={onToggle}>
          {onlyMatching ? t('diet.showAll') : t('diet.showOnly')}
        </button>
      )}
    </p>
  );
}
