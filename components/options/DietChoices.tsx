import { DIET_OPTIONS } from '@/lib/options/diet-options';

interface DietChoicesProps {
  selected: readonly string[];
  onChange(selected: string[]): void;
}

export function DietChoices({ selected, onChange }: DietChoicesProps) {
  const toggle = (tag: string, on: boolean) =>
    onChange(on ? [...selected.filter((t) => t !== tag), tag] : selected.filter((t) => t !== tag));
  return (
    <fieldset class="options-fieldset">
      <legend>Highlight dishes that are</legend>
      <div class="options-choices">
        {DIET_OPTIONS.map(({ tag, label }) => (
          <label key={tag} class="options-check">
            <input
              type="checkbox"
              checked={selected.includes(tag)}
              onChange={(event) => toggle(tag, event.currentTarget.checked)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
