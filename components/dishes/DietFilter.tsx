import { dietName } from '@/lib/format/menu-text';
import { t } from '@/lib/i18n/messages';

interface DietFilterProps {
  tags: ReadonlyArray<{ tag: string; count: number }>;
  selected: readonly string[];
  onToggle(tag: string): void;
  onClear(): void;
}

/** Toggle chips; dishes must carry every pressed tag. */
export function DietFilter({ tags, selected, onToggle, onClear }: DietFilterProps) {
  return (
    <fieldset class="mom-filter">
      <legend class="mom-sr-only">{t('dishes.filter')}</legend>
      {/* Keyed by position: the next place's chips update these in place (its tags differ); a place's own chips never move. */}
      {tags.map(({ tag, count }, index) => {
        const pressed = selected.includes(tag);
        return (
          <button
            key={index}
            type="button"
            class="mom-chip"
            aria-pressed={pressed}
            onClick={() => onToggle(tag)}
          >
            {pressed && <span aria-hidden="true">✓ </span>}
            {dietName(tag)} <span class="mom-chip-count">({count})</span>
          </button>
        );
      })}
      {selected.length > 0 && (
        <button type="button" class="mom-chip-clear" onClick={() => onClear()}>
          {t('dishes.clear')}
        </button>
      )}
    </fieldset>
  );
}
