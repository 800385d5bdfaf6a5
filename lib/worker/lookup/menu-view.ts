import type { StoredMenu } from '@/lib/cache/stores';
import type { LookupOutcome, MenuView } from '@/lib/messages/view';
import type { Settings } from '@/lib/settings';
import { isFresh } from './lookup-policy';
import type { FormatMenu } from './view-formats';

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
  /** Adds what the panel shows ready-made (view-formats.ts); as is by default. */
  formatMenu: FormatMenu = (menu) => menu,
): MenuView {
  return {
    placeId: place.placeId,
    nameHint: place.nameHint,
    menu: record
      ? {
          menu: formatMenu(record.menu),
          fetchedAt: record.fetchedAt,
          stale: !isFresh(record.fetchedAt, settings.freshnessDays, now),
        }
      : null,
    outcome,
    offline,
    dietPreferences: settings.dietPreferences,
  };
}
