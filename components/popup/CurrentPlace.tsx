import { MenuPanel } from '@/components/menu/MenuPanel';
import { panelWords } from '@/lib/format/outcome-wording';
import { t } from '@/lib/i18n/messages';
import type { MenuViewState } from './use-menu-view';

interface CurrentPlaceProps {
  state: MenuViewState;
  now: number;
  onOpenOptions(): void;
  onSearch(): void;
}

/** The menu of the place open in the current tab. */
export function CurrentPlace({ state, now, onOpenOptions, onSearch }: CurrentPlaceProps) {
  const { view } = state;
  if (view === null) return <p class="popup-note">{t('popup.lookingAtTab')}</p>;
  const actions = {
    onLookup: state.lookup,
    onOpenOptions,
    onDismissChanges: state.dismissChanges,
  };
  return (
    <>
      <MenuPanel view={view} compact words={panelWords(view, now)} actions={actions} />
      {view.outcome.kind === 'no_place' && (
        <button type="button" class="popup-button" onClick={onSearch}>
          {t('popup.searchDishes')}
        </button>
      )}
    </>
  );
}
