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
}

export interface FirstRequestDeps {
  request: Requester;
  /** The tab id from the page's query, or null to use the active tab. */
  tabFromQuery: number | null;
  activeTabId(): Promise<number | null>;
}

export function sendFirstRequests({ request, tabFromQuery, activeTabId }: FirstRequestDeps): FirstRequests {
  const tabId = tabFromQuery === null ? activeTabId() : Promise.resolve(tabFromQuery);
  const menu = tabId.then((id) => (id === null ? null : request('menu.forTab', { tabId: id })));
  // Right after menu.forTab (then-callbacks run in order); it does not need the tab.
  const status = tabId.then(
    () => request('status.get', {}),
    () => request('status.get', {}),
  );
  // Whoever takes these over handles their failures; until then a rejection is not "unhandled".
  for (const pending of [tabId, menu, status]) pending.catch(() => undefined);
  return { tabId, menu, status };
}
