import type { Requester } from '../messages/requester';
import type { MenuView, StatusView } from '../messages/view';

// The popup's first questions to the worker leave before the popup renders anything, the menu
// first: it is what the user opened the popup for. The first render takes them over (backend.ts).

export interface FirstRequests {
  /** The tab the popup shows: `?tab=` when opened as a page, else the active tab; null when none. */
  tabId: Promise<number | null>;
  /** `menu.forTab` for that tab, already sent; null when there is no tab (nothing is asked). */
  menu: Promise<MenuView | null>;
  status: Promise<StatusView>;
  /** Resolves once both requests have left (at once with `?tab=`, else after the tab lookup). */
  sent: Promise<void>;
}

export interface FirstRequestDeps {
  request: Requester;
  /** The tab id from the page's query, or null to use the active tab. */
  tabFromQuery: number | null;
  activeTabId(): Promise<number | null>;
}

export function sendFirstRequests({ request, tabFromQuery, activeTabId }: FirstRequestDeps): FirstRequests {
  const askMenu = (id: number | null) => (id === null ? null : request('menu.forTab', { tabId: id }));
  const askStatus = () => request('status.get', {});
  if (tabFromQuery !== null) {
    // Sent now, not in a later microtask: the popup renders right after this returns.
    const menu = Promise.resolve(askMenu(tabFromQuery));
    const status = askStatus();
    return quiet({ tabId: Promise.resolve(tabFromQuery), menu, status, sent: Promise.resolve() });
  }
  const tabId = activeTabId();
  // Then-callbacks run in order: the menu is asked for first; the status does not need the tab.
  const menu = tabId.then(askMenu);
  const status = tabId.then(askStatus, askStatus);
  const sent = tabId.then(
    () => undefined,
    () => undefined,
  );
  return quiet({ tabId, menu, status, sent });
}

/** Whoever takes these over handles their failures; until then a rejection is not "unhandled". */
function quiet(first: FirstRequests): FirstRequests {
  for (const pending of [first.tabId, first.menu, first.status]) pending.catch(() => undefined);
  return first;
}
