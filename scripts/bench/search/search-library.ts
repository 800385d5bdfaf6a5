import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import {
  LIBRARY_SIDES,
  type LibrarySide,
  type SearchLibraryPageApi,
  type Side,
} from '@/scripts/bench/browser/search-library-page.ts';
import { percentile, type Summary, summarize } from '@/scripts/bench/report/stats.ts';
import type { Say } from '@/scripts/demo/log.ts';
import type { Stack } from '@/testing/stack.ts';
import { addBenchPage } from './local-search.ts';
import { type ParityCheck, parityMenus, parityQueries } from './search-parity.ts';
import { DEFAULT_QUERIES } from './search-workload.ts';

// Today's dish search, MiniSearch's and FlexSearch's side by side in real Chromium
// (search-library-page.ts), on the same menus from the reference service's generated catalog
// (search-parity.ts) at 1,000 and 10,000 menus: what each stores, the first search of a fresh page
// (a new realm loading what is stored, as a worker after a stop does), its memory, warm searches,
// and whether each library answers as today's search. The sides take turns, their order rotating.

const PAGE = 'bench-search-library.html';
/** MOM_BENCH_LIBRARY_SIZES=200 for a quick try of the harness. */
export const LIBRARY_SIZES = process.env.MOM_BENCH_LIBRARY_SIZES?.split(',').map(Number) ?? [1_000, 10_000];
/** Fresh pages per side and size, each: one first search, then the warm searches. */
const FRESH_PAGES = 8;
const WARM_ITERATIONS = 5;
const PARITY_QUERIES = 1_000;
const SETTLE_MS = 3_000;

export const addSearchLibraryPage = (extensionDir: string) =>
  addBenchPage(extensionDir, 'search-library-page.ts', 'bench-search-library');

export interface SideResult {
  /** What search stores beside the menu rows (search rows and snapshot; the library's index), bytes. */
  storedBytes: number;
  menuBytes: number;
  dishes: number;
  fillMs: number;
  first: Summary;
  /** Warm searches over every page and query. */
  warm: Summary;
  perQueryP95: Array<{ query: string; p95: number }>;
  /** The page's JS heap and backing stores after a GC: with the index loaded, minus the fresh page's. */
  heapAdded: Summary;
}

/** Answers against today's; mismatches: the first few; mismatchCount: all. */
export type LibraryParity = ParityCheck & { sameSet: number; mismatchCount: number };

export interface LibraryAtSize {
  /** "MiniSearch", and the version installed: "7.2.0". */
  name: string;
  version: string;
  result: SideResult;
  parity: LibraryParity;
}

export interface LibrarySizeResult {
  menus: number;
  ours: SideResult;
  /** In the order of LIBRARY_SIDES. */
  libraries: LibraryAtSize[];
}

export interface SearchLibraryResult {
  sizes: LibrarySizeResult[];
}

type CompareWindow = { momCompare: SearchLibraryPageApi };

const SIDES: readonly Side[] = ['ours', ...LIBRARY_SIDES];

/** The sides in turn `turn`: each starts one turn in SIDES.length, so none is always first or last. */
const inTurn = (turn: number): Side[] => SIDES.map((_, i) => SIDES[(turn + i) % SIDES.length] as Side);

/** The package each library side is, for its name and installed version. */
const PACKAGES: Record<LibrarySide, { name: string; dir: string }> = {
  minisearch: { name: 'MiniSearch', dir: 'minisearch' },
  flexsearch: { name: 'FlexSearch', dir: 'flexsearch' },
};

function libraryPackage(side: LibrarySide): { name: string; version: string } {
  const { name, dir } = PACKAGES[side];
  const { version } = JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../node_modules/${dir}/package.json`, import.meta.url)),
      'utf8',
    ),
  ) as { version: string };
  return { name, version };
}

async function openPage(stack: Stack): Promise<Page> {
  const page = await stack.context.newPage();
  await page.goto(stack.extensionUrl(PAGE));
  await page.waitForFunction(() => 'momCompare' in globalThis);
  return page;
}

/** The page's used JS heap plus typed arrays' backing stores, after a garbage collection. */
async function pageHeap(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as {
      usedSize: number;
      backingStorageSize?: number;
    };
    return usage.usedSize + (usage.backingStorageSize ?? 0);
  } finally {
    await cdp.detach();
  }
}

type Stored = Awaited<ReturnType<SearchLibraryPageApi['finish']>> & { fillMs: number };

async function fillAll(stack: Stack, names: Record<Side, string>, menus: unknown[], say: Say) {
  const page = await openPage(stack);
  const fillMs = Object.fromEntries(SIDES.map((side) => [side, 0])) as Record<Side, number>;
  try {
    for (const side of SIDES)
      await page.evaluate((n) => (globalThis as unknown as CompareWindow).momCompare.begin(n), names[side]);
    for (let start = 0, turn = 0; start < menus.length; start += 500, turn += 1) {
      const chunk = menus.slice(start, start + 500);
      for (const side of inTurn(turn)) {
        const began = performance.now();
        await page.evaluate(
          ([s, n, some]) => (globalThis as unknown as CompareWindow).momCompare.fill(s, n, some as never),
          [side, names[side], chunk] as const,
        );
        fillMs[side] += performance.now() - began;
      }
    }
    const stored = {} as Record<Side, Stored>;
    for (const side of SIDES) {
      const began = performance.now();
      const done = await page.evaluate(
        ([s, n]) => (globalThis as unknown as CompareWindow).momCompare.finish(s, n),
        [side, names[side]] as const,
      );
      stored[side] = { ...done, fillMs: fillMs[side] + performance.now() - began };
      say(`${side}: ${done.dishes} dishes, ${(done.bytes / 1e6).toFixed(1)} MB stored for search`);
    }
    return stored;
  } finally {
    await page.close();
  }
}

async function atSize(stack: Stack, size: number, say: Say): Promise<LibrarySizeResult> {
  const names = Object.fromEntries(SIDES.map((side) => [side, `cmp-${side}-${size}`])) as Record<
    Side,
    string
  >;
  const menus = parityMenus(size, size);
  const stored = await fillAll(stack, names, menus, say);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  type Runs = { first: number[]; warm: number[][]; heap: number[] };
  const runs = Object.fromEntries(
    SIDES.map((side): [Side, Runs] => [side, { first: [], warm: DEFAULT_QUERIES.map(() => []), heap: [] }]),
  ) as Record<Side, Runs>;
  for (let run = 0; run < FRESH_PAGES; run += 1) {
    const query = DEFAULT_QUERIES[run % DEFAULT_QUERIES.length] ?? 'pizza';
    for (const side of inTurn(run)) {
      const page = await openPage(stack);
      try {
        const before = await pageHeap(page);
        const first = await page.evaluate(
          ([s, n, q]) => (globalThis as unknown as CompareWindow).momCompare.first(s, n, q),
          [side, names[side], query] as const,
        );
        runs[side].first.push(first.ms);
        runs[side].heap.push((await pageHeap(page)) - before);
        const warm = await page.evaluate(
          ([s, n, qs, i]) => (globalThis as unknown as CompareWindow).momCompare.warm(s, n, qs, i),
          [side, names[side], DEFAULT_QUERIES, WARM_ITERATIONS] as const,
        );
        warm.forEach((times, i) => {
          runs[side].warm[i]?.push(...times);
        });
      } finally {
        await page.close();
      }
    }
  }
  const queries = parityQueries(menus, PARITY_QUERIES);
  const parity = {} as Record<LibrarySide, LibraryParity>;
  // A page per library: each loads only its own index beside today's.
  for (const side of LIBRARY_SIDES) {
    const page = await openPage(stack);
    try {
      parity[side] = await page.evaluate(
        ([a, s, b, qs]) => (globalThis as unknown as CompareWindow).momCompare.parity(a, s, b, qs),
        [names.ours, side, names[side], queries] as const,
      );
    } finally {
      await page.close();
    }
  }
  const page = await openPage(stack);
  for (const side of SIDES)
    await page.evaluate((n) => (globalThis as unknown as CompareWindow).momCompare.begin(n), names[side]);
  await page.close();
  const result = (side: Side): SideResult => ({
    storedBytes: stored[side].bytes,
    menuBytes: stored[side].menuBytes,
    dishes: stored[side].dishes,
    fillMs: stored[side].fillMs,
    first: summarize(runs[side].first),
    warm: summarize(runs[side].warm.flat()),
    perQueryP95: DEFAULT_QUERIES.map((query, i) => ({
      query,
      p95: percentile(
        [...(runs[side].warm[i] ?? [])].sort((a, b) => a - b),
        95,
      ),
    })),
    heapAdded: summarize(runs[side].heap),
  });
  const out: LibrarySizeResult = {
    menus: size,
    ours: result('ours'),
    libraries: LIBRARY_SIDES.map((side) => ({
      ...libraryPackage(side),
      result: result(side),
      parity: parity[side],
    })),
  };
  const line = (label: string, s: SideResult) =>
    `${label} warm p95 ${s.warm.p95.toFixed(1)} ms, first search median ${s.first.median.toFixed(0)} ms, heap ${(s.heapAdded.median / 1e6).toFixed(1)} MB`;
  say(`${size} menus: ${line('today', out.ours)}`);
  for (const { name, result: s, parity: p } of out.libraries)
    say(
      `${size} menus: ${line(name, s)}; parity ${p.searches - p.mismatchCount}/${p.searches} identical, ${p.sameSet} same set`,
    );
  return out;
}

export async function searchLibraryBench(stack: Stack, say: Say): Promise<SearchLibraryResult> {
  const sizes: LibrarySizeResult[] = [];
  for (const size of LIBRARY_SIZES) sizes.push(await atSize(stack, size, say));
  return { sizes };
}
