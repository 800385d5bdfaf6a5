import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import {
  isLanguageChosenEvent,
  isMenuUpdatedEvent,
  isPageLocationRequest,
  isResultsListRequest,
  isSettingsUpdatedEvent,
  type ResultsListAnswer,
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
 * Listens to the worker's events from the start, and tells the worker this page's URL when it asks.
 * The handlers come once the panel has started (`handle`): the events before then are for a panel
 * that is still to read its settings and menus, except a language chosen meanwhile, which its first
 * start may have missed (it was asked in the language before): that one is handed over then.
 */
export function onWorkerEvents(
  api: ContentExtensionApi,
  ctx: ContentScriptContext,
): { handle(handlers: WorkerEventHandlers): void } {
  let handlers: WorkerEventHandlers | null = null;
  let chosenBeforeStart = false;
  const listener = (message: unknown, _sender: unknown, sendResponse: (answer: unknown) => void) => {
    // No zod here (content-script size): plain shape checks are enough for these.
    if (isMenuUpdatedEvent(message)) handlers?.menuUpdated(message.placeId);
    // The answer counts this tab among the open Maps tabs (the welcome page says how many update).
    if (isSettingsUpdatedEvent(message)) {
      handlers?.settingsUpdated();
      sendResponse(true);
    }
    if (isLanguageChosenEvent(message)) {
      if (handlers) handlers.languageChosen?.();
      else chosenBeforeStart = true;
      sendResponse(true);
    }
    // The popup's "place in this tab" (lib/worker/browser/tab-location.ts): only runtime messages
    // from our own worker reach this listener, never the page.
    if (isPageLocationRequest(message)) sendResponse(location.href);
    if (isResultsListRequest(message)) sendResponse(handlers?.resultsList?.() ?? null);
  };
  api.runtime.onMessage.addListener(listener);
  ctx.onInvalidated(() => api.runtime.onMessage.removeListener(listener));
  return {
    handle(started) {
      handlers = started;
      if (chosenBeforeStart) started.languageChosen?.();
    },
  };
}
