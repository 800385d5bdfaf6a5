import { fitsDiets, preferenceMatcher } from '@/lib/api/normalise/diet';
import type { PlaceListPlace } from '@/lib/messages/protocol';
import type { Settings } from '@/lib/storage/areas/settings';
import { loadSettings } from '@/lib/storage/areas/settings-store';
import type { WorkerDeps } from '@/lib/worker/worker-deps';
import { isFresh } from './lookup-policy';

/**
 * What is saved for each of `placeIds`, in order, by the settings read with it (one read of the
 * menus); null where no menu can be shown (none read yet, or a closed place's: the list should not
 * invite anyone there).
 */
export async function readSavedPlaces(
  deps: Pick<WorkerDeps, 'cache' | 'local' | 'now'>,
  placeIds: readonly string[],
): Promise<{ settings: Settings; saved: PlaceListPlace['saved'][] }> {
  const [settings, stored] = await Promise.all([
    loadSettings(deps.local),
    placeIds.length > 0 ? deps.cache.getMenus(placeIds) : [],
  ]);
  const now = deps.now();
  const isPreferred = preferenceMatcher(settings.dietPreferences);
  const saved = stored.map((record) => {
    if (!record || record.menu.dishes.length === 0 || record.menu.status === 'unavailable') return null;
    const { menu, fetchedAt } = record;
    const matching =
      settings.dietPreferences.length === 0
        ? null
        : menu.dishes.filter((dish) => fitsDiets(dish, isPreferred)).length;
    const stale = !isFresh(fetchedAt, settings.freshnessDays, now);
    return { dishCount: menu.dishes.length, matching, stale, fetchedAt, name: menu.name };
  });
  return { settings, saved };
}
