import { useEffect, useRef } from 'preact/hooks';
import { MenuPanel } from '@/components/menu/MenuPanel';
import { panelWords } from '@/lib/format/outcome-wording';
import { t } from '@/lib/i18n/messages';
import { googleMapsPlaceUrl } from '@/lib/popup/maps-url';
import type { PopupPort } from '@/lib/popup/popup-port';
import { placeholderView } from '@/lib/popup/popup-views';
import { useMenuView } from './use-menu-view';

export interface OpenedPlace {
  placeId: string;
  name: string | null;
}

interface PlaceDetailProps {
  port: PopupPort;
  place: OpenedPlace;
  now: number;
  onBack(): void;
  onSettled(): void;
}

/** A restaurant opened from search or the saved list, with a way back and a link to Maps. */
export function PlaceDetail({ port, place, now, onBack, onSettled }: PlaceDetailProps) {
  const { placeId } = place;
  // Opening is not a request to spend a lookup, whatever the automatic-lookup settings: the saved menu
  // is shown (stale, with its priced Refresh), else the panel's priced "Show menu"; a click bills.
  const load = () => port.menuForPlace(placeId, false, true);
  const { view, lookup, dismissChanges } = useMenuView(port, { load, refresh: load }, onSettled);
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  const name = view?.menu?.menu.name ?? place.name;
  const actions = {
    onLookup: lookup,
    onOpenOptions: () => void port.openOptions(),
    onDismissChanges: dismissChanges,
  };

  const shown = view ?? placeholderView(placeId, place.name);
  return (
    <div class="popup-detail">
      <div class="popup-toolbar">
        <button ref={back} type="button" class="popup-button" onClick={onBack}>
          {t('popup.back')}
        </button>
        <a
          class="popup-link"
          href={googleMapsPlaceUrl(placeId, name)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('popup.openInMaps')}
        </a>
      </div>
      <MenuPanel view={shown} compact words={panelWords(shown, now)} actions={actions} />
    </div>
  );
}
