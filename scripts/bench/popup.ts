import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { MENU_SHOWN_MARK } from '@/lib/popup/menu-shown-mark.ts';
import { type Summary, summarize } from '@/scripts/bench/report/stats.ts';
import type { FixturePlace } from '@/testing/maps-site/place-urls.ts';
import type { Stack } from '@/testing/stack.ts';
import { openToolbarPopup } from '@/testing/toolbar-popup.ts';
import { stopWorkerAndSettle } from './inline.ts';
import { waitForPanelPlace } from './panel-timing.ts';

declare global {
  interface Window {
    __momDishesAt?: number;
    __momFloorAt?: number;
  }
}

const FLOOR_PAGE = 'bench-floor.html';

/**
 * Adds an empty page with one tiny script to the benchmark's copy of the extension: how long the
 * browser takes to open any extension page and run its first script, the popup's floor.
 */
export function addExtensionPageFloor(extensionDir: string): void {
  writeFileSync(join(extensionDir, 'bench-floor.js'), 'window.__momFloorAt = performance.now();\n');
  const html = `<!doctype html><meta charset="utf-8"><title>floor</title><script src="bench-floor.js"></script>`;
  writeFileSync(join(extensionDir, FLOOR_PAGE), html);
}

/** Records, in the page's clock (0 = navigation start), when the first dish enters the DOM. */
function recordFirstDish(): void {
  const observer = new MutationObserver(() => {
    if (document.querySelector('.mom-dish')) {
      window.__momDishesAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

export interface PopupTimes {
  /** Navigation start → first dish in the popup. */
  open: Summary;
  /** Navigation start → first script of an empty extension page, opened alternately with the popup. */
  floor: Summary;
  /**
   * The toolbar popup only: its page received → menu shown, the popup's own share (what its code
   * decides), without the browser's time to open the page.
   */
  afterScript?: Summary;
}

async function timeOpen(stack: Stack, url: string, read: (page: Page) => Promise<number>): Promise<number> {
  const page = await stack.context.newPage();
  try {
    await page.setViewportSize({ width: 420, height: 640 });
    await page.addInitScript(recordFirstDish);
    await page.goto(url);
    return await read(page);
  } finally {
    await page.close();
  }
}

const readGlobal = (name: '__momDishesAt' | '__momFloorAt') => async (page: Page) =>
  Number(await (await page.waitForFunction((key) => window[key], name, { timeout: 20_000 })).jsonValue());

/**
 * Opens popup.html?tab=<id> as a page for a tab showing a cached place, `runs` times, and reads
 * navigation start → dish list present (performance.now() in the popup when the list appears).
 * The empty page (addExtensionPageFloor) is opened before each, for the browser's share.
 * `stopWorkerFirst`: the worker is stopped before each open (of either page), as after 30 s idle:
 * the popup's ask then waits for a new worker, and both pages may wait for a new extension process.
 */
export async function popupOpenTimes(
  stack: Stack,
  place: FixturePlace,
  runs: number,
  { stopWorkerFirst = false } = {},
): Promise<PopupTimes> {
  const maps = await stack.openPlace(place);
  await waitForPanelPlace(maps, place.name, true);
  const url = stack.extensionUrl(`popup.html?tab=${await stack.tabIdOf(maps)}`);
  const open: number[] = [];
  const floor: number[] = [];
  const warmups = 2;
  const settle = async () => {
    if (stopWorkerFirst) await stopWorkerAndSettle(maps);
  };
  for (let run = 0; run < runs + warmups; run += 1) {
    await settle();
    const floorAt = await timeOpen(stack, stack.extensionUrl(FLOOR_PAGE), readGlobal('__momFloorAt'));
    await settle();
    const openAt = await timeOpen(stack, url, readGlobal('__momDishesAt'));
    if (run < warmups) continue;
    floor.push(floorAt);
    open.push(openAt);
  }
  await maps.close();
  return { open: summarize(open), floor: summarize(floor) };
}

/**
 * Navigation start → the popup's own mark when the tab's menu is first on screen, and when its page
 * was received, read as they appear.
 */
const MENU_SHOWN_AT = `(() => {
  const shown = performance.getEntriesByName(${JSON.stringify(MENU_SHOWN_MARK)})[0]?.startTime;
  if (shown === undefined) return null;
  const page = performance.getEntriesByType('navigation')[0];
  return [shown, page && page.responseEnd > 0 ? page.responseEnd : Number.NaN];
})()`;

/** Opens the worker's current toolbar popup (`page`), reads `expression` until it is not null, closes it. */
async function timeToolbarPopup<T>(stack: Stack, page: string, expression: string): Promise<T> {
  const popup = await openToolbarPopup(stack, page);
  try {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const at = await popup.evaluate<T | null>(expression);
      if (at !== null) return at;
      if (Date.now() > deadline) throw new Error(`the toolbar popup ${page} never read ${expression}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await popup.close();
  }
}

/** The toolbar button's popup from now on (chrome.action.setPopup in the worker). */
async function setToolbarPopup(stack: Stack, page: string): Promise<void> {
  const worker = await stack.worker();
  await worker.evaluate(
    (popup) =>
      (
        globalThis as unknown as {
          chrome: { action: { setPopup(details: { popup: string }): Promise<void> } };
        }
      ).chrome.action.setPopup({ popup }),
    page,
  );
}

/**
 * The real toolbar popup over the tab showing a cached place, opened as the toolbar button would
 * (chrome.action.openPopup): navigation start → the popup's own mark when the tab's menu is first on
 * screen (lib/popup/menu-shown-mark.ts). Unlike popup.html?tab=, it first asks which tab is active.
 * Before each, the empty page (addExtensionPageFloor) is opened as the toolbar popup the same way:
 * navigation start → its script, the browser's own share of any toolbar popup.
 */
export async function toolbarPopupTimes(
  stack: Stack,
  place: FixturePlace,
  runs: number,
): Promise<PopupTimes> {
  const maps = await stack.openPlace(place);
  await waitForPanelPlace(maps, place.name, true);
  const open: number[] = [];
  const floor: number[] = [];
  const afterScript: number[] = [];
  const warmups = 2;
  try {
    for (let run = 0; run < runs + warmups; run += 1) {
      await maps.bringToFront();
      await setToolbarPopup(stack, FLOOR_PAGE);
      const floorAt = await timeToolbarPopup<number>(stack, FLOOR_PAGE, 'window.__momFloorAt ?? null');
      await setToolbarPopup(stack, 'popup.html');
      await maps.bringToFront();
      const [shownAt, scriptAt] = await timeToolbarPopup<[number, number]>(
        stack,
        'popup.html',
        MENU_SHOWN_AT,
      );
      if (run < warmups) continue;
      floor.push(floorAt);
      open.push(shownAt);
      afterScript.push(shownAt - scriptAt);
    }
  } finally {
    await setToolbarPopup(stack, 'popup.html').catch(() => undefined);
  }
  await maps.close();
  return { open: summarize(open), floor: summarize(floor), afterScript: summarize(afterScript) };
}
