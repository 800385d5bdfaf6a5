import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SAMPLE_CATALOG, SAMPLE_IDS } from '@/service/index.ts';
import { waitForSettledPanel } from '@/testing/panel.ts';
import { openToolbarPopup } from '@/testing/toolbar-popup.ts';
import { openPopupPage, tabIdOf } from '@/tests/e2e/harness/extension-pages.ts';
import { placeById, pushPlace } from '@/tests/e2e/harness/lookups.ts';
import { patientPolls } from '@/tests/e2e/harness/patience.ts';
import { popupUi } from '@/tests/e2e/harness/popup-ui.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

// The popup opened as a page (`popup.html?tab=<id>` stands for the toolbar popup over that tab), and
// once the real toolbar popup (harness/toolbar-popup.ts).

let session: E2ESession;

beforeAll(async () => {
  patientPolls();
  session = await startSession();
  await session.configure();
});

beforeEach(() => {
  session.service.clearLog();
});

afterAll(async () => {
  await session?.context.setOffline(false).catch(() => undefined);
  await session?.close();
});

function placeIdOf(name: string): string {
  const entry = SAMPLE_CATALOG.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no sample restaurant ${name}`);
  return entry.placeId;
}

const requests = (path: string) => session.service.log().filter((entry) => entry.path === path);

async function visit(placeId: string): Promise<Page> {
  const page = await session.openPlace(placeById(session, placeId));
  await waitForSettledPanel(page);
  return page;
}

it('shows the menu of the place open in the tab it was opened over, without a new lookup', async () => {
  const maps = await visit(SAMPLE_IDS.verified);
  const tabId = await tabIdOf(session, SAMPLE_IDS.verified);
  const billedByPanel = requests('/v1/menu').length;
  const popup = await openPopupPage(session, tabId);
  const ui = popupUi(popup);
  expect(await ui.selectedTab()).toBe('Current place');
  await expect.poll(() => ui.panelText('Current place')).toContain('Crème brûlée');
  expect(await ui.panelText('Current place')).toContain('Le Petit Bistrot');
  expect(requests('/v1/menu')).toHaveLength(billedByPanel);
  await Promise.all([popup.close(), maps.close()]);
});

it('loads its one classic script and its stylesheet (beside the loader WXT adds to every page)', async () => {
  const popup = await openPopupPage(session);
  await expect.poll(() => popupUi(popup).selectedTab()).toBe('Search');
  const loaded = await popup.evaluate(() => ({
    scripts: [...document.scripts].map((script) => ({
      type: script.type,
      src: new URL(script.src).pathname,
    })),
    links: [...document.querySelectorAll('link')].map((link) => link.rel),
    styled: getComputedStyle(document.querySelector('.popup') ?? document.body).display,
  }));
  // WXT's runtime plugin loader, which it adds to every HTML page; the project registers none.
  const own = loaded.scripts.filter((script) => !script.src.includes('wxt-html-plugins'));
  expect(own).toEqual([{ type: '', src: '/popup-script.js' }]);
  expect(loaded.links).toEqual(['stylesheet']);
  expect(loaded.styled).toBe('flex');
  await popup.close();
});

it('searches saved menus as the user types, for free', async () => {
  const popup = await openPopupPage(session);
  const ui = popupUi(popup);
  await ui.tab('Search').click();
  await ui.searchBox().pressSequentially('creme');
  await expect
    .poll(() => ui.rowTexts('Matches in saved menus'))
    .toEqual([expect.stringContaining('Crème brûlée')]);
  expect(await ui.rowTexts('Matches in saved menus')).toEqual([expect.stringContaining('Le Petit Bistrot')]);
  expect(session.service.log()).toEqual([]);
  await popup.close();
});

it('"Search all restaurants" bills one search; the same query again is answered without a request', async () => {
  const popup = await openPopupPage(session);
  const ui = popupUi(popup);
  await ui.tab('Search').click();
  await ui.searchBox().fill('creme');
  // Enter in the field runs no billed search: the free one has answered, and nothing was sent.
  await ui.searchBox().press('Enter');
  await expect.poll(() => ui.rowTexts('Matches in saved menus')).toHaveLength(1);
  await popup.waitForTimeout(500);
  expect(session.service.log()).toEqual([]);
  // The priced button bills, pressed from the keyboard.
  await ui.remoteButton().press('Enter');
  await expect.poll(() => ui.remoteSummary()).toBe('2 matches. Used 1 lookup.');
  expect(await ui.rowTexts('Matches in all restaurants')).toEqual([
    expect.stringContaining('Crème brûlée'),
    expect.stringContaining('Tarte Tatin'),
  ]);
  expect(requests('/v1/search').map((entry) => entry.query.q)).toEqual(['creme']);

  await ui.searchBox().fill('');
  await ui.searchBox().fill('Creme ');
  await ui.remoteButton().click();
  await expect.poll(() => ui.remoteSummary()).toBe('2 matches. Shown from recent search (free).');
  expect(session.service.log()).toHaveLength(1);
  await popup.close();
});

it("choosing a result shows that restaurant's menu and a Google Maps link to the place", async () => {
  const popup = await openPopupPage(session);
  const ui = popupUi(popup);
  await ui.tab('Search').click();
  await ui.searchBox().fill('ramen');
  await ui.remoteButton().click();
  await expect.poll(() => ui.remoteSummary()).toBe('3 matches. Used 1 lookup.');
  await ui
    .list('Matches in all restaurants')
    .getByRole('button', { name: /Miso ramen/ })
    .click();
  // Opening a result is free: its menu, not saved yet, waits for the priced button.
  const showMenu = popup.getByRole('button', { name: 'Show menu — uses 1 lookup' });
  await expect.poll(() => showMenu.count()).toBe(1);
  expect(session.service.log().map((entry) => entry.path)).toEqual(['/v1/search']);
  await showMenu.click();

  await expect.poll(() => ui.panelText('Search')).toContain('Tonkotsu ramen');
  expect(await ui.panelText('Search')).toContain('Ramen Ichiban');
  const link = popup.getByRole('link', { name: 'Open in Google Maps' });
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe('https://www.google.com/maps/search/');
  expect(href.searchParams.get('query_place_id')).toBe(placeIdOf('Ramen Ichiban'));
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  // The search, then the chosen restaurant's menu on its button: one lookup each.
  expect(session.service.log().map((entry) => entry.path)).toEqual(['/v1/search', '/v1/menu']);

  await popup.getByRole('button', { name: 'Back' }).click();
  expect(await ui.rowTexts('Matches in all restaurants')).toHaveLength(3);
  await popup.close();
});

it('lists saved menus newest first, and opens one offline without a request', async () => {
  await (await visit(SAMPLE_IDS.scanned)).close();
  const popup = await openPopupPage(session);
  const ui = popupUi(popup);
  await ui.tab('Saved').click();
  await expect
    .poll(() => ui.rowTexts('Saved places, newest first'))
    .toEqual([
      expect.stringMatching(/^Café Müller/),
      expect.stringMatching(/^Ramen Ichiban/),
      expect.stringMatching(/^Le Petit Bistrot/),
    ]);

  // Offline for pages and the worker alike: Playwright emulates the network for both, so the
  // worker's navigator.onLine is false and its fetches fail (checked below: nothing reaches the log).
  session.service.clearLog();
  await session.context.setOffline(true);
  await expect.poll(() => ui.offlineText()).toBe('Offline — saved menus only');
  await ui
    .list('Saved places, newest first')
    .getByRole('button', { name: /^Le Petit Bistrot/ })
    .click();
  await expect.poll(() => ui.panelText('Saved')).toContain('Crème brûlée');
  // The worker answered as offline too: the saved copy is marked so.
  const markers = popup.getByRole('tabpanel', { name: 'Saved' }).getByRole('list', { name: 'Menu status' });
  expect(await markers.getByRole('listitem').allTextContents()).toContain('Offline');

  await popup.getByRole('button', { name: 'Back' }).click();
  await ui.tab('Search').click();
  await ui.searchBox().fill('tiramisu');
  await ui.remoteButton().press('Space');
  await expect.poll(() => ui.remoteSummary()).toContain('You’re offline.');
  expect(session.service.log()).toEqual([]);
  await session.context.setOffline(false);
  await popup.close();
});

it('follows what the tab shows: another place, a page without one, another site and back', async () => {
  const maps = await visit(SAMPLE_IDS.verified);
  const tabId = await tabIdOf(session, SAMPLE_IDS.verified);
  const popupShows = async (expected: { place: string } | 'no place') => {
    const popup = await openPopupPage(session, tabId);
    const ui = popupUi(popup);
    if (expected === 'no place') await expect.poll(() => ui.selectedTab()).toBe('Search');
    else await expect.poll(() => ui.panelText('Current place')).toContain(expected.place);
    await popup.close();
  };
  const other = placeById(session, SAMPLE_IDS.crawled);
  await pushPlace(maps, other);
  await popupShows({ place: other.name });

  // Leaving the place within Maps asks the service nothing, yet the popup must not go on showing it.
  await maps.evaluate(() => history.pushState({}, '', '/maps/search/pizza'));
  await popupShows('no place');

  await pushPlace(maps, other);
  await popupShows({ place: other.name });
  // A full navigation away from Maps: the page's content script is gone, and the tab shows no place.
  await maps.goto(`https://www.google.com/search?q=${encodeURIComponent(other.name)}`);
  await popupShows('no place');
  await maps.goBack();
  await waitForSettledPanel(maps);
  await popupShows({ place: other.name });
  await maps.close();
});

it("answers from the place the tab reported, without waiting for the Maps page's busy main thread", async () => {
  const maps = await visit(SAMPLE_IDS.verified);
  const tabId = await tabIdOf(session, SAMPLE_IDS.verified);
  // Reached by single-page navigation, as Maps opens places: reported once that has committed.
  await pushPlace(maps, placeById(session, SAMPLE_IDS.scanned));
  // The page (and the content script, which shares its main thread) goes busy for 4 s, from before
  // the popup opens: a tab asked for its URL could not answer before then.
  await maps.evaluate(() => {
    const busy = window as unknown as { busyUntil?: number };
    busy.busyUntil = Date.now() + 4000;
    setTimeout(() => {
      while (Date.now() < (busy.busyUntil ?? 0)) {
        // busy
      }
    }, 0);
  });
  const popup = await openPopupPage(session, tabId);
  await expect.poll(() => popupUi(popup).panelText('Current place')).toContain('Café Müller');
  const shownAt = Date.now();
  const busyUntil = await maps.evaluate(() => (window as unknown as { busyUntil: number }).busyUntil);
  expect(shownAt).toBeLessThan(busyUntil);
  await Promise.all([popup.close(), maps.close()]);
});

it('the toolbar popup itself shows the menu of the active tab, and nothing of a tab without a place', async () => {
  const maps = await visit(SAMPLE_IDS.crawled);
  await maps.bringToFront();
  const name = placeById(session, SAMPLE_IDS.crawled).name;
  const popup = await openToolbarPopup(session);
  const shown = () =>
    popup.evaluate<string>(`document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent ?? ''`);
  await expect.poll(shown).toContain(name);
  expect(await popup.evaluate<number>(`document.querySelectorAll('.mom-dish').length`)).toBeGreaterThan(0);
  await popup.close();

  const other = await session.context.newPage();
  await other.goto('about:blank');
  await other.bringToFront();
  const second = await openToolbarPopup(session);
  await expect
    .poll(() =>
      second.evaluate<string>(
        `document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? ''`,
      ),
    )
    .toBe('Search');
  const visible = await second.evaluate<string>(
    `document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent ?? ''`,
  );
  expect(visible).toContain('No restaurant is open in this tab');
  await second.close();
  await Promise.all([other.close(), maps.close()]);
});

it('filters saved menus by name, sorts them, and deletes one after asking, all without a request', async () => {
  // A closed place and one whose menu is not public among the saved ones: marked as such.
  for (const placeId of [SAMPLE_IDS.unavailableClosed, SAMPLE_IDS.unavailable, SAMPLE_IDS.verified]) {
    await (await visit(placeId)).close();
  }
  session.service.clearLog();
  const popup = await openPopupPage(session);
  const ui = popupUi(popup);
  await ui.tab('Saved').click();
  const newestFirst = 'Saved places, newest first';
  await expect
    .poll(() => ui.rowTexts(newestFirst))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Sunrise Diner\s*Permanently closed\s*saved/),
        expect.stringMatching(/^Chez Amélie\s*Menu unavailable\s*saved/),
      ]),
    );
  expect((await ui.rowTexts(newestFirst)).join(' ')).not.toMatch(/(^|\D)0 dishes/);

  await ui.savedFilter().fill('BISTROT');
  await expect.poll(() => ui.savedNames()).toEqual(['Le Petit Bistrot']);
  await ui.savedFilter().fill('');
  await expect.poll(async () => (await ui.savedNames()).length).toBeGreaterThan(3);

  await popup.getByRole('radio', { name: 'Name' }).click();
  const known = ['Café Müller', 'Chez Amélie', 'Le Petit Bistrot', 'Ramen Ichiban', 'Sunrise Diner'];
  await expect
    .poll(async () => (await ui.savedNames()).filter((name) => known.includes(name)))
    .toEqual(known);
  expect(await ui.list('Saved places, by name').count()).toBe(1);

  await popup.getByRole('button', { name: 'Delete Le Petit Bistrot from this device' }).click();
  await popup.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect.poll(() => ui.savedNames()).not.toContain('Le Petit Bistrot');
  expect(await ui.panelText('Saved')).toContain('Deleted Le Petit Bistrot from this device.');

  // Its dishes left the free search of saved menus with it.
  await ui.tab('Search').click();
  await ui.searchBox().fill('creme');
  await expect
    .poll(() => popup.getByRole('tabpanel', { name: 'Search' }).getByRole('status').first().textContent())
    .toBe('No saved menu has “creme”.');
  expect(session.service.log()).toEqual([]);
  await popup.close();
});
