import type { MapsUrlPlace } from './place-ref';

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
  /** Reads the place from a URL (the content script: parseMapsPageUrl, its hosts being Maps'). */
  parse: (url: string) => MapsUrlPlace | null;
  /** Called once at start, then only when the place (provider + placeId) changes. */
  onPlace: (place: MapsUrlPlace | null, url: string) => void;
  signal: AbortSignal;
}

/** Same place: provider and placeId match (a new camera or name spelling is not a new place). */
export function samePlace(a: MapsUrlPlace | null, b: MapsUrlPlace | null): boolean {
  if (a === null || b === null) return a === b;
  return a.provider === b.provider && a.placeId === b.placeId;
}

/**
 * Follows the place shown by a single-page app. Panning rewrites `@lat,lng,zoom` many times a
 * second: those URLs cost one parse and no callback; an unchanged URL costs a string compare.
 */
export function watchPlace({ getUrl, parse, subscribe, later, onPlace, signal }: WatchPlaceOptions): void {
  if (signal.aborted) return;
  let lastUrl = getUrl();
  let lastPlace = parse(lastUrl);
  onPlace(lastPlace, lastUrl);
  const check = (): void => {
    if (signal.aborted) return;
    const url = getUrl();
    if (url === lastUrl) return;
    lastUrl = url;
    const place = parse(url);
    if (samePlace(place, lastPlace)) return;
    lastPlace = place;
    onPlace(place, url);
  };
  subscribe(() => later(check), signal);
}
