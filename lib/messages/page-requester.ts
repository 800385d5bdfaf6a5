import { browser } from 'wxt/browser';
import { createRequester } from './requester';

// The extension pages' (popup, options, welcome) one way to ask the worker. Apart from
// requester.ts because the content script builds its own over its extension API and must not
// import the polyfill.
export const askWorker = createRequester((message) => browser.runtime.sendMessage(message));
