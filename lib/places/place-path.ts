import { findSelectedPlace } from './data-param';
import { featureIdToPlaceId, isPlaceIdShape } from './fid';
import { decodeFormText, rawQueryParams } from './url-text';

// Host-agnostic: the worker checks the host first (place-url.ts). The content script takes only the
// name a place page spells (mapsPageNameHint).

/** Longer input is refused unparsed, so a hostile page cannot make every navigation slow. */
export const MAX_URL_LENGTH = 8192;

const DATA_SEGMENT = /^data(?:=|%3d)/i;
const PLACE_ID_QUERY = /^place_id(?::|%3a)\s*/i;

/** An http(s) URL of at most `maxLength` characters, else null. */
export function parseHttpUrl(url: string, maxLength = MAX_URL_LENGTH): URL | null {
  if (typeof url !== 'string' || url.length > maxLength) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
}

/**
 * The place a Maps URL shows, or null, whatever its host: the token data (`data=`, else the embed's
 * `pb`), which Maps rewrites on every in-page navigation, before `query_place_id`, `q=place_id:`,
 * `query=place_id:` and `ftid`, which the entry link carried. `?cid=` links give only half a
 * feature id: no place.
 */
export function parsePlacePath(url: URL): { placeId: string; nameHint: string | null } | null {
  const route = mapsRoute(url);
  if (!route) return null;
  const params = rawQueryParams(url.search);
  const page = route[0];
  if (page === 'dir') return null;
  // A results list may carry an area in its data; only an explicit id names one place there.
  const placeId =
    page === 'search' ? fromParams(params) : (fromTokenData(route, params) ?? fromParams(params));
  return placeId ? { placeId, nameHint: nameHint(route, params) } : null;
}

/** The place a Google Maps URL shows; its name hint is for display, never an identifier. */
export type MapsUrlPlace = NonNullable<ReturnType<typeof parsePlacePath>>;

/**
 * The place name a Maps page URL spells, or null: the panel's heading while the worker, which reads
 * the place from the URL, has not answered yet.
 */
export function mapsPageNameHint(url: string): string | null {
  const parsed = parseHttpUrl(url);
  const route = parsed && mapsRoute(parsed);
  // A place page's only: a search's text names no place, and a panel titled "pizza" would show.
  return route?.[0] === 'place' ? nameHint(route, new Map()) : null;
}

/** The path after `/maps`; maps.google.<tld> also serves Maps from its root (`/?cid=…`), www does not. */
function mapsRoute(url: URL): string[] | null {
  const segments = url.pathname.split('/').slice(1);
  return segments[0] === 'maps' ? segments.slice(1) : url.hostname.startsWith('maps.') ? segments : null;
}

function fromTokenData(route: string[], params: Map<string, string>): string | null {
  const dataSegment = route.find((segment) => DATA_SEGMENT.test(segment));
  for (const raw of [dataSegment?.replace(DATA_SEGMENT, ''), params.get('pb')]) {
    if (raw === undefined) continue;
    const place = findSelectedPlace(raw);
    const placeId = place?.placeId ?? (place?.featureId ? featureIdToPlaceId(place.featureId) : null);
    if (placeId) return placeId;
  }
  return null;
}

function fromParams(params: Map<string, string>): string | null {
  const queryPlaceId = paramText(params, 'query_place_id');
  if (queryPlaceId && isPlaceIdShape(queryPlaceId)) return queryPlaceId;
  for (const name of ['q', 'query'] as const) {
    const text = paramText(params, name);
    const placeId = text && PLACE_ID_QUERY.test(text) ? text.replace(PLACE_ID_QUERY, '') : null;
    if (placeId && isPlaceIdShape(placeId)) return placeId;
  }
  return featureIdToPlaceId(paramText(params, 'ftid') ?? '');
}

function paramText(params: Map<string, string>, name: string): string | null {
  const raw = params.get(name);
  return raw === undefined ? null : decodeFormText(raw).trim();
}

/** `/maps/place/<name>/…` (or `/maps/search/<text>/…`), else a `query`/`q` text that is no id. */
function nameHint(route: string[], params: Map<string, string>): string | null {
  const segment = route[1];
  if ((route[0] === 'place' || route[0] === 'search') && segment && !segment.startsWith('@')) {
    const hint = DATA_SEGMENT.test(segment) ? null : nameHintFrom(segment);
    if (hint) return hint;
  }
  for (const name of ['query', 'q']) {
    const raw = params.get(name);
    if (raw === undefined || PLACE_ID_QUERY.test(decodeFormText(raw).trim())) continue;
    const hint = nameHintFrom(raw);
    if (hint) return hint;
  }
  return null;
}

// `40.7222,-73.9873`, `40°43'20.0"N 73°59'14.6"W`, `48.85, 2.35`: a dropped pin, not a name.
const COORDINATE_CHARS = /^[\d\s.,°'"′″+\-NSEW]+$/;

export function looksLikeCoordinates(text: string): boolean {
  return COORDINATE_CHARS.test(text) && /\d/.test(text) && /[,°]/.test(text);
}

/** A display name from an encoded URL piece; null when empty or only coordinates. */
export function nameHintFrom(encoded: string): string | null {
  const name = decodeFormText(encoded)
    // The Cc block spelt out: a \p{…} escape would set up ICU (tens of ms) on every Maps page.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return name === '' || looksLikeCoordinates(name) ? null : name;
}
