import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SAMPLE_IDS } from '@/service/index.ts';
import { chooseFile, IMPORT_INPUT } from '@/testing/choose-file.ts';
import type { Stack } from '@/testing/stack.ts';
import type { Say } from './log.ts';
import { openOptions, openPopupForTab } from './pages.ts';
import type { PanelScenes } from './panel-scenes.ts';

// Screenshots of the popup's tabs (its search with what a lookup costs, the saved menus with their
// filter, sort and delete question) and of the popup and the options page in dark mode.

const TIMEOUT = 30_000;

class PopupShots {
  readonly shots: string[] = [];

  constructor(
    private readonly outDir: string,
    private readonly say: Say,
  ) {}

  async shoot(page: Page, name: string): Promise<void> {
    const path = join(this.outDir, `${name}.png`);
    // No hover left on whatever was clicked last.
    await page.mouse.move(0, 0);
    await page.screenshot({ path, fullPage: true });
    this.shots.push(path);
    this.say(`Popup: ${path}`);
  }
}

const tab = (popup: Page, name: string) => popup.getByRole('tab', { name, exact: true });
const savedList = (popup: Page) => popup.locator('[role="tabpanel"]:not([hidden]) .popup-list');

/** After the panel scenes: many places are saved by then, closed and unavailable ones among them. */
export async function popupScenes(scenes: PanelScenes, stack: Stack, outDir: string, say: Say) {
  const shots = new PopupShots(outDir, say);
  const maps = await scenes.open(SAMPLE_IDS.verified);
  const popup = await openPopupForTab(stack, await stack.tabIdOf(maps));
  // The toolbar popup's own size (the page would show a strip of page beside a 400 px popup).
  await popup.setViewportSize({ width: 400, height: 600 });

  await tab(popup, 'Search').click();
  await popup.getByRole('searchbox', { name: 'Search dishes' }).fill('creme');
  await popup.getByRole('list', { name: 'Matches in saved menus' }).waitFor({ timeout: TIMEOUT });
  await popup.getByRole('button', { name: 'Search all restaurants — uses 1 lookup' }).click();
  await popup.getByRole('list', { name: 'Matches in all restaurants' }).waitFor({ timeout: TIMEOUT });
  await shots.shoot(popup, 'popup-search');
  // An answer the reader cannot read: the sentence in the user's language, the reader's own English
  // words folded under "Technical details", opened here.
  const faults = stack.service.faults();
  stack.service.setFaults({ ...faults, searchMalformed: 'html' });
  await popup.getByRole('searchbox', { name: 'Search dishes' }).fill('soup');
  await popup.getByRole('button', { name: 'Search all restaurants — uses 1 lookup' }).click();
  await popup.locator('.mom-technical-detail summary').click({ timeout: TIMEOUT });
  await shots.shoot(popup, 'popup-search-unreadable');
  stack.service.setFaults(faults);

  await tab(popup, 'Saved').click();
  await savedList(popup).waitFor({ timeout: TIMEOUT });
  await shots.shoot(popup, 'popup-saved');
  await popup.getByRole('radio', { name: 'Name' }).click();
  await popup.getByRole('list', { name: 'Saved places, by name' }).waitFor({ timeout: TIMEOUT });
  await popup.getByRole('searchbox', { name: 'Filter by name' }).fill('caf');
  await popup.getByText(/match “caf”/).waitFor({ timeout: TIMEOUT });
  await shots.shoot(popup, 'popup-saved-filtered-by-name');
  await popup.getByRole('searchbox', { name: 'Filter by name' }).fill('');
  await popup.getByText(/free to open offline/).waitFor({ timeout: TIMEOUT });
  await popup
    .getByRole('button', { name: /^Delete .+ from this device$/ })
    .first()
    .click();
  await popup.getByRole('button', { name: 'Cancel' }).waitFor({ timeout: TIMEOUT });
  await shots.shoot(popup, 'popup-saved-delete');
  await popup.getByRole('button', { name: 'Cancel' }).click();

  await popup.emulateMedia({ colorScheme: 'dark' });
  await shots.shoot(popup, 'popup-saved-dark');
  await tab(popup, 'Current place').click();
  await popup.locator('.mom-dish').first().waitFor({ timeout: TIMEOUT });
  await shots.shoot(popup, 'popup-dark');
  await popup.close();
  await maps.close();

  const settings = await openOptions(stack);
  await settings.emulateMedia({ colorScheme: 'dark' });
  await settings.mouse.move(0, 0);
  await shots.shoot(settings, 'options-dark');
  await settings.close();

  // A damaged trip file, refused whole: the sentence, and what the reader found under "Technical details".
  const importing = await openOptions(stack);
  const damaged = JSON.stringify({ version: 2, menus: [{ placeId: 'x', menu: {} }] });
  await chooseFile(importing, IMPORT_INPUT, 'trip.json', damaged);
  await importing.locator('.options-import .options-technical-detail summary').click({ timeout: TIMEOUT });
  await shots.shoot(importing, 'options-import-invalid');
  await importing.close();
  return shots.shots;
}
