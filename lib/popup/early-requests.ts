import { createRequester } from '../messages/requester';
import { nativeExtensionApi } from '../native-extension-api';
import { type FirstRequestDeps, type FirstRequests, sendFirstRequests } from './first-requests';
import { tabIdFromSearch } from './tab-id';

// popup.html runs a small classic script in its <head> (entrypoints/popup-early.ts) that sends the
// first requests while the browser is still loading the popup's module bundle, 30-40 ms here.
// It leaves them on the window; the bundle's entry takes them over.

const HANDOFF = '__momFirstRequests';

type HandoffTarget = { [HANDOFF]?: FirstRequests };

export interface EarlyExtensionApi {
  runtime: { id?: string; sendMessage(message: unknown): Promise<unknown> };
  tabs: { query(query: { active: boolean; currentWindow: boolean }): Promise<{ id?: number }[]> };
}

/** What sendFirstRequests needs, for the page whose location.search is `search`. */
export function firstRequestDeps(
  search: string,
  api: EarlyExtensionApi = nativeExtensionApi<EarlyExtensionApi>(),
): FirstRequestDeps {
  return {
    request: createRequester((message) => api.runtime.sendMessage(message)),
    tabFromQuery: tabIdFromSearch(search),
    activeTabId: async () => (await api.tabs.query({ active: true, currentWindow: true }))[0]?.id ?? null,
  };
}

/** Sends the first requests and leaves them on `target` for takeFirstRequests. */
export function sendEarlyRequests(target: object, deps: FirstRequestDeps): void {
  (target as HandoffTarget)[HANDOFF] = sendFirstRequests(deps);
}

/** The requests sendEarlyRequests left, once; without them (no early script ran) they are sent now. */
export function takeFirstRequests(target: object, deps: () => FirstRequestDeps): FirstRequests {
  const handoff = target as HandoffTarget;
  const early = handoff[HANDOFF];
  delete handoff[HANDOFF];
  return early ?? sendFirstRequests(deps());
}
