import { startPopup } from './start-popup';

// The popup's only script, loaded by popup/index.html from <head> as a classic script, not a module:
// one fetch, run as soon as it arrives, so the first request to the worker leaves earlier.
export default defineUnlistedScript(() => startPopup());
