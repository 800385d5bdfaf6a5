import type { Page } from 'playwright-core';
import { type Summary, summarize } from '@/scripts/bench/report/stats.ts';
import { stopExtensionWorkers } from '@/testing/chromium.ts';
import type { FixturePlace } from '@/testing/maps-site/place-urls.ts';
import type { Stack } from '@/testing/stack.ts';
import { mapsUrl, type placePool } from './catalog.ts';
import { pushStateAndTime, waitForPanelPlace } from './panel-timing.ts';
import type { RenderFloor } from './render-floor.ts';
import { traceWorkerThread, type WorkerThreadCpu } from './trace-cpu.ts';

/** A tab may look up at most 20 distinct uncached places per 10 minutes (lib/storage/session/guard-timings.ts). */
const UNCACHED_PER_TAB = 10;

/**
 * Stops the extension's worker as Chrome does after 30 s without events, then waits long enough
 * for it to be gone: the next event starts a new one.
 */
export async function stopWorkerAndSettle(page: Page): Promise<void> {
  await stopExtensionWorkers(page);
  await page.waitForTimeout(500);
}

/**
 * Place changes between places already in the cache (pushState → dish list in the shadow root).
 * `stopWorkerFirst`: the worker is stopped before each change; the content script's ask then waits
 * for a new worker to start.
 */
export async function cachedPlaceChanges(
  stack: Stack,
  places: FixturePlace[],
  runs: number,
  { stopWorkerFirst = false } = {},
): Promise<Summary> {
  const [first, ...rest] = places;
  if (!first || rest.length === 0) throw new Error('need at least two places');
  const page = await stack.openPlace(first);
  try {
    await waitForPanelPlace(page, first.name, true);
    // Warm-up: each place is fetched once and stored; from here on every change is a cache hit.
    for (const place of [...rest, first]) await pushStateAndTime(page, place);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      if (stopWorkerFirst) await stopWorkerAndSettle(page);
      const place = places[(run + 1) % places.length] as FixturePlace;
      times.push(await pushStateAndTime(page, place));
    }
    return summarize(times);
  } finally {
    await page.close();
  }
}

/** Place changes to places never seen before: the worker asks the local service each time. */
export async function uncachedPlaceChanges(
  stack: Stack,
  pool: ReturnType<typeof placePool>,
  runs: number,
): Promise<Summary> {
  const times: number[] = [];
  while (times.length < runs) {
    const [start] = pool.take(1) as [FixturePlace];
    const page = await stack.openPlace(start);
    try {
      await waitForPanelPlace(page, start.name, true);
      const batch = pool.take(Math.min(UNCACHED_PER_TAB, runs - times.length));
      for (const place of batch) times.push(await pushStateAndTime(page, place));
    } finally {
      await page.close();
    }
  }
  return summarize(times);
}

export interface ColdPlaceChanges {
  product: Summary;
  floor: Summary;
  /** product median / floor median. */
  ratio: number;
  /** The worker thread's CPU in separate traced changes (medians of each figure), each side's. */
  workerCpu: { runs: number; product: WorkerThreadCpu; floor: WorkerThreadCpu };
}

type Side = 'product' | 'floor';

/** `runs` rounds at the places in turn, each visiting both sides, the first side alternating. */
async function inTurns(
  runs: number,
  places: FixturePlace[],
  pages: Record<Side, Page>,
  visit: (side: Side, page: Page, place: FixturePlace) => Promise<void>,
): Promise<void> {
  for (let run = 0; run < runs; run += 1) {
    const place = places[(run + 1) % places.length] as FixturePlace;
    const sides: Side[] = run % 2 === 0 ? ['product', 'floor'] : ['floor', 'product'];
    for (const side of sides) await visit(side, pages[side], place);
  }
}

/** Traced changes per side, after the timed ones: tracing costs time, so none of those is traced. */
const TRACED_COLD_RUNS = 8;

function medianCpu(runs: WorkerThreadCpu[]): WorkerThreadCpu {
  const mid = (pick: (cpu: WorkerThreadCpu) => number) => summarize(runs.map(pick)).median;
  return {
    totalMs: mid((c) => c.totalMs),
    scriptMs: mid((c) => c.scriptMs),
    codeCacheMs: mid((c) => c.codeCacheMs),
  };
}

/**
 * Place changes between cached places, each with the worker stopped first, in the product and in
 * the render floor (render-floor.ts, whose worker opens IndexedDB, reads storage and answers), taking
 * turns (the order alternates each run). Each change waits for a new worker to start and answer.
 */
export async function coldPlaceChanges(
  stack: Stack,
  floor: RenderFloor,
  places: FixturePlace[],
  runs: number,
): Promise<ColdPlaceChanges> {
  const [first, ...rest] = places;
  if (!first || rest.length === 0) throw new Error('need at least two places');
  const product = await stack.openPlace(first);
  const floorPage = await floor.context.newPage();
  try {
    await floorPage.goto(mapsUrl(first));
    for (const page of [product, floorPage]) {
      await waitForPanelPlace(page, first.name, true);
      // Warm-up: each place is shown once (and saved by the product) before the timed changes.
      for (const place of [...rest, first]) await pushStateAndTime(page, place);
    }
    const times = { product: [] as number[], floor: [] as number[] };
    const pages = { product, floor: floorPage };
    await inTurns(runs, places, pages, async (side, page, place) => {
      await stopWorkerAndSettle(page);
      times[side].push(await pushStateAndTime(page, place));
    });
    const [productSummary, floorSummary] = [summarize(times.product), summarize(times.floor)];
    // Each side traced from a page of its own extension (trace-cpu.ts). That page keeps the extension's
    // process alive, so these starts skip the process start the timed ones may include: the worker's
    // own work is what they show.
    const tracers = {
      product: await stack.context.newPage(),
      floor: await floor.context.newPage(),
    };
    const cpu = { product: [] as WorkerThreadCpu[], floor: [] as WorkerThreadCpu[] };
    try {
      await tracers.product.goto(stack.extensionUrl('manifest.json'));
      await tracers.floor.goto(floor.extensionUrl('manifest.json'));
      const sessions = {
        product: await stack.context.newCDPSession(tracers.product),
        floor: await floor.context.newCDPSession(tracers.floor),
      };
      await inTurns(TRACED_COLD_RUNS, places, pages, async (side, page, place) => {
        await stopWorkerAndSettle(page);
        const stop = await traceWorkerThread(sessions[side]);
        await pushStateAndTime(page, place);
        cpu[side].push(await stop());
      });
    } finally {
      await Promise.all([tracers.product.close(), tracers.floor.close()]);
    }
    return {
      product: productSummary,
      floor: floorSummary,
      ratio: productSummary.median / floorSummary.median,
      workerCpu: { runs: TRACED_COLD_RUNS, product: medianCpu(cpu.product), floor: medianCpu(cpu.floor) },
    };
  } finally {
    await Promise.all([product.close(), floorPage.close()]);
  }
}
