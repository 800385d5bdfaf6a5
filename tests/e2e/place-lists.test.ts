import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_CATALOG } from '@/service/index.ts';
import { eastOf, writePlaceList } from '@/testing/place-lists.ts';
import { openPopupPage } from '@/tests/e2e/harness/extension-pages.ts';
import { sendAsExtensionPage } from '@/tests/e2e/harness/lookups.ts';
import { patientPolls } from '@/tests/e2e/harness/patience.ts';
import { popupUi } from '@/tests/e2e/harness/popup-ui.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

// A place list under Saved, offline (issue 33 §2, §4): its menus fetched once, the reference
// service then stopped; the list opens with each place's menu, its dish search finds only its
// places' dishes, it sorts by distance, and deleting it keeps the menus. Nothing is billed.

let session: E2ESession;

const idOf = (name: string) => {
  const entry = SAMPLE_CATALOG.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no sample restaurant ${name}`);
  return entry.placeId;
};
const BISTROT = 'Le Petit Bistrot';
const TABERNA = 'Taberna El Rincón';
const GREEN = 'Green Leaf Kitchen';
const KEBAB = 'Kebab Haus Anatolia';
/** Saved, not in the list: its "Hot chocolate" must not be found in the list. */
const CRUMBS = 'Crumbs Gluten-Free Bakery';

// Positions along one street east of the list's centre: the bistrot about 370 m away, Green Leaf
// 1.1 km, the taberna 2.6 km, the (unsaved) kebab house 5.1 km.
const CENTRE = { lat: 48.8566, lng: 2.3522 };
const east = (km: number) => eastOf(CENTRE, km);
const LIST = {
  id: 'e2e-trip',
  name: 'chocolate · Paris · 28 Nov',
  query: 'chocolate',
  createdAt: Date.now(),
  updatedAt: Date.now(),
  centre: CENTRE,
  // The list's own order is not the distance order.
  places: [
    { placeId: idOf(TABERNA), name: TABERNA, at: east(2.6) },
    { placeId: idOf(GREEN), name: GREEN, at: east(1.1) },
    { placeId: idOf(KEBAB), name: KEBAB, at: east(5.1) },
    { placeId: idOf(BISTROT), name: BISTROT, at: east(0.37) },
  ],
};

const lookupsUsed = async (page: Page) =>
  page.evaluate(async () => {
    const { chrome } = globalThis as unknown as {
      chrome: { runtime: { sendMessage(message: unknown): Promise<{ data: { budget: { used: number } } }> } };
    };
    return (await chrome.runtime.sendMessage({ type: 'status.get' })).data.budget.used;
  });

beforeAll(async () => {
  patientPolls();
  session = await startSession();
  await session.configure();
  for (const name of [BISTROT, TABERNA, GREEN, CRUMBS]) {
    const reply = (await sendAsExtensionPage(session, {
      type: 'menu.forPlace',
      placeId: idOf(name),
      userInitiated: true,
    })) as { ok: boolean; data?: { menu: unknown } };
    expect(reply.ok && reply.data?.menu, name).toBeTruthy();
  }
});

afterAll(async () => {
  await session?.close();
});

it('opens a list offline with its menus, searches and sorts it, deletes it keeping the menus, for 0 lookups', async () => {
  const popup = await openPopupPage(session);
  await writePlaceList(popup, LIST);
  const used = await lookupsUsed(popup);
  expect(used).toBe(4);
  // Offline: the service is gone.
  await session.service.close();
  session.service.clearLog();

  const ui = popupUi(popup);
  await ui.tab('Saved').click();
  const lists = ui.list('Your lists');
  await expect.poll(() => ui.rowTexts('Your lists')).toEqual([`${LIST.name}4 places3 menus saved`]);
  await lists.getByRole('button').click();

  const places = 'Places in this list';
  const names = async () =>
    (await ui.list(places).locator('.popup-row-title').allTextContents()).map((text) => text.trim());
  await expect.poll(names).toEqual([TABERNA, GREEN, KEBAB, BISTROT]);
  const rows = await ui.rowTexts(places);
  expect(rows[2]).toContain('Menu not saved');
  expect(rows[3]).toMatch(/Menu · 12 dishes/);

  // Nearest to the list's centre first, with the distance in words.
  await popup.getByLabel('Order', { exact: true }).selectOption('centre');
  await expect.poll(names).toEqual([BISTROT, GREEN, TABERNA, KEBAB]);
  const sorted = await ui.rowTexts(places);
  expect(sorted[0]).toContain('370 m');
  expect(sorted[1]).toContain('1.1 km');

  // The dish search within the list: Crumbs' "Hot chocolate" is saved but not in the list.
  await popup.getByRole('searchbox', { name: 'Search dishes in this list' }).fill('chocolat');
  const dishes = async () =>
    (await ui.list('Dishes in this list').locator('.popup-row-title').allTextContents()).map((text) =>
      text.trim(),
    );
  await expect
    .poll(dishes)
    .toEqual(['Mousse au chocolat', 'Chocolate avocado mousse', 'Churros con chocolate']);

  // A place opens its saved menu, in the popup's one menu view.
  await popup.getByRole('searchbox', { name: 'Search dishes in this list' }).fill('');
  await ui.list(places).getByRole('button').first().click();
  await expect.poll(() => ui.panelText('Saved')).toContain('Crème brûlée');
  await popup.getByRole('button', { name: 'Back', exact: true }).click();

  // The popup's search narrowed to the list.
  await ui.tab('Search').click();
  await ui.searchBox().fill('chocolat');
  const found = () => ui.list('Matches in saved menus').locator('.popup-row-title').count();
  await expect.poll(found).toBe(4);
  await popup.getByLabel('Search in', { exact: true }).selectOption(LIST.id);
  await expect.poll(found).toBe(3);

  // Delete the list; its menus stay saved.
  await ui.tab('Saved').click();
  await popup.getByRole('button', { name: 'Back', exact: true }).click();
  await lists.getByRole('button').click();
  await popup.getByRole('button', { name: 'Delete list', exact: true }).click();
  await popup.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect
    .poll(() => ui.panelText('Saved'))
    .toContain(`Deleted the list “${LIST.name}”. Its menus stay saved.`);
  await expect.poll(() => ui.list('Your lists').count()).toBe(0);
  await expect.poll(() => ui.rowTexts('Saved places, newest first').then((r) => r.length)).toBe(4);

  expect(await lookupsUsed(popup)).toBe(used);
  expect(session.service.log()).toEqual([]);
  await popup.close();
});
