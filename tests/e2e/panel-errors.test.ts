import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEFAULT_MONTHLY_BUDGET, SAMPLE_IDS } from '@/service/index.ts';
import { panel, panelText } from '@/testing/panel.ts';
import {
  menuRequests,
  placeById,
  pushPlace,
  requestsDuringQuiet,
  sampleDishNames,
} from '@/tests/e2e/harness/lookups.ts';
import { browserDateText, dishNames, panelButton } from '@/tests/e2e/harness/panel-dom.ts';
import type { E2ESession } from '@/tests/e2e/harness/session.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// What the inline panel says when the service refuses the key (401), runs out of budget (429) or
// fails (5xx), and that a refused or exhausted state stops further requests.

const shared = useSharedSession();
let session: E2ESession;

beforeAll(() => {
  session = shared.session;
});

const open = (placeId: string) => shared.open(placeById(session, placeId));

/**
 * Clicks the panel's "Open options" and waits for the options page: in a tab of its own, or
 * (options_ui without open_in_tab) inside chrome://extensions.
 */
async function openOptionsFrom(page: Page): Promise<void> {
  const optionsOpened = session.context.waitForEvent('page', {
    predicate: (opened) =>
      opened.url().startsWith(session.extensionUrl('options.html')) ||
      opened.url().includes(`options=${session.extensionId}`),
  });
  await panelButton(page, 'Open options').click();
  await (await optionsOpened).close();
}

it('401: "key refused" with an Open options button that opens the options page; no further lookups', async () => {
  await session.configure({ key: 'not-the-key-the-service-knows' });
  const page = await open(SAMPLE_IDS.realNewYork);
  await expect.poll(() => panelText(page)).toContain('The API key was refused');
  expect(menuRequests(session).map((entry) => [entry.status, entry.auth])).toEqual([[401, 'invalid']]);

  await openOptionsFrom(page);

  // The refused key is not tried again automatically, for this place or another one.
  await pushPlace(page, placeById(session, SAMPLE_IDS.yen));
  expect(await panelText(page)).toContain('The API key was refused');
  expect(await requestsDuringQuiet(session, page)).toEqual([]);
});

it('5xx: the error state with Try again; after the fault is gone, Try again from the keyboard shows the dishes, focus kept', async () => {
  const placeId = SAMPLE_IDS.pounds;
  session.service.setFaults({ places: { [placeId]: { status: 503 } } });
  const page = await open(placeId);
  await expect.poll(() => panelText(page)).toContain('Couldn’t load the menu');
  expect(await panelText(page)).toContain('HTTP 503');
  const failed = menuRequests(session, placeId);
  expect(failed.length).toBeGreaterThan(0);
  expect(failed.every((entry) => entry.status === 503)).toBe(true);

  session.service.setFaults({});
  // From the keyboard: the button goes away with the request, the focus stays in the panel.
  await panelButton(page, 'Try again — uses 1 lookup').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => dishNames(page), { timeout: 15_000 }).toEqual(sampleDishNames(placeId));
  const focused = await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.tagName);
  expect(focused).toBe('H2');
  expect(menuRequests(session, placeId).map((entry) => entry.status)).toEqual([
    ...failed.map(() => 503),
    200,
  ]);
});

it("429: the service's budget for the key used up, with the reset date, what still works and the way to the options; nothing is sent, nothing offered that cannot succeed", async () => {
  session.service.setBudget({ used: DEFAULT_MONTHLY_BUDGET });
  const page = await open(SAMPLE_IDS.accents);
  await expect
    .poll(() => panelText(page))
    .toContain('The menu service’s monthly budget for your key is used up');
  const now = new Date();
  const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  expect(await panelText(page)).toContain(`Lookups resume on ${await browserDateText(page, nextMonth)}.`);
  expect(menuRequests(session).map((entry) => entry.status)).toEqual([429]);

  // Other places, in this tab and a new one: nothing is sent.
  const numeric = placeById(session, SAMPLE_IDS.numericPrices);
  await pushPlace(page, numeric);
  expect(await panelText(page)).toContain('The menu service’s monthly budget for your key is used up');
  const other = await open(SAMPLE_IDS.stringPrices);
  expect(await panelText(other)).toContain('The menu service’s monthly budget for your key is used up');
  expect(await requestsDuringQuiet(session, other)).toEqual([]);
  expect(session.service.log()).toHaveLength(1);

  // No "Try again": nothing can succeed before the reset date. What still works is said instead,
  // and where another key (a bigger plan) is saved: the options page, one click away.
  expect(await panelText(other)).toContain('Saved menus still show, and the toolbar button searches them.');
  expect(await panelText(other)).toContain('save a key with a bigger plan in the options.');
  expect(await panel(other).getByRole('button').allTextContents()).toEqual([
    'Move down',
    'Hide',
    'Open options',
  ]);
  await openOptionsFrom(other);
  expect(session.service.log()).toHaveLength(1);
  session.service.setBudget({ used: 0 });
});
