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
      <legend class="mom-sr-only">Filter dishes by diet</legend>
      {tags.map(({ tag, count }) => {
        const pressed = selected.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            class="mom-chip"
            aria-pressed={pressed}
            onClick={() => onToggle(tag)}
          >
            {pressed && <span aria-hidden="true">✓ </span>}
            {tag} <span class="mom-chip-count">({count})</span>
          </button>
        );
      })}
      {selected.length > 0 && (
        <button type="button" class="mom-chip-clear" onClick={() => onClear()}>
          Clear
        </button>
      )}
    </fieldset>
  );
}
