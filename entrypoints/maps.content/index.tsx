export default defineContentScript({
  // The real list is generated from lib/places/domains.ts in wxt.config.ts.
  matches: ['*://maps.google.com/*'],
  main() {},
});
