import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { pannedPath, placePath } from '@/testing/maps-site/place-urls.ts';
import { panelText, waitForSettledPanel } from '@/testing/panel.ts';
import { sampleDishNames } from '@/tests/e2e/harness/lookups.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

let session: E2ESession;

beforeAll(async () => {
  session = await startSession();
  await session.configure();
});

afterAll(async () => {
  await session?.close();
});

function fixture(placeId: string) {
  const place = session.places.find((candidate) => candidate.placeId === placeId);
  if (!place) throw new Error(`no fixture place ${placeId}`);
  return place;
}

function menuRequests(placeId: string) {
  return session.service
    .log()
    .filter((entry) => entry.path === '/v1/menu' && entry.query.place_id === placeId);
}

it('opens a place and shows its dishes inline; pushState to another place updates; a pan costs nothing', async () => {
  const verified = fixture(SAMPLE_IDS.verified);
  const page = await session.openPlace(verified);
  await waitForSettledPanel(page);
  const [dishName] = sampleDishNames(SAMPLE_IDS.verified);
  await expect.poll(() => panelText(page)).toContain(dishName);
  expect(await panelText(page)).toContain(verified.name);
  expect(menuRequests(verified.placeId)).toHaveLength(1);

  const crawled = fixture(SAMPLE_IDS.crawled);
  await page.evaluate((path) => history.pushState({}, '', path), placePath(crawled));
  // The previous place stays until the worker answers (a skeleton with the new name from the URL
  // if that takes over SKELETON_DELAY_MS), then the new place's dishes replace it.
  const [crawledDish] = sampleDishNames(crawled.placeId);
  await expect.poll(() => panelText(page), { timeout: 15_000 }).toContain(crawledDish);
  expect(await panelText(page)).toContain(crawled.name);
  expect(menuRequests(crawled.placeId)).toHaveLength(1);

  const before = session.service.log().length;
  await page.evaluate((path) => history.pushState({}, '', path), pannedPath(crawled, 0.002, -0.003));
  // WXT polls location every second: give it a few ticks to (not) react.
  await page.waitForTimeout(2_500);
  expect(session.service.log().length).toBe(before);
  expect(await panelText(page)).toContain(crawled.name);
  await page.close();
});

it("styles the panel with the built stylesheet, inside an open shadow root at the end of the page's body", async () => {
  const page = await session.openPlace(fixture(SAMPLE_IDS.verified));
  await waitForSettledPanel(page);
  const host = await page.evaluate(() => {
    const element = document.querySelector('menu-on-maps-panel');
    const frame = element?.shadowRoot?.querySelector('.mom-inline');
    return {
      last: element === document.body.lastElementChild,
      stylesheet: element?.shadowRoot?.querySelector('style')?.textContent ?? '',
      // Only the panel's stylesheet sets these: the page's styles cannot reach into the shadow root.
      framePosition: frame ? getComputedStyle(frame).position : null,
      frameWidth: frame ? getComputedStyle(frame).width : null,
    };
  });
  expect(host.last).toBe(true);
  expect(host.stylesheet).toContain(':host{all:initial !important;}');
  expect(host.stylesheet).toContain('.mom-inline');
  expect(host).toMatchObject({ framePosition: 'fixed', frameWidth: '360px' });
  await page.close();
});

it('remembers the collapsed panel across pages, and expands again on request', async () => {
  const place = fixture(SAMPLE_IDS.verified);
  const first = await session.openPlace(place);
  await waitForSettledPanel(first);
  await first.getByRole('button', { name: 'Hide' }).click();
  await expect.poll(() => first.locator('menu-on-maps-panel .mom-dish').count()).toBe(0);
  await first.close();

  const second = await session.openPlace(place);
  // The chip says what it holds: the saved menu is read without a lookup.
  const show = second.getByRole('button', { name: 'Menu · 12 dishes · Verified' });
  await show.waitFor({ timeout: 15_000 });
  expect(await show.getAttribute('aria-expanded')).toBe('false');
  expect(await second.locator('menu-on-maps-panel .mom-dish').count()).toBe(0);
  await show.click();
  await expect.poll(() => second.locator('menu-on-maps-panel .mom-dish').count()).toBeGreaterThan(0);
  await second.close();
});

it('a collapsed panel spends no lookup on the places opened meanwhile; expanding it asks', async () => {
  const page = await session.openPlace(fixture(SAMPLE_IDS.verified));
  await waitForSettledPanel(page);
  const hide = page.getByRole('button', { name: 'Hide' });
  if (await hide.count()) await hide.click();
  const unseen = fixture(SAMPLE_IDS.scanned);
  await page.locator('#nearby a', { hasText: unseen.name }).click();
  await expect.poll(() => page.url()).toContain(encodeURIComponent(unseen.placeId).slice(0, 12));
  await page.waitForTimeout(1500);
  expect(menuRequests(unseen.placeId)).toHaveLength(0);

  await page.getByRole('button', { name: 'Menu · Not loaded' }).click();
  const [dish] = sampleDishNames(SAMPLE_IDS.scanned);
  await expect.poll(() => panelText(page), { timeout: 15_000 }).toContain(dish);
  expect(menuRequests(unseen.placeId)).toHaveLength(1);
  await page.close();
});

it('keeps the panel on a link that never leaves the place (tel:, a 204)', async () => {
  const page = await session.openPlace(fixture(SAMPLE_IDS.verified));
  await waitForSettledPanel(page);
  await page.route('**/nocontent', (route) => route.fulfill({ status: 204 }));
  for (const href of ['tel:+33123456789', 'https://www.google.com/nocontent']) {
    // The Navigation API announces these navigations, and none of them commits.
    await page.evaluate((target) => {
      const link = document.createElement('a');
      link.href = target;
      link.textContent = 'leave';
      document.getElementById('place-id')?.replaceChildren(link);
    }, href);
    await page.locator('#place-id a').click();
    await page.waitForTimeout(1000);
    expect(page.url()).toContain('/maps/place/');
    expect(await page.locator('menu-on-maps-panel .mom-inline').count(), href).toBe(1);
  }
  await page.close();
});

it('sits at the inline end of the page: the right, or the left when Maps is right-to-left', async () => {
  const page = await session.openPlace(fixture(SAMPLE_IDS.verified));
  await waitForSettledPanel(page);
  const frame = page.locator('menu-on-maps-panel .mom-inline');
  const centre = async () => {
    const box = await frame.boundingBox();
    return box ? box.x + box.width / 2 : Number.NaN;
  };
  const width = page.viewportSize()?.width ?? 0;
  expect(await centre()).toBeGreaterThan(width / 2);
  // Maps in Hebrew or Arabic mirrors its layout: its place panel moves to the right.
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  await expect.poll(centre).toBeLessThan(width / 2);
  await page.close();
});
