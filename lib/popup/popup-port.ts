import { browser } from 'wxt/browser';
import { messageLanguage } from '@/lib/i18n/messages';
import { isMenuUpdatedEvent } from '@/lib/messages/content-channel';
import { askWorker } from '@/lib/messages/page-requester';
import type { Request, SavedMenuSort } from '@/lib/messages/protocol';
import type { MenuView, StatusView } from '@/lib/messages/view';
import type { LatLng } from '@/lib/places/coordinates';
import { littleRoomLeft } from '@/lib/storage/menus/storage-errors';
import type { FirstRequests } from './first-requests';

/** The list a pack keeps (pack.start's `list`). */
export type PackListRequest = NonNullable<Extract<Request, { type: 'pack.start' }>['list']>;

/** Which saved menus, in which order: the names holding `query`, sorted by `sort`. */
export interface SavedMenuOrder {
  query: string;
  sort: SavedMenuSort;
}

/** The `tab` query parameter of the popup page (set when it is opened as a page), else null. */
export function tabIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('tab');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** Hands a promise out once; every later call gets null. */
function takeOnce<T>(promise: Promise<T> | undefined): () => Promise<T> | null {
  let pending = promise ?? null;
  return () => {
    const taken = pending;
    pending = null;
    return taken;
  };
}

/**
 * Everything the popup needs from the browser and the worker (tests pass a fake PopupPort).
 * `search`: location.search (`?tab=`). `first`: requests already sent (first-requests.ts), which the
 * first `menuForTab` and `status` take over.
 */
export function createPopupPort(search: string, win: Window = window, first?: FirstRequests) {
  const tabFromQuery = tabIdFromSearch(search);
  const firstMenu = takeOnce(first?.menu);
  const firstStatus = takeOnce(first?.status);
  const ownTabId = async () =>
    tabFromQuery ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id ?? null;
  // The tab whose place the popup shows: `?tab=`, else the active tab, as the worker's first answer
  // named it; if that failed, found here.
  const currentTabId = async (): Promise<number | null> => (first ? first.tabId.catch(ownTabId) : ownTabId());
  return {
    currentTabId,
    async menuForTab(tabId: number): Promise<MenuView> {
      const sent = firstMenu();
      if (sent && (await first?.tabId.catch(() => null)) === tabId) {
        const view = await sent;
        if (view) return view;
      }
      return (await askWorker('menu.forTab', { tabId, language: messageLanguage() })).view;
    },
    /** userInitiated: may bill 1 lookup. savedOnly: never an automatic lookup or refresh (a place opened in the popup). */
    menuForPlace: (placeId: string, userInitiated: boolean, savedOnly = false) =>
      askWorker('menu.forPlace', { placeId, userInitiated, savedOnly, language: messageLanguage() }),
    /** The user dismissed the place's what-changed note: kept across reloads. */
    dismissChanges: (placeId: string) => askWorker('menu.dismissChanges', { placeId }),
    status: (): Promise<StatusView> => firstStatus() ?? askWorker('status.get', {}),
    littleRoomLeft,
    /** Saved menus only: free, works offline. */
    searchLocal: (query: string, scope: { listId?: string; near?: LatLng } = {}) =>
      askWorker('search.local', { query, ...scope }),
    async mapCentre(): Promise<LatLng | null> {
      const tabId = await currentTabId();
      return tabId === null ? null : askWorker('tab.mapCentre', { tabId });
    },
    placeLists: () => askWorker('lists.all', {}),
    placeList: (listId: string) => askWorker('lists.get', { listId }),
    deletePlaceList: (listId: string, deleteMenus: boolean) =>
      askWorker('lists.delete', { listId, deleteMenus }),
    /** The service's search: bills 1 lookup unless the worker answers with a remote search answer it kept. */
    searchRemote: (query: string) => askWorker('search.remote', { query }),
    savedMenus: (offset: number, order: SavedMenuOrder) => askWorker('cache.list', { offset, ...order }),
    deleteSavedMenu: async (placeId: string) => (await askWorker('cache.delete', { placeId })).deleted,
    thisList: (tabId: number) => askWorker('pack.forTab', { tabId }),
    /** Starts a pack over the list the popup shows: bills its stale and unsaved places. */
    startPack: (list: PackListRequest, cost: number) => askWorker('pack.start', { list, cost }),
    packStatus: () => askWorker('pack.status', {}),
    listRefresh: (listId: string) => askWorker('pack.forList', { listId }),
    /** Refreshes a saved list: bills its stale and unsaved menus (a pack over it). */
    refreshList: (listId: string, cost: number) => askWorker('pack.start', { listId, cost }),
    cancelPack: () => askWorker('pack.cancel', {}),
    openOptions: () => browser.runtime.openOptionsPage(),
    isOnline: () => win.navigator.onLine,
    onOnlineChange(listener: (online: boolean) => void, signal: AbortSignal): void {
      win.addEventListener('online', () => listener(true), { signal });
      win.addEventListener('offline', () => listener(false), { signal });
    },
    /** The worker's `menu.updated` pushes. */
    onMenuUpdated(listener: (placeId: string) => void, signal: AbortSignal): void {
      // Returns nothing so that other listeners' replies are not pre-empted.
      const onMessage = (message: unknown): undefined => {
        if (isMenuUpdatedEvent(message)) listener(message.placeId);
      };
      browser.runtime.onMessage.addListener(onMessage);
      signal.addEventListener('abort', () => browser.runtime.onMessage.removeListener(onMessage), {
        once: true,
      });
    },
    now: () => Date.now(),
  };
}

export type PopupPort = ReturnType<typeof createPopupPort>;
