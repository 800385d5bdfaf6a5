import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { waitForSettledPanel } from '@/testing/panel.ts';
import { leavePhone, openAsPhone, PHONE } from '@/testing/phone.ts';
import { tabIdOf } from '@/tests/e2e/harness/extension-pages.ts';
import { placeById } from '@/tests/e2e/harness/lookups.ts';
import { patientPolls } from '@/tests/e2e/harness/patience.ts';
import { phoneLayout } from '@/tests/e2e/harness/phone.ts';
import { type PopupTab, popupUi } from '@/tests/e2e/harness/popup-ui.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

// The extension's pages on a phone (Firefox for Android opens the popup as a full-screen overlay),
// by emulation in both browsers (harness/phone.ts): 360×740, touch, a phone's user agent. Nothing
// reaches past the screen's sides and every control is a thumb's target (44 × 44 px). Not the Maps
// panel's bottom sheet: the panel's narrow layout is tested with the panel.

let session: E2ESession;
let page: Page | undefined;

beforeAll(async () => {
  patientPolls();
  session = await startSession();
  await session.configure();
});

afterEach(async () => {
  await page?.close();
  page = undefined;
  await leavePhone(session);
});

afterAll(async () => {
  await session?.close();
});

async function expectPhoneFit(shown: Page) {
  const layout = await phoneLayout(shown);
  expect({ width: layout.width, coarse: layout.coarse, mobileAgent: layout.mobileAgent }).toEqual({
    width: PHONE.width,
    coarse: true,
    mobileAgent: true,
  });
  expect(layout.overflowing).toEqual([]);
  expect(layout.scrollWidth).toBeLessThanOrEqual(PHONE.width);
  expect(layout.smallTargets).toEqual([]);
}

it('the popup fills a phone screen, with thumb-sized targets, on each of its tabs', async () => {
  const maps = await session.openPlace(placeById(session, SAMPLE_IDS.verified));
  await waitForSettledPanel(maps);
  const tabId = await tabIdOf(session, SAMPLE_IDS.verified);
  page = await openAsPhone(session, `popup.html?tab=${tabId}`);
  await page.locator('.popup-main').waitFor();
  const ui = popupUi(page);
  await page.locator('.mom-dish').first().waitFor();
  // The popup takes the whole overlay, not the desktop popup's 400 px.
  const popupBox = await page.locator('.popup').boundingBox();
  expect(popupBox?.width).toBe(PHONE.width);
  expect(popupBox?.height).toBe(PHONE.height);
  for (const tab of ['Current place', 'Search', 'Saved'] satisfies PopupTab[]) {
    await ui.tab(tab).click();
    await expect.poll(() => ui.selectedTab()).toBe(tab);
    await expectPhoneFit(page);
  }
  await maps.close();
});

it('the options page works at phone width, with thumb-sized targets', async () => {
  page = await openAsPhone(session, 'options.html');
  await page.getByLabel('Service URL', { exact: true }).waitFor();
  const shown = page;
  await expect.poll(() => shown.locator('.options-stats').textContent()).not.toContain('Counting');
  await expectPhoneFit(page);
  // The Import label looks like the buttons beside it: as tall as they are, not 44 px plus its padding.
  const heightOf = async (name: string) =>
    (await shown.getByText(name, { exact: true }).boundingBox())?.height;
  const exportHeight = await heightOf('Export as JSON');
  expect(exportHeight).toBeGreaterThanOrEqual(44);
  expect(await heightOf('Import a file…')).toBe(exportHeight);
});

it('the welcome page works at phone width, with thumb-sized targets', async () => {
  page = await openAsPhone(session, 'options.html#welcome');
  await page.getByLabel('Service URL', { exact: true }).waitFor();
  await expectPhoneFit(page);
});
