import type { Locator, Page } from 'playwright-core';

/** The inline panel inside its open shadow root (Playwright's CSS locators pierce open shadow roots). */
export function panel(page: Page): Locator {
  return page.locator('menu-on-maps-panel .mom-inline');
}

/** What a user sees: innerText skips visually hidden and collapsed text, unlike textContent. */
export async function panelText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: rendered text is the point here
  return (await panel(page).innerText()).replace(/\s+/g, ' ');
}

/** Waits until the panel shows something other than the loading skeleton. */
export async function waitForSettledPanel(page: Page, timeout = 20_000): Promise<Locator> {
  const locator = panel(page);
  await locator.waitFor({ state: 'visible', timeout });
  await page.waitForFunction(
    () => {
      const host = document.querySelector('menu-on-maps-panel');
      const root = host?.shadowRoot;
      return !!root?.querySelector('.mom-inline') && !root.querySelector('[aria-busy="true"]');
    },
    undefined,
    { timeout },
  );
  return locator;
}
