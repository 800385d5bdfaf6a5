import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { launchWithExtension } from '../../tests/e2e/harness/chromium.ts';
import type { Stack } from '../../tests/e2e/harness/stack.ts';
import { type FixturePlace, pannedPath, placePath } from '../../tests/fixtures/maps-site/place-urls.ts';
import { mapsUrl } from './catalog.ts';
import { waitForPanelPlace } from './panel-timing.ts';
import { median } from './stats.ts';
import { type MainThreadCpu, traceMainThread } from './trace-cpu.ts';

// The Maps page's main-thread time with and without the extension, over the same scripted
// navigation in the same Chromium against the same fixture site. Both sessions wait the same fixed
// times, so only the work differs; CDP Performance.getMetrics reads the page renderer's counters.

const LOAD_WAIT_MS = 1_000;
const PLACE_WAIT_MS = 400;
const PAN_WAIT_MS = 150;
const LOAD_MARK = 'mom-first-load-done';

export interface MainThreadSample {
  taskMs: number;
  scriptMs: number;
  /** LayoutDuration + RecalcStyleDuration. */
  layoutMs: number;
  /** Thread CPU of the page's main thread from a trace (other load on the machine moves it less). */
  cpuMs: number;
  /** The part of cpuMs spent in the first load (before the first place change). */
  firstLoadCpuMs: number;
  /** With the extension: the panel showed the last place at the end (the run did real work). */
  panelShown: boolean | null;
}

type Medians = { taskMs: number; scriptMs: number; layoutMs: number; cpuMs: number; firstLoadCpuMs: number };

export interface MainThreadResult {
  runs: number;
  with: Medians & { panelShownRuns: number };
  without: Medians;
  taskRatio: number;
  scriptRatio: number;
}

export interface SessionSample extends MainThreadSample {
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
  { extension, cycles = 1 }: { extension: boolean; cycles?: number },
): Promise<SessionSample> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
    return {
      task: value('TaskDuration'),
      script: value('ScriptDuration'),
      layout: value('LayoutDuration') + value('RecalcStyleDuration'),
    };
  };
  const stopTrace = await traceMainThread(cdp, LOAD_MARK);
  const before = await read();
  const [first, ...others] = places as [FixturePlace, ...FixturePlace[]];
  await page.goto(mapsUrl(first));
  await page.waitForTimeout(LOAD_WAIT_MS);
  await page.evaluate((mark) => console.timeStamp(mark), LOAD_MARK);
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    const order = cycle % 2 === 0 ? others : [first, ...others.slice(0, -1)].reverse();
    for (const place of order) {
      await page.evaluate((path) => history.pushState({}, '', path), placePath(place));
      await page.waitForTimeout(PLACE_WAIT_MS);
    }
  }
  const last = cycles % 2 === 1 ? (others[others.length - 1] ?? first) : first;
  for (let pan = 1; pan <= 10; pan += 1) {
    const path = pannedPath(last, pan * 0.0007, -pan * 0.0009);
    await page.evaluate((next) => history.pushState({}, '', next), path);
    await page.waitForTimeout(PAN_WAIT_MS);
  }
  const after = await read();
  const cpu = await stopTrace();
  const panelShown = extension
    ? await waitForPanelPlace(page, last.name, true, 5_000).then(
        () => true,
        () => false,
      )
    : null;
  await page.close();
  return {
    taskMs: after.task - before.task,
    scriptMs: after.script - before.script,
    layoutMs: after.layout - before.layout,
    cpuMs: cpu.totalMs,
    firstLoadCpuMs: cpu.beforeMarkMs,
    panelShown,
    cpu,
  };
}

/** `places`: 11 cached places (open the first, then 10 pushState place changes, then 10 pans). */
export async function mainThreadCost(stack: Stack, places: FixturePlace[], runs: number) {
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
  const withExt: MainThreadSample[] = [];
  const without: MainThreadSample[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      // Alternate which goes first so drift on the shared machine hits both sides.
      const order = run % 2 === 0 ? [false, true] : [true, false];
      for (const extension of order) {
        const sample = await scriptedSession(extension ? stack.context : plain, places, { extension });
        (extension ? withExt : without).push(sample);
      }
    }
  } finally {
    await plain.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
  }
  const medians = (samples: MainThreadSample[]): Medians => ({
    taskMs: median(samples.map((s) => s.taskMs)),
    scriptMs: median(samples.map((s) => s.scriptMs)),
    layoutMs: median(samples.map((s) => s.layoutMs)),
    cpuMs: median(samples.map((s) => s.cpuMs)),
    firstLoadCpuMs: median(samples.map((s) => s.firstLoadCpuMs)),
  });
  const [withMedians, withoutMedians] = [medians(withExt), medians(without)];
  const result: MainThreadResult = {
    runs,
    with: { ...withMedians, panelShownRuns: withExt.filter((s) => s.panelShown).length },
    without: withoutMedians,
    taskRatio: withMedians.taskMs / withoutMedians.taskMs,
    scriptRatio: withMedians.scriptMs / withoutMedians.scriptMs,
  };
  return result;
}
