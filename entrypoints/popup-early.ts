import { firstRequestDeps, sendEarlyRequests } from '../lib/popup/early-requests';

// Loaded by popup.html's <head> as a classic script, before the module bundle (early-requests.ts).
export default defineUnlistedScript(() => {
  sendEarlyRequests(window, firstRequestDeps(window.location.search));
});
