import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { ContentExtensionApi } from './extension-api';

/** Calls back when the worker says a place's record changed (e.g. a background refresh finished). */
export function onMenuUpdated(
  api: ContentExtensionApi,
  ctx: ContentScriptContext,
  callback: (placeId: string) => void,
): void {
  const listener = (message: unknown) => {
    // No zod here (content-script size): a plain shape check is enough for a notification.
    const event = message as { type?: unknown; placeId?: unknown } | null;
    if (event?.type === 'menu.updated' && typeof event.placeId === 'string') callback(event.placeId);
  };
  api.runtime.onMessage.addListener(listener);
  ctx.onInvalidated(() => api.runtime.onMessage.removeListener(listener));
}
