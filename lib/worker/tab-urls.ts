import { setNewest } from './newest-entries';

// The page URL each tab's content script last asked about (menu.forUrl), in memory only. It lets
// `menu.forTab` start reading ahead for that place; the tab is still asked what it shows, and the
// reads are used only when it confirms (menu-service.ts). A restarted worker simply has none.

export const REMEMBERED_TABS = 100;

export interface TabUrls {
  remember(tabId: number, url: string): void;
  get(tabId: number): string | null;
  forget(tabId: number): void;
}

export function createTabUrls(limit = REMEMBERED_TABS): TabUrls {
  const urls = new Map<number, string>();
  return {
    remember: (tabId, url) => setNewest(urls, tabId, url, limit),
    get: (tabId) => urls.get(tabId) ?? null,
    forget: (tabId) => void urls.delete(tabId),
  };
}
