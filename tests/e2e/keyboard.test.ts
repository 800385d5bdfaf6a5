import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { panel, waitForSettledPanel } from '@/testing/panel.ts';
import { placeById } from '@/tests/e2e/harness/lookups.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

// Maps has keyboard shortcuts: typing in the panel must never reach the page's key listeners.
// The fixture page records every keydown that reaches `document` in window.__mapsKeys.

let session: E2ESession;

beforeAll(async () => {
  session = await startSession();
  await session.configure();
});

afterAll(async () => {
  await session?.close();
});

it('keys pressed on the panel’s chips and buttons stay in the panel; the page still gets its own', async () => {
  const page = await session.openPlace(placeById(session, SAMPLE_IDS.verified));
  await waitForSettledPanel(page);
  const mapsKeys = () => page.evaluate(() => (window as { __mapsKeys?: string[] }).__mapsKeys);
  expect(await mapsKeys()).toEqual([]);

  const chip = panel(page).locator('.mom-chip').first();
  await chip.focus();
  expect(await chip.getAttribute('aria-pressed')).toBe('false');
  // The keys reach the panel: Space presses the chip, Enter releases it again.
  await page.keyboard.press('Space');
  await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.press('Enter');
  await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('false');
  await page.keyboard.type('wasd+-/');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  // Tab moved focus to the next control inside the panel; keys there are kept too.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()))
    .toBe('menu-on-maps-panel');
  await page.keyboard.press('Enter');
  await page.keyboard.press('x');

  const toggle = panel(page).getByRole('button', { name: 'Hide' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => panel(page).getAttribute('class')).toContain('mom-inline--collapsed');
  expect(await mapsKeys()).toEqual([]);

  // Control: the page's listener works, so the empty list above means the panel kept the keys.
  await page.locator('#map').click();
  await page.keyboard.press('KeyZ');
  expect(await mapsKeys()).toEqual(['z']);
  await page.close();
});

it('a place change leaves the focus where the user put it, not on the panel', async () => {
  const page = await session.openPlace(placeById(session, SAMPLE_IDS.verified));
  await waitForSettledPanel(page);
  // The test above leaves the panel collapsed (a kept preference).
  const show = panel(page).locator('.mom-pill');
  if (await show.count()) await show.click();
  // The user presses a chip in the panel, then picks another restaurant in the page's list.
  await panel(page).locator('.mom-chip').first().click();
  const next = placeById(session, SAMPLE_IDS.crawled);
  await page.locator('#nearby a', { hasText: next.name }).click();
  await expect.poll(() => panel(page).locator('h2').first().textContent()).toContain(next.name);
  await waitForSettledPanel(page);
  // The chips of the first place are gone; the focus stays on the link, so Maps keeps the keys.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(next.name);
  await page.keyboard.press('KeyZ');
  expect(await page.evaluate(() => (window as { __mapsKeys?: string[] }).__mapsKeys)).toContain('z');
  await page.close();
});
