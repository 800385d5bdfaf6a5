import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { DietFilter } from '@/components/dishes/DietFilter';
import { TechnicalDetail } from '@/components/menu/PanelMessage';
import { TimeAgo } from '@/components/menu/Time';
import { distanceText } from '@/lib/format/distance-text';
import { caughtMessage } from '@/lib/format/error-text';
import { timeTexts } from '@/lib/format/menu-texts';
import { resultBadgeText } from '@/lib/format/result-badge-text';
import { isValidInstant } from '@/lib/format/time-text';
import { t } from '@/lib/i18n/messages';
import type { PlaceListView } from '@/lib/messages/protocol';
import { type ListOrder, type OrderedPlace, orderPlaces } from '@/lib/popup/list-order';
import type { PopupPort } from '@/lib/popup/popup-port';
import type { OpenedPlace } from '../PlaceDetail';
import { ListRefresh } from '../pack/ListRefresh';
import { ResultList } from '../ResultList';
import { useDietChips } from '../use-diet-chips';
import { type ListSearch, useListSearch, usePlaceList } from './use-place-lists';

interface PlaceListPanelProps {
  port: PopupPort;
  listId: string;
  now: number;
  onBack(): void;
  onOpenPlace(place: OpenedPlace): void;
  /** The list was deleted: what to say about it. */
  onDeleted(said: string): void;
}

/**
 * One place list, offline and free: its places in its order or nearest first, each with what is
 * saved for it; a dish search within its places, with the diet filter; Delete (asked once more).
 */
export function PlaceListPanel({ port, listId, now, onBack, onOpenPlace, onDeleted }: PlaceListPanelProps) {
  // Read again when a refresh of the list ends.
  const [refreshes, setRefreshes] = useState(0);
  const loaded = usePlaceList(port, listId, refreshes);
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  const toolbar = (
    <div class="popup-toolbar">
      <button ref={back} type="button" class="popup-button" onClick={onBack}>
        {t('popup.back')}
      </button>
    </div>
  );
  if (loaded === null)
    return (
      <div class="popup-place-list">
        {toolbar}
        <p class="popup-note">{t('lists.loading')}</p>
      </div>
    );
  if ('error' in loaded || loaded.value === null)
    return (
      <div class="popup-place-list">
        {toolbar}
        <p role="alert">{'error' in loaded ? t('lists.readFailed') : t('lists.gone')}</p>
        {'error' in loaded && <TechnicalDetail class="mom-technical-detail" text={loaded.error} />}
      </div>
    );
  return (
    <div class="popup-place-list">
      {toolbar}
      <ListBody
        port={port}
        view={loaded.value}
        now={now}
        onOpenPlace={onOpenPlace}
        onDeleted={onDeleted}
        onRefreshed={() => setRefreshes((count) => count + 1)}
      />
    </div>
  );
}

interface ListBodyProps {
  port: PopupPort;
  view: PlaceListView;
  now: number;
  onOpenPlace(place: OpenedPlace): void;
  onDeleted(said: string): void;
  onRefreshed(): void;
}

const orderKey = (order: ListOrder) => (order.by === 'place' ? `place:${order.placeId}` : order.by);
const orderOf = (key: string): ListOrder =>
  key.startsWith('place:')
    ? { by: 'place', placeId: key.slice(6) }
    : { by: key === 'centre' ? 'centre' : 'list' };

function ListBody({ port, view, now, onOpenPlace, onDeleted, onRefreshed }: ListBodyProps) {
  const searchId = useId();
  const orderId = useId();
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<ListOrder>({ by: 'list' });
  const found = useListSearch(port, view, query, order);
  const places = orderPlaces(view, order);
  const located = view.places.filter((place) => place.at !== null);
  const name = view.name.trim() || t('lists.unnamed');
  const saved = view.places.filter((place) => place.saved !== null).length;
  const open = (place: { placeId: string; name: string | null }) => onOpenPlace(place);

  return (
    <>
      <h2 class="popup-list-title" dir="auto">
        {name}
      </h2>
      <p class="popup-note">
        {t('count.places', { count: view.places.length })} · {t('lists.menusSaved', { count: saved })}
      </p>
      <ListRefresh port={port} listId={view.id} now={now} onRefreshed={onRefreshed} />
      <DeleteList port={port} view={view} name={name} onDeleted={onDeleted} />
      <div class="popup-list-controls">
        <label for={searchId}>{t('lists.searchField')}</label>
        <input
          id={searchId}
          type="search"
          class="popup-input"
          autoComplete="off"
          maxLength={200}
          placeholder={t('search.placeholder')}
          value={query}
          onInput={(event) => setQuery(event.currentTarget.value)}
        />
        {located.length > 0 && (
          <>
            <label for={orderId}>{t('lists.order')}</label>
            <select
              id={orderId}
              class="popup-input"
              value={orderKey(order)}
              onChange={(event) => setOrder(orderOf(event.currentTarget.value))}
            >
              <option value="list">{t('lists.orderList')}</option>
              <option value="centre">{t('lists.orderCentre')}</option>
              {located.map((place) => (
                <option key={place.placeId} value={`place:${place.placeId}`}>
                  {t('lists.orderFrom', { name: place.name.trim() || t('common.unnamedRestaurant') })}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      {query.trim() === '' ? (
        <PlaceRows places={places} diets={view.diets} now={now} onOpen={open} />
      ) : (
        <ListDishes found={found} diets={view.diets} now={now} onOpen={open} />
      )}
    </>
  );
}

function PlaceRows(props: {
  places: OrderedPlace[];
  diets: string[];
  now: number;
  onOpen(place: OpenedPlace): void;
}) {
  const { places, diets, now, onOpen } = props;
  return (
    <ul class="popup-list" aria-label={t('lists.placesLabel')}>
      {places.map((place) => {
        const { saved } = place;
        const name = place.name.trim() || saved?.name?.trim() || t('common.unnamedRestaurant');
        const body = (
          <>
            <span class="popup-row-main">
              <span class="popup-row-title" dir="auto">
                {name}
              </span>
              {place.distanceKm !== null && (
                <span class="popup-row-distance">{distanceText(place.distanceKm)}</span>
              )}
            </span>
            <span class="popup-row-meta">
              {saved ? (
                <>
                  <span class={saved.stale ? 'popup-saved-state' : undefined}>
                    {resultBadgeText(saved, diets)}
                  </span>
                  {isValidInstant(saved.fetchedAt) && (
                    <TimeAgo
                      at={saved.fetchedAt}
                      texts={timeTexts(saved.fetchedAt, now)}
                      say={(ago) => t('saved.savedAgo', { ago })}
                    />
                  )}
                </>
              ) : (
                <span class="popup-saved-state">{t('lists.notSaved')}</span>
              )}
            </span>
          </>
        );
        return (
          <li key={place.placeId}>
            {/* Only a saved menu opens here: opening a place must not spend a lookup. */}
            {saved ? (
              <button
                type="button"
                class="popup-row"
                onClick={() => onOpen({ placeId: place.placeId, name })}
              >
                {body}
              </button>
            ) : (
              <div class="popup-row popup-row--static">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function ListDishes(props: {
  found: ListSearch;
  diets: string[];
  now: number;
  onOpen(place: OpenedPlace): void;
}) {
  const { found, diets, now, onOpen } = props;
  const items = found && 'items' in found ? found.items : [];
  const chips = useDietChips(items, diets);
  let summary: string;
  if (found === null) summary = t('search.searchingSaved');
  else if ('error' in found) summary = t('search.savedFailed');
  else if (chips.visible.length === 0) summary = t('lists.noDish', { query: found.query });
  else summary = t('lists.dishesFound', { count: chips.visible.length });
  return (
    <section class="popup-results" aria-label={t('lists.dishesLabel')}>
      {chips.tags.length > 0 && (
        <DietFilter tags={chips.tags} selected={chips.active} onToggle={chips.toggle} onClear={chips.clear} />
      )}
      <p role="status" class="popup-note">
        {summary}
      </p>
      {found && 'error' in found && <TechnicalDetail class="mom-technical-detail" text={found.error} />}
      {chips.visible.length > 0 && (
        <ResultList
          items={chips.visible}
          now={now}
          label={t('lists.dishesLabel')}
          onOpen={(item) => onOpen({ placeId: item.placeId, name: item.restaurant })}
        />
      )}
    </section>
  );
}

function DeleteList(props: {
  port: PopupPort;
  view: PlaceListView;
  name: string;
  onDeleted(said: string): void;
}) {
  const { port, view, name, onDeleted } = props;
  const [asking, setAsking] = useState(false);
  const [alsoMenus, setAlsoMenus] = useState(false);
  const [deleting, setDeleting] = useState(false);
  /** The list could not be deleted: the caught words, under "Technical details" (null: nothing failed). */
  const [failed, setFailed] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);
  const confirm = async () => {
    setDeleting(true);
    try {
      const { menusDeleted } = await port.deletePlaceList(view.id, alsoMenus);
      onDeleted(
        menusDeleted > 0
          ? t('lists.deletedWithMenus', { name, count: menusDeleted })
          : t('lists.deleted', { name }),
      );
    } catch (error) {
      setFailed(caughtMessage(error));
      setAsking(false);
    } finally {
      setDeleting(false);
    }
  };
  if (!asking)
    return (
      <div class="popup-list-actions">
        {failed !== null && (
          <>
            <p role="alert">{t('lists.deleteFailed', { name })}</p>
            <TechnicalDetail class="mom-technical-detail" text={failed} />
          </>
        )}
        <button
          type="button"
          class="popup-button popup-list-delete"
          onClick={() => {
            setFailed(null);
            setAsking(true);
          }}
        >
          {t('lists.delete')}
        </button>
      </div>
    );
  return (
    <fieldset
      class="popup-confirm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          setAsking(false);
        }
      }}
    >
      <legend class="popup-confirm-question">{t('lists.confirm', { name })}</legend>
      <label class="popup-check">
        <input
          type="checkbox"
          checked={alsoMenus}
          onChange={(event) => setAlsoMenus(event.currentTarget.checked)}
        />
        {t('lists.alsoMenus')}
      </label>
      <div class="popup-confirm-actions">
        <button type="button" class="popup-button popup-button--danger" disabled={deleting} onClick={confirm}>
          {deleting ? t('common.deleting') : t('common.delete')}
        </button>
        <button
          ref={cancel}
          type="button"
          class="popup-button popup-confirm-cancel"
          onClick={() => setAsking(false)}
        >
          {t('common.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
