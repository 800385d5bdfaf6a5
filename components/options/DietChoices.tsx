import { NAMED_DIETS } from '@/lib/format/menu-text';
import { t } from '@/lib/i18n/messages';

/** Diet tags the user can ask to highlight. */
export const DIET_OPTIONS = NAMED_DIETS;

interface DietChoicesProps {
  selected: readonly string[];
  onChange(selected: string[]): void;
}

export function DietChoices({ selected, onChange }: DietChoicesProps) {
  const toggle = (tag: string, on: boolean) =>
    onChange(on ? [...selected.filter((t) => t !== tag), tag] : selected.filter((t) => t !== tag));
  return (
    <fieldset class="options-fieldset">
      <legend>{t('options.diets')}</legend>
      <div class="options-choices">
        {DIET_OPTIONS.map((tag) => (
          <label key={tag} class="options-check">
            <input
              type="checkbox"
              checked={selected.includes(tag)}
              onChange={(event) => toggle(tag, event.currentTarget.checked)}
            />
            {t(`diet.${tag}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
