// The options page has a welcome mode: the page the worker opens after the install
// (entrypoints/background), with one Connect step and what happens next.

/** options.html#welcome: a fragment, so that the page is still the options page to the browser. */
export const WELCOME_HASH = '#welcome';
