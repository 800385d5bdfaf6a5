import { writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { LocalSearchPageApi } from '@/scripts/bench/browser/local-search-page.ts';
import { benchCatalog } from '@/scripts/bench/catalog.ts';
import { summarize } from '@/scripts/bench/report/stats.ts';
import { addBenchPage } from '@/scripts/bench/search/local-search.ts';
import { parityMenus } from '@/scripts/bench/search/search-parity.ts';
import { chromeBuildDir } from '@/scripts/demo/build.ts';
import { ensureChromium } from '@/scripts/demo/chromium-setup.ts';
import { prefixedSay } from '@/scripts/demo/log.ts';
import { startStack } from '@/testing/stack.ts';

// Dev tool, not part of `npm run bench`: migration-bench.ts's upgrade from version 7 (or 5), with
// two copies of the source tree side by side, taking turns in one browser (an A/B whose sides share
// the machine's load), and optionally where the rebuild's time goes (--profile: a CPU profile of the
// page from the open until the rebuild is done, its samples put into the rebuild's parts by the
// innermost function that names one; the first profile per side goes to the temporary directory).
//
//   npx wxt build   # once: the extension only hosts the bench pages
//   npx tsx scripts/bench/profile/rebuild.ts [--size=10000] [--from=7] [--runs=3] [--settle=5000,60000] [--profile] [--tree=label:/path/to/tree ...]
//
// Without --tree, one side (this tree). Each side's page is bundled from its tree's
// scripts/bench/browser/local-search-page.ts, so it runs that tree's lib/.

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const SIZE = Number(option('size') ?? 10_000);
const FROM = Number(option('from') ?? 7) as 5 | 7;
const RUNS = Number(option('runs') ?? 3);
const PROFILE = process.argv.includes('--profile');
/** Idle after the old database is written, before the open (the bench's 5 s; `--settle=a,b`: by run). */
const SETTLES = (option('settle') ?? '5000').split(',').map(Number);
const say = prefixedSay('rebuild');

const here = resolve(import.meta.dirname, '../../..');
/** `--tree=label:path`, repeated: the sides; this tree alone without one. */
const trees = process.argv
  .filter((arg) => arg.startsWith('--tree='))
  .map((arg) => arg.slice('--tree='.length));
const SIDES: { side: string; tree: string }[] =
  trees.length > 0
    ? trees.map((arg) => ({
        side: arg.split(':')[0] as string,
        tree: resolve(arg.split(':').slice(1).join(':')),
      }))
    : [{ side: 'this', tree: here }];

type BenchWindow = { momBench: LocalSearchPageApi };

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The rebuild's parts, each named by the functions whose time is its own (innermost wins). */
const PARTS: [string, RegExp][] = [
  ['reads (menus during the rebuild: getMenu)', /^getMenu$/],
  ['fold words (nameFolder, searchWords)', /^(searchWords|foldText|splitFolded|tokenize)$/],
  ['check menu rows (readSearchSource)', /^(readSearchSource|plainSearchSource)$/],
  ['build rows (buildSearchRow, hits JSON)', /^buildSearchRow$/],
  ['index: apply rows', /^(apply|addDish|idOf)$/],
  ['index: flush lists', /^flush$/],
  ['snapshot: compact', /^compact$/],
  ['snapshot: new TermIndex', /^TermIndex$/],
  ['snapshot store + rows pruned', /^(storeSnapshotIfDue|removeOutlivedRows)$/],
  ['index: catch up (syncIndex)', /^syncIndex$/],
  ['write rows (bulkAdd, transaction)', /^(bulkAdd|rebuild)$/],
  ['read chunks (toArray)', /^(readChunk|toArray)$/],
];

function partsOf(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const partOfNode = new Map<number, string>();
  const partOf = (id: number): string => {
    const known = partOfNode.get(id);
    if (known) return known;
    const node = byId.get(id);
    const name = node?.callFrame.functionName ?? '';
    const up = parent.get(id);
    let part =
      PARTS.find(([, pattern]) => pattern.test(name))?.[0] ??
      (up === undefined ? undefined : partOf(up)) ??
      'other';
    if (part === 'other' && (name === '(idle)' || name === '(program)' || name === '(garbage collector)'))
      part = name;
    partOfNode.set(id, part);
    return part;
  };
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const part = partOf(id);
    out.set(part, (out.get(part) ?? 0) + ms);
  });
  return out;
}

async function oneRun(page: Page, side: string, run: number) {
  const name = `bench-rebuild-${side}-${FROM}-${SIZE}`;
  const menus = parityMenus(SIZE, Math.min(SIZE, 1_000));
  await page.evaluate((n) => (globalThis as unknown as BenchWindow).momBench.beginOld(n), name);
  for (let start = 0; start < menus.length; start += 500) {
    const chunk = menus.slice(start, start + 500);
    await page.evaluate(
      ([n, some, v]) => (globalThis as unknown as BenchWindow).momBench[v === 5 ? 'addV5' : 'addV7'](n, some),
      [name, chunk, FROM] as const,
    );
  }
  if (FROM === 7) await page.evaluate((n) => (globalThis as unknown as BenchWindow).momBench.sealV7(n), name);
  const settle = SETTLES[run % SETTLES.length] ?? 5_000;
  say(`${side} run ${run + 1}: idle ${settle} ms before the open`);
  await page.waitForTimeout(settle);
  const cdp = PROFILE ? await page.context().newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const load = loadavg()[0]?.toFixed(2);
  const m = await page.evaluate((n) => (globalThis as unknown as BenchWindow).momBench.migrate(n), name);
  const reads = summarize(m.reads.rebuild);
  // A tree instrumented by hand leaves its phases' times here.
  const phases = await page.evaluate(() => (globalThis as { __rb?: Record<string, number> }).__rb);
  if (phases) {
    say(
      `  phases: ${Object.entries(phases)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', ')}`,
    );
    await page.evaluate(() => {
      const rb = (globalThis as { __rb?: Record<string, number> }).__rb ?? {};
      for (const key of Object.keys(rb)) rb[key] = 0;
    });
  }
  say(
    `${side} run ${run + 1}: from ${FROM}, ${SIZE} menus (load ${load}): upgrade ${m.upgradeMs.toFixed(0)} ms, rebuilt after ${m.rebuildMs.toFixed(0)} ms, reads median ${reads.median.toFixed(1)} max ${reads.max.toFixed(1)} (${reads.runs}); ${m.misses} wrong; first search ${m.firstSearchMs.toFixed(0)} ms`,
  );
  if (cdp) {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await cdp.detach();
    if (run === 0) writeFileSync(join(tmpdir(), `rebuild-${side}.cpuprofile`), JSON.stringify(profile));
    const parts = [...partsOf(profile)].sort((a, b) => b[1] - a[1]);
    const total = parts.reduce((sum, [, ms]) => sum + ms, 0);
    say(`  profile (${total.toFixed(0)} ms sampled, open → first search done):`);
    for (const [part, ms] of parts) say(`    ${ms.toFixed(0).padStart(6)} ms  ${part}`);
  }
  return m.rebuildMs;
}

async function main(): Promise<void> {
  ensureChromium(say);
  const stack = await startStack({
    builtExtension: chromeBuildDir(),
    headless: true,
    catalog: benchCatalog(),
    service: { testMode: true },
    prepareCopy: async (dir) => {
      for (const { side, tree } of SIDES)
        await addBenchPage(
          dir,
          join(tree, 'scripts/bench/browser/local-search-page.ts'),
          `bench-rebuild-${side}`,
        );
    },
  });
  try {
    const pages = new Map<string, Page>();
    for (const { side } of SIDES) {
      const page = await stack.context.newPage();
      await page.goto(stack.extensionUrl(`bench-rebuild-${side}.html`));
      await page.waitForFunction(() => 'momBench' in globalThis);
      pages.set(side, page);
    }
    const times = new Map<string, number[]>(SIDES.map(({ side }) => [side, []]));
    for (let run = 0; run < RUNS; run += 1) {
      // The order rotates, so that no side always goes first.
      const order = SIDES.map((_, i) => SIDES[(i + run) % SIDES.length] as (typeof SIDES)[number]);
      for (const { side } of order) times.get(side)?.push(await oneRun(pages.get(side) as Page, side, run));
    }
    for (const [side, ms] of times)
      say(
        `${side}: rebuilt after ${ms.map((t) => t.toFixed(0)).join(', ')} ms (median ${summarize(ms).median.toFixed(0)})`,
      );
  } finally {
    await stack.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
