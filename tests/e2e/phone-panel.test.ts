import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { panel, waitForSettledPanel } from '@/testing/panel.ts';
import { leavePhone, openPlaceAsPhone, PHONE } from '@/testing/phone.ts';
import { placeById } from '@/tests/e2e/harness/lookups.ts';
import { countInPanel } from '@/tests/e2e/harness/panel-dom.ts';
import { patientPolls } from '@/tests/e2e/harness/patience.ts';
import { type E2ESession, startSession } from '@/tests/e2e/harness/session.ts';

// The panel on a Maps page on a phone (by emulation: testing/phone.ts), a bottom sheet: it opens from
// a chip at the bottom and covers at most 60 % of the screen, closes and opens by its handle's drag
// or by a tap (a button, for keyboards and screen readers), and leaves the page under it usable.

let session: E2ESession;
let page: Page;

beforeAll(async () => {
  patientPolls();
  session = await startSession();
  await session.configure();
  page = await openPlaceAsPhone(session, placeById(session, SAMPLE_IDS.verified));
  await waitForSettledPanel(page);
});

afterAll(async () => {
  await leavePhone(session);
  await session?.close();
});

const chip = () => panel(page).locator('.mom-pill');
const handle = () => panel(page).locator('.mom-sheet-handle');

async function frame() {
  const box = await panel(page).boundingBox();
  if (!box) throw new Error('no panel');
  return box;
}

/** A press, a move of `dy` px in small steps, and a release on `target`'s middle: a finger's drag. */
async function drag(target: Awaited<ReturnType<typeof frame>>, dy: number) {
  const x = target.x + target.width / 2;
  const y = target.y + target.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + dy / 2, { steps: 3 });
  await page.mouse.move(x, y + dy, { steps: 3 });
  await page.mouse.up();
}

const box = async (locator: ReturnType<typeof chip>) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
};

it('is a bottom sheet: opened and closed by drag and by button, the page under it usable when closed', async () => {
  // Closed: a chip at the bottom of the screen, a thumb's size.
  await chip().waitFor();
  // The fixture Maps page lays itself out for a phone as Maps does (its map full screen, the place a
  // sheet at the bottom), at the phone's width.
  const screen = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  expect(screen).toEqual({ width: PHONE.width, height: PHONE.height });
  const closed = await frame();
  expect(closed.y + closed.height).toBeLessThanOrEqual(screen.height);
  expect(closed.y).toBeGreaterThan(screen.height / 2);
  expect((await box(chip())).height).toBeGreaterThanOrEqual(44);

  // A tap on it (a button) opens the sheet across the bottom, the menu in it, the map above it.
  await chip().click();
  await expect.poll(() => countInPanel(page, '.mom-dish')).toBeGreaterThan(0);
  const open = await frame();
  expect({ x: open.x, width: open.width, bottom: open.y + open.height }).toEqual({
    x: 0,
    width: screen.width,
    bottom: screen.height,
  });
  expect(open.height).toBeLessThanOrEqual(screen.height * 0.6 + 1);
  // Every target in it is a finger's size, as in the popup: the grade's "i", the diet chips, "Show
  // only these", the section links, the source.
  const targets = await page.evaluate(() => {
    const root = document.querySelector('menu-on-maps-panel')?.shadowRoot;
    return [...(root?.querySelectorAll('.mom-panel :is(button, a[href], summary)') ?? [])].flatMap(
      (target) => {
        const { width, height } = target.getBoundingClientRect();
        const name = target.textContent?.trim() || target.className;
        return width > 0 ? [{ name, small: width < 44 || height < 44 }] : [];
      },
    );
  });
  expect(targets.length).toBeGreaterThan(3);
  expect(targets.filter((target) => target.small).map((target) => target.name)).toEqual([]);
  // Its scrolling stops at its ends, never handed to the page.
  const overscroll = await page.evaluate(() => {
    const sheet = document.querySelector('menu-on-maps-panel')?.shadowRoot?.querySelector('.mom-inline');
    return sheet ? getComputedStyle(sheet).overscrollBehaviorY : null;
  });
  expect(overscroll).toBe('contain');

  // Dragged down by its handle, it closes; dragged up by the chip, it opens.
  await drag(await box(handle()), 120);
  await expect.poll(() => countInPanel(page, '.mom-pill')).toBe(1);
  await drag(await box(chip()), -120);
  await expect.poll(() => countInPanel(page, '.mom-dish')).toBeGreaterThan(0);
  // A short drag springs back: still open.
  await drag(await box(handle()), 10);
  expect(await countInPanel(page, '.mom-dish')).toBeGreaterThan(0);

  // The handle is a button: Enter closes it.
  await handle().focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => countInPanel(page, '.mom-pill')).toBe(1);

  // Where the open sheet was, the page's own elements take the tap.
  const point = { x: 20, y: Math.round(open.y + 40) };
  const hit = await page.evaluate(({ x, y }) => {
    const target = document.elementFromPoint(x, y);
    window.__momTapped = false;
    target?.addEventListener('click', () => {
      window.__momTapped = true;
    });
    return target?.closest('menu-on-maps-panel') ? 'panel' : 'page';
  }, point);
  expect(hit).toBe('page');
  await page.mouse.click(point.x, point.y);
  expect(await page.evaluate(() => window.__momTapped)).toBe(true);
});

declare global {
  interface Window {
    __momTapped?: boolean;
  }
}
