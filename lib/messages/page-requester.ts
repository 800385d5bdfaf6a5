import { browser } from 'wxt/browser';
import { createRequester } from './requester';

// The extension pages' (popup, options, welcome) one way to ask the worker. Apart from
// requester.ts because the content script builds its own over its narrow extension API
// (lib/content/extension-api.ts) and does not import `wxt/browser`.
export const askWorker = createRequester((message) => browser.runtime.sendMessage(message));
