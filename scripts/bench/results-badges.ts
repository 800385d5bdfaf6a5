import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import type { FloorBadges } from '@/scripts/bench/browser/results-floor.ts';
import { median } from '@/scripts/bench/report/stats.ts';
import type { Stack } from '@/testing/stack.ts';
import { traceMainThread } from './trace-cpu.ts';

// Badging a Maps results list (issue 33): main-thread CPU of the fixture's results page while it
// appends 20 cards and then 100 more, on three sides taking turns in the same browser:
// - bare: the page alone (served from 127.0.0.1, where no content script runs);
// - floor: the same, and browser/results-floor.ts inserting the same badges in the same cards,
//   with the texts the product showed, without asking the worker (called right after each append);
// - product: the extension's content script on www.google.com, asking its worker once per append.
// Each side waits the same fixed times, so only the work differs. Added CPU = side − bare (medians).

const SETTLE_MS = 1_000;
const BADGE_WAIT_MS = 700;
const MARKS = ['mom-twenty', 'mom-hundred-twenty'];
/** Every SAVED_EVERY-th card's place has a saved menu (every one: the floor's cost must stand above the noise). */
const SAVED_EVERY = 1;

export interface ResultsBadgesSide {
  twentyMs: number;
  hundredTwentyMs: number;
}

export interface ResultsBadgesResult {
  runs: number;
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
      if (side !== 'bare' && (sample.badges[0] !== captured.twenty || sample.badges[1] !== captured.all))
        throw new Error(
          `${side} showed ${sample.badges.join(' then ')} badges, not ${captured.twenty} then ${captured.all}`,
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
    badges: { twenty: captured.twenty, hundredTwenty: captured.all },
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

/** The product's badges after the first 20 cards and after all 120: their count, texts and cards. */
async function productBadges(stack: Stack): Promise<{ badges: FloorBadges; twenty: number; all: number }> {
  const page = await stack.context.newPage();
  try {
    await page.goto(`https://www.google.com${RESULTS_PATH}`);
    await page.waitForTimeout(SETTLE_MS);
    const append = (count: number) =>
      page.evaluate(
        (n) => (window as unknown as { __results: { append(n: number): void } }).__results.append(n),
        count,
      );
    await append(20);
    await page.waitForTimeout(BADGE_WAIT_MS * 2);
    const twenty = await badgeCount(page);
    await append(100);
    await page.waitForTimeout(BADGE_WAIT_MS * 2);
    const all = await badgeCount(page);
    const badges = await page.evaluate(() => {
      const found: Record<string, { text: string; stale: boolean }> = {};
      for (const host of document.querySelectorAll('menu-on-maps-badge')) {
        const span = host.shadowRoot?.querySelector('span');
        const href = host.parentElement?.querySelector('a')?.getAttribute('href');
        if (span && href) found[href] = { text: span.textContent ?? '', stale: span.className === 'stale' };
      }
      return found;
    });
    return { badges, twenty, all };
  } finally {
    await page.close();
  }
}

async function session(
  stack: Stack,
  side: 'bare' | 'floor' | 'product',
  floorScript: string,
  captured: FloorBadges,
): Promise<{ cpu: ResultsBadgesSide; badges: [number, number] }> {
  const page = await stack.context.newPage();
  try {
    const origin = side === 'product' ? 'https://www.google.com' : `https://127.0.0.1:${stack.maps.port}`;
    await page.goto(`${origin}${RESULTS_PATH}`);
    if (side === 'floor') await page.addScriptTag({ content: floorScript });
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await stack.context.newCDPSession(page);
    const stop = await traceMainThread(cdp, MARKS);
    const badges: number[] = [];
    for (const [count, mark] of [
      [20, MARKS[0]],
      [100, MARKS[1]],
    ] as const) {
      await page.evaluate(
        ({ count, floor, captured }) => {
          const scope = window as unknown as {
            __results: { append(n: number): void };
            __floorBadges?(badges: unknown): void;
          };
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
    return {
      cpu: { twentyMs: cpu.phasesMs[0] ?? 0, hundredTwentyMs: cpu.phasesMs[1] ?? 0 },
      badges: [badges[0] ?? 0, badges[1] ?? 0],
    };
  } finally {
    await page.close();
  }
}
