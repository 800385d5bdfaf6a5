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
  languageChosen?(): void;
  /** The results list this page shows (a trip pack's). */
  resultsList?(): ResultsListAnswer | null;
}

/**
 * Listens to the worker's events from the start, and tells the worker this page's URL when it asks.
 * The handlers come once the panel has started (`handle`): the start and the first ask answer the
 * events before, except a language chosen meanwhile, which is handed over then. A panel that never
 * starts stops listening (`stop`).
 */
export function onWorkerEvents(
  api: ContentExtensionApi,
  ctx: ContentScriptContext,
): { handle(handlers: WorkerEventHandlers): void; stop(): void } {
  let handlers: WorkerEventHandlers | null = null;
  let chosenBeforeStart = false;
  const listener = (message: unknown, _sender: unknown, sendResponse: (answer: unknown) => void) => {
    // No zod here (content-script size): plain shape checks are enough for these.
    if (isMenuUpdatedEvent(message)) handlers?.menuUpdated(message.placeId);
    // The answer counts this tab among the open Maps tabs (the welcome page says how many update).
    if (isMessage(message, SETTINGS_UPDATED_EVENT)) {
      handlers?.settingsUpdated();
      sendResponse(true);
    }
    if (isMessage(message, LANGUAGE_CHOSEN_EVENT)) {
      if (handlers) handlers.languageChosen?.();
      else chosenBeforeStart = true;
      sendResponse(true);
    }
    // The popup's "place in this tab" (lib/worker/browser/tab-location.ts): only runtime messages
    // from our own worker reach this listener, never the page.
    if (isMessage(message, PAGE_LOCATION_REQUEST)) sendResponse(location.href);
    if (isMessage(message, RESULTS_LIST_REQUEST)) sendResponse(handlers?.resultsList?.() ?? null);
  };
  const stop = () => api.runtime.onMessage.removeListener(listener);
  api.runtime.onMessage.addListener(listener);
  ctx.onInvalidated(stop);
  return {
    handle(started) {
      handlers = started;
      if (chosenBeforeStart) started.languageChosen?.();
      chosenBeforeStart = false;
    },
    stop,
  };
}
