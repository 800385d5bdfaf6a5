import { useId } from 'preact/hooks';
import { DietFilter } from '@/components/dishes/DietFilter';
import { TechnicalDetail } from '@/components/menu/PanelMessage';
import { t } from '@/lib/i18n/messages';
import type { ResultItem } from '@/lib/popup/result-items';
import { RemoteResultsView } from './RemoteResults';
import { ResultList } from './ResultList';
import { useDietChips } from './use-diet-chips';
import type { DishSearch, LocalResults } from './use-dish-search';

interface SearchPanelProps {
  search: DishSearch;
  now: number;
  /** No Google Maps place in the current tab: say so above the search. */
  noPlace: boolean;
  onOpen(item: ResultItem & { placeId: string }): void;
  onOpenOptions(): void;
  /** The user's diets: the diet filter's first chips. */
  diets: readonly string[];
}

/** Free search of saved menus as the user types; the billed search of all restaurants on request. */
export function SearchPanel(props: SearchPanelProps) {
  const { search, now, noPlace, onOpen, onOpenOptions, diets } = props;
  const inputId = useId();
  const scopeId = useId();
  const localItems = search.local && 'items' in search.local ? search.local.items : [];
  const chips = useDietChips(localItems, diets);
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
        // Enter in the field submits the form: it bills nothing (the free search already runs as the
        // user types). Only the button, which states its price, spends a lookup.
        onSubmit={(event) => event.preventDefault()}
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
        {/* Its price is on it; the lookups left are the header's, above, said once. */}
        <div class="popup-search-actions">
          <button
            type="button"
            class="popup-button popup-button--primary"
            disabled={!hasQuery}
            onClick={search.searchRemote}
          >
            {t('search.remoteButton')}
          </button>
        </div>
      </form>
      <section aria-labelledby={localHeading} class="popup-results">
        <h2 id={localHeading} class="popup-section-title">
          {t('search.savedHeading')}
        </h2>
        {hasQuery && (search.centre || (search.lists?.length ?? 0) > 0) && (
          <div class="popup-search-scope">
            {(search.lists?.length ?? 0) > 0 && (
              <>
                <label for={scopeId}>{t('search.scope')}</label>
                <select
                  id={scopeId}
                  class="popup-input"
                  value={search.listId}
                  onChange={(event) => search.setListId(event.currentTarget.value)}
                >
                  <option value="">{t('search.scopeAll')}</option>
                  {search.lists?.map((list) => (
                    <option key={list.id} value={list.id}>
                      {list.name.trim() || t('lists.unnamed')}
                    </option>
                  ))}
                </select>
              </>
            )}
            {search.centre && (
              <label class="popup-check">
                <input
                  type="checkbox"
                  checked={search.nearest}
                  onChange={(event) => search.setNearest(event.currentTarget.checked)}
                />
                {t('search.nearest')}
              </label>
            )}
          </div>
        )}
        {chips.tags.length > 0 && (
          <DietFilter
            tags={chips.tags}
            selected={chips.active}
            onToggle={chips.toggle}
            onClear={chips.clear}
          />
        )}
        <p role="status" class="popup-note">
          {localSummary(hasQuery, search.local, chips.visible.length)}
        </p>
        {hasQuery && search.local && 'error' in search.local && (
          <TechnicalDetail class="mom-technical-detail" text={search.local.error} />
        )}
        {chips.visible.length > 0 && (
          <ResultList items={chips.visible} now={now} label={t('search.savedMatches')} onOpen={onOpen} />
        )}
      </section>
      <RemoteResultsView remote={search.remote} now={now} onOpen={onOpen} onOpenOptions={onOpenOptions} />
    </div>
  );
}

/** `count`: the results the diet filter leaves. */
function localSummary(hasQuery: boolean, local: LocalResults | null, count: number): string {
  if (!hasQuery) return t('search.typeToSearch');
  if (local === null) return t('search.searchingSaved');
  if ('error' in local) return t('search.savedFailed');
  if (count === 0) return t('search.savedNone', { query: local.query });
  return t('search.savedFound', { count });
}
