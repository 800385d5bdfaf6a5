import type { Menu } from '../lib/api/menu';
import { DishBrowser } from './DishBrowser';
import { reasonText } from './format';
import { PanelMessage } from './PanelMessage';
import { SourceLine } from './SourceLine';

interface MenuContentProps {
  menu: Menu;
  preferences: readonly string[];
  now: number;
}

/** The record itself: its dishes, or why there are none, then its source and date. */
export function MenuContent({ menu, preferences, now }: MenuContentProps) {
  return (
    <>
      <MenuBody menu={menu} preferences={preferences} />
      <SourceLine sourceUrl={menu.sourceUrl} verifiedAt={menu.verifiedAt} now={now} />
    </>
  );
}

function MenuBody({ menu, preferences }: Omit<MenuContentProps, 'now'>) {
  if (menu.status === 'unavailable') {
    const content = { title: 'Menu unavailable', detail: reasonText(menu.unavailableReason) };
    return <PanelMessage variant="state" content={{ ...content, action: null, tone: 'warning' }} />;
  }
  if (menu.status === 'none') {
    const content = {
      title: 'No menu has been read for this place yet',
      detail: 'The menu service knows this place but has no dishes for it.',
    };
    return <PanelMessage variant="state" content={{ ...content, action: null, tone: 'info' }} />;
  }
  // Keyed so the diet filter starts empty for each place.
  return <DishBrowser key={menu.placeId} menu={menu} preferences={preferences} />;
}
