// Stands in for @1natsu/wait-element in the content-script build only (see wxt.config.ts). WXT's
// createShadowRootUi bundles it for `ui.autoMount()`, which this extension never calls, and it
// brings defu and many-keys-map: about 1.2 kB gzip on every Maps page for nothing. If autoMount is
// ever needed, drop this stand-in rather than working around the error.
export function waitElement(): Promise<never> {
  return Promise.reject(
    new Error('ui.autoMount() is not available: the content script build omits wait-element'),
  );
}
