import { useEffect, useRef, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import type { SavedMenuSort, SavedMenuSummary } from '@/lib/messages/protocol';
import type { PopupPort, SavedMenuOrder } from '@/lib/popup/popup-port';

/** The filter is asked for once typing pauses: each ask reads every saved menu's name. */
export const FILTER_DELAY_MS = 200;

export type ListState =
  | { menus: SavedMenuSummary[]; total: number; nextOffset: number; order: SavedMenuOrder }
  | { error: string }
  | null;

export interface SavedList {
  list: ListState;
  /** What the filter box holds (the list follows it once typing pauses). */
  query: string;
  sort: SavedMenuSort;
  loadingMore: boolean;
  setQuery(query: string): void;
  setSort(sort: SavedMenuSort): void;
  showMore(): void;
  /**
   * Deletes one saved menu and takes it out of the list: false when it was no longer saved (gone
   * from the list all the same); rejects when it could not be deleted.
   */
  remove(placeId: string): Promise<boolean>;
}

/** The saved menus as the popup lists them: filtered by name, sorted, a page at a time. */
export function useSavedList(port: PopupPort, reloadKey: number): SavedList {
  const [list, setList] = useState<ListState>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [query, setQuery] = useState('');
  const [appliedQuery, setAppliedQuery] = useState('');
  const [sort, setSort] = useState<SavedMenuSort>('recent');
  // Bumped by every fresh read: a "Show more" page asked for before it belongs to the old list.
  const reads = useRef(0);

  useEffect(() => {
    if (query === appliedQuery) return;
    const timer = setTimeout(() => setAppliedQuery(query), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, appliedQuery]);

  useEffect(() => {
    let live = true;
    reads.current++;
    setLoadingMore(false);
    const order = { query: appliedQuery, sort };
    port.savedMenus(0, order).then(
      (page) => live && setList({ ...page, order }),
      (error: unknown) => live && setList({ error: caughtMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [port, reloadKey, appliedQuery, sort]);

  const showMore = () => {
    if (list === null || 'error' in list) return;
    const { menus: shown, nextOffset, order } = list;
    setLoadingMore(true);
    const read = reads.current;
    port.savedMenus(nextOffset, order).then(
      (page) => {
        if (read !== reads.current) return;
        const known = new Set(shown.map((menu) => menu.placeId));
        // A menu saved meanwhile shifts the pages: skip what is already listed.
        setList({
          menus: [...shown, ...page.menus.filter((menu) => !known.has(menu.placeId))],
          total: page.total,
          nextOffset: page.nextOffset,
          order,
        });
        setLoadingMore(false);
      },
      (error: unknown) => {
        if (read !== reads.current) return;
        setList({ error: caughtMessage(error) });
        setLoadingMore(false);
      },
    );
  };

  const remove = async (placeId: string) => {
    const deleted = await port.deleteSavedMenu(placeId);
    // Gone from storage either way (false: already deleted elsewhere), so gone from the list.
    setList((current) => {
      if (current === null || 'error' in current) return current;
      const menus = current.menus.filter((menu) => menu.placeId !== placeId);
      if (menus.length === current.menus.length) return current;
      // One row fewer before the next page: it starts one earlier.
      return { ...current, menus, total: current.total - 1, nextOffset: current.nextOffset - 1 };
    });
    return deleted;
  };

  return { list, query, sort, loadingMore, setQuery, setSort, showMore, remove };
}
