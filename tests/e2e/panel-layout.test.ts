import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { panel } from '@/testing/panel.ts';
import { menuRequests, placeById, QUIET_MS } from '@/tests/e2e/harness/lookups.ts';
import { countInPanel } from '@/tests/e2e/harness/panel-dom.ts';
import type { E2ESession } from '@/tests/e2e/harness/session.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// Where the inline panel sits: never over Maps' place panel (the fixture's `[role="main"]`, 408 px
// at the start, as on Maps) in narrow windows or at 200 % zoom, which halves the window in CSS px.

const shared = useSharedSession();
let session: E2ESession;

beforeAll(() => {
  session = shared.session;
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(page: Page, selector: 'panel' | string): Promise<Box> {
  const found = await (selector === 'panel' ? panel(page) : page.locator(selector)).boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
}

/** A 1280 × 800 window at 200 % zoom: 640 × 400 CSS px. */
const ZOOMED = { width: 640, height: 400 };

async function openSized(placeId: string, size: { width: number; height: number }): Promise<Page> {
  return shared.open(placeById(session, placeId), { beforeLoad: (page) => page.setViewportSize(size) });
}

it('at 200 % zoom: a chip beside the place panel, which opens as a column there, covering none of it', async () => {
  const page = await openSized(SAMPLE_IDS.verified, ZOOMED);
  const chip = panel(page).getByRole('button', { name: 'Menu · 12 dishes · Verified' });
  await chip.waitFor({ timeout: 15_000 });
  const placePanel = await box(page, '[role="main"]');
  expect(overlaps(await box(page, 'panel'), placePanel)).toBe(false);
  // The chip is informative because the lookup was made: a narrow window holds nothing back.
  expect(menuRequests(session, SAMPLE_IDS.verified)).toHaveLength(1);

  await chip.click();
  await expect.poll(() => countInPanel(page, '.mom-dish')).toBeGreaterThan(0);
  const open = await box(page, 'panel');
  expect(overlaps(open, placePanel)).toBe(false);
  expect(open.y + open.height).toBeLessThanOrEqual(ZOOMED.height);
  expect(open.width).toBeGreaterThanOrEqual(200);
  await panel(page).getByRole('button', { name: 'Hide' }).click();
  await expect.poll(() => countInPanel(page, '.mom-dish')).toBe(0);
});

it('follows the window: narrowed it becomes the chip, widened the open panel again', async () => {
  const page = await openSized(SAMPLE_IDS.crawled, { width: 1280, height: 800 });
  await expect.poll(() => countInPanel(page, '.mom-dish')).toBeGreaterThan(0);
  await page.setViewportSize({ width: 700, height: 800 });
  await expect.poll(() => countInPanel(page, '.mom-pill')).toBe(1);
  expect(overlaps(await box(page, 'panel'), await box(page, '[role="main"]'))).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => countInPanel(page, '.mom-dish')).toBeGreaterThan(0);
});

it('on a sliver of map, opens as a sheet across the bottom that leaves the place panel’s heading in view', async () => {
  const page = await openSized(SAMPLE_IDS.scanned, { width: 520, height: 800 });
  const chip = panel(page).locator('.mom-pill');
  await chip.waitFor({ timeout: 15_000 });
  await chip.click();
  await expect.poll(() => countInPanel(page, '.mom-dish')).toBeGreaterThan(0);
  const sheet = await box(page, 'panel');
  expect(sheet.width).toBe(520);
  expect(sheet.y + sheet.height).toBe(800);
  expect(sheet.height).toBeLessThanOrEqual(800 * 0.6 + 1);
  expect(overlaps(sheet, await box(page, '#place-name'))).toBe(false);
  // A sheet has no other edge to go to.
  expect(await panel(page).getByRole('button', { name: /^Move/ }).count()).toBe(0);
});

it('moves to the bottom on request, and stays there on the next page', async () => {
  const page = await openSized(SAMPLE_IDS.verified, { width: 1280, height: 800 });
  await expect.poll(() => countInPanel(page, '.mom-dish')).toBeGreaterThan(0);
  expect((await box(page, 'panel')).y).toBe(72);
  await panel(page).getByRole('button', { name: 'Move down' }).click();
  await expect
    .poll(async () => {
      const frame = await box(page, 'panel');
      return frame.y + frame.height;
    })
    .toBe(800 - 24);
  const next = await openSized(SAMPLE_IDS.verified, { width: 1280, height: 800 });
  await panel(next).getByRole('button', { name: 'Move up' }).waitFor({ timeout: 15_000 });
  await panel(next).getByRole('button', { name: 'Move up' }).click();
  await expect.poll(async () => (await box(next, 'panel')).y).toBe(72);
});

it('a section jump scrolls the dishes, never the bar: Hide and Move stay in view', async () => {
  const page = await openSized(SAMPLE_IDS.longMenu, { width: 1280, height: 800 });
  await expect.poll(() => countInPanel(page, '.mom-section-link')).toBeGreaterThan(2);
  const links = panel(page).locator('.mom-section-link');
  await links.nth((await links.count()) - 1).click();
  const frame = await box(page, 'panel');
  const scrolled = () =>
    page.evaluate(() => {
      const root = document.querySelector('menu-on-maps-panel')?.shadowRoot;
      return [
        root?.querySelector('.mom-inline')?.scrollTop,
        root?.querySelector('.mom-inline-body')?.scrollTop,
      ];
    });
  // The dishes scrolled; the frame around them (the bar's box) did not.
  await expect.poll(async () => ((await scrolled())[1] ?? 0) > 0).toBe(true);
  expect((await scrolled())[0]).toBe(0);
  const hide = await panel(page).getByRole('button', { name: 'Hide' }).boundingBox();
  expect(hide && hide.y >= frame.y && hide.y + hide.height <= frame.y + frame.height).toBe(true);
});

it("right to left: a section's dishes lay out in its direction, prices in one column, a Latin dish among them too", async () => {
  const page = await openSized(SAMPLE_IDS.rightToLeft, { width: 1280, height: 800 });
  await expect.poll(() => countInPanel(page, '.mom-dish')).toBeGreaterThan(0);
  const layout = await page.evaluate(() => {
    const root = document.querySelector('menu-on-maps-panel')?.shadowRoot;
    const edges = (element: Element | null | undefined) => {
      const rect = element?.getBoundingClientRect();
      return rect ? { left: Math.round(rect.left), right: Math.round(rect.right) } : null;
    };
    // Where the text itself starts and ends, not its block's box.
    const textEdges = (element: Element | null | undefined) => {
      if (!element) return null;
      const range = document.createRange();
      range.selectNodeContents(element);
      return edges(range as unknown as Element);
    };
    return [...(root?.querySelectorAll('.mom-dish') ?? [])].map((dish) => ({
      name: dish.querySelector('.mom-dish-name')?.textContent,
      direction: getComputedStyle(dish).direction,
      price: edges(dish.querySelector('.mom-price')),
      nameText: textEdges(dish.querySelector('.mom-dish-name')),
      descText: textEdges(dish.querySelector('.mom-dish-desc')),
      heading: getComputedStyle(dish.closest('.mom-section')?.querySelector('.mom-section-title') as Element)
        .direction,
    }));
  });
  const arabic = layout.find((dish) => dish.name === 'حمص بالطحينة');
  const latin = layout.find((dish) => dish.name === 'Tabbouleh');
  expect(arabic).toMatchObject({ direction: 'rtl', heading: 'rtl' });
  expect(latin).toMatchObject({ direction: 'rtl', heading: 'rtl' });
  // One column of prices, at the section's end (the left), whatever each dish's own text.
  expect(latin?.price?.left).toBe(arabic?.price?.left);
  expect(arabic?.price && arabic.nameText && arabic.price.right < arabic.nameText.left).toBe(true);
  // Name and description start on the section's side, the right, for the Latin dish too.
  expect(arabic?.nameText?.right).toBe(arabic?.descText?.right);
  expect(latin?.nameText?.right).toBe(latin?.descText?.right);
  expect(latin?.nameText?.right).toBe(arabic?.nameText?.right);
});

it("the bar's mark is the toolbar icon, which the Maps page can load (web-accessible beside the stylesheet)", async () => {
  const page = await openSized(SAMPLE_IDS.verified, { width: 1280, height: 800 });
  await expect.poll(() => countInPanel(page, '.mom-dish')).toBeGreaterThan(0);
  const mark = await page.evaluate(async () => {
    const element = document.querySelector('menu-on-maps-panel')?.shadowRoot?.querySelector('.mom-mark');
    if (!element) return null;
    const url = /url\("?([^")]+)"?\)/.exec(getComputedStyle(element).backgroundImage)?.[1] ?? '';
    const image = new Image();
    image.src = url;
    const loaded = await image.decode().then(
      () => true,
      () => false,
    );
    return { path: new URL(url).pathname, loaded, width: image.naturalWidth };
  });
  expect(mark).toEqual({ path: '/icons/32.png', loaded: true, width: 32 });
});

// Last in this file: it leaves the panel hidden in storage.sync until its end shows it again.
it('a panel the user hid looks nothing up in a 700 px window: three places, none billed, nor narrowing and widening', async () => {
  const wide = await openSized(SAMPLE_IDS.verified, { width: 1280, height: 800 });
  await expect.poll(() => countInPanel(wide, '.mom-dish')).toBeGreaterThan(0);
  await panel(wide).getByRole('button', { name: 'Hide' }).click();
  await expect.poll(() => countInPanel(wide, '.mom-dish')).toBe(0);
  const places = [SAMPLE_IDS.yen, SAMPLE_IDS.pounds, SAMPLE_IDS.accents];
  const before = menuRequests(session).length;
  let last: Page | undefined;
  for (const placeId of places) {
    last = await openSized(placeId, { width: 700, height: 800 });
    // The chip says the menu is not loaded instead of loading it.
    await panel(last).getByRole('button', { name: 'Menu · Not loaded' }).waitFor({ timeout: 15_000 });
  }
  if (!last) throw new Error('no place opened');
  await last.waitForTimeout(QUIET_MS);
  // Across the threshold and back: still hidden, still nothing spent.
  await last.setViewportSize({ width: 1280, height: 800 });
  await last.waitForTimeout(1_000);
  await last.setViewportSize({ width: 700, height: 800 });
  await last.waitForTimeout(QUIET_MS);
  for (const placeId of places) expect(menuRequests(session, placeId), placeId).toHaveLength(0);
  expect(menuRequests(session).length).toBe(before);

  // Opened by the user, the sheet looks its place up: one lookup, the one asked for.
  await panel(last).getByRole('button', { name: 'Menu · Not loaded' }).click();
  await expect.poll(() => countInPanel(last, '.mom-dish'), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(menuRequests(session, SAMPLE_IDS.accents)).toHaveLength(1);
  await last.setViewportSize({ width: 1280, height: 800 });
  const show = panel(last).getByRole('button', { name: /^Menu/ });
  await show.click();
  await expect.poll(() => countInPanel(last, '.mom-dish')).toBeGreaterThan(0);
});
