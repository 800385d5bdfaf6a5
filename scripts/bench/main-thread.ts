import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { bootstrapRatio, median, quartiles } from '@/scripts/bench/report/stats.ts';
import { launchWithExtension } from '@/testing/chromium.ts';
import { type FixturePlace, pannedPath, placePath } from '@/testing/maps-site/place-urls.ts';
import type { Stack } from '@/testing/stack.ts';
import { mapsUrl } from './catalog.ts';
import { waitForPanelPlace } from './panel-timing.ts';
import type { RenderFloor } from './render-floor.ts';
import { type MainThreadCpu, traceMainThread } from './trace-cpu.ts';

// The Maps page's main-thread CPU (thread time from a trace, which other load on the machine moves
// far less than wall time) over the same scripted navigation in three browsers from the same
// Chromium against the same fixture site: without any extension, with the render floor
// (render-floor.ts) and with the product. All wait the same fixed times, so only the work differs.
// What an extension adds is its page's CPU minus the plain browser's page taken in the same turn.

const LOAD_WAIT_MS = 1_000;
const PLACE_WAIT_MS = 400;
const PAN_WAIT_MS = 150;
export const PANS = 10;
/**
 * Pages each side opens on the first place right after its session in each run, each traced as the
 * session's first load and then closed: the first load is one figure per session, and one a run left
 * its ratio's interval too wide to decide ×1.5 (BENCHMARKS.md, Method).
 */
export const EXTRA_FIRST_LOADS = 2;
/** console.timeStamp marks between the phases: first load | place changes | pans. */
const MARKS = ['mom-first-load-done', 'mom-place-changes-done'];

export interface MainThreadSample {
  /** CDP TaskDuration (wall time) of the whole session, for comparison only. */
  taskMs: number;
  cpuMs: number;
  /** Opening the first place, and the 1 s after. */
  firstLoadCpuMs: number;
  placeChangesCpuMs: number;
  pansCpuMs: number;
  /** The panel showed the last place at the end (the run did real work); null without an extension. */
  panelShown: boolean | null;
  /** The trace's CPU, split by kind of work (main-thread-ab.ts reports the split). */
  cpu: MainThreadCpu;
}

/**
 * Opens the first place, then changes place through the others `cycles` times (odd cycles walk
 * back, so every step changes place), then pans 10 times. `extension`: check at the end that the
 * panel shows the last place.
 */
export async function scriptedSession(
  context: BrowserContext,
  places: FixturePlace[],
  {
    extension,
    cycles = 1,
    firstLoadOnly = false,
  }: { extension: boolean; cycles?: number; firstLoadOnly?: boolean },
): Promise<MainThreadSample> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskDuration = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  const stopTrace = await traceMainThread(cdp, MARKS);
  const before = await taskDuration();
  const [first, ...others] = places as [FixturePlace, ...FixturePlace[]];
  await page.goto(mapsUrl(first));
  await page.waitForTimeout(LOAD_WAIT_MS);
  await page.evaluate((mark) => console.timeStamp(mark), MARKS[0]!);
  if (firstLoadOnly) return endSession(page, extension ? first.name : null, taskDuration, before, stopTrace);
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    const order = cycle % 2 === 0 ? others : [first, ...others.slice(0, -1)].reverse();
    for (const place of order) {
      await page.evaluate((path) => history.pushState({}, '', path), placePath(place));
      await page.waitForTimeout(PLACE_WAIT_MS);
    }
  }
  await page.evaluate((mark) => console.timeStamp(mark), MARKS[1]!);
  const last = cycles % 2 === 1 ? (others[others.length - 1] ?? first) : first;
  for (let pan = 1; pan <= PANS; pan += 1) {
    const path = pannedPath(last, pan * 0.0007, -pan * 0.0009);
    await page.evaluate((next) => history.pushState({}, '', next), path);
    await page.waitForTimeout(PAN_WAIT_MS);
  }
  return endSession(page, extension ? last.name : null, taskDuration, before, stopTrace);
}

/** Stops the trace, checks that the panel shows `shown` (null: no extension) and closes the page. */
async function endSession(
  page: Page,
  shown: string | null,
  taskDuration: () => Promise<number>,
  before: number,
  stopTrace: () => Promise<MainThreadCpu>,
): Promise<MainThreadSample> {
  const taskMs = (await taskDuration()) - before;
  const cpu = await stopTrace();
  const panelShown =
    shown === null
      ? null
      : await waitForPanelPlace(page, shown, true, 5_000).then(
          () => true,
          () => false,
        );
  await page.close();
  const [firstLoadCpuMs = 0, placeChangesCpuMs = 0, pansCpuMs = 0] = cpu.phasesMs;
  return { taskMs, cpuMs: cpu.totalMs, firstLoadCpuMs, placeChangesCpuMs, pansCpuMs, panelShown, cpu };
}

/** What an extension added over the plain browser: medians of the paired differences, in ms. */
export interface AddedCpu {
  firstLoad: number;
  /** Per place change. */
  perPlaceChange: number;
  /** All pans together. */
  pans: number;
  /** Sessions whose panel showed the last place at the end. */
  panelShownRuns: number;
  /** First loads (sessions' and extra pages') whose panel showed the place. */
  firstLoadPanelShown: number;
  /** The first load of the sessions alone (as reported before the extra pages): the median of one difference a run. */
  firstLoadSessions: number;
  /** The middle half of the differences behind firstLoad and perPlaceChange: the spread across samples. */
  firstLoadQuartiles: [number, number];
  perPlaceChangeQuartiles: [number, number];
  /** The differences of the first load, one per page opened, in order: each run's together (for the ratio's interval). */
  firstLoadDiffs: number[];
  perPlaceChangeRuns: number[];
}

export interface MainThreadResult {
  runs: number;
  /** First loads per side: a session's and the extra pages' in every run. */
  firstLoads: number;
  placeChanges: number;
  /** The plain browser's medians (the page's own work). */
  plain: { firstLoad: number; placeChanges: number; pans: number; taskMs: number };
  floor: AddedCpu;
  product: AddedCpu;
  /** Median TaskDuration of the product's sessions (wall time, for comparison only). */
  productTaskMs: number;
  perPlaceChangeRatio: number;
  firstLoadRatio: number;
  /** 5th–95th percentile of each ratio over resamplings of the runs (bootstrapRatio). */
  perPlaceChangeRatioInterval: [number, number];
  firstLoadRatioInterval: [number, number];
  /** The floor's and the product's answer to the content script, bytes of JSON (median place). */
  answerBytes: RenderFloor['answerBytes'];
}

type Side = 'plain' | 'floor' | 'product';

/**
 * `places`: 11 cached places (open the first, then pushState place changes through the others
 * `cycles` times, then 10 pans). The three browsers take turns, their order alternating each run.
 */
export async function mainThreadCost(
  stack: Stack,
  floor: RenderFloor,
  places: FixturePlace[],
  { runs, cycles }: { runs: number; cycles: number },
): Promise<MainThreadResult> {
  for (const place of places) {
    const page = await stack.openPlace(place);
    await waitForPanelPlace(page, place.name, true);
    await page.close();
  }
  const profile = mkdtempSync(join(tmpdir(), 'mom-bench-plain-'));
  const plain = await launchWithExtension({
    mapsPort: stack.maps.port,
    headless: true,
    userDataDir: profile,
  });
  const contexts: Record<Side, BrowserContext> = { plain, floor: floor.context, product: stack.context };
  const samples: Record<Side, MainThreadSample[]> = { plain: [], floor: [], product: [] };
  const firstLoads: Record<Side, MainThreadSample[]> = { plain: [], floor: [], product: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      // Alternate the order so drift on the shared machine hits every side.
      const sides: Side[] = run % 2 === 0 ? ['plain', 'floor', 'product'] : ['product', 'floor', 'plain'];
      for (const side of sides) {
        const extension = side !== 'plain';
        const sample = await scriptedSession(contexts[side], places, { extension, cycles });
        samples[side].push(sample);
        firstLoads[side].push(sample);
        // Right after its session, as every side: each side's worker is as warm as the others'.
        for (let extra = 0; extra < EXTRA_FIRST_LOADS; extra += 1) {
          firstLoads[side].push(
            await scriptedSession(contexts[side], places, { extension, firstLoadOnly: true }),
          );
        }
      }
    }
  } finally {
    await plain.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
  }
  const placeChanges = (places.length - 1) * cycles;
  const added = (side: 'floor' | 'product'): AddedCpu => {
    const diffs = (pick: (sample: MainThreadSample) => number) =>
      samples[side].map((sample, run) => pick(sample) - pick(samples.plain[run]!));
    const firstLoadDiffs = firstLoads[side].map(
      (s, index) => s.firstLoadCpuMs - firstLoads.plain[index]!.firstLoadCpuMs,
    );
    const perPlaceChangeRuns = diffs((s) => s.placeChangesCpuMs / placeChanges);
    return {
      firstLoad: median(firstLoadDiffs),
      firstLoadSessions: median(diffs((s) => s.firstLoadCpuMs)),
      perPlaceChange: median(perPlaceChangeRuns),
      pans: median(diffs((s) => s.pansCpuMs)),
      panelShownRuns: samples[side].filter((s) => s.panelShown).length,
      firstLoadPanelShown: firstLoads[side].filter((s) => s.panelShown).length,
      firstLoadQuartiles: quartiles(firstLoadDiffs),
      perPlaceChangeQuartiles: quartiles(perPlaceChangeRuns),
      firstLoadDiffs,
      perPlaceChangeRuns,
    };
  };
  const [floorAdded, productAdded] = [added('floor'), added('product')];
  return {
    runs,
    firstLoads: firstLoads.plain.length,
    placeChanges,
    plain: {
      firstLoad: median(firstLoads.plain.map((s) => s.firstLoadCpuMs)),
      placeChanges: median(samples.plain.map((s) => s.placeChangesCpuMs)),
      pans: median(samples.plain.map((s) => s.pansCpuMs)),
      taskMs: median(samples.plain.map((s) => s.taskMs)),
    },
    floor: floorAdded,
    product: productAdded,
    productTaskMs: median(samples.product.map((s) => s.taskMs)),
    perPlaceChangeRatio: productAdded.perPlaceChange / floorAdded.perPlaceChange,
    firstLoadRatio: productAdded.firstLoad / floorAdded.firstLoad,
    perPlaceChangeRatioInterval: bootstrapRatio(
      productAdded.perPlaceChangeRuns,
      floorAdded.perPlaceChangeRuns,
      { perRun: 1 },
    ),
    firstLoadRatioInterval: bootstrapRatio(productAdded.firstLoadDiffs, floorAdded.firstLoadDiffs, {
      perRun: 1 + EXTRA_FIRST_LOADS,
    }),
    answerBytes: floor.answerBytes,
  };
}
