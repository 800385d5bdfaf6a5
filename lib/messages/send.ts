import { browser } from 'wxt/browser';
import { createRequester } from './requester';

export { MessageRefused } from './requester';

/** Sends one typed request to the worker from an extension page and unwraps its reply. */
export const sendRequest = createRequester((message) => browser.runtime.sendMessage(message));
