import { useId } from 'preact/hooks';
import { lookupsLeftText } from '@/lib/format/outcome-wording';
import { t } from '@/lib/i18n/messages';
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

/** Free search of saved menus as the user types; the billed search of all restaurants on request. */
export function SearchPanel({ search, now, noPlace, onOpen, onOpenOptions, lookupsLeft }: SearchPanelProps) {
  const inputId = useId();
  const leftId = useId();
  const localHeading = useId();
  const hasQuery = search.query.trim() !== '';
  return (
    <div class="popup-search">
      {noPlace && <p class="popup-note">{t('search.noPlace')}</p>}
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet exposed as a landmark everywhere; role="search" on a form is */}
      <form
        role="search"
        aria-label={t('search.label')}
        class="popup-search-form"
        onSubmit={(event) => {
          event.preventDefault();
          search.searchRemote();
        }}
      >
        <label for={inputId}>{t('search.field')}</label>
        <input
          id={inputId}
          type="search"
          class="popup-input"
          autoComplete="off"
          maxLength={200}
          placeholder={t('search.placeholder')}
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
            {t('search.remoteButton')}
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
          {t('search.savedHeading')}
        </h2>
        <p role="status" class="popup-note">
          {localSummary(hasQuery, search.local)}
        </p>
        {search.local && 'items' in search.local && (
          <ResultList items={search.local.items} now={now} label={t('search.savedMatches')} onOpen={onOpen} />
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
  if (!hasQuery) return t('search.typeToSearch');
  if (local === null) return t('search.searchingSaved');
  if ('error' in local) return t('search.savedFailed', { problem: local.error });
  const count = local.items.length;
  if (count === 0) return t('search.savedNone', { query: local.query });
  return t('search.savedFound', { count });
}
