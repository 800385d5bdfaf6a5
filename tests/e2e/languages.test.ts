import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { placePath } from '@/testing/maps-site/place-urls.ts';
import { panel, waitForSettledPanel } from '@/testing/panel.ts';
import { openOptionsPage } from '@/tests/e2e/harness/extension-pages.ts';
import { placeById } from '@/tests/e2e/harness/lookups.ts';
import type { E2ESession } from '@/tests/e2e/harness/session.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// The panel speaks the Maps page's language (hl=), right to left where the language is, and follows
// the options page's choice of language at once, without a reload.

const shared = useSharedSession();
let session: E2ESession;

beforeAll(() => {
  session = shared.session;
});

async function openIn(hl: string): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(`https://www.google.com${placePath(placeById(session, SAMPLE_IDS.verified))}&hl=${hl}`);
  await waitForSettledPanel(page);
  return page;
}

const aside = (page: Page) => panel(page);

describe('the panel in the Maps page language', () => {
  it('hl=de: German, left to right, prices and counts written the German way', async () => {
    const page = await openIn('de');
    try {
      await expect.poll(() => aside(page).getAttribute('lang')).toBe('de');
      expect(await aside(page).getAttribute('dir')).toBe('ltr');
      const text = await aside(page).textContent();
      expect(text).toContain('Geprüft');
      expect(text).toContain('Ausblenden');
      expect(text).toMatch(/\d+ Gerichte/);
      // A price in German: decimal comma.
      expect(await panel(page).locator('.mom-price').first().textContent()).toMatch(/\d,\d\d/);
    } finally {
      await page.close();
    }
  });

  it("hl=ar: Arabic, right to left, while each menu section keeps its own text's direction", async () => {
    const page = await openIn('ar');
    try {
      await expect.poll(() => aside(page).getAttribute('lang')).toBe('ar');
      expect(await aside(page).getAttribute('dir')).toBe('rtl');
      expect(await aside(page).textContent()).toContain('إخفاء');
      expect(await panel(page).locator('.mom-section').first().getAttribute('dir')).toBe('auto');
      // Mirrored: the bar's title sits at the right edge of the panel.
      const [bar, title] = await Promise.all([
        panel(page).locator('.mom-inline-bar').boundingBox(),
        panel(page).locator('.mom-inline-title').boundingBox(),
      ]);
      if (!bar || !title) throw new Error('no bar');
      expect(bar.x + bar.width - (title.x + title.width)).toBeLessThan(title.x - bar.x);
      // The place's Latin name keeps its own direction but sits on the panel's right, as its lines do.
      const titleAlign = await page.evaluate(() => {
        const title = document.querySelector('menu-on-maps-panel')?.shadowRoot?.querySelector('.mom-title');
        return title ? getComputedStyle(title).textAlign : null;
      });
      expect(titleAlign).toBe('right');
    } finally {
      await page.close();
    }
  });
});

it("the options page's choice of language switches an open panel without a reload", async () => {
  const page = await openIn('en');
  const options = await openOptionsPage(session);
  try {
    await expect.poll(() => aside(page).getAttribute('lang')).toBe('en');
    const choose = (language: string) =>
      options.evaluate((value) => {
        const select = document.querySelector<HTMLSelectElement>('select');
        if (!select) throw new Error('no language select');
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }, language);
    await choose('pl');
    await expect.poll(() => aside(page).getAttribute('lang')).toBe('pl');
    expect(await aside(page).textContent()).toContain('Ukryj');
    // The options page follows too.
    await expect.poll(() => options.evaluate(() => document.documentElement.lang)).toBe('pl');
    await choose('auto');
    await expect.poll(() => aside(page).getAttribute('lang')).toBe('en');
  } finally {
    await Promise.all([page.close(), options.close()]);
  }
});
