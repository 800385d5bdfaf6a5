/** Diet tags the user can ask to highlight; values are the normalised tags (lib/api/normalise/diet.ts). */
export const DIET_OPTIONS: ReadonlyArray<{ tag: string; label: string }> = [
  { tag: 'vegan', label: 'Vegan' },
  { tag: 'vegetarian', label: 'Vegetarian' },
  { tag: 'gluten-free', label: 'Gluten-free' },
  { tag: 'halal', label: 'Halal' },
  { tag: 'kosher', label: 'Kosher' },
  { tag: 'dairy-free', label: 'Dairy-free' },
  { tag: 'nut-free', label: 'Nut-free' },
];

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
