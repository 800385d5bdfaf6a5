import type { Locator, Page } from 'playwright-core';

export type PopupTab = 'Current place' | 'Search' | 'Saved';

const collapse = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The popup's parts by role and accessible name, as a screen-reader user would find them. */
export function popupUi(page: Page) {
  const list = (name: string): Locator => page.getByRole('list', { name, exact: true });
  return {
    tab: (name: PopupTab) => page.getByRole('tab', { name, exact: true }),
    selectedTab: async () => collapse(await page.getByRole('tab', { selected: true }).textContent()),
    panelText: async (name: PopupTab) =>
      collapse(await page.getByRole('tabpanel', { name, exact: true }).textContent()),
    searchBox: () => page.getByRole('searchbox', { name: 'Search dishes' }),
    remoteButton: () => page.getByRole('button', { name: 'Search all restaurants — uses 1 lookup' }),
    remoteSummary: async () =>
      collapse(await page.getByRole('region', { name: 'All restaurants' }).getByRole('status').textContent()),
    list,
    /** Text of each row of a list; [] while the list is absent. */
    rowTexts: async (name: string) =>
      (await list(name).getByRole('listitem').allTextContents()).map((text) => collapse(text)),
    /** The Saved tab's filter box, and the restaurant names of its rows in order. */
    savedFilter: () => page.getByRole('searchbox', { name: 'Filter by name' }),
    savedNames: async () =>
      (await page.getByRole('tabpanel', { name: 'Saved' }).locator('.popup-row-title').allTextContents()).map(
        (text) => collapse(text),
      ),
    offlineText: async () => collapse(await page.getByRole('banner').getByRole('status').textContent()),
    budgetText: async () => collapse(await page.getByRole('banner').locator('.popup-budget').textContent()),
  };
}
