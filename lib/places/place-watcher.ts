// The page does not read the place from its URL: the worker does, with each `menu.forUrl` (its
// answer names the place, lib/content/panel-controller.ts). The page only keeps map pans from asking.

export interface WatchPlaceOptions {
  /** The current page URL, e.g. `() => location.href`. */
  getUrl: () => string;
  /**
   * Calls onChange whenever the URL may have changed, until signal aborts. In the content script:
   * `ctx.addEventListener(window, 'wxt:locationchange', onChange)` and the same for `popstate`.
   */
  subscribe: (onChange: () => void, signal: AbortSignal) => void;
  /**
   * Runs the URL check a task later: WXT's event comes from the Navigation API's `navigate`, which
   * fires before the navigation commits, or for one that never does (a download, a 204).
   */
  later: (check: () => void) => void;
  /** Called once at start, then only when the URL changes in more than its camera. */
  onPlace: (url: string) => void;
  signal: AbortSignal;
}

/** The camera, `/@lat,lng,zoom…`: what panning and zooming rewrite, many times a second. */
const CAMERA = /\/@[^/?#]*/;

/** The URL without its camera: two URLs that differ only there show the same place, or none. */
export function withoutCamera(url: string): string {
  return url.replace(CAMERA, '');
}

/**
 * Follows the page of a single-page app. A pan or zoom costs a string replace and no callback; any
 * other change is told, and the worker's answer says whether the place changed.
 */
export function watchPlace({ getUrl, subscribe, later, onPlace, signal }: WatchPlaceOptions): void {
  if (signal.aborted) return;
  const first = getUrl();
  let lastKey = withoutCamera(first);
  onPlace(first);
  const check = (): void => {
    if (signal.aborted) return;
    const url = getUrl();
    const key = withoutCamera(url);
    if (key === lastKey) return;
    lastKey = key;
    onPlace(url);
  };
  subscribe(() => later(check), signal);
}
