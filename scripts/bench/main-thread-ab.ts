import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { median } from '@/scripts/bench/report/stats.ts';
import { launchWithExtension } from '@/testing/chromium.ts';
import type { FixturePlace } from '@/testing/maps-site/place-urls.ts';
import { type Stack, startStack } from '@/testing/stack.ts';
import { benchCatalog, samplePlacesWithDishes } from './catalog.ts';
import { scriptedSession } from './main-thread.ts';
import { waitForPanelPlace } from './panel-timing.ts';
import { CATEGORIES, categoryOf, type MainThreadCpu } from './trace-cpu.ts';

// Dev tool, not part of `npm run bench`: main-thread.ts's scripted session (scriptedSession), A/B between builds in
// one run (one stack per build, plus the browser without the extension), runs interleaved. Besides
// TaskDuration (what the benchmark reports) it sums the page main thread's CPU time from a trace,
// split by kind of work, which other load on a shared machine disturbs far less.
//
//   npx tsx scripts/bench/main-thread-ab.ts [--runs=7] [--cycles=1] before=/tmp/a/chrome-mv3 after=/tmp/b/chrome-mv3
//
// --cycles=5 goes through the 10 place changes 5 times (50 changes) for a steadier per-change figure.

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = option('runs', 7);
const CYCLES = option('cycles', 1);
const BUILDS = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map((arg) => arg.split('=') as [string, string]);

interface Sample {
  taskMs: number;
  cpu: MainThreadCpu;
}

async function warmedStack(dir: string, places: FixturePlace[]): Promise<Stack> {
  const stack = await startStack({
    builtExtension: dir,
    headless: true,
    catalog: benchCatalog(),
    service: { testMode: true },
  });
  await stack.configure();
  for (const place of places) {
    const page = await stack.openPlace(place);
    await waitForPanelPlace(page, place.name, true);
    await page.close();
  }
  return stack;
}

function report(samples: Map<string, Sample[]>, placeChanges: number): void {
  const labels = [...samples.keys()];
  const width = Math.max(10, ...labels.map((label) => label.length + 2));
  const column = (value: number) => value.toFixed(1).padStart(width);
  const row = (title: string, pick: (sample: Sample) => number) =>
    console.log(
      title.padEnd(34),
      labels.map((label) => column(median(samples.get(label)!.map(pick)))).join(''),
    );
  console.log(
    `\nmedians of ${RUNS} runs, ms`.padEnd(34),
    labels.map((label) => label.padStart(width)).join(''),
  );
  row('TaskDuration (wall)', (s) => s.taskMs);
  row('main-thread CPU', (s) => s.cpu.totalMs);
  row('  first load (1 s)', (s) => s.cpu.beforeMarkMs);
  row(`  ${placeChanges} place changes + 10 pans`, (s) => s.cpu.totalMs - s.cpu.beforeMarkMs);
  for (const category of [...CATEGORIES.map(([name]) => name), 'other']) {
    row(`  ${category}`, (s) =>
      [...s.cpu.selfMs]
        .filter(([name]) => categoryOf(name) === category)
        .reduce((sum, [, ms]) => sum + ms, 0),
    );
  }
  const plain = samples.get('plain')!;
  for (const label of labels.filter((name) => name !== 'plain')) {
    const added = (pick: (sample: Sample) => number) =>
      median(samples.get(label)!.map(pick)) - median(plain.map(pick));
    const perChange =
      placeChanges > 0 ? (added((s) => s.cpu.totalMs - s.cpu.beforeMarkMs) / placeChanges).toFixed(1) : '–';
    console.log(
      `${label}: adds ${added((s) => s.taskMs).toFixed(1)} ms TaskDuration, ${added((s) => s.cpu.totalMs).toFixed(1)} ms CPU` +
        ` (first load ${added((s) => s.cpu.beforeMarkMs).toFixed(1)}, ${perChange} per place change)`,
    );
  }
}

async function main(): Promise<void> {
  const places = samplePlacesWithDishes().slice(0, 11);
  const stacks: [string, Stack][] = [];
  const profile = mkdtempSync(join(tmpdir(), 'mom-bench-plain-'));
  try {
    for (const [label, dir] of BUILDS) stacks.push([label, await warmedStack(dir, places)]);
    const mapsPort = stacks[0]?.[1].maps.port;
    if (mapsPort === undefined) throw new Error('name at least one build: label=/path/to/chrome-mv3');
    const plain = await launchWithExtension({ mapsPort, headless: true, userDataDir: profile });
    const sides: [string, BrowserContext][] = [
      ['plain', plain],
      ...stacks.map(([l, s]): [string, BrowserContext] => [l, s.context]),
    ];
    const samples = new Map<string, Sample[]>(sides.map(([label]) => [label, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const [label, context] of run % 2 === 0 ? sides : [...sides].reverse()) {
        const sample = await scriptedSession(context, places, {
          extension: label !== 'plain',
          cycles: CYCLES,
        });
        samples.get(label)!.push({ taskMs: sample.taskMs, cpu: sample.cpu });
      }
      process.stdout.write(`run ${run + 1}/${RUNS} `);
    }
    await plain.close();
    report(samples, 10 * CYCLES);
  } finally {
    rmSync(profile, { recursive: true, force: true });
    for (const [, stack] of stacks) await stack.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
