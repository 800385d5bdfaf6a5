import { resultBadgeText } from '@/lib/format/result-badge-text';
import type { LinkBadges } from '@/lib/messages/protocol';
import { readSavedPlaces } from '@/lib/worker/lookup/saved-states';
import type { WorkerDeps } from '@/lib/worker/worker-deps';
import { mapsOrigin } from './sender';

/**
 * A results list's badges (lib/results/): the place of each of `links` (only those on `origin`, the
 * sending page's), read with the URL parser, and what is saved for it from one read of the database,
 * worded by `word` (in the asker's language). Never a lookup.
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
