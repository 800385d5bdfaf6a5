import type { SpokenCatalogue } from '@/lib/i18n/messages';
import type { Requester } from '@/lib/messages/requester';
import type { MenuView, StatusView } from '@/lib/messages/view';

// The popup's first questions to the worker leave before the popup renders anything, the menu
// first: it is what the user opened the popup for. The first render takes them over (popup-port.ts).

export interface FirstRequests {
  /** The tab the popup shows: `?tab=` when opened as a page, else the active tab; null when none. */
  tabId: Promise<number | null>;
  /** The menu for that tab, already asked for; null when there is no tab. */
  menu: Promise<MenuView | null>;
  status: Promise<StatusView>;
  /** The catalogue the worker speaks, asked for apart from the menu, which may wait for the service. */
  words: Promise<SpokenCatalogue>;
}

/** `tabFromQuery`: the tab id from the page's query (popup-port.ts tabIdFromSearch), or null for the active tab. */
export function sendFirstRequests(request: Requester, tabFromQuery: number | null): FirstRequests {
  // Sent now, not in a later microtask: the popup renders right after this returns. Without `?tab=`
  // (the toolbar popup), the worker finds the active tab itself: one round trip instead of two.
  const first =
    tabFromQuery === null
      ? request('menu.forActiveTab', {})
      : request('menu.forTab', { tabId: tabFromQuery }).then((view) => ({ tabId: tabFromQuery, view }));
  const status = request('status.get', {});
  const words = request('words.get', {});
  const tabId = tabFromQuery === null ? first.then((answer) => answer.tabId) : Promise.resolve(tabFromQuery);
  const menu = first.then((answer) => (answer.tabId === null ? null : answer.view));
  return quiet({ tabId, menu, status, words });
}

/** Whoever takes these over handles their failures; until then a rejection is not "unhandled". */
function quiet(first: FirstRequests): FirstRequests {
  for (const pending of [first.tabId, first.menu, first.status, first.words]) pending.catch(() => undefined);
  return first;
}
