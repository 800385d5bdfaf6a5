import type { Requester } from '@/lib/messages/requester';

// The popup's first questions to the worker leave before the popup renders anything, the menu
// first: it is what the user opened the popup for. The first render takes them over (popup-port.ts).

/** `tabFromQuery`: the page's `?tab=`, or null for the active tab. The words do not wait for the menu's service. */
export function sendFirstRequests(request: Requester, tabFromQuery: number | null) {
  // Sent now, not in a later microtask: the popup renders right after this returns. Without `?tab=`
  // (the toolbar popup), the worker finds the active tab itself: one round trip instead of two.
  const first = request('menu.forTab', tabFromQuery === null ? {} : { tabId: tabFromQuery });
  const status = request('status.get', {});
  const words = request('words.get', {});
  const tabId = tabFromQuery === null ? first.then((answer) => answer.tabId) : Promise.resolve(tabFromQuery);
  const menu = first.then((answer) => (answer.tabId === null ? null : answer.view));
  // Whoever takes these over handles their failures; until then a rejection is not "unhandled".
  for (const pending of [tabId, menu, status, words]) pending.catch(() => undefined);
  return { tabId, menu, status, words };
}

export type FirstRequests = ReturnType<typeof sendFirstRequests>;
