import { useId } from 'preact/hooks';
import { type MessageKey, t } from '@/lib/i18n/messages';
import type { SavedMenuSort } from '@/lib/messages/protocol';

const SORTS: ReadonlyArray<{ key: SavedMenuSort; label: MessageKey }> = [
  { key: 'recent', label: 'saved.sortRecent' },
  { key: 'name', label: 'saved.sortName' },
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
        <label for={filterId}>{t('saved.filter')}</label>
        <input
          id={filterId}
          type="search"
          class="popup-input"
          autoComplete="off"
          maxLength={200}
          placeholder={t('saved.filterPlaceholder')}
          value={query}
          onInput={(event) => onQuery(event.currentTarget.value)}
        />
      </div>
      <fieldset class="popup-sort">
        <legend>{t('saved.sort')}</legend>
        {SORTS.map(({ key, label }) => (
          <label key={key} class="popup-sort-option">
            <input
              type="radio"
              name={sortGroup}
              value={key}
              checked={sort === key}
              onChange={() => onSort(key)}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
