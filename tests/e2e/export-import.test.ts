import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { chooseFile, IMPORT_INPUT } from '@/testing/choose-file.ts';
import { waitForSettledPanel } from '@/testing/panel.ts';
import { openOptionsPage } from '@/tests/e2e/harness/extension-pages.ts';
import { menuRequests, placeById, sendAsExtensionPage } from '@/tests/e2e/harness/lookups.ts';
import { patientPolls } from '@/tests/e2e/harness/patience.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

// Moving a trip to the phone (issue 34): the options page exports a place list with its places'
// menus, and imports the file back on a device that has none of them, costing no lookup; a second
// import of the same file changes nothing, a malformed one is refused whole. A list can only be made
// from a Maps results list (issue 33's work), so this one is written into the database directly.

let session: E2ESession;
let options: Page;
const HOSTILE_NAME = 'ramen <img src=x id=pwned onerror="document.title=1">';

beforeAll(async () => {
  patientPolls();
  session = await startSession();
  await session.configure();
  for (const placeId of [SAMPLE_IDS.verified, SAMPLE_IDS.crawled]) {
    const maps = await session.openPlace(placeById(session, placeId));
    await waitForSettledPanel(maps);
    await maps.close();
  }
  options = await openOptionsPage(session);
  await writeList(options, {
    id: 'trip',
    name: HOSTILE_NAME,
    query: 'ramen',
    createdAt: 1,
    updatedAt: 2,
    centre: null,
    places: [{ placeId: SAMPLE_IDS.verified, name: 'Verified' }],
  });
  await options.reload();
});

afterAll(async () => {
  await session?.close();
});

/** Writes (or with null, clears) the place lists in the extension's own database, from its page. */
function writeList(page: Page, list: object | null): Promise<void> {
  return page.evaluate(
    (row) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('menu-on-maps');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('lists', 'readwrite');
          if (row) tx.objectStore('lists').put(row);
          else tx.objectStore('lists').clear();
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    list,
  );
}

/** Exports through the page's own button, returning the file's text (read from its Blob URL). */
async function exportFile(page: Page, choice: string): Promise<string> {
  // Chosen as a user does (Firefox's harness has no selectOption): the option, then a change event.
  await page.evaluate((label) => {
    const select = document.querySelector<HTMLSelectElement>('.options-export select');
    const option = [...(select?.options ?? [])].find((candidate) => candidate.text === label);
    if (!select || !option) throw new Error(`no export choice ${label}`);
    select.value = option.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, choice);
  await page.getByRole('button', { name: 'Export as JSON' }).click();
  const link = page.locator('.options-export a[download]');
  await link.waitFor();
  const text = await page.evaluate(async () => {
    const anchor = document.querySelector<HTMLAnchorElement>('.options-export a[download]');
    return anchor ? (await fetch(anchor.href)).text() : '';
  });
  await page.reload();
  await page.getByLabel('Service URL', { exact: true }).waitFor();
  return text;
}

/** Chooses a file in the page's file input, as the user does from the picker. */
async function importFile(page: Page, text: string): Promise<string> {
  await chooseFile(page, IMPORT_INPUT, 'trip.json', text);
  const feedback = page.locator('.options-import .options-feedback');
  await expect.poll(() => feedback.textContent()).not.toBe('');
  const said = (await feedback.textContent()) ?? '';
  await page.reload();
  await page.getByLabel('Service URL', { exact: true }).waitFor();
  return said;
}

/** Everything saved, as an export of all (its date left out). */
async function everything(): Promise<unknown> {
  const file = JSON.parse(
    ((await sendAsExtensionPage(session, { type: 'cache.export' })) as { data: string }).data,
  );
  return { menus: file.menus, lists: file.lists };
}

it('moves a list with its menus to a device without them: 0 lookups, twice changes nothing, a malformed file is refused whole', async () => {
  // The list's name is the page's text, never its markup.
  const option = options.locator('option', { hasText: 'ramen <img' });
  expect(await option.textContent()).toContain(HOSTILE_NAME);
  expect(await options.locator('#pwned').count()).toBe(0);

  const file = await exportFile(options, `The list “${HOSTILE_NAME}” (1 place) with its menus`);
  expect(JSON.parse(file)).toMatchObject({
    version: 2,
    lists: [{ id: 'trip' }],
    menus: [{ placeId: SAMPLE_IDS.verified }],
  });

  // The phone: nothing saved.
  await sendAsExtensionPage(session, { type: 'cache.clear' });
  await writeList(options, null);
  expect(await everything()).toEqual({ menus: [], lists: [] });
  const requestsBefore = menuRequests(session).length;

  expect(await importFile(options, file)).toContain('Imported 1 saved place and 1 list.');
  const imported = await everything();
  expect(imported).toMatchObject({
    menus: [{ placeId: SAMPLE_IDS.verified }],
    lists: [{ id: 'trip', name: HOSTILE_NAME }],
  });

  expect(await importFile(options, file)).toContain(
    'Imported 0 saved places and 0 lists. (2 already up to date)',
  );
  expect(await everything()).toEqual(imported);

  const malformed = JSON.stringify({
    version: 2,
    menus: [JSON.parse(file).menus[0], { placeId: 'x', menu: {} }],
  });
  expect(await importFile(options, malformed)).toContain(
    'This file is damaged or was changed: nothing was imported',
  );
  expect(await importFile(options, '{"menus": [')).toContain('This file is not an export of Menu on Maps');
  expect(await everything()).toEqual(imported);
  expect(await options.locator('#pwned').count()).toBe(0);

  expect(menuRequests(session).length).toBe(requestsBefore);
});
