import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MenuItem, SAMPLE_IDS, sampleEntry } from '@/service/index.ts';
import { panel, panelText } from '@/testing/panel.ts';
import { notInCatalogPlace } from '@/testing/stack.ts';
import { menuRequests, placeById, requestsDuringQuiet } from '@/tests/e2e/harness/lookups.ts';
import {
  countInPanel,
  dishNames,
  dishPrices,
  gradeDefinition,
  statusBadge,
} from '@/tests/e2e/harness/panel-dom.ts';
import type { E2ESession } from '@/tests/e2e/harness/session.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// Every grade and unavailable reason as the inline panel shows it, and the catalog's 404.

const shared = useSharedSession();
let session: E2ESession;

beforeAll(() => {
  session = shared.session;
});

const open = (placeId: string) =>
  shared.open(placeId === SAMPLE_IDS.notInCatalog ? notInCatalogPlace() : placeById(session, placeId));

function sampleItems(placeId: string): MenuItem[] {
  const items = sampleEntry(placeId)?.record.items;
  if (!Array.isArray(items)) throw new Error(`sample ${placeId} has no item list`);
  return items as MenuItem[];
}

/** The price as the browser formats it (its own locale), the way the panel does. */
function browserPrice(page: Page, item: MenuItem): Promise<string> {
  const price = item.price as { amount: number; currency: string };
  return page.evaluate(
    ({ amount, currency }) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount),
    price,
  );
}

describe('read menus', () => {
  it.each([
    ['verified', SAMPLE_IDS.verified, 'Verified', 'checked by the menu service'],
    ['crawled', SAMPLE_IDS.crawled, 'From website', 'from the restaurant’s website'],
    ['scanned', SAMPLE_IDS.scanned, 'Scanned', 'photo or scan of the menu'],
  ])('%s: its grade wording, every dish and their prices', async (_grade, placeId, badge, note) => {
    const page = await open(placeId);
    await expect.poll(() => statusBadge(page).textContent()).toBe(badge);
    expect(await gradeDefinition(page)).toContain(note);
    const items = sampleItems(placeId);
    expect(await dishNames(page)).toEqual(expect.arrayContaining(items.map((item) => item.name)));
    expect(await dishNames(page)).toHaveLength(items.length);
    const prices = await dishPrices(page);
    expect(prices).toContain(await browserPrice(page, items[0] as MenuItem));
    expect(prices).toContain(await browserPrice(page, items[1] as MenuItem));
    expect(menuRequests(session, placeId)).toHaveLength(1);
  });
});

it('none: "No menu yet", and no dishes', async () => {
  const page = await open(SAMPLE_IDS.none);
  await expect.poll(() => statusBadge(page).textContent()).toBe('No menu yet');
  expect(await panelText(page)).toContain('No menu has been read for this place yet');
  expect(await countInPanel(page, '.mom-dish')).toBe(0);
});

describe('unavailable: the reason in words, no dishes (even when the record still lists some)', () => {
  it.each([
    ['menu_not_public', SAMPLE_IDS.unavailable, 'The restaurant does not make its menu public.'],
    ['closed_permanently', SAMPLE_IDS.unavailableClosed, 'Its menu is no longer shown.'],
    ['owner_opt_out', SAMPLE_IDS.unavailableOptOut, 'The owner asked for the menu not to be shown.'],
  ])('%s', async (code, placeId, sentence) => {
    const page = await open(placeId);
    // A closed place leads with its closure, instead of the grade.
    const lead = code === 'closed_permanently' ? 'Permanently closed' : 'Menu unavailable';
    await expect.poll(() => statusBadge(page).textContent()).toBe(lead);
    // Said once: the notice under the trust line says why, not what it is again.
    expect(await panel(page).getByRole('heading', { name: sentence }).count()).toBe(1);
    const text = await panelText(page);
    expect(text.split(lead)).toHaveLength(2);
    expect(text).not.toContain(code);
    expect(await countInPanel(page, '.mom-dish')).toBe(0);
  });
});

it('404: a quiet collapsed chip, "No menu in the catalogue"; opened, it says more; a revisit asks nothing', async () => {
  const place = notInCatalogPlace();
  const page = await open(place.placeId);
  const chip = panel(page).getByRole('button', { name: 'No menu in the catalogue' });
  await chip.waitFor({ timeout: 15_000 });
  expect(await chip.getAttribute('aria-expanded')).toBe('false');
  // A museum or a shop pops nothing up: no open panel, no notice.
  expect(await countInPanel(page, '.mom-state, .mom-inline-body')).toBe(0);
  const box = await panel(page).boundingBox();
  expect(box?.height).toBeLessThan(60);
  expect(menuRequests(session, place.placeId).map((entry) => entry.status)).toEqual([404]);

  await chip.click();
  await expect.poll(() => panelText(page)).toContain('This place is not in the menu catalogue yet');
  // Automatic lookups on (the default): the place is asked again by itself after the week.
  expect(await panelText(page)).toContain(
    'Menu on Maps asks the menu service again when you open this place after a week.',
  );
  expect(await panel(page).getByRole('button').allTextContents()).toEqual(['Move down', 'Hide']);

  const again = await open(place.placeId);
  await panel(again).getByRole('button', { name: 'No menu in the catalogue' }).waitFor({ timeout: 15_000 });
  expect(await requestsDuringQuiet(session, again)).toEqual([]);
  expect(menuRequests(session, place.placeId)).toHaveLength(1);
});
