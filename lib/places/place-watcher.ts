// The page does not read the place from its URL: the worker does, with each `menu.forUrl`. The
// page only keeps map pans from asking.

interface WatchPlaceOptions {
  getUrl: () => string;
  /** Calls onChange whenever the URL may have changed, until signal aborts. */
  subscribe: (onChange: () => void, signal: AbortSignal) => void;
  /**
   * Runs the URL check a task later: the Navigation API's `navigate` fires before the navigation
   * commits, or for one that never does (a download, a 204).
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

/** Follows the page of a single-page app: a pan or zoom costs a string replace, any other change is told. */
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
