import { fitsDiets, preferenceMatcher } from '@/lib/api/normalise/diet';
import type { SavedPlaceState, SavedStates } from '@/lib/messages/protocol';
import type { Settings } from '@/lib/storage/areas/settings';
import { loadSettings } from '@/lib/storage/areas/settings-store';
import type { StoredMenu } from '@/lib/storage/menus/rows';
import type { WorkerDeps } from '@/lib/worker/worker-deps';
import { isFresh } from './lookup-policy';

// A results list's badges (lib/results/): what is saved for its places, from one bulk read of the
// database and the settings. Never a lookup: nothing here reaches the service.

export async function readSavedStates(
  deps: Pick<WorkerDeps, 'cache' | 'local' | 'now'>,
  placeIds: readonly string[],
): Promise<SavedStates> {
  const [settings, stored] = await Promise.all([loadSettings(deps.local), deps.cache.getMenus(placeIds)]);
  const now = deps.now();
  return {
    diets: settings.dietPreferences,
    places: stored.map((record) => (record ? savedPlaceState(record, settings, now) : null)),
  };
}

/**
 * null for a record that holds no menu to read: none read yet, or one that cannot be shown (a
 * closed place's last items included: the list should not invite anyone there).
 */
export function savedPlaceState(
  { menu, fetchedAt }: StoredMenu,
  settings: Pick<Settings, 'dietPreferences' | 'freshnessDays'>,
  now: number,
): SavedPlaceState | null {
  if (menu.dishes.length === 0 || menu.status === 'unavailable') return null;
  const isPreferred = preferenceMatcher(settings.dietPreferences);
  const matching =
    settings.dietPreferences.length === 0
      ? null
      : menu.dishes.filter((dish) => fitsDiets(dish, isPreferred)).length;
  return { dishCount: menu.dishes.length, matching, stale: !isFresh(fetchedAt, settings.freshnessDays, now) };
}
