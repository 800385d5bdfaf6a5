import { isGoogleMapsHost } from './domains';
import { type MapsUrlPlace, parseHttpUrl, parsePlacePath } from './place-path';

// Apart from place-path.ts so that the content script does not carry Google's country domains: its
// match patterns already chose the hosts it runs on.

/** The place a Google Maps URL from anywhere shows (`www.google.<tld>/maps/…`, `maps.google.<tld>/…`), or null. */
export function parsePlaceUrl(url: string): MapsUrlPlace | null {
  const parsed = parseHttpUrl(url);
  return parsed && isGoogleMapsHost(parsed.hostname) ? parsePlacePath(parsed) : null;
}
