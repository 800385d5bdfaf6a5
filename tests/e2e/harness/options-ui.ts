import type { Locator, Page } from 'playwright-core';

// Driving the options page the way a user does: by visible labels and button names.

export function saveButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Save', exact: true });
}

/** The welcome page's one button (options.html#welcome). */
export function connectButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Connect', exact: true });
}

/** The polite (role=status) and assertive (role=alert) lines of the form holding `control`. */
export function feedbackOf(page: Page, formControl: Locator) {
  const form = page.locator('form').filter({ has: formControl });
  return { ok: form.getByRole('status'), problem: form.getByRole('alert') };
}

/** Fills Service URL and API key by their labels and clicks Save. */
export async function submitConnection(page: Page, serviceUrl: string, apiKey: string): Promise<void> {
  await page.getByLabel('Service URL', { exact: true }).fill(serviceUrl);
  await page.getByLabel('API key', { exact: true }).fill(apiKey);
  await saveButton(page).click();
}

export interface PreferenceInput {
  autoLookup?: boolean;
  autoRefresh?: boolean;
  freshnessDays?: string;
  monthlyAllowance?: string;
  /** Labels of the diet checkboxes to tick; the others are unticked. */
  diets?: string[];
}

export const AUTO_LOOKUP_LABEL = 'Look up menus automatically on Google Maps place pages';
export const FRESHNESS_LABEL = 'Freshness window (days)';
export const ALLOWANCE_LABEL = 'Monthly allowance (lookups)';
export const DIET_LABELS = [
  'vegan',
  'vegetarian',
  'gluten-free',
  'halal',
  'kosher',
  'dairy-free',
  'nut-free',
];

/** Types a number into its field and leaves it (Tab), as a user does: the page saves it if valid. */
export async function commitNumber(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(text);
  await field.press('Tab');
}

/**
 * Sets the given preferences as a user does: each box saves as it is ticked, each number once it is
 * left. Callers wait for what they expect (the stored settings, a field's status).
 */
export async function setPreferences(page: Page, input: PreferenceInput): Promise<void> {
  if (input.autoLookup !== undefined) {
    await page.getByLabel(AUTO_LOOKUP_LABEL).setChecked(input.autoLookup);
  }
  if (input.autoRefresh !== undefined) {
    await page.getByLabel('Refresh stale saved menus automatically').setChecked(input.autoRefresh);
  }
  for (const label of input.diets === undefined ? [] : DIET_LABELS) {
    await page.getByLabel(label, { exact: true }).setChecked(input.diets?.includes(label) ?? false);
  }
  if (input.freshnessDays !== undefined) await commitNumber(page, FRESHNESS_LABEL, input.freshnessDays);
  if (input.monthlyAllowance !== undefined) await commitNumber(page, ALLOWANCE_LABEL, input.monthlyAllowance);
}

/** The status lines beside a number field (named by its aria-describedby): saved, or its problem. */
export async function fieldStatus(page: Page, label: string) {
  const ids = ((await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '').split(
    ' ',
  );
  const lines = (role: string) => page.locator(ids.map((id) => `[id="${id}"] [role="${role}"]`).join(', '));
  return { ok: lines('status'), problem: lines('alert') };
}

/** The preferences form as shown. */
export async function shownPreferences(page: Page) {
  const diets: string[] = [];
  for (const label of DIET_LABELS) {
    if (await page.getByLabel(label, { exact: true }).isChecked()) diets.push(label);
  }
  return {
    autoLookup: await page.getByLabel(AUTO_LOOKUP_LABEL).isChecked(),
    freshnessDays: await page.getByLabel(FRESHNESS_LABEL).inputValue(),
    monthlyAllowance: await page.getByLabel(ALLOWANCE_LABEL).inputValue(),
    diets,
  };
}
