import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { benchCatalog, mapsUrl, samplePlacesWithDishes } from '@/scripts/bench/catalog.ts';
import { waitForPanelPlace } from '@/scripts/bench/panel-timing.ts';
import { startRenderFloor } from '@/scripts/bench/render-floor.ts';
import { startStack } from '@/testing/stack.ts';

// Dev tool, not part of `npm run bench`: where the first load's script time goes, by function. The
// main-thread figure (scripts/bench/main-thread.ts) opens a cached place and waits 1 s; this does the
// same under V8's sampling profiler (50 µs), the product and, with --floor, the render floor taking
// turns, and prints each side's self time per run by function (the extension's own, minified, named
// by file and column with the code there; the browser's by name) and the extension's functions by
// inclusive time. The first run of each side goes to the temporary directory as
// first-load-<side>.cpuprofile (DevTools opens it). The profiler's own cost inflates every figure:
// compare the sides, not these figures with the trace's.
//
//   npx tsx scripts/bench/profile/first-load.ts [--runs=8] [--floor] /path/to/chrome-mv3

const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 8);
const FLOOR = process.argv.includes('--floor');
const BUILD = process.argv.slice(2).find((arg) => !arg.startsWith('--'));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self and inclusive ms by function over all runs of one side. */
interface Sums {
  self: Map<string, number>;
  inclusive: Map<string, number>;
}

const add = (into: Map<string, number>, key: string, ms: number) => into.set(key, (into.get(key) ?? 0) + ms);

function tally(profile: Profile, sums: Sums, codeAt: (file: string, column: number) => string): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nameOf = ({ callFrame: { functionName, url, columnNumber } }: ProfileNode) => {
    const name = functionName || '(anonymous)';
    if (!url.startsWith('chrome-extension:')) return url ? `${name} (page)` : name;
    const file = url.replace(/^.*\//, '');
    return `${name} ${file}:${columnNumber} ${codeAt(file, columnNumber)}`;
  };
  profile.samples.forEach((id, index) => {
    // A sample's time is the gap to the next one.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    add(sums.self, nameOf(byId.get(id)!), ms);
    const counted = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(byId.get(at)!);
      if (!counted.has(name)) add(sums.inclusive, name, ms);
      counted.add(name);
    }
  });
}

function print(side: string, sums: Sums): void {
  const rows = (map: Map<string, number>, keep: (name: string) => boolean, count: number) =>
    [...map]
      .filter(([name]) => keep(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${(ms / RUNS).toFixed(2).padStart(8)}  ${name}`);
  const ours = (name: string) => /\.js:\d+/.test(name);
  const script = [...sums.self].filter(([name]) => ours(name)).reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `\n${side}: self ms per run (the extension's functions together: ${(script / RUNS).toFixed(2)})`,
  );
  console.log(rows(sums.self, (name) => name !== '(idle)', 40).join('\n'));
  console.log(`\n${side}: the extension's functions by inclusive ms per run`);
  console.log(rows(sums.inclusive, ours, 30).join('\n'));
}

async function main(): Promise<void> {
  if (!BUILD) throw new Error('name a build: /path/to/chrome-mv3');
  const places = samplePlacesWithDishes().slice(0, 11);
  const stack = await startStack({
    builtExtension: BUILD,
    headless: true,
    catalog: benchCatalog(),
    service: { testMode: true },
  });
  try {
    await stack.configure();
    for (const place of places) {
      const page = await stack.openPlace(place);
      await waitForPanelPlace(page, place.name, true);
      await page.close();
    }
    const floor = FLOOR ? await startRenderFloor(stack, places) : undefined;
    // The product's code at a profile's column: the bundle is its longest line (the compile hint is the first).
    const bundle = readFileSync(join(BUILD, 'maps-panel.js'), 'utf8')
      .split('\n')
      .reduce((longest, line) => (line.length > longest.length ? line : longest), '');
    const codeAt = (file: string, column: number) =>
      file === 'maps-panel.js' ? JSON.stringify(bundle.slice(column, column + 40)) : '';
    const sides: [string, BrowserContext][] = [
      ['product', stack.context],
      ...(floor ? [['floor', floor.context] as [string, BrowserContext]] : []),
    ];
    const sums = new Map<string, Sums>(
      sides.map(([side]) => [side, { self: new Map(), inclusive: new Map() }]),
    );
    try {
      for (let run = 0; run < RUNS; run += 1) {
        for (const [side, context] of run % 2 === 0 ? sides : [...sides].reverse()) {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
          await cdp.send('Profiler.start');
          await page.goto(mapsUrl(places[run % places.length]!));
          await page.waitForTimeout(1_000);
          const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
          if (run === 0)
            writeFileSync(join(tmpdir(), `first-load-${side}.cpuprofile`), JSON.stringify(profile));
          tally(profile, sums.get(side)!, codeAt);
          await page.close();
        }
        process.stdout.write(`run ${run + 1}/${RUNS} `);
      }
    } finally {
      await floor?.close();
    }
    for (const [side] of sides) print(side, sums.get(side)!);
  } finally {
    await stack.close();
  }
}

// The service and the fixture site's servers may keep the process alive.
try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
process.exit();
