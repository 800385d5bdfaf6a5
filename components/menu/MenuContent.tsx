import { DishBrowser } from '@/components/dishes/DishBrowser';
import type { Menu } from '@/lib/api/model';
import { reasonText } from '@/lib/format/menu-text';
import type { MessageContent } from '@/lib/format/outcome-wording';
import { PanelMessage } from './PanelMessage';
import { SourceLine } from './SourceLine';

interface MenuContentProps {
  menu: Menu;
  preferences: readonly string[];
  now: number;
}

/** The record itself: its dishes, or why there are none, then its source and date. */
export function MenuContent({ menu, preferences, now }: MenuContentProps) {
  const missing = missingMenuMessage(menu);
  return (
    <>
      {missing ? (
        <PanelMessage variant="state" content={missing} />
      ) : (
        // Keyed so the diet filter starts empty for each place.
        <DishBrowser key={menu.placeId} menu={menu} preferences={preferences} />
      )}
      <SourceLine sourceUrl={menu.sourceUrl} verifiedAt={menu.verifiedAt} now={now} />
    </>
  );
}

/** Why a record lists no dishes; null when it has a menu to show. */
function missingMenuMessage(menu: Menu): MessageContent | null {
  if (menu.status === 'unavailable') {
    const detail = reasonText(menu.unavailableReason);
    return { title: 'Menu unavailable', detail, action: null, tone: 'warning' };
  }
  if (menu.status !== 'none') return null;
  return {
    title: 'No menu has been read for this place yet',
    detail: 'The menu service knows this place but has no dishes for it.',
    action: null,
    tone: 'info',
  };
}
