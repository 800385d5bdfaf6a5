import { isGoogleMapsHost } from './domains';
import { type MapsUrlPlace, parseHttpUrl, parsePlacePath } from './place-path';

// Apart from place-path.ts so that the content script, which imports that module, does not carry
// the list of Google's country domains it never needs: its match patterns already chose
// the hosts it runs on.

/**
 * The place a Google Maps URL shows, or null: `www.google.<tld>/maps/…` or `maps.google.<tld>/…`
 * on a Google country domain, then parsePlacePath. For URLs from anywhere (the worker); the
 * content script sends its page URL with `menu.forUrl` and leaves the reading to the worker.
 */
export function parsePlaceUrl(url: string): MapsUrlPlace | null {
  const parsed = parseHttpUrl(url);
  return parsed && isGoogleMapsHost(parsed.hostname) ? parsePlacePath(parsed) : null;
}
