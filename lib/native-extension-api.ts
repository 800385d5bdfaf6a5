// Scripts that must stay small (the content script, the popup's early script) skip
// webextension-polyfill (about 10 kB gzip): the few calls they make return promises natively in
// MV3 Chrome and in Firefox. `T` describes just the calls the caller makes.

export function nativeExtensionApi<T extends { runtime?: { id?: string } }>(): T {
  const scope = globalThis as unknown as { browser?: T; chrome?: T };
  const api = scope.browser?.runtime?.id ? scope.browser : scope.chrome;
  if (!api) throw new Error('Not running in an extension');
  return api;
}
