import { useId } from 'preact/hooks';
import type { SavedMenuSort } from '@/lib/messages/protocol';

const SORTS: ReadonlyArray<{ key: SavedMenuSort; label: string }> = [
  { key: 'recent', label: 'Recent' },
  { key: 'name', label: 'Name' },
];

interface SavedControlsProps {
  /** The filter box's id, for the list to put the focus back in it. */
  filterId: string;
  query: string;
  sort: SavedMenuSort;
  onQuery(query: string): void;
  onSort(sort: SavedMenuSort): void;
}

/** Filter the saved menus by name and sort them: free, on this device. */
export function SavedControls({ filterId, query, sort, onQuery, onSort }: SavedControlsProps) {
  const sortGroup = useId();
  return (
    <div class="popup-saved-controls">
      <div class="popup-saved-filter">
        <label for={filterId}>Filter by name</label>
        <input
          id={filterId}
          type="search"
          class="popup-input"
          autoComplete="off"
          maxLength={200}
          placeholder="e.g. bistro"
          value={query}
          onInput={(event) => onQuery(event.currentTarget.value)}
        />
      </div>
      <fieldset class="popup-sort">
        <legend>Sort</legend>
        {SORTS.map(({ key, label }) => (
          <label key={key} class="popup-sort-option">
            <input
              type="radio"
              name={sortGroup}
              value={key}
              checked={sort === key}
              onChange={() => onSort(key)}
            />
            {label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
