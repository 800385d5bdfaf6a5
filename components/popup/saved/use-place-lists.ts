import { useEffect, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import type { PlaceListSummary, PlaceListView } from '@/lib/messages/protocol';
import { type ListOrder, orderOrigin } from '@/lib/popup/list-order';
import type { PopupPort } from '@/lib/popup/popup-port';
import { type ResultItem, resultItems } from '@/lib/popup/result-items';
import { LOCAL_SEARCH_DELAY_MS } from '../use-dish-search';

/** `error`: the caught words, shown under "Technical details" (never inside the sentence). */
export type Loaded<T> = { value: T } | { error: string } | null;

/** What `read` answers, asked again whenever `key` changes (null while it is on its way). */
function useRead<T>(read: () => Promise<T>, key: string): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>(null);
  // `key` names what `read` reads: `read` itself is a new closure each render.
  useEffect(() => {
    let live = true;
    read().then(
      (value) => live && setLoaded({ value }),
      (error: unknown) => live && setLoaded({ error: caughtMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return loaded;
}

/** The place lists under Saved, read again when `reloadKey` changes. */
export function usePlaceLists(port: PopupPort, reloadKey: number): Loaded<PlaceListSummary[]> {
  return useRead(() => port.placeLists(), String(reloadKey));
}

/** One list as opened, read again when `reloadKey` changes: null while read; `value` null when it is gone. */
export function usePlaceList(port: PopupPort, listId: string, reloadKey = 0): Loaded<PlaceListView | null> {
  return useRead(() => port.placeList(listId), `${listId}:${reloadKey}`);
}

export type ListSearch = { query: string; items: ResultItem[] } | { query: string; error: string } | null;

/** The free dish search narrowed to the list's places, nearest first when the list is sorted by distance. */
export function useListSearch(
  port: PopupPort,
  view: PlaceListView | null,
  query: string,
  order: ListOrder,
): ListSearch {
  const [found, setFound] = useState<ListSearch>(null);
  const trimmed = query.trim();
  const near = view ? orderOrigin(view, order) : null;
  const nearKey = near ? `${near.lat},${near.lng}` : '';
  useEffect(() => {
    if (trimmed === '' || !view) return;
    let live = true;
    const timer = setTimeout(() => {
      port.searchLocal(trimmed, { listId: view.id, near: near ?? undefined }).then(
        (hits) => live && setFound({ query: trimmed, items: resultItems(hits) }),
        (error: unknown) => live && setFound({ query: trimmed, error: caughtMessage(error) }),
      );
    }, LOCAL_SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [port, view, trimmed, nearKey]);
  return found?.query === trimmed ? found : null;
}
