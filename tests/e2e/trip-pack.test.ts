import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { openPopupPage, tabIdOf } from '@/tests/e2e/harness/extension-pages.ts';
import { menuRequests, resetLookupState, sendAsExtensionPage } from '@/tests/e2e/harness/lookups.ts';
import type { E2ESession } from '@/tests/e2e/harness/session.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// Issue 33 §2, the trip pack: the popup over a results list shows "this list" with its price; the
// pack, run by the worker, bills exactly the places not saved and fresh, once each, whether it is
// cancelled, stopped by a 429 or outlives a stopped worker. The service's log counts the billing.

const shared = useSharedSession({ reset: false });
let session: E2ESession;
let results: Page;
let tabId: number;

const RESULTS_PATH = '/maps/search/ramen+Shibuya/@48.8566,2.3522,14z/data=!3m1!4b1?entry=ttu';

beforeAll(async () => {
  session = shared.session;
  results = await session.context.newPage();
  await results.goto(`https://www.google.com${RESULTS_PATH}`);
  await results.locator('[role="feed"] a').first().waitFor();
  tabId = await tabIdOf(session, '/maps/search/ramen');
});

beforeEach(async () => {
  await resetLookupState(session);
  await session.configure({ settings: { packConfirmAbove: 100 } });
  await sendAsExtensionPage(session, { type: 'cache.clear' });
});

const placesIn = (popup: Page) =>
  popup.getByRole('list', { name: 'Places of this list' }).getByRole('listitem');
const progress = async (popup: Page) => (await popup.locator('.popup-pack-progress').textContent()) ?? '';
const placeIds = (popup: Page) =>
  popup.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.popup-pack-place')].map(
      (item) => item.dataset.placeId ?? '',
    ),
  );

/** Each place's billed requests (answered ones), by place id. */
function billedPerPlace(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of menuRequests(session)) {
    const id = String(entry.query.place_id);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function openThisList(): Promise<Page> {
  const popup = await openPopupPage(session, tabId);
  await popup.getByRole('heading', { name: 'This list: ramen Shibuya' }).waitFor();
  return popup;
}

it('prices the list, bills exactly the unsaved places, is cancelled midway with nothing billed twice, then completes', async () => {
  // Two places saved beforehand: they cost nothing.
  const first = await openThisList();
  const ids = await placeIds(first);
  expect(ids.length).toBeGreaterThan(5);
  // Not the first place: the fixture's first result is a gigantic menu, whose write takes a while.
  const [, savedA, savedB] = ids;
  for (const placeId of [savedA, savedB]) {
    await sendAsExtensionPage(session, { type: 'menu.forPlace', placeId, userInitiated: true });
  }
  await first.close();
  session.service.reset();

  const popup = await openThisList();
  const rowTexts = async () =>
    (await placesIn(popup).allTextContents()).map((text) => text.replace(/\s+/g, ' '));
  await expect
    .poll(async () => (await rowTexts()).filter((row) => row.endsWith('saved just now')).length)
    .toBe(2);
  const rows = await rowTexts();
  expect(rows[1], rows.join('\n')).toContain('saved just now');
  expect(rows[2], rows.join('\n')).toContain('saved just now');
  const toSave = ids.filter((_, i) => rows[i]?.endsWith('not saved'));
  expect(toSave.length, rows.join('\n')).toBe(ids.length - 2);
  const unsaved = toSave.length;
  const save = popup.locator('.popup-pack-save');
  await expect
    .poll(() => save.textContent())
    .toMatch(new RegExp(`^Save ${unsaved} menus · ${unsaved} lookups`));

  // Slow answers, so that the pack can be cancelled midway.
  session.service.setFaults({ latencyMs: 400 });
  await save.click();
  await expect.poll(() => progress(popup)).toMatch(/^Saving \d+ of \d+…$/);
  await expect.poll(() => menuRequests(session).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => progress(popup)).toMatch(/^Cancelled after \d+ of \d+\./);
  await expect.poll(() => session.service.inFlight(), { timeout: 15_000 }).toBe(0);
  const cancelledAt = menuRequests(session).length;
  expect(cancelledAt).toBeLessThan(unsaved);
  await popup.close();

  // Reopened: the outcome is shown, and the price is what is left.
  session.service.setFaults({});
  const again = await openThisList();
  expect(await progress(again)).toMatch(/^Cancelled after/);
  // What is left: the places no request has reached, and those whose lookup failed (the fixture's
  // gigantic menu is over the client's body limit: "not saved: …"); an answered 404 costs nothing.
  const failedRows = await again.locator('.popup-pack-failed').count();
  const failed: string[] = [];
  for (const [i, id] of ids.entries()) {
    const text = (await placesIn(again).nth(i).textContent()) ?? '';
    if (text.includes('not saved: ')) failed.push(id);
  }
  expect(failed).toHaveLength(failedRows);
  const left = unsaved - billedPerPlace().size + failed.length;
  const saveRest = again.locator('.popup-pack-save');
  // (A menu still being written when the popup opened is shown saved once it is: the gigantic one.)
  await expect
    .poll(() => saveRest.textContent(), { timeout: 30_000 })
    .toMatch(new RegExp(`^Save ${left} menus? · ${left} lookups?`));
  await saveRest.click();
  await expect
    .poll(() => progress(again), { timeout: 30_000 })
    // Done; a place whose lookup failed again is counted ("Done: 11 of 12 menus saved.").
    .toMatch(/^Done(\.|: \d+ of \d+ menus saved\.) The list “ramen Shibuya · .+” is kept under Saved/);

  const billed = billedPerPlace();
  expect([...billed.keys()].sort()).toEqual(toSave.sort());
  // Once each; a place whose lookup failed once more, by the second pack the user asked for.
  for (const [id, count] of billed) expect(count, id).toBe(failed.includes(id) ? 2 : 1);
  await again.close();
});

it('outlives a stopped worker: the places whose request was out are reported, none billed twice', async () => {
  const popup = await openThisList();
  const ids = await placeIds(popup);
  session.service.setFaults({ latencyMs: 4_000 });
  await popup.getByRole('button', { name: /^Save \d+ menus/ }).click();
  await expect.poll(() => session.service.inFlight(), { timeout: 15_000 }).toBeGreaterThan(0);
  await popup.close();
  await session.stopBackground();
  session.service.setFaults({});

  const after = await openThisList();
  // Done, its interrupted places counted ("Done: 9 of 12 menus saved.").
  await expect.poll(() => progress(after), { timeout: 60_000 }).toMatch(/^Done[.:]/);
  await expect.poll(() => session.service.inFlight(), { timeout: 15_000 }).toBe(0);
  const interrupted = await after.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.popup-pack-place')]
      .filter((row) =>
        row
          .querySelector('.popup-pack-failed')
          ?.textContent?.startsWith('interrupted: the extension stopped during its lookup'),
      )
      .map((row) => row.dataset.placeId ?? ''),
  );
  expect(interrupted.length).toBeGreaterThanOrEqual(1);
  const billed = billedPerPlace();
  expect([...billed.entries()].filter(([id, count]) => count !== 1 || !ids.includes(id))).toEqual([]);
  // A request the stopped worker had marked may never have left (Firefox ends an event page's
  // fetches with it): the places never billed are all among those reported interrupted.
  expect(ids.filter((id) => !billed.has(id) && !interrupted.includes(id))).toEqual([]);
  await after.close();

  // The list kept under Saved is refreshed from its own view: priced, asked once above the threshold,
  // its progress shown, and only what is not saved (here: what was interrupted) is billed, once each.
  session.service.setFaults({ latencyMs: 1_500 });
  await session.configure({ settings: { packConfirmAbove: 0 } });
  const saved = await openPopupPage(session, tabId);
  await saved.getByRole('tab', { name: 'Saved', exact: true }).click();
  await saved.getByRole('list', { name: 'Your lists', exact: true }).getByRole('button').first().click();
  // (The popup over the results list shows "this list" and its last pack too, on its first tab.)
  const refresh = saved.locator('.popup-list-refresh .popup-pack-save');
  const refreshProgress = async () =>
    (await saved.locator('.popup-list-refresh .popup-pack-progress').textContent()) ?? '';
  await expect
    .poll(() => refresh.textContent())
    .toMatch(/^Refresh \d+ menus? · \d+ lookups?( \(\d+ left\))?$/);
  const cost = Number(/^Refresh (\d+)/.exec((await refresh.textContent()) ?? '')?.[1]);
  expect(cost).toBeGreaterThanOrEqual(1);
  const before = menuRequests(session).length;
  await refresh.click();
  await saved.getByRole('button', { name: 'Save the menus', exact: true }).click();
  await expect.poll(refreshProgress).toMatch(/^Saving \d+ of \d+…$/);
  // Done; a place whose lookup failed again is counted ("Done: 2 of 3 menus saved.").
  await expect.poll(refreshProgress, { timeout: 30_000 }).toMatch(/^Done[.:]/);
  const refreshed = menuRequests(session).slice(before);
  expect(refreshed).toHaveLength(cost);
  expect(new Set(refreshed.map((entry) => entry.query.place_id)).size).toBe(cost);
  await saved.close();
});

it('stops after 2 failed requests in a row (the service answering 5xx), and says why and what it cost', async () => {
  const popup = await openThisList();
  const before = menuRequests(session).length;
  session.service.setFaults({ failRate: 1, failStatus: 503 });
  await popup.getByRole('button', { name: /^Save \d+ menus/ }).click();
  await expect
    .poll(() => progress(popup), { timeout: 30_000 })
    .toMatch(
      /^Stopped after \d+ of \d+\. 2 lookups in a row failed, so no more were sent\. .*Lookups spent: \d+\. Menus saved: 0\.$/s,
    );
  await expect.poll(() => session.service.inFlight(), { timeout: 15_000 }).toBe(0);
  const spent = menuRequests(session).length - before;
  // The requests out together when the first failed, and none after the second.
  expect(spent).toBeLessThanOrEqual(3);
  expect(await progress(popup)).toContain(`Lookups spent: ${spent}.`);
  session.service.setFaults({});
  await popup.close();
});

it('stops at a 429 midway and says when lookups resume', async () => {
  const popup = await openThisList();
  session.service.setFaults({ latencyMs: 300 });
  await popup.getByRole('button', { name: /^Save \d+ menus/ }).click();
  await expect.poll(() => menuRequests(session).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  // The service's budget runs out midway.
  session.service.setFaults({ latencyMs: 300, force429: true });
  await expect
    .poll(() => progress(popup), { timeout: 30_000 })
    .toMatch(/^Stopped after \d+ of \d+\. .*resume/i);
  await expect.poll(() => session.service.inFlight(), { timeout: 15_000 }).toBe(0);
  await popup.waitForTimeout(1_000);
  const statuses = menuRequests(session).map((entry) => entry.status);
  // The requests already out when the first 429 came (at most 3 at once), and nothing after them.
  const first429 = statuses.indexOf(429);
  expect(first429).toBeGreaterThanOrEqual(3);
  expect(statuses.length - first429).toBeLessThanOrEqual(3);
  await popup.close();
});

it('offers this list from a result opened over it (the address is the place’s, the list stays beside it), and back', async () => {
  const place = await results.locator('[role="feed"] a').first().getAttribute('href');
  await results.evaluate((path) => history.pushState({}, '', path), place ?? '');
  try {
    const popup = await openPopupPage(session, tabId);
    const way = popup.getByRole('button', { name: 'This list: ramen Shibuya' });
    await way.click();
    await popup.getByRole('heading', { name: 'This list: ramen Shibuya' }).waitFor();
    expect(await placesIn(popup).count()).toBeGreaterThan(5);
    await popup.getByRole('button', { name: 'Back' }).click();
    await way.waitFor();
    await popup.close();
  } finally {
    await results.evaluate((path) => history.pushState({}, '', path), RESULTS_PATH);
  }
});
