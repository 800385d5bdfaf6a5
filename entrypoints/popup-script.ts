import { startPopup } from '../lib/popup/start-popup';

// The popup's only script, loaded by popup/index.html as a classic script rather than a module:
// one fetch, run as soon as it arrives, so the first request to the worker leaves earlier.
export default defineUnlistedScript(() => startPopup());
