import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SAMPLE_IDS, sampleEntry } from '@/service/index.ts';
import { ageSavedMenu, MENU_UPDATE, publishNewerMenu } from '@/testing/menu-update.ts';
import { panel, waitForSettledPanel } from '@/testing/panel.ts';
import { menuRequests, placeById, QUIET_MS } from '@/tests/e2e/harness/lookups.ts';
import { browserDateText, panelButton } from '@/tests/e2e/harness/panel-dom.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// "What changed since you last looked" (issue 33 §3): a saved menu replaced by a newer version whose
// dishes differ says what changed and marks the dishes, in the worker from what it saved: showing
// and dismissing the note send nothing to the service, and a dismissed note stays dismissed.

const shared = useSharedSession();
const placeId = SAMPLE_IDS.verified;

const note = (page: Page) => panel(page).locator('.mom-changes');
const hasNote = (page: Page) => note(page).count();
/** Each marked dish as "name: mark". */
const marks = (page: Page) =>
  page.evaluate(() =>
    [...(document.querySelector('menu-on-maps-panel')?.shadowRoot?.querySelectorAll('.mom-dish') ?? [])]
      .filter((dish) => dish.querySelector('.mom-change'))
      .map(
        (dish) =>
          `${dish.querySelector('.mom-dish-name')?.textContent}: ${dish.querySelector('.mom-change')?.textContent}`,
      ),
  );

it('a newer menu says what changed and marks its dishes; dismissed, it stays gone; neither costs a lookup', async () => {
  const { session } = shared;
  const page = await shared.open(placeById(session, placeId));
  await expect.poll(() => panel(page).locator('.mom-dish').count()).toBeGreaterThan(0);
  expect(menuRequests(session, placeId)).toHaveLength(1);
  expect(await hasNote(page)).toBe(0);

  // A week later the service has a newer version: the next view refreshes the saved menu (1 lookup).
  publishNewerMenu(session, placeId);
  await ageSavedMenu(session, placeId, 8);
  await page.reload();
  await waitForSettledPanel(page);
  await expect.poll(() => hasNote(page), { timeout: 15_000 }).toBe(1);
  expect(menuRequests(session, placeId)).toHaveLength(2);

  const since = await browserDateText(page, Date.parse(String(sampleEntry(placeId)?.record.verified_at)));
  const text = await note(page).textContent();
  expect(text).toContain(`1 new dish · 1 price changed · 1 dish gone since ${since}`);
  expect(text).toContain(`No longer on the menu:${MENU_UPDATE.gone}€11.00`);
  expect(await marks(page)).toEqual([`${MENU_UPDATE.dearer}: up from €9.50`, `${MENU_UPDATE.added}: New`]);

  const before = session.service.log().length;
  await panelButton(page, 'Dismiss what changed').click();
  await expect.poll(() => hasNote(page)).toBe(0);
  expect(await marks(page)).toEqual([]);

  // Dismissed for good: the place opened again shows the menu without the note.
  await page.reload();
  await waitForSettledPanel(page);
  await expect.poll(() => panel(page).locator('.mom-dish').count()).toBeGreaterThan(0);
  await page.waitForTimeout(QUIET_MS);
  expect(await hasNote(page)).toBe(0);
  expect(await marks(page)).toEqual([]);
  expect(session.service.log().slice(before)).toEqual([]);
});
