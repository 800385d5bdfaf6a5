import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { panelText, waitForSettledPanel } from '@/testing/panel.ts';
import { openOptionsPage, openPopupPage, storedLocal } from '@/tests/e2e/harness/extension-pages.ts';
import { placeById } from '@/tests/e2e/harness/lookups.ts';
import {
  ALLOWANCE_LABEL,
  commitNumber,
  FRESHNESS_LABEL,
  feedbackOf,
  fieldStatus,
  saveButton,
  setPreferences,
  shownPreferences,
  submitConnection,
} from '@/tests/e2e/harness/options-ui.ts';
import { patientPolls } from '@/tests/e2e/harness/patience.ts';
import { popupUi } from '@/tests/e2e/harness/popup-ui.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';
import { toolbarButton } from '@/tests/e2e/harness/toolbar-button.ts';

// A fresh profile configured only through the UI: popup → options → Save → Maps shows menus.

let session: E2ESession;
let options: Page;

beforeAll(async () => {
  patientPolls();
  session = await startSession();
});

beforeEach(() => {
  session.service.clearLog();
});

afterAll(async () => {
  await session?.close();
});

const HTTPS_PROBLEM = 'Service URL must use https:// (http:// is allowed only for localhost).';

it('a fresh profile: the popup shows one setup step, and it opens the options page', async () => {
  const popup = await openPopupPage(session);
  const setup = popup.getByRole('region', { name: 'Setup' });
  await expect.poll(() => setup.textContent()).toContain('needs your API key');
  const step = setup.getByRole('button');
  // One message and one button: the whole popup has no other button (no Options, no tabs).
  expect(await popup.getByRole('button').allTextContents()).toEqual(['Add your API key']);
  expect(await popup.getByRole('tab').count()).toBe(0);

  // options_ui.open_in_tab: the options page opens in a tab of its own.
  const optionsUrl = session.extensionUrl('options.html');
  const opened = session.context.waitForEvent('page', { predicate: (page) => page.url() === optionsUrl });
  await step.click();
  await (await opened).close();
  options = await openOptionsPage(session);
  await popup.close();
});

it('saves the service URL and key from the form, with the key hidden until shown', async () => {
  const key = options.getByLabel('API key', { exact: true });
  expect(await key.getAttribute('type')).toBe('password');
  await options.getByLabel('Service URL', { exact: true }).fill(session.service.url);
  await key.fill(session.service.demoKey);
  await options.getByRole('button', { name: 'Show API key' }).click();
  expect(await key.getAttribute('type')).toBe('text');
  expect(await key.inputValue()).toBe(session.service.demoKey);
  await options.getByRole('button', { name: 'Hide API key' }).click();
  expect(await key.getAttribute('type')).toBe('password');

  await saveButton(options).click();
  const feedback = feedbackOf(options, saveButton(options));
  await expect.poll(() => feedback.ok.textContent()).toBe('Saved.');
  expect(await feedback.problem.textContent()).toBe('');
  const stored = await storedLocal(session);
  expect(stored.apiKey).toBe(session.service.demoKey);
  expect((stored.settings as { serviceUrl: string }).serviceUrl).toBe(session.service.url);
  // Saving asked for nothing: no request was sent by configuring.
  expect(session.service.log()).toEqual([]);
});

it('refuses an invalid service URL or key with the exact problem, and keeps what was stored', async () => {
  const feedback = feedbackOf(options, saveButton(options));
  const cases: [string, string, string][] = [
    ['ftp://x', session.service.demoKey, HTTPS_PROBLEM],
    ['http://example.com', session.service.demoKey, HTTPS_PROBLEM],
    [
      'menus example',
      session.service.demoKey,
      'Service URL is not a valid URL (example: https://menus.example.com).',
    ],
    [
      'https://menus.example.com/?v=1',
      session.service.demoKey,
      'Service URL must not contain a query or fragment.',
    ],
    [session.service.url, '', 'Enter your API key.'],
    [session.service.url, 'two keys', 'The API key must not contain spaces or line breaks.'],
  ];
  for (const [url, key, problem] of cases) {
    await submitConnection(options, url, key);
    await expect.poll(() => feedback.problem.textContent()).toBe(problem);
    expect(await feedback.ok.textContent()).toBe('');
  }
  const stored = await storedLocal(session);
  expect((stored.settings as { serviceUrl: string }).serviceUrl).toBe(session.service.url);
  expect(stored.apiKey).toBe(session.service.demoKey);

  await options.reload();
  await expect
    .poll(() => options.getByLabel('Service URL', { exact: true }).inputValue())
    .toBe(session.service.url);
  expect(await options.getByLabel('API key', { exact: true }).inputValue()).toBe(session.service.demoKey);
});

it('Test connection sends exactly one request and reports success, with the lookups left', async () => {
  // Another client of the same key spent 841 this month: the answer's rate-limit headers say what is
  // left after the test, and the toolbar button warns as it does near the user's own allowance.
  session.service.setBudget({ used: 841 });
  const button = options.getByRole('button', { name: 'Test connection — uses 1 lookup' });
  await button.click();
  const status = options.locator('.options-test').getByRole('status');
  await expect
    .poll(() => status.textContent())
    .toBe('Connection works. 158 of 1,000 lookups left this month.');
  const log = session.service.log();
  expect(log.map((entry) => [entry.path, entry.status])).toEqual([['/v1/search', 200]]);
  expect(await toolbarButton(session)).toEqual({
    text: '80%',
    title: 'Menu on Maps: 158 of 1,000 lookups left this month, says the menu service',
  });
  session.service.setBudget({ used: 0 });
});

it('a refused key: Test connection says so, the popup asks to check it, a corrected key clears it', async () => {
  const feedback = feedbackOf(options, saveButton(options));
  await submitConnection(options, session.service.url, 'not-the-key');
  await expect.poll(() => feedback.ok.textContent()).toBe('Saved.');
  await options.getByRole('button', { name: 'Test connection — uses 1 lookup' }).click();
  const problem = options.locator('.options-test').getByRole('alert');
  await expect
    .poll(() => problem.textContent())
    .toBe('The service refused the API key (HTTP 401). Check the key in the options.');
  expect(session.service.log().map((entry) => entry.status)).toEqual([401]);

  const popup = await openPopupPage(session);
  const setup = popup.getByRole('region', { name: 'Setup' });
  await expect.poll(() => setup.textContent()).toContain('The menu service refused your API key.');
  expect(await setup.getByRole('button').allTextContents()).toEqual(['Check your API key']);

  await submitConnection(options, session.service.url, session.service.demoKey);
  await expect.poll(() => feedback.ok.textContent()).toBe('Saved.');
  await popup.reload();
  await popup.getByRole('tablist').waitFor();
  await expect.poll(() => popupUi(popup).budgetText()).toContain('lookup');
  expect(await setup.count()).toBe(0);
  await popup.close();
});

it('the configuration took effect: a Maps place shows its menu inline', async () => {
  const page = await session.openPlace(placeById(session, SAMPLE_IDS.verified));
  await waitForSettledPanel(page);
  await expect.poll(() => panelText(page)).toContain('Crème brûlée');
  expect(await panelText(page)).toContain('Le Petit Bistrot');
  await page.close();
});

it('preferences save as they change, are validated beside their field, persist, and auto-lookup off stops lookups', async () => {
  const days = await fieldStatus(options, FRESHNESS_LABEL);
  await commitNumber(options, FRESHNESS_LABEL, '0');
  await expect
    .poll(() => days.problem.textContent())
    .toBe('Freshness window must be a whole number of days from 1 to 365.');
  // Typed, not filled: a half-typed number must not read as "no limit".
  await options.getByLabel(ALLOWANCE_LABEL).pressSequentially('1e');
  await options.getByLabel(ALLOWANCE_LABEL).press('Tab');
  const allowance = await fieldStatus(options, ALLOWANCE_LABEL);
  await expect
    .poll(() => allowance.problem.textContent())
    .toBe('Monthly allowance must be a whole number of at least 1, or empty for none.');
  expect((await storedLocal(session)).settings).toMatchObject({ freshnessDays: 7, monthlyAllowance: null });

  const wanted = {
    autoLookup: false,
    freshnessDays: '14',
    monthlyAllowance: '100',
    diets: ['vegan', 'halal'],
  };
  await setPreferences(options, wanted);
  await expect.poll(() => allowance.ok.textContent()).toBe('Saved.');
  expect(await allowance.problem.textContent()).toBe('');
  await expect
    .poll(async () => (await storedLocal(session)).settings)
    .toMatchObject({ autoLookup: false, freshnessDays: 14, monthlyAllowance: 100 });
  // No Save button for them: the only one on the page is the connection's.
  expect(await options.getByRole('button', { name: /^save/i }).allTextContents()).toEqual(['Save']);
  await options.reload();
  await options.getByLabel('Service URL', { exact: true }).waitFor();
  expect(await shownPreferences(options)).toEqual(wanted);
  const { settings } = (await storedLocal(session)) as { settings: Record<string, unknown> };
  expect(settings).toMatchObject({
    serviceUrl: session.service.url,
    autoLookup: false,
    freshnessDays: 14,
    monthlyAllowance: 100,
  });
  expect([...(settings.dietPreferences as string[])].sort()).toEqual(['halal', 'vegan']);

  // Saving the connection again keeps the preferences; the URL is stored without its trailing slash.
  await submitConnection(options, `${session.service.url}/`, session.service.demoKey);
  await expect.poll(() => feedbackOf(options, saveButton(options)).ok.textContent()).toBe('Saved.');
  expect(await options.getByLabel('Service URL', { exact: true }).inputValue()).toBe(session.service.url);
  expect((await storedLocal(session)).settings).toEqual({ ...settings, serviceUrl: session.service.url });

  const page = await session.openPlace(placeById(session, SAMPLE_IDS.crawled));
  await waitForSettledPanel(page);
  await expect.poll(() => panelText(page)).toContain('Show menu — uses 1 lookup');
  // WXT polls location every second: a few ticks to (not) look the place up.
  await page.waitForTimeout(2_500);
  expect(session.service.log()).toEqual([]);
  await page.close();
});
