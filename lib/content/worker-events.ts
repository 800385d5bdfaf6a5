import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { ContentExtensionApi } from './extension-api';

/**
 * Calls back when the worker says a place's record changed (e.g. a background refresh finished),
 * and tells the worker this page's URL when it asks.
 */
export function onMenuUpdated(
  api: ContentExtensionApi,
  ctx: ContentScriptContext,
  callback: (placeId: string) => void,
): void {
  const listener = (message: unknown, _sender: unknown, sendResponse: (answer: unknown) => void) => {
    // No zod here (content-script size): plain shape checks are enough for these two.
    const event = message as { type?: unknown; placeId?: unknown } | null;
    if (event?.type === 'menu.updated' && typeof event.placeId === 'string') callback(event.placeId);
    // The popup's "place in this tab" (lib/worker/tab-location.ts): only runtime messages from our
    // own worker reach this listener, never the page.
    if (event?.type === 'page.location') sendResponse(location.href);
  };
  api.runtime.onMessage.addListener(listener);
  ctx.onInvalidated(() => api.runtime.onMessage.removeListener(listener));
}
