import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { median } from '@/scripts/bench/report/stats.ts';
import { launchWithExtension } from '@/testing/chromium.ts';
import { type FixturePlace, pannedPath, placePath } from '@/testing/maps-site/place-urls.ts';
import type { Stack } from '@/testing/stack.ts';
import { mapsUrl } from './catalog.ts';
import { writeFloorExtension } from './content-script-floor.ts';
import { waitForPanelPlace } from './panel-timing.ts';
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
  /** A one-statement content script on the same pages: what any content script costs at least. */
  floor: Medians;
  taskRatio: number;
  floorTaskRatio: number;
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

type Side = 'without' | 'floor' | 'with';

/**
 * `places`: 11 cached places (open the first, then 10 pushState place changes, then 10 pans). Three
 * browsers take turns: without any extension, with only a one-statement content script
 * (content-script-floor.ts) and with the extension.
 */
export async function mainThreadCost(stack: Stack, places: FixturePlace[], runs: number) {
  for (const place of places) {
    const page = await stack.openPlace(place);
    await waitForPanelPlace(page, place.name, true);
    await page.close();
  }
  const dirs = [
    mkdtempSync(join(tmpdir(), 'mom-bench-plain-')),
    mkdtempSync(join(tmpdir(), 'mom-bench-floor-profile-')),
  ];
  const floorExtension = writeFloorExtension(stack.extensionDir);
  dirs.push(floorExtension);
  const launch = (userDataDir: string, extensionDir?: string) =>
    launchWithExtension({ mapsPort: stack.maps.port, headless: true, userDataDir, extensionDir });
  const contexts: Record<Side, BrowserContext> = {
    without: await launch(dirs[0]!),
    floor: await launch(dirs[1]!, floorExtension),
    with: stack.context,
  };
  const samples: Record<Side, MainThreadSample[]> = { without: [], floor: [], with: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      // Alternate the order so drift on the shared machine hits every side.
      const sides: Side[] = run % 2 === 0 ? ['without', 'floor', 'with'] : ['with', 'floor', 'without'];
      for (const side of sides) {
        samples[side].push(await scriptedSession(contexts[side], places, { extension: side === 'with' }));
      }
    }
  } finally {
    await contexts.without.close().catch(() => undefined);
    await contexts.floor.close().catch(() => undefined);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  const medians = (of: MainThreadSample[]): Medians => ({
    taskMs: median(of.map((s) => s.taskMs)),
    scriptMs: median(of.map((s) => s.scriptMs)),
    layoutMs: median(of.map((s) => s.layoutMs)),
    cpuMs: median(of.map((s) => s.cpuMs)),
    firstLoadCpuMs: median(of.map((s) => s.firstLoadCpuMs)),
  });
  const [withMedians, withoutMedians, floorMedians] = [
    medians(samples.with),
    medians(samples.without),
    medians(samples.floor),
  ];
  const result: MainThreadResult = {
    runs,
    with: { ...withMedians, panelShownRuns: samples.with.filter((s) => s.panelShown).length },
    without: withoutMedians,
    floor: floorMedians,
    taskRatio: withMedians.taskMs / withoutMedians.taskMs,
    scriptRatio: withMedians.scriptMs / withoutMedians.scriptMs,
    floorTaskRatio: floorMedians.taskMs / withoutMedians.taskMs,
  };
  return result;
}
