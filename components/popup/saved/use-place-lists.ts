import { useEffect, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import type { PlaceListSummary, PlaceListView } from '@/lib/messages/protocol';
import { type ListOrder, orderOrigin } from '@/lib/popup/list-order';
import type { PopupPort } from '@/lib/popup/popup-port';
import { fromLocalHits, type ResultItem } from '@/lib/popup/result-items';
import { LOCAL_SEARCH_DELAY_MS } from '../use-dish-search';

export type Loaded<T> = { value: T } | { error: string } | null;

/** The place lists under Saved, read again when `reloadKey` changes. */
export function usePlaceLists(port: PopupPort, reloadKey: number): Loaded<PlaceListSummary[]> {
  const [lists, setLists] = useState<Loaded<PlaceListSummary[]>>(null);
  useEffect(() => {
    let live = true;
    port.placeLists().then(
      (value) => live && setLists({ value }),
      (error: unknown) => live && setLists({ error: caughtMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [port, reloadKey]);
  return lists;
}

/** One list as opened: null while read; `value` null when it is gone. */
export function usePlaceList(port: PopupPort, listId: string): Loaded<PlaceListView | null> {
  const [list, setList] = useState<Loaded<PlaceListView | null>>(null);
  useEffect(() => {
    let live = true;
    port.placeList(listId).then(
      (value) => live && setList({ value }),
      (error: unknown) => live && setList({ error: caughtMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [port, listId]);
  return list;
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
        (hits) => live && setFound({ query: trimmed, items: fromLocalHits(hits) }),
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
