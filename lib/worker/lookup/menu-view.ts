import { menuTexts } from '@/lib/format/menu-texts';
import type { LookupOutcome, MenuView } from '@/lib/messages/view';
import type { Settings } from '@/lib/storage/areas/settings';
import { isFresh } from './lookup-policy';
import type { ViewRecord } from './run-lookup';

export interface ViewPlace {
  placeId: string | null;
  nameHint: string | null;
}

export function buildMenuView(
  place: ViewPlace,
  record: ViewRecord | null,
  outcome: LookupOutcome,
  offline: boolean,
  settings: Pick<Settings, 'freshnessDays' | 'dietPreferences'>,
  now: number,
  /** The asker's language: the menu's prices and dates are written in it. */
  language: string,
): MenuView {
  return {
    placeId: place.placeId,
    nameHint: place.nameHint,
    menu: record
      ? {
          menu: record.menu,
          fetchedAt: record.fetchedAt,
          texts: menuTexts(record.menu, record.fetchedAt, language, now),
          stale: !isFresh(record.fetchedAt, settings.freshnessDays, now),
          ...(record.unsaved ? { unsaved: record.unsaved } : {}),
          ...(record.changes ? { changes: record.changes } : {}),
        }
      : null,
    outcome,
    offline,
    dietPreferences: settings.dietPreferences,
  };
}
