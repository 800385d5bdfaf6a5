import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { panel, panelText, waitForSettledPanel } from '@/testing/panel.ts';
import { describeFindings, seriousViolations } from '@/tests/e2e/harness/axe.ts';
import { openOptionsPage, openPopupPage, tabIdOf } from '@/tests/e2e/harness/extension-pages.ts';
import { placeById } from '@/tests/e2e/harness/lookups.ts';
import { connectButton, feedbackOf, saveButton, submitConnection } from '@/tests/e2e/harness/options-ui.ts';
import { patientPolls } from '@/tests/e2e/harness/patience.ts';
import { popupUi } from '@/tests/e2e/harness/popup-ui.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

// axe-core gates (no serious or critical violation) on the popup, the options page and the inline
// panel, in light and dark color schemes; and the popup's 400×600 frame.

let session: E2ESession;
let maps: Page;
let mapsTabId: number;

beforeAll(async () => {
  patientPolls();
  session = await startSession();
  await session.configure({ settings: { dietPreferences: ['vegan'] } });
  maps = await session.openPlace(placeById(session, SAMPLE_IDS.verified));
  await waitForSettledPanel(maps);
  mapsTabId = await tabIdOf(session, SAMPLE_IDS.verified);
});

afterAll(async () => {
  await session?.close();
});

async function expectNoSeriousViolations(page: Page, where: string, selector?: string): Promise<void> {
  const findings = await seriousViolations(page, selector);
  expect(findings, describeFindings(where, findings)).toEqual([]);
}

/** axe, and the popup's frame: never wider than 400 or taller than 600 (only the panels scroll). */
async function checkPopup(popup: Page, where: string): Promise<void> {
  await expectNoSeriousViolations(popup, where);
  const frame = await popupFrame(popup);
  expect(frame.scrollWidth, `${where}: document width`).toBeLessThanOrEqual(400);
  expect(frame.scrollHeight, `${where}: document height`).toBeLessThanOrEqual(600);
}

/** Sizes of the popup document and of its scrolling panel area (none in the setup step). */
function popupFrame(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const panels = document.querySelector('.popup-panels');
    if (!panels) {
      const size = { scrollWidth: root.scrollWidth, scrollHeight: root.scrollHeight };
      return { ...size, panelsOverflowY: null, panelsScrolls: false };
    }
    const before = panels.scrollTop;
    panels.scrollTop = panels.scrollHeight;
    const scrolled = panels.scrollTop > before;
    panels.scrollTop = before;
    return {
      scrollWidth: root.scrollWidth,
      scrollHeight: root.scrollHeight,
      panelsOverflowY: getComputedStyle(panels).overflowY,
      panelsScrolls: scrolled,
    };
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  it(`popup (${colorScheme}): menu, search results, saved menus and a chosen result pass axe`, async () => {
    const popup = await openPopupPage(session, mapsTabId);
    await popup.emulateMedia({ colorScheme });
    const ui = popupUi(popup);
    await expect.poll(() => ui.panelText('Current place')).toContain('Crème brûlée');
    await checkPopup(popup, `popup current place, ${colorScheme}`);

    await ui.tab('Search').click();
    await ui.searchBox().fill('creme');
    await ui.remoteButton().press('Enter');
    await expect.poll(() => ui.rowTexts('Matches in all restaurants')).toHaveLength(2);
    await expect.poll(() => ui.rowTexts('Matches in saved menus')).toHaveLength(1);
    await checkPopup(popup, `popup search results, ${colorScheme}`);

    await ui.list('Matches in all restaurants').getByRole('button').first().click();
    await expect.poll(() => ui.panelText('Search')).toContain('Open in Google Maps');
    await checkPopup(popup, `popup chosen result, ${colorScheme}`);

    await ui.tab('Saved').click();
    await expect.poll(() => ui.rowTexts('Saved places, newest first')).toHaveLength(1);
    await checkPopup(popup, `popup saved menus, ${colorScheme}`);
    // Asked whether to delete one: the question and its two buttons (nothing is deleted).
    await popup.getByRole('button', { name: /^Delete .+ from this device$/ }).click();
    await popup.getByRole('button', { name: 'Cancel' }).waitFor();
    await checkPopup(popup, `popup saved menus asking to delete, ${colorScheme}`);
    await popup.close();
  });

  it(`options page (${colorScheme}): the form, and the form showing a problem, pass axe`, async () => {
    const options = await openOptionsPage(session);
    await options.emulateMedia({ colorScheme });
    await expectNoSeriousViolations(options, `options page, ${colorScheme}`);
    await submitConnection(options, 'ftp://x', session.service.demoKey);
    await feedbackOf(options, saveButton(options)).problem.filter({ hasText: 'https://' }).waitFor();
    await expectNoSeriousViolations(options, `options page with a problem, ${colorScheme}`);
    await options.close();
  });

  it(`inline panel on Maps (${colorScheme}) passes axe`, async () => {
    await maps.emulateMedia({ colorScheme });
    expect(await panelText(maps)).toContain('Crème brûlée');
    await expectNoSeriousViolations(maps, `inline panel, ${colorScheme}`, 'menu-on-maps-panel');
  });
}

// After the popup tests above: the long menu opened here becomes a saved menu.
for (const colorScheme of ['light', 'dark'] as const) {
  it(`inline panel states (${colorScheme}): a long menu with its sections and the grade's definition, the chip, a narrow window's column`, async () => {
    const page = await session.openPlace(placeById(session, SAMPLE_IDS.longMenu));
    await page.emulateMedia({ colorScheme });
    await waitForSettledPanel(page);
    await panel(page).getByRole('navigation', { name: 'Menu sections' }).waitFor();
    await panel(page).locator('.mom-info').click();
    await expectNoSeriousViolations(page, `long menu, ${colorScheme}`, 'menu-on-maps-panel');
    await panel(page).getByRole('button', { name: 'Hide' }).click();
    await panel(page).locator('.mom-pill').waitFor();
    await expectNoSeriousViolations(page, `collapsed chip, ${colorScheme}`, 'menu-on-maps-panel');
    const size = page.viewportSize() ?? { width: 1280, height: 800 };
    await page.setViewportSize({ width: 640, height: 400 });
    await panel(page).locator('.mom-pill').click();
    await panel(page).locator('.mom-dish').first().waitFor();
    expect(await panel(page).getAttribute('class')).toContain('mom-inline--beside');
    await expectNoSeriousViolations(page, `narrow window, ${colorScheme}`, 'menu-on-maps-panel');
    await page.setViewportSize(size);
    // Leave the panel open for the tests after this one (the hidden state is a kept preference).
    await panel(page).locator('.mom-pill').click();
    await panel(page).locator('.mom-dish').first().waitFor();
    await page.close();
  });
}

it('the welcome page, before and after Connect, passes axe in both schemes', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const welcome = await openOptionsPage(session, '#welcome');
    await welcome.emulateMedia({ colorScheme });
    await expectNoSeriousViolations(welcome, `welcome page, ${colorScheme}`);
    // The stored key fills the form: Connect saves it again, with nothing to ask.
    await connectButton(welcome).click();
    await welcome.getByRole('heading', { name: 'Key saved' }).waitFor();
    await expectNoSeriousViolations(welcome, `welcome page connected, ${colorScheme}`);
    await welcome.close();
  }
});

it('without a key, the popup shows its setup step and passes axe in both schemes', async () => {
  await session.configure({ key: '' });
  const popup = await openPopupPage(session);
  await popup.getByRole('region', { name: 'Setup' }).waitFor();
  for (const colorScheme of ['light', 'dark'] as const) {
    await popup.emulateMedia({ colorScheme });
    await checkPopup(popup, `popup setup step, ${colorScheme}`);
  }
  await popup.close();
  await session.configure();
});

it('the popup fits 400×600: no sideways scrolling, long content scrolls inside', async () => {
  const popup = await openPopupPage(session, mapsTabId);
  const ui = popupUi(popup);
  await expect.poll(() => ui.panelText('Current place')).toContain('Crème brûlée');
  expect(popup.viewportSize()).toEqual({ width: 400, height: 600 });
  const frame = await popupFrame(popup);
  expect(frame.scrollWidth).toBeLessThanOrEqual(400);
  expect(frame.scrollHeight).toBeLessThanOrEqual(600);
  expect(frame.panelsOverflowY).toBe('auto');
  // Le Petit Bistrot's twelve dishes are taller than the popup: the panel area scrolls.
  expect(frame.panelsScrolls).toBe(true);
  await popup.close();
});

it('in Arabic, right to left: the inline panel, the popup and the options page pass axe', async () => {
  const options = await openOptionsPage(session);
  const choose = (language: string) =>
    options.evaluate(
      (value) =>
        (
          globalThis as unknown as { chrome: { storage: { sync: { set(items: object): Promise<void> } } } }
        ).chrome.storage.sync.set({ 'ui.language': value }),
      language,
    );
  await choose('ar');
  await expect.poll(() => panel(maps).getAttribute('dir')).toBe('rtl');
  await expect.poll(() => options.evaluate(() => document.documentElement.dir)).toBe('rtl');
  try {
    await expectNoSeriousViolations(maps, 'inline panel, Arabic', 'menu-on-maps-panel');
    await expectNoSeriousViolations(options, 'options page, Arabic');
    const popup = await openPopupPage(session, mapsTabId);
    expect(await popup.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await checkPopup(popup, 'popup, Arabic');
    await popup.close();
  } finally {
    await choose('auto');
    await options.close();
  }
});
