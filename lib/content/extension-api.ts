// The content script's narrow view of the browser's native API (WXT's `browser`, README): the few
// calls it makes return promises natively in MV3 Chrome and in Firefox.

import type { ReportPort } from './place-reporter';

type MessageListener = (message: unknown, sender: unknown, sendResponse: (answer: unknown) => void) => void;

export interface ContentExtensionApi {
  runtime: {
    id?: string;
    getURL(path: string): string;
    sendMessage(message: unknown): Promise<unknown>;
    connect(info: { name: string }): ReportPort;
    onMessage: {
      addListener(listener: MessageListener): void;
      removeListener(listener: MessageListener): void;
    };
  };
  // The panel's preferences, written when the user changes one (read by the worker: panel.start).
  storage: { sync: { set(items: Record<string, unknown>): Promise<void> } };
}

export function extensionApi(): ContentExtensionApi {
  const scope = globalThis as unknown as { browser?: ContentExtensionApi; chrome?: ContentExtensionApi };
  const api = scope.browser?.runtime?.id ? scope.browser : scope.chrome;
  if (!api) throw new Error('Not running in an extension');
  return api;
}
