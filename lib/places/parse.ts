import { isGoogleMapsHost } from './domains';
import { parsePlacePath, readHttpUrl } from './place-path';
import type { PlaceRef } from './place-ref';

export { MAX_URL_LENGTH } from './place-path';

/**
 * The place a Google Maps URL shows, or null: `www.google.<tld>/maps/…` or `maps.google.<tld>/…`
 * on a Google country domain, then parsePlacePath. For URLs from anywhere (the worker); the
 * content script, already on a Maps page, uses parseMapsPageUrl and skips the domain list.
 */
export function parsePlaceUrl(url: string): PlaceRef | null {
  const parsed = readHttpUrl(url);
  return parsed && isGoogleMapsHost(parsed.hostname) ? parsePlacePath(parsed) : null;
}
