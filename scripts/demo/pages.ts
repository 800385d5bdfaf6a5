import type { Page } from 'playwright-core';
import { waitForSettledPanel } from '@/testing/panel.ts';
import type { Stack } from '@/testing/stack.ts';

const TIMEOUT = 30_000;

/** Waits until the inline panel on a Maps page lists dishes. */
export async function waitForInlineDishes(page: Page): Promise<void> {
  await waitForSettledPanel(page, TIMEOUT);
  await page.locator('menu-on-maps-panel .mom-dish').first().waitFor({ timeout: TIMEOUT });
}

/** The popup opened as a page for a tab (`popup.html?tab=<id>`), once its menu lists dishes. */
export async function openPopupForTab(stack: Stack, tabId: number): Promise<Page> {
  const page = await stack.context.newPage();
  await page.setViewportSize({ width: 420, height: 640 });
  await page.goto(stack.extensionUrl(`popup.html?tab=${tabId}`));
  await page.locator('.mom-dish').first().waitFor({ timeout: TIMEOUT });
  return page;
}

/** The options page, once it has loaded the stored service URL and key into its fields. */
export async function openOptions(stack: Stack): Promise<Page> {
  const page = await stack.context.newPage();
  await page.setViewportSize({ width: 900, height: 1000 });
  await page.goto(stack.extensionUrl('options.html'));
  await page.waitForFunction(
    () => [...document.querySelectorAll('input')].some((input) => input.type === 'password' && input.value),
    undefined,
    { timeout: TIMEOUT },
  );
  return page;
}
