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
import { type RenderFloor, startRenderFloor } from './render-floor.ts';
import { CATEGORIES, categoryOf, type MainThreadCpu } from './trace-cpu.ts';

// Dev tool, not part of `npm run bench`: main-thread.ts's scripted session (scriptedSession), A/B
// between builds in one run (one stack per build, plus the browser without the extension and,
// with --floor, the render floor of the first build), runs interleaved. It prints the page main
// thread's CPU time from a trace per phase, split by kind of work, and what each side adds over
// the browser without an extension (medians of the per-run differences), and the first load's
// trace events each extension adds most self time to.
//
//   npx tsx scripts/bench/main-thread-ab.ts [--runs=7] [--cycles=1] [--floor] before=/tmp/a/chrome-mv3 after=/tmp/b/chrome-mv3
//
// --cycles=5 goes through the 10 place changes 5 times (50 changes) for a steadier per-change figure.
// MOM_TRACE_CATEGORIES=toplevel,devtools.timeline,v8.execute,blink,v8,disabled-by-default-v8.compile
// names parsing and compiling apart (V8.ParseProgram, V8.PreParse, V8.CompileIgnition).

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = option('runs', 7);
const CYCLES = option('cycles', 1);
const FLOOR = process.argv.includes('--floor');
const BUILDS = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map((arg) => arg.split('=') as [string, string]);
const PHASES = ['first load', 'place changes', 'pans'];

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

const categoryMs = (self: Map<string, number> | undefined, category: string) =>
  [...(self ?? [])].filter(([name]) => categoryOf(name) === category).reduce((sum, [, ms]) => sum + ms, 0);

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
  PHASES.forEach((phase, index) => {
    row(`  ${phase}`, (s) => s.cpu.phasesMs[index] ?? 0);
    for (const category of [...CATEGORIES.map(([name]) => name), 'other']) {
      row(`    ${category}`, (s) => categoryMs(s.cpu.phaseSelfMs[index], category));
    }
  });
  // The first load's trace events whose self time the extensions add most to (median over the plain
  // browser's): where the time goes by name, e.g. V8.ParseProgram or ResourceFetcher::requestResource
  // with MOM_TRACE_CATEGORIES widened (trace-cpu.ts).
  const selfOf = (sample: Sample, name: string) => sample.cpu.phaseSelfMs[0]?.get(name) ?? 0;
  const names = new Set(
    labels.flatMap((label) => samples.get(label)!.flatMap((s) => [...(s.cpu.phaseSelfMs[0]?.keys() ?? [])])),
  );
  const addedSelf = (label: string, name: string) =>
    median(samples.get(label)!.map((s) => selfOf(s, name))) -
    median(samples.get('plain')!.map((s) => selfOf(s, name)));
  const extensions = labels.filter((name) => name !== 'plain');
  const heaviest = [...names]
    .map((name) => [name, Math.max(...extensions.map((label) => Math.abs(addedSelf(label, name))))] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15);
  console.log(
    `\nfirst load, self ms added over plain`.padEnd(34),
    extensions.map((l) => l.padStart(width)).join(''),
  );
  for (const [name] of heaviest)
    console.log(
      `  ${name.slice(0, 32)}`.padEnd(34),
      extensions.map((l) => column(addedSelf(l, name))).join(''),
    );
  const plain = samples.get('plain')!;
  for (const label of labels.filter((name) => name !== 'plain')) {
    const added = (pick: (sample: Sample) => number) =>
      median(samples.get(label)!.map((sample, run) => pick(sample) - pick(plain[run]!)));
    const perChange = (added((s) => s.cpu.phasesMs[1] ?? 0) / placeChanges).toFixed(2);
    const script = (added((s) => categoryMs(s.cpu.phaseSelfMs[1], 'script')) / placeChanges).toFixed(2);
    console.log(
      `${label}: adds ${added((s) => s.taskMs).toFixed(1)} ms TaskDuration, ${added((s) => s.cpu.totalMs).toFixed(1)} ms CPU` +
        ` (first load ${added((s) => s.cpu.phasesMs[0] ?? 0).toFixed(1)}, ${perChange} per place change of which script ${script},` +
        ` pans ${added((s) => s.cpu.phasesMs[2] ?? 0).toFixed(1)})`,
    );
  }
}

async function main(): Promise<void> {
  const places = samplePlacesWithDishes().slice(0, 11);
  const stacks: [string, Stack][] = [];
  const profile = mkdtempSync(join(tmpdir(), 'mom-bench-plain-'));
  let floor: RenderFloor | undefined;
  try {
    for (const [label, dir] of BUILDS) stacks.push([label, await warmedStack(dir, places)]);
    const first = stacks[0]?.[1];
    if (first === undefined) throw new Error('name at least one build: label=/path/to/chrome-mv3');
    if (FLOOR) floor = await startRenderFloor(first, places);
    const plain = await launchWithExtension({
      mapsPort: first.maps.port,
      headless: true,
      userDataDir: profile,
    });
    const sides: [string, BrowserContext][] = [
      ['plain', plain],
      ...(floor ? [['floor', floor.context] as [string, BrowserContext]] : []),
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
    await floor?.close();
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
