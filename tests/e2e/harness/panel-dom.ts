import type { Locator, Page } from 'playwright-core';
import { panel } from '@/testing/panel.ts';

// Reading the inline panel from outside: buttons by their visible name, the grade badge, and plain
// DOM queries inside the open shadow root (what a page script could see, too).

export function panelButton(page: Page, name: string | RegExp): Locator {
  return panel(page).getByRole('button', { name });
}

/** The grade (or a closure) leading the trust line under the restaurant's name. */
export function statusBadge(page: Page): Locator {
  return panel(page).locator('.mom-trust-line .mom-grade');
}

/** Opens the grade's definition behind its info button and returns it as shown. */
export async function gradeDefinition(page: Page): Promise<string> {
  await panel(page).locator('.mom-info').click();
  return (await panel(page).locator('.mom-grade-note').textContent()) ?? '';
}

/** Dish names as shown, in order. */
export async function dishNames(page: Page): Promise<string[]> {
  return panel(page).locator('.mom-dish-name').allTextContents();
}

/** Prices as shown, in order. */
export async function dishPrices(page: Page): Promise<string[]> {
  return panel(page).locator('.mom-price').allTextContents();
}

/** Number of elements matching `selector` inside the panel's shadow root (from the page's main world). */
export async function countInPanel(page: Page, selector: string): Promise<number> {
  return page.evaluate((css) => {
    const root = document.querySelector('menu-on-maps-panel')?.shadowRoot;
    if (!root) throw new Error('no panel shadow root');
    return root.querySelectorAll(css).length;
  }, selector);
}

/** Clicks a panel button from page script: an untrusted click, as a hostile page could send. */
export async function pageScriptClick(page: Page, label: string): Promise<void> {
  const found = await page.evaluate((text) => {
    const root = document.querySelector('menu-on-maps-panel')?.shadowRoot;
    const button = [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes(text));
    button?.click();
    return button !== undefined;
  }, label);
  if (!found) throw new Error(`no panel button "${label}"`);
}

/** The "Lookups resume on …" date, "Dec 1, 2026" (English), in the browser's time zone. */
export async function browserDateText(page: Page, epochMs: number): Promise<string> {
  return page.evaluate((at) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(at), epochMs);
}
