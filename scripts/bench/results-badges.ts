import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import type { FloorBadges } from '@/scripts/bench/browser/results-floor.ts';
import { median } from '@/scripts/bench/report/stats.ts';
import type { Stack } from '@/testing/stack.ts';
import { traceMainThread } from './trace-cpu.ts';

// Badging a Maps results list (issue 33): main-thread CPU of the fixture's results page while it
// appends 20 cards and then 100 more, LISTS times per session (each list a fresh one: the feed
// emptied, then the same places under new links, as a new search shows them, so the product asks
// about each again), on three sides taking turns in the same browser:
// - bare: the page alone (served from 127.0.0.1, where no content script runs);
// - floor: the same, and browser/results-floor.ts inserting the same badges in the same cards,
//   with the texts the product showed, without asking the worker (called right after each append);
// - product: the extension's content script on www.google.com, asking its worker once per append.
// Each side waits the same fixed times, so only the work differs. Added CPU = side − bare, per list
// (a session's CPU over its lists, divided by LISTS: one list's floor is near the page's own noise).

const SETTLE_MS = 1_000;
const BADGE_WAIT_MS = 700;
/** Fresh lists of 20 then 120 cards badged per session. */
const LISTS = 4;
/** One mark after the 20 cards and one after the 100 more, per list. */
const MARKS = Array.from({ length: LISTS }, (_, list) => [
  `mom-twenty-${list}`,
  `mom-hundred-twenty-${list}`,
]).flat();
/** Every SAVED_EVERY-th card's place has a saved menu (every one: the floor's cost must stand above the noise). */
const SAVED_EVERY = 1;

export interface ResultsBadgesSide {
  twentyMs: number;
  hundredTwentyMs: number;
}

export interface ResultsBadgesResult {
  runs: number;
  /** Lists badged per session; every figure is per list. */
  lists: number;
  /** Badges per list (every list shows the same places). */
  badges: { twenty: number; hundredTwenty: number };
  bare: ResultsBadgesSide;
  floor: ResultsBadgesSide;
  product: ResultsBadgesSide;
  /**
   * Each run's added CPU (side minus the page alone in the same run), for the ratio's interval: the
   * floor's own cost is small beside the page's noise, so one median ratio cannot be trusted alone.
   */
  addedRuns: { floor: ResultsBadgesSide[]; product: ResultsBadgesSide[] };
}

const RESULTS_PATH = '/maps/search/bench/@48.8566,2.3522,14z?cards=0';

export async function resultsBadgesCost(stack: Stack, runs: number): Promise<ResultsBadgesResult> {
  const places = stack.places.slice(0, 120);
  await saveMenus(
    stack,
    places.filter((_, index) => index % SAVED_EVERY === 0).map((place) => place.placeId),
  );
  const floorScript = await bundleFloor();
  // The product's badges, captured from a first run: what the floor inserts.
  const captured = await productBadges(stack);
  const sides: Record<'bare' | 'floor' | 'product', ResultsBadgesSide[]> = {
    bare: [],
    floor: [],
    product: [],
  };
  for (let run = 0; run < runs; run++) {
    for (const side of ['bare', 'floor', 'product'] as const) {
      const sample = await session(stack, side, floorScript, captured.badges);
      sides[side].push(sample.cpu);
      if (side !== 'bare' && sample.badges.join() !== captured.counts.join())
        throw new Error(
          `${side} showed ${sample.badges.join(', ')} badges, not ${captured.counts.join(', ')}`,
        );
    }
  }
  const medians = (samples: ResultsBadgesSide[]) => ({
    twentyMs: median(samples.map((sample) => sample.twentyMs)),
    hundredTwentyMs: median(samples.map((sample) => sample.hundredTwentyMs)),
  });
  const added = (side: 'floor' | 'product') =>
    sides[side].map((sample, run) => ({
      twentyMs: sample.twentyMs - sides.bare[run]!.twentyMs,
      hundredTwentyMs: sample.hundredTwentyMs - sides.bare[run]!.hundredTwentyMs,
    }));
  return {
    runs,
    lists: LISTS,
    badges: { twenty: captured.counts[0] ?? 0, hundredTwenty: captured.counts[1] ?? 0 },
    bare: medians(sides.bare),
    floor: medians(sides.floor),
    product: medians(sides.product),
    addedRuns: { floor: added('floor'), product: added('product') },
  };
}

/** Saves each place's menu, as a lookup from an extension page does. */
async function saveMenus(stack: Stack, placeIds: string[]): Promise<void> {
  const page = await stack.context.newPage();
  try {
    await page.goto(stack.extensionUrl('options.html'));
    await page.evaluate(async (ids) => {
      const { chrome } = globalThis as unknown as {
        chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } };
      };
      for (const placeId of ids)
        await chrome.runtime.sendMessage({ type: 'menu.forPlace', placeId, userInitiated: true });
    }, placeIds);
  } finally {
    await page.close();
  }
}

async function bundleFloor(): Promise<string> {
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./browser/results-floor.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    write: false,
    logLevel: 'error',
  });
  return out.outputFiles[0]!.text;
}

const badgeCount = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('menu-on-maps-badge').length);

type ResultsWindow = { __results: { append(n: number): void; clear(): void } };

/** The product's badges after each list's 20 cards and 120: their counts, texts and cards. */
async function productBadges(stack: Stack): Promise<{ badges: FloorBadges; counts: number[] }> {
  const page = await stack.context.newPage();
  try {
    await page.goto(`https://www.google.com${RESULTS_PATH}`);
    await page.waitForTimeout(SETTLE_MS);
    const badges: FloorBadges = {};
    const counts: number[] = [];
    for (let list = 0; list < LISTS; list++) {
      for (const count of [20, 100]) {
        await page.evaluate(
          ({ count, fresh }) => {
            const { __results } = window as unknown as ResultsWindow;
            if (fresh) __results.clear();
            __results.append(count);
          },
          { count, fresh: count === 20 },
        );
        await page.waitForTimeout(BADGE_WAIT_MS * 2);
        counts.push(await badgeCount(page));
      }
      Object.assign(
        badges,
        await page.evaluate(() => {
          const found: Record<string, { text: string; stale: boolean }> = {};
          for (const host of document.querySelectorAll('menu-on-maps-badge')) {
            const span = host.shadowRoot?.querySelector('span');
            const href = host.parentElement?.querySelector('a')?.getAttribute('href');
            if (span && href)
              found[href] = { text: span.textContent ?? '', stale: span.className === 'stale' };
          }
          return found;
        }),
      );
    }
    return { badges, counts };
  } finally {
    await page.close();
  }
}

async function session(
  stack: Stack,
  side: 'bare' | 'floor' | 'product',
  floorScript: string,
  captured: FloorBadges,
): Promise<{ cpu: ResultsBadgesSide; badges: number[] }> {
  const page = await stack.context.newPage();
  try {
    const origin = side === 'product' ? 'https://www.google.com' : `https://127.0.0.1:${stack.maps.port}`;
    await page.goto(`${origin}${RESULTS_PATH}`);
    if (side === 'floor') await page.addScriptTag({ content: floorScript });
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await stack.context.newCDPSession(page);
    const stop = await traceMainThread(cdp, MARKS);
    const badges: number[] = [];
    for (const [index, mark] of MARKS.entries()) {
      const count = index % 2 === 0 ? 20 : 100;
      await page.evaluate(
        ({ count, floor, captured }) => {
          const scope = window as unknown as ResultsWindow & { __floorBadges?(badges: unknown): void };
          if (count === 20) scope.__results.clear();
          scope.__results.append(count);
          if (floor) scope.__floorBadges?.(captured);
        },
        { count, floor: side === 'floor', captured },
      );
      await page.waitForTimeout(BADGE_WAIT_MS);
      badges.push(await badgeCount(page));
      await page.evaluate((name) => console.timeStamp(name), mark);
    }
    const cpu = await stop();
    await cdp.detach();
    const perList = (phase: number) =>
      cpu.phasesMs
        .slice(0, MARKS.length)
        .filter((_, index) => index % 2 === phase)
        .reduce((sum, ms) => sum + ms, 0) / LISTS;
    return { cpu: { twentyMs: perList(0), hundredTwentyMs: perList(1) }, badges };
  } finally {
    await page.close();
  }
}
