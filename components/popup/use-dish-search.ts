import { useEffect, useRef, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import type { PlaceListSummary, RemoteSearchResponse } from '@/lib/messages/protocol';
import type { LatLng } from '@/lib/places/coordinates';
import type { PopupPort } from '@/lib/popup/popup-port';
import { type ResultItem, resultItems } from '@/lib/popup/result-items';

export const LOCAL_SEARCH_DELAY_MS = 120;

// `error`: the caught words, shown under "Technical details" (never inside the sentence).
export type LocalResults =
  | { query: string; scope: string; items: ResultItem[] }
  | { query: string; scope: string; error: string };

export type RemoteResults =
  | { query: string; state: 'loading' }
  | { query: string; state: 'done'; response: RemoteSearchResponse }
  | { query: string; state: 'failed'; error: string };

export interface DishSearch {
  query: string;
  setQuery(query: string): void;
  /** Results for the current query only (null while typing or when empty). */
  local: LocalResults | null;
  remote: RemoteResults | null;
  searchRemote(): void;
  /** Where the saved menus are searched (issue 33 §4): all of them, or one place list's ('' = all). */
  listId: string;
  setListId(listId: string): void;
  /** Saved-menu results nearest to the map's centre first. */
  nearest: boolean;
  setNearest(nearest: boolean): void;
  /** The place lists to choose from, read with the first search (null until then). */
  lists: PlaceListSummary[] | null;
  /** The map's centre in the current tab (`@lat,lng`), null when it shows no map. */
  centre: LatLng | null;
}

/** Free local search as the user types (debounced) and the billed remote search on request. */
export function useDishSearch(port: PopupPort, onBilled: () => void): DishSearch {
  const [query, setQuery] = useState('');
  const [local, setLocal] = useState<LocalResults | null>(null);
  const [remote, setRemote] = useState<RemoteResults | null>(null);
  const remoteRun = useRef(0);
  /** Bumped when the worker saved a menu: the saved menus searched are not the same any more. */
  const [savedRevision, setSavedRevision] = useState(0);
  const trimmed = query.trim();
  const [listId, setListId] = useState('');
  const [nearest, setNearest] = useState(false);
  const [lists, setLists] = useState<PlaceListSummary[] | null>(null);
  const [centre, setCentre] = useState<LatLng | null>(null);
  const searching = trimmed !== '';

  // Read once the user searches, not as the popup opens: the current place comes first.
  useEffect(() => {
    if (!searching || lists !== null) return;
    port.placeLists().then(setLists, () => setLists([]));
    port.mapCentre().then(setCentre, () => setCentre(null));
  }, [port, searching, lists]);
  /** What the saved menus were searched with: results of another scope are not shown for this one. */
  const scope = `${listId}|${nearest && centre ? `${centre.lat},${centre.lng}` : ''}`;

  useEffect(() => {
    const controller = new AbortController();
    port.onMenuUpdated(() => setSavedRevision((n) => n + 1), controller.signal);
    return () => controller.abort();
  }, [port]);

  useEffect(() => {
    if (trimmed === '') return;
    let live = true;
    const near = nearest ? centre : null;
    const timer = setTimeout(() => {
      port.searchLocal(trimmed, { ...(listId ? { listId } : {}), ...(near ? { near } : {}) }).then(
        (hits) => live && setLocal({ query: trimmed, scope, items: resultItems(hits) }),
        (error: unknown) => live && setLocal({ query: trimmed, scope, error: caughtMessage(error) }),
      );
    }, LOCAL_SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [port, trimmed, savedRevision, listId, nearest, centre, scope]);

  const runRemote = () => {
    if (trimmed === '') return;
    const run = ++remoteRun.current;
    const q = trimmed;
    setRemote({ query: q, state: 'loading' });
    port
      .searchRemote(q)
      .then(
        (response) => run === remoteRun.current && setRemote({ query: q, state: 'done', response }),
        (error: unknown) =>
          run === remoteRun.current && setRemote({ query: q, state: 'failed', error: caughtMessage(error) }),
      )
      .finally(onBilled);
  };

  return {
    query,
    setQuery,
    local: local?.query === trimmed && local.scope === scope ? local : null,
    remote: remote?.query === trimmed ? remote : null,
    searchRemote: runRemote,
    listId,
    setListId,
    nearest,
    setNearest,
    lists,
    centre,
  };
}
