// A User Timing mark when the popup first shows the tab's menu: the benchmark of the real toolbar
// popup reads it (scripts/bench/popup.ts), since no script of its own can run in that popup first.

export const MENU_SHOWN_MARK = 'menu-on-maps:menu-shown';

export function markMenuShown(): void {
  if (performance.getEntriesByName(MENU_SHOWN_MARK).length === 0) performance.mark(MENU_SHOWN_MARK);
}
