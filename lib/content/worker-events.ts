import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import {
  isMenuUpdatedEvent,
  isMessage,
  LANGUAGE_CHOSEN_EVENT,
  PAGE_LOCATION_REQUEST,
  RESULTS_LIST_REQUEST,
  type ResultsListAnswer,
  SETTINGS_UPDATED_EVENT,
} from '@/lib/messages/content-channel';
import type { ContentExtensionApi } from './extension-api';

export interface WorkerEventHandlers {
  /** A place's record changed (e.g. a background refresh finished). */
  menuUpdated(placeId: string): void;
  /** The options page saved settings or a key. */
  settingsUpdated(): void;
  /** The user chose another language in the options. */
  languageChosen?(): void;
  /** The results list this page shows (a trip pack), when these handlers read one. */
  resultsList?(): ResultsListAnswer | null;
}

/**
 * Calls back on the worker's events, and tells the worker this page's URL when it asks.
 */
export function onWorkerEvents(
  api: ContentExtensionApi,
  ctx: ContentScriptContext,
  handlers: WorkerEventHandlers,
): void {
  const listener = (message: unknown, _sender: unknown, sendResponse: (answer: unknown) => void) => {
    // No zod here (content-script size): plain shape checks are enough for these.
    if (isMenuUpdatedEvent(message)) handlers.menuUpdated(message.placeId);
    // The answer counts this tab among the open Maps tabs (the welcome page says how many update).
    if (isMessage(message, SETTINGS_UPDATED_EVENT)) {
      handlers.settingsUpdated();
      sendResponse(true);
    }
    if (isMessage(message, LANGUAGE_CHOSEN_EVENT) && handlers.languageChosen) {
      handlers.languageChosen();
      sendResponse(true);
    }
    // The popup's "place in this tab" (lib/worker/browser/tab-location.ts): only runtime messages
    // from our own worker reach this listener, never the page.
    if (isMessage(message, PAGE_LOCATION_REQUEST)) sendResponse(location.href);
    if (isMessage(message, RESULTS_LIST_REQUEST) && handlers.resultsList)
      sendResponse(handlers.resultsList());
  };
  api.runtime.onMessage.addListener(listener);
  ctx.onInvalidated(() => api.runtime.onMessage.removeListener(listener));
}
