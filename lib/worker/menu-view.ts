import { formatPrice } from '../../components/format';
import type { Menu } from '../api/menu';
import type { StoredMenu } from '../cache/types';
import type { CachedMenu, LookupOutcome, MenuView } from '../messages/view';
import type { Settings } from '../settings';
import { isFresh } from './lookup-policy';

export interface ViewPlace {
  placeId: string | null;
  nameHint: string | null;
}

export function buildMenuView(
  place: ViewPlace,
  record: StoredMenu | null,
  outcome: LookupOutcome,
  offline: boolean,
  settings: Pick<Settings, 'freshnessDays' | 'dietPreferences'>,
  now: number,
): MenuView {
  return {
    placeId: place.placeId,
    nameHint: place.nameHint,
    menu: record
      ? {
          menu: withPriceTexts(record.menu),
          fetchedAt: record.fetchedAt,
          stale: !isFresh(record.fetchedAt, settings.freshnessDays, now),
        }
      : null,
    outcome,
    offline,
    dietPreferences: settings.dietPreferences,
  };
}

/**
 * Prices are formatted here rather than in the panel: Intl's first call in a page sets up ICU
 * (25–50 ms measured), which the content script would pay on every Maps page. The worker pays once.
 */
function withPriceTexts(menu: Menu): CachedMenu['menu'] {
  return { ...menu, dishes: menu.dishes.map((dish) => ({ ...dish, priceText: formatPrice(dish.price) })) };
}
