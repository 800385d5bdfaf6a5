import { useEffect, useRef, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import type { RemoteSearchResponse } from '@/lib/messages/protocol';
import type { PopupPort } from '@/lib/popup/popup-port';
import { fromLocalHits, type ResultItem } from '@/lib/popup/result-items';

export const LOCAL_SEARCH_DELAY_MS = 120;

export type LocalResults = { query: string; items: ResultItem[] } | { query: string; error: string };

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
  retryBudget(): void;
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

  useEffect(() => {
    const controller = new AbortController();
    port.onMenuUpdated(() => setSavedRevision((n) => n + 1), controller.signal);
    return () => controller.abort();
  }, [port]);

  useEffect(() => {
    if (trimmed === '') return;
    let live = true;
    const timer = setTimeout(() => {
      port.searchLocal(trimmed).then(
        (hits) => live && setLocal({ query: trimmed, items: fromLocalHits(hits) }),
        (error: unknown) => live && setLocal({ query: trimmed, error: caughtMessage(error) }),
      );
    }, LOCAL_SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [port, trimmed, savedRevision]);

  const runRemote = (before?: () => Promise<unknown>) => {
    if (trimmed === '') return;
    const run = ++remoteRun.current;
    const q = trimmed;
    setRemote({ query: q, state: 'loading' });
    (async () => {
      await before?.();
      return port.searchRemote(q);
    })()
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
    local: local?.query === trimmed ? local : null,
    remote: remote?.query === trimmed ? remote : null,
    searchRemote: () => runRemote(),
    retryBudget: () => runRemote(() => port.retryBudget()),
  };
}
