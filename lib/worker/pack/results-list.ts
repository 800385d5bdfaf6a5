import { centreOf, mapCentre, placeCoordinates } from '@/lib/places/coordinates';
import { MAX_URL_LENGTH } from '@/lib/places/place-path';
import { MAX_LIST_PLACES, type PlaceList, type PlaceListEntry } from '@/lib/storage/lists/list-rows';
import { mapsOrigin } from '@/lib/worker/messaging/sender';
import type { NamedPlaceId } from '@/lib/worker/worker-deps';
import { z } from '@/lib/zod';

// The results list a tab's content script reports (lib/results, content-channel.ts), from an untrusted
// page: validated, its URL a Maps search on a Google Maps origin, each place read again from its link
// by the worker's parser (other origins, place-less links and repeats dropped), so a page can only
// list places it links to.

const AnswerSchema = z.object({
  url: z.string().check(z.maxLength(MAX_URL_LENGTH)),
  cards: z
    .array(
      z.object({
        href: z.string().check(z.maxLength(MAX_URL_LENGTH)),
        name: z.nullable(z.string().check(z.maxLength(1_000))),
      }),
    )
    .check(z.maxLength(MAX_LIST_PLACES)),
});

/** The search of a Maps results URL (`/maps/search/<query>/…`), or null when it is none. */
export function searchQuery(url: string): string | null {
  const segment = /\/maps\/search\/([^/?#]+)/.exec(url)?.[1];
  if (!segment) return null;
  try {
    const query = decodeURIComponent(segment.replace(/\+/g, ' ')).replace(/\s+/g, ' ').trim();
    return query === '' ? null : query.slice(0, 300);
  } catch {
    return null;
  }
}

export function readResultsListAnswer(
  raw: unknown,
  parsePlaceUrl: (url: string) => NamedPlaceId | null,
): Pick<PlaceList, 'query' | 'centre' | 'places'> | null {
  const parsed = AnswerSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { url, cards } = parsed.data;
  const origin = mapsOrigin(url);
  const query = origin ? searchQuery(url) : null;
  if (!origin || query === null) return null;
  const places: PlaceListEntry[] = [];
  const seen = new Set<string>();
  for (const { href, name } of cards) {
    if (mapsOrigin(href) !== origin) continue;
    const place = parsePlaceUrl(href);
    if (!place || seen.has(place.placeId) || place.placeId.length > 300) continue;
    seen.add(place.placeId);
    const at = placeCoordinates(href);
    const shown = (name ?? place.nameHint ?? '').replace(/\s+/g, ' ').trim().slice(0, 300);
    places.push({ placeId: place.placeId, name: shown, ...(at ? { at } : {}) });
  }
  if (places.length === 0) return null;
  const centre = mapCentre(url) ?? centreOf(places.flatMap((place) => (place.at ? [place.at] : [])));
  return { query, centre, places };
}
