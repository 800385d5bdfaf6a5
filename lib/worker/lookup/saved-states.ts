import { fitsDiets, preferenceMatcher } from '@/lib/api/normalise/diet';
import type { SavedPlaceState } from '@/lib/messages/protocol';
import type { Settings } from '@/lib/storage/areas/settings';
import type { StoredMenu } from '@/lib/storage/menus/rows';
import { isFresh } from './lookup-policy';

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
