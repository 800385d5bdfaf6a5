import { useId } from 'preact/hooks';
import { countOf } from '@/lib/format/counts';
import { lookupsLeftText } from '@/lib/format/outcome-wording';
import type { LookupsLeft } from '@/lib/messages/view';
import type { ResultItem } from '@/lib/popup/result-items';
import { RemoteResultsView } from './RemoteResults';
import { ResultList } from './ResultList';
import type { DishSearch, LocalResults } from './use-dish-search';

interface SearchPanelProps {
  search: DishSearch;
  now: number;
  /** No Google Maps place in the current tab: say so above the search. */
  noPlace: boolean;
  onOpen(item: ResultItem & { placeId: string }): void;
  onOpenOptions(): void;
  /** The month's figure, shown beside the billed button when known. */
  lookupsLeft?: LookupsLeft | undefined;
}

export const REMOTE_BUTTON_LABEL = 'Search all restaurants (uses 1 lookup)';

/** Free search of saved menus as the user types; the billed search of all restaurants on request. */
export function SearchPanel({ search, now, noPlace, onOpen, onOpenOptions, lookupsLeft }: SearchPanelProps) {
  const inputId = useId();
  const leftId = useId();
  const localHeading = useId();
  const hasQuery = search.query.trim() !== '';
  return (
    <div class="popup-search">
      {noPlace && (
        <p class="popup-note">
          No restaurant is open in this tab. Search your saved menus or all restaurants.
        </p>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet exposed as a landmark everywhere; role="search" on a form is */}
      <form
        role="search"
        aria-label="Dish search"
        class="popup-search-form"
        onSubmit={(event) => {
          event.preventDefault();
          search.searchRemote();
        }}
      >
        <label for={inputId}>Search dishes</label>
        <input
          id={inputId}
          type="search"
          class="popup-input"
          autoComplete="off"
          maxLength={200}
          placeholder="e.g. pad thai"
          value={search.query}
          onInput={(event) => search.setQuery(event.currentTarget.value)}
        />
        <div class="popup-search-actions">
          <button
            type="submit"
            class="popup-button popup-button--primary"
            disabled={!hasQuery}
            aria-describedby={lookupsLeft ? leftId : undefined}
          >
            {REMOTE_BUTTON_LABEL}
          </button>
          {lookupsLeft && (
            <span id={leftId} class="popup-left">
              {lookupsLeftText(lookupsLeft)}
            </span>
          )}
        </div>
      </form>
      <section aria-labelledby={localHeading} class="popup-results">
        <h2 id={localHeading} class="popup-section-title">
          Saved menus — free
        </h2>
        <p role="status" class="popup-note">
          {localSummary(hasQuery, search.local)}
        </p>
        {search.local && 'items' in search.local && (
          <ResultList items={search.local.items} now={now} label="Matches in saved menus" onOpen={onOpen} />
        )}
      </section>
      <RemoteResultsView
        remote={search.remote}
        now={now}
        onOpen={onOpen}
        onOpenOptions={onOpenOptions}
        onRetryBudget={search.retryBudget}
      />
    </div>
  );
}

function localSummary(hasQuery: boolean, local: LocalResults | null): string {
  if (!hasQuery) return 'Type a dish to search the menus saved on this device.';
  if (local === null) return 'Searching saved menus…';
  if ('error' in local) return `Saved menus could not be searched: ${local.error}`;
  const count = local.items.length;
  if (count === 0) return `No saved menu has “${local.query}”.`;
  return `${countOf(count, { one: 'match', other: 'matches' })} in saved menus.`;
}
