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
  // A Map keeps insertion order: re-inserting on every ask makes the first key the oldest.
  const urls = new Map<number, string>();
  return {
    remember(tabId, url) {
      urls.delete(tabId);
      urls.set(tabId, url);
      const oldest = urls.keys().next();
      if (urls.size > limit && !oldest.done) urls.delete(oldest.value);
    },
    get: (tabId) => urls.get(tabId) ?? null,
    forget: (tabId) => void urls.delete(tabId),
  };
}
