import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { isMenuUpdatedEvent, isPageLocationRequest } from '@/lib/messages/content-channel';
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
    if (isMenuUpdatedEvent(message)) callback(message.placeId);
    // The popup's "place in this tab" (lib/worker/browser/tab-location.ts): only runtime messages
    // from our own worker reach this listener, never the page.
    if (isPageLocationRequest(message)) sendResponse(location.href);
  };
  api.runtime.onMessage.addListener(listener);
  ctx.onInvalidated(() => api.runtime.onMessage.removeListener(listener));
}
