import { resultBadgeText } from '@/lib/format/result-badge-text';
import type { LinkBadges } from '@/lib/messages/protocol';
import { readSavedPlaces } from '@/lib/worker/lookup/saved-states';
import type { WorkerDeps } from '@/lib/worker/worker-deps';
import { mapsOrigin } from './sender';

// A results list's badges (lib/results/ in the page): the links' places, read here with the URL
// parser, and what is saved for them from one read of the database. Never a lookup.

/**
 * The badge of each of `links` (a page's result links; only those on `origin`, the sending page's,
 * name a place), worded by `word` (in the asker's language).
 */
export async function readLinkBadges(
  deps: Pick<WorkerDeps, 'cache' | 'local' | 'now' | 'parsePlaceUrl'>,
  links: readonly string[],
  origin: string | null,
  word: <T>(words: () => T) => Promise<T>,
): Promise<LinkBadges> {
  const places = links.map((href) =>
    origin !== null && mapsOrigin(href) === origin ? (deps.parsePlaceUrl(href)?.placeId ?? null) : null,
  );
  const placeIds = [...new Set(places.filter((placeId) => placeId !== null))];
  if (placeIds.length === 0) return { links: places.map(() => null) };
  const { settings, saved } = await readSavedPlaces(deps, placeIds);
  const stateOf = new Map(placeIds.map((placeId, i) => [placeId, saved[i]]));
  return word(() => ({
    links: places.map((placeId) => {
      if (placeId === null) return null;
      const state = stateOf.get(placeId);
      return {
        placeId,
        badge: state ? { text: resultBadgeText(state, settings.dietPreferences), stale: state.stale } : null,
      };
    }),
  }));
}
