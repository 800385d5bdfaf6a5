// A User Timing mark when the popup first shows the tab's menu: the benchmark of the real toolbar
// popup reads it (scripts/bench/popup.ts), since no script of its own can run in that popup first.

export const MENU_SHOWN_MARK = 'menu-on-maps:menu-shown';

export function markMenuShown(timeline: Pick<Performance, 'mark' | 'getEntriesByName'> = performance): void {
  if (timeline.getEntriesByName(MENU_SHOWN_MARK).length === 0) timeline.mark(MENU_SHOWN_MARK);
}
