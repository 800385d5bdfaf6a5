import { t } from '@/lib/i18n/messages';
import type { SavedPlaceState } from '@/lib/messages/protocol';
import { dietList } from './menu-text';

/**
 * A results list's badge: "Menu · 4 vegan" with the user's diets set, else "Menu · 23 dishes";
 * "· stale" when the saved menu is older than the freshness window (the panel's word for it).
 */
export function resultBadgeText(state: SavedPlaceState, diets: readonly string[]): string {
  const what =
    state.matching !== null && diets.length > 0
      ? t('results.dietCount', { count: state.matching, diets: dietList(diets) })
      : t('count.dishes', { count: state.dishCount });
  return t(state.stale ? 'results.badgeStale' : 'results.badge', { what });
}
