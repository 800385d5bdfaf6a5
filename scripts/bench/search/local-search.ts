import { writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { CDPSession, Page } from 'playwright-core';
import type { LocalSearchPageApi } from '@/scripts/bench/browser/local-search-page.ts';
import { type Summary, summarize } from '@/scripts/bench/report/stats.ts';
import type { Say } from '@/scripts/demo/log.ts';
import type { Stack } from '@/testing/stack.ts';
import { parityMenus } from './search-parity.ts';
import { DEFAULT_QUERIES, type SearchMeasurement } from './search-workload.ts';

// Local dish search in real Chromium: writes against the menu rows alone, the upgrades from
// versions 5 and 7 (0.1.0) and their rebuilds (with reads during them),
// and search at 1,000, 10,000 and 50,000 saved menus, warm and right after the worker was stopped.

const PAGE = 'bench-local-search.html';
const ITERATIONS = 20;
/** Idle time after a bulk fill, so the browser's background storage work does not land in the timings. */
const SETTLE_MS = 5_000;
export const SEARCH_SIZES = [1_000, 10_000, 50_000];
const WRITE_RUNS = 7;
const COLD_RUNS = 10;
/**
 * Upgrade: menus with dishes, of which from the generated catalog (the rest synthetic, whose names
 * make fewer of version 5's rows: it took 80 to 160 rows per catalog menu).
 */
export const MIGRATION_SIZES = [
  { withDishes: 1_000, fromCatalog: 1_000 },
  { withDishes: 10_000, fromCatalog: 1_000 },
];

/**
 * Bundles a page script of scripts/bench/browser (or, given an absolute path, that file: another
 * source tree's) into the extension copy as `<name>.js` and `<name>.html` (called before Chromium
 * loads the copy).
 */
export async function addBenchPage(extensionDir: string, source: string, name: string): Promise<void> {
  await build({
    entryPoints: [
      isAbsolute(source) ? source : fileURLToPath(new URL(`../browser/${source}`, import.meta.url)),
    ],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    outfile: join(extensionDir, `${name}.js`),
    // Only the Node entry of the workload file loads fake-indexeddb; a page never calls it.
    external: ['fake-indexeddb'],
    logLevel: 'error',
  });
  const html = `<!doctype html><meta charset="utf-8"><title>bench</title><script type="module" src="${name}.js"></script>`;
  writeFileSync(join(extensionDir, `${name}.html`), html);
}

export const addLocalSearchPage = (extensionDir: string) =>
  addBenchPage(extensionDir, 'local-search-page.ts', 'bench-local-search');

export interface WriteResult {
  runs: number;
  /** putMenus of 1,000 menus: menu rows, search rows, counters, 404 rows cleared. */
  cache: Summary;
  /** The same menu rows in one bulkPut, nothing else. */
  floor: Summary;
}

/** The database versions upgraded from: 5 (before search rows), 7 (0.1.0's, search rows of older words). */
export const OLD_VERSIONS = [5, 7] as const;
export type OldVersion = (typeof OLD_VERSIONS)[number];

export interface MigrationResult {
  from: OldVersion;
  menus: number;
  withDishes: number;
  dishes: number;
  /** Rows the upgrade drops: of version 5's dish index, or version 7's search rows. */
  indexRows: number;
  /** Writing the old database. */
  fillMs: number;
  /** Opening the old database with today's code, until open (the versionchange transaction). */
  upgradeMs: number;
  /** From the start of the open until every search row is written and the index built and stored. */
  rebuildMs: number;
  /** Then until version 5's index is emptied (empty from version 7). */
  cleanupMs: number;
  /** getMenu calls made one after another while the rebuild ran, and while the old index was emptied. */
  reads: Summary;
  cleanupReads: Summary;
  /** Reads that did not return the saved menu. */
  readMisses: number;
  /** A search in a fresh context after the rebuild (it loads the stored snapshot). */
  firstSearchMs: number;
}

export interface SizeResult {
  menus: number;
  fillMsPer1000: number;
  /** searchDishes in an extension page, its own index, warm. */
  inPage: SearchMeasurement;
  /** search.local from an extension page to the worker and back, warm; floor: the empty search, interleaved. */
  roundTrip: Summary;
  roundTripFloor: Summary;
  /** The first message after the worker was stopped: search.local, and the empty search as the floor, interleaved. */
  cold: Summary;
  coldFloor: Summary;
  /** cache.list (the saved menus' first page) round trip, warm. */
  listFirstPage: Summary;
  storage: { usage: number; indexedDb: number | null };
  /** The worker's JS heap and typed arrays' stores after a GC: just started (floor), and after searches (its index loaded). */
  workerHeap: { started: number; searched: number } | null;
}

export interface LocalSearchResult {
  writes: WriteResult;
  migrations: MigrationResult[];
  sizes: SizeResult[];
}

type BenchWindow = { momBench: LocalSearchPageApi };

export async function openBenchPage(stack: Stack): Promise<Page> {
  const page = await stack.context.newPage();
  await page.goto(stack.extensionUrl(PAGE));
  await page.waitForFunction(() => 'momBench' in globalThis);
  return page;
}

async function writeRatio(page: Page, say: Say): Promise<WriteResult> {
  const cache: number[] = [];
  const floor: number[] = [];
  for (let run = 0; run < WRITE_RUNS; run += 1) {
    // Interleaved, the order alternating, so that load on the machine falls on both alike.
    const order = run % 2 === 0 ? (['cache', 'floor'] as const) : (['floor', 'cache'] as const);
    for (const kind of order) {
      const ms = await page.evaluate(
        ([k, r]) => (globalThis as unknown as BenchWindow).momBench.writeOnce(k, r),
        [kind, run] as const,
      );
      (kind === 'cache' ? cache : floor).push(ms);
    }
  }
  const result = { runs: WRITE_RUNS, cache: summarize(cache), floor: summarize(floor) };
  say(`writes: cache ${result.cache.median.toFixed(0)} ms, floor ${result.floor.median.toFixed(0)} ms`);
  return result;
}

export async function migration(
  page: Page,
  { withDishes, fromCatalog }: (typeof MIGRATION_SIZES)[number],
  say: Say,
  from: OldVersion = 5,
): Promise<MigrationResult> {
  const name = `bench-migration-${from}-${withDishes}`;
  // Built here: the catalog's generator uses Node's Buffer.
  const menus = parityMenus(withDishes, fromCatalog);
  await page.evaluate((n) => (globalThis as unknown as BenchWindow).momBench.beginOld(n), name);
  let fillMs = 0;
  for (let start = 0; start < menus.length; start += 500) {
    const chunk = menus.slice(start, start + 500);
    fillMs += await page.evaluate(
      ([n, some, v]) => (globalThis as unknown as BenchWindow).momBench[v === 5 ? 'addV5' : 'addV7'](n, some),
      [name, chunk, from] as const,
    );
  }
  let indexRows: number;
  let snapshotBytes: number | undefined;
  if (from === 5) {
    indexRows = await page.evaluate((n) => (globalThis as unknown as BenchWindow).momBench.countV5(n), name);
  } else {
    const sealed = await page.evaluate(
      (n) => (globalThis as unknown as BenchWindow).momBench.sealV7(n),
      name,
    );
    indexRows = sealed.searchRows;
    snapshotBytes = sealed.snapshotBytes;
  }
  const built = {
    menus: menus.length,
    withDishes: menus.filter((menu) => menu.dishes.length > 0).length,
    dishes: menus.reduce((sum, menu) => sum + menu.dishes.length, 0),
    indexRows,
    fillMs,
  };
  say(
    from === 5
      ? `version 5 database of ${built.menus} menus, ${built.indexRows} index rows, in ${(fillMs / 1000).toFixed(1)} s`
      : `version 7 database (0.1.0) of ${built.menus} menus, ${built.indexRows} search rows and a snapshot of ${((snapshotBytes ?? 0) / 1e6).toFixed(1)} MB, in ${(fillMs / 1000).toFixed(1)} s`,
  );
  await page.waitForTimeout(SETTLE_MS);
  const migrated = await page.evaluate(
    (n) => (globalThis as unknown as BenchWindow).momBench.migrate(n),
    name,
  );
  say(
    `upgrade ${migrated.upgradeMs.toFixed(0)} ms, rebuild ${migrated.rebuildMs.toFixed(0)} ms, old index emptied in ${migrated.cleanupMs.toFixed(0)} ms`,
  );
  return {
    from,
    menus: built.menus,
    withDishes: built.withDishes,
    dishes: built.dishes,
    indexRows: built.indexRows,
    fillMs: built.fillMs,
    upgradeMs: migrated.upgradeMs,
    rebuildMs: migrated.rebuildMs,
    cleanupMs: migrated.cleanupMs,
    reads: summarize(migrated.reads.rebuild),
    cleanupReads: summarize(migrated.reads.cleanup),
    readMisses: migrated.misses,
    firstSearchMs: migrated.firstSearchMs,
  };
}

/** Times each message in turn, `iterations` times, the order rotating; after `warmup` rounds. */
async function timeMessages(
  page: Page,
  messages: object[],
  iterations: number,
  warmup = 2,
): Promise<number[][]> {
  return page.evaluate(
    async ({ messages: all, iterations: n, warmup: w }) => {
      const { chrome } = globalThis as unknown as {
        chrome: { runtime: { sendMessage(message: object): Promise<{ ok: boolean }> } };
      };
      const times = all.map(() => [] as number[]);
      for (let i = 0; i < n + w; i += 1) {
        for (let k = 0; k < all.length; k += 1) {
          const at = (i + k) % all.length;
          const start = performance.now();
          const reply = await chrome.runtime.sendMessage(all[at] as object);
          if (!reply.ok) throw new Error(`${JSON.stringify(all[at])} was refused`);
          if (i >= w) times[at]?.push(performance.now() - start);
        }
      }
      return times;
    },
    { messages, iterations, warmup },
  );
}

const searchMessage = (query: string) => ({ type: 'search.local', query, limit: 50 });
/** The floor: the same message, answered before any storage is touched (a query without words). */
const EMPTY_SEARCH = searchMessage('');
/** Starts a stopped worker, without touching its search index. */
const STATS = { type: 'cache.stats' };

async function warmRoundTrips(page: Page) {
  const times = { search: [] as number[], floor: [] as number[] };
  for (const query of DEFAULT_QUERIES) {
    const [search, floor] = await timeMessages(page, [searchMessage(query), EMPTY_SEARCH], ITERATIONS);
    times.search.push(...(search ?? []));
    times.floor.push(...(floor ?? []));
  }
  return { roundTrip: summarize(times.search), roundTripFloor: summarize(times.floor) };
}

/** Stops the worker, waits, then times one message: a search and the empty search by turns. */
async function coldRoundTrips(stack: Stack, page: Page) {
  const cold: number[] = [];
  const floor: number[] = [];
  for (let run = 0; run < COLD_RUNS; run += 1) {
    const order = run % 2 === 0 ? ['search', 'floor'] : ['floor', 'search'];
    for (const kind of order) {
      await stack.stopBackground();
      await page.waitForTimeout(500);
      const message =
        kind === 'search'
          ? searchMessage(DEFAULT_QUERIES[run % DEFAULT_QUERIES.length] ?? 'pizza')
          : EMPTY_SEARCH;
      const [times] = await timeMessages(page, [message], 1, 0);
      (kind === 'search' ? cold : floor).push(times?.[0] ?? Number.NaN);
    }
  }
  return { cold: summarize(cold), coldFloor: summarize(floor) };
}

/** The worker's used JS heap after a garbage collection, through the DevTools protocol. */
async function workerHeap(page: Page): Promise<number | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { targetInfos } = (await cdp.send('Target.getTargets')) as {
      targetInfos: Array<{ type: string; targetId: string; url: string }>;
    };
    const worker = targetInfos.find(
      (t) => t.type === 'service_worker' && t.url.startsWith('chrome-extension://'),
    );
    if (!worker) return null;
    const { sessionId } = (await cdp.send('Target.attachToTarget', {
      targetId: worker.targetId,
      flatten: false,
    })) as { sessionId: string };
    const call = (id: number, method: string) => sendToTarget(cdp, sessionId, id, method);
    await call(1, 'HeapProfiler.collectGarbage');
    const usage = (await call(2, 'Runtime.getHeapUsage')) as
      | { usedSize?: number; backingStorageSize?: number }
      | undefined;
    await cdp.send('Target.detachFromTarget', { sessionId });
    // Typed arrays keep their contents outside the JS heap, in backing stores.
    return usage?.usedSize === undefined ? null : usage.usedSize + (usage.backingStorageSize ?? 0);
  } catch {
    return null;
  } finally {
    await cdp.detach();
  }
}

/** One DevTools call to a target attached without flattening (a service worker), answered by `id`. */
export function sendToTarget(
  cdp: CDPSession,
  sessionId: string,
  id: number,
  method: string,
  params: object = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${method}: no answer`)), 30_000);
    const listener = (event: { sessionId: string; message: string }) => {
      const message = JSON.parse(event.message) as { id?: number; result?: unknown };
      if (event.sessionId !== sessionId || message.id !== id) return;
      clearTimeout(timer);
      cdp.off('Target.receivedMessageFromTarget', listener);
      resolve(message.result);
    };
    cdp.on('Target.receivedMessageFromTarget', listener);
    void cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id, method, params }),
    });
  });
}

/** Until the stored snapshot holds every row written (the worker stores it after its first search). */
async function snapshotCaughtUp(bench: Page): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    const lag = await bench.evaluate(() => (globalThis as unknown as BenchWindow).momBench.snapshotLag());
    if (lag.snapshotSeq >= lag.seq) return;
    await bench.waitForTimeout(500);
  }
  throw new Error('the search index snapshot was not stored');
}

async function atSize(
  stack: Stack,
  bench: Page,
  popup: Page,
  from: number,
  size: number,
  say: Say,
): Promise<SizeResult> {
  const fillStart = performance.now();
  const menus = await bench.evaluate(([a, b]) => (globalThis as unknown as BenchWindow).momBench.fill(a, b), [
    from,
    size,
  ] as const);
  const fillMsPer1000 = ((performance.now() - fillStart) / (size - from)) * 1000;
  say(`${menus} menus saved (${fillMsPer1000.toFixed(0)} ms per 1,000)`);
  await bench.waitForTimeout(SETTLE_MS);
  // A fresh worker: its heap before any search is the floor of the heap with the index.
  await stack.stopBackground();
  await timeMessages(popup, [STATS], 1, 0);
  const started = await workerHeap(popup);
  const warm = await warmRoundTrips(popup);
  const searched = await workerHeap(popup);
  await snapshotCaughtUp(bench);
  const inPage = await bench.evaluate(
    (iterations) => (globalThis as unknown as BenchWindow).momBench.measure(iterations),
    ITERATIONS,
  );
  const [list] = await timeMessages(popup, [{ type: 'cache.list', offset: 0 }], ITERATIONS);
  const cold = await coldRoundTrips(stack, popup);
  say(
    `${menus} menus: warm p95 ${warm.roundTrip.p95.toFixed(1)} ms, after a stop median ${cold.cold.median.toFixed(0)} ms`,
  );
  return {
    menus,
    fillMsPer1000,
    inPage,
    ...warm,
    ...cold,
    listFirstPage: summarize(list ?? []),
    storage: await bench.evaluate(() => (globalThis as unknown as BenchWindow).momBench.storage()),
    workerHeap: started !== null && searched !== null ? { started, searched } : null,
  };
}

/** Every local search measurement, in one browser. */
export async function localSearchBench(stack: Stack, say: Say): Promise<LocalSearchResult> {
  const bench = await openBenchPage(stack);
  const popup = await stack.context.newPage();
  await popup.goto(stack.extensionUrl('popup.html'));
  try {
    const writes = await writeRatio(bench, say);
    const migrations: MigrationResult[] = [];
    for (const size of MIGRATION_SIZES)
      for (const from of OLD_VERSIONS) migrations.push(await migration(bench, size, say, from));
    const sizes: SizeResult[] = [];
    let filled = 0;
    for (const size of SEARCH_SIZES) {
      sizes.push(await atSize(stack, bench, popup, filled, size, say));
      filled = size;
    }
    return { writes, migrations, sizes };
  } finally {
    await Promise.all([bench.close(), popup.close()]);
  }
}
