import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { panelText, waitForSettledPanel } from '@/testing/panel.ts';
import { openOptionsPage, openPopupPage } from '@/tests/e2e/harness/extension-pages.ts';
import { placeById } from '@/tests/e2e/harness/lookups.ts';
import {
  ALLOWANCE_LABEL,
  feedbackOf,
  fieldStatus,
  saveButton,
  setPreferences,
  submitConnection,
} from '@/tests/e2e/harness/options-ui.ts';
import { patientPolls } from '@/tests/e2e/harness/patience.ts';
import { popupUi } from '@/tests/e2e/harness/popup-ui.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

// This month's lookups: counted per billed request, shown against the allowance set in the options.

let session: E2ESession;
let options: Page;

beforeAll(async () => {
  patientPolls();
  session = await startSession();
  options = await openOptionsPage(session);
  await submitConnection(options, session.service.url, session.service.demoKey);
  await feedbackOf(options, saveButton(options))
    .ok.filter({ hasText: /^Saved\.$/ })
    .waitFor();
});

beforeEach(() => {
  session.service.clearLog();
});

afterAll(async () => {
  await session?.close();
});

async function setAllowance(allowance: string): Promise<void> {
  await options.reload();
  await options.getByLabel(ALLOWANCE_LABEL).waitFor();
  await setPreferences(options, { monthlyAllowance: allowance });
  const { ok } = await fieldStatus(options, ALLOWANCE_LABEL);
  await expect.poll(() => ok.textContent()).toBe('Saved.');
}

async function visitAndClose(placeId: string): Promise<string> {
  const page = await session.openPlace(placeById(session, placeId));
  await waitForSettledPanel(page);
  const text = await panelText(page);
  await page.close();
  return text;
}

const usageLine = async () =>
  ((await options.locator('.options-usage').textContent()) ?? '').replace(/\s+/g, ' ');

it('counts each billed lookup against the allowance set in the options page', async () => {
  await setAllowance('100');
  // No figure from the service yet: what the allowance leaves.
  expect(await usageLine()).toBe('100 of 100 lookups left');
  // Another client of the same key (an agent, another browser) spent 941 this month: only the
  // service knows, and says so in its rate-limit headers. Its figure is the fewer, so it is shown.
  session.service.setBudget({ used: 941 });

  for (const placeId of [SAMPLE_IDS.verified, SAMPLE_IDS.crawled, SAMPLE_IDS.scanned]) {
    await visitAndClose(placeId);
  }
  expect(session.service.log().map((entry) => entry.path)).toEqual(['/v1/menu', '/v1/menu', '/v1/menu']);
  expect(session.service.budgetUsed()).toBe(944);

  const popup = await openPopupPage(session);
  const ui = popupUi(popup);
  await expect
    .poll(() => ui.budgetText())
    .toBe('56 of 1,000 lookups left — nearly used up Used from this browser: 3 of your 100 this month');
  const meter = popup.getByRole('meter', { name: '56 of 1,000 lookups left — nearly used up' });
  // The bar shows what the words say: what is left.
  expect(await meter.getAttribute('value')).toBe('56');
  expect(await meter.getAttribute('max')).toBe('1000');
  await popup.close();

  // The options page says it as the popup does.
  await options.reload();
  await expect.poll(usageLine).toBe('56 of 1,000 lookups left — nearly used up');
  expect(await options.getByText('Used from this browser: 3 of your 100 this month').count()).toBe(1);
});

it('warns near the allowance, follows a billed search live, and stops automatic lookups at it', async () => {
  await setAllowance('5');
  const popup = await openPopupPage(session);
  const ui = popupUi(popup);
  // The allowance now runs out before the service's 56: its figure is the one shown.
  await expect.poll(() => ui.budgetText()).toBe('2 of 5 lookups left');

  await ui.tab('Search').click();
  const searches: [string, string, string][] = [
    ['tiramisu', '1 match. Used 1 lookup.', '1 of 5 lookups left — nearly used up'],
    ['ramen', '3 matches. Used 1 lookup.', '0 of 5 lookups left — reached'],
  ];
  for (const [query, summary, budget] of searches) {
    await ui.searchBox().fill(query);
    await ui.remoteButton().click();
    await expect.poll(() => ui.remoteSummary()).toBe(summary);
    await expect.poll(() => ui.budgetText()).toBe(budget);
  }
  await popup.close();

  session.service.clearLog();
  const text = await visitAndClose(SAMPLE_IDS.numericPrices);
  expect(text).toContain('Your monthly allowance is reached');
  expect(session.service.log()).toEqual([]);
});
