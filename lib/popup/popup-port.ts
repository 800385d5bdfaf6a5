import { browser } from 'wxt/browser';
import type { MenuUpdatedEvent } from '@/lib/messages/protocol';
import { sendRequest } from '@/lib/messages/send';
import type { FirstRequestDeps, FirstRequests } from './first-requests';
import { tabIdFromSearch } from './tab-id';
import type { PopupBackend } from './types';

function isMenuUpdated(message: unknown): message is MenuUpdatedEvent {
  if (typeof message !== 'object' || message === null) return false;
  const { type, placeId } = message as Partial<MenuUpdatedEvent>;
  return type === 'menu.updated' && typeof placeId === 'string' && placeId !== '';
}

async function activeTabId(): Promise<number | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

/** What sendFirstRequests needs, for the page whose location.search is `search`. */
export function firstRequestDeps(search: string): FirstRequestDeps {
  return { request: sendRequest, tabFromQuery: tabIdFromSearch(search) };
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
 * The real popup backend; `search` is the page's location.search (for `?tab=`). `first`: requests
 * the entry script already sent (first-requests.ts); the first `menuForTab` and `status` take them
 * over instead of asking again.
 */
export function createPopupBackend(
  search: string,
  win: Window = window,
  first?: FirstRequests,
): PopupBackend {
  const tabFromQuery = tabIdFromSearch(search);
  const firstMenu = takeOnce(first?.menu);
  const firstStatus = takeOnce(first?.status);
  const ownTabId = () => tabFromQuery ?? activeTabId();
  return {
    // The worker's answer names the tab; if that first ask failed, Retry finds the tab itself.
    currentTabId: async () => (first ? first.tabId.catch(ownTabId) : ownTabId()),
    async menuForTab(tabId) {
      const sent = firstMenu();
      if (sent && (await first?.tabId.catch(() => null)) === tabId) {
        const view = await sent;
        if (view) return view;
      }
      return sendRequest('menu.forTab', { tabId });
    },
    menuForPlace: (placeId, userInitiated) => sendRequest('menu.forPlace', { placeId, userInitiated }),
    status: () => firstStatus() ?? sendRequest('status.get', {}),
    searchLocal: (query) => sendRequest('search.local', { query }),
    searchRemote: (query) => sendRequest('search.remote', { query }),
    savedMenus: (offset) => sendRequest('cache.list', { offset }),
    retryBudget: () => sendRequest('budget.retry', {}),
    openOptions: () => browser.runtime.openOptionsPage(),
    isOnline: () => win.navigator.onLine,
    onOnlineChange(listener, signal) {
      win.addEventListener('online', () => listener(true), { signal });
      win.addEventListener('offline', () => listener(false), { signal });
    },
    onMenuUpdated(listener, signal) {
      // Returns nothing so that other listeners' replies are not pre-empted.
      const onMessage = (message: unknown): undefined => {
        if (isMenuUpdated(message)) listener(message.placeId);
      };
      browser.runtime.onMessage.addListener(onMessage);
      signal.addEventListener('abort', () => browser.runtime.onMessage.removeListener(onMessage), {
        once: true,
      });
    },
    now: () => Date.now(),
  };
}
