import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import type { LocalSearchPageApi } from '@/scripts/bench/browser/local-search-page.ts';
import { type Summary, summarize } from '@/scripts/bench/report/stats.ts';
import type { Stack } from '@/testing/stack.ts';
import { DEFAULT_QUERIES, type SearchMeasurement } from './search-workload.ts';

const PAGE = 'bench-local-search.html';
const ITERATIONS = 20;
/** Idle time after a bulk fill, so the browser's background storage work does not land in the timings. */
const SETTLE_MS = 5_000;

/** Bundles the page script into the extension copy (called before Chromium loads the copy). */
export async function addLocalSearchPage(extensionDir: string): Promise<void> {
  await build({
    entryPoints: [fileURLToPath(new URL('./browser/local-search-page.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    outfile: join(extensionDir, 'bench-local-search.js'),
    // Only the Node entry of that file loads fake-indexeddb; the page never calls it.
    external: ['fake-indexeddb'],
    logLevel: 'error',
  });
  const html = `<!doctype html><meta charset="utf-8"><title>bench</title><script type="module" src="bench-local-search.js"></script>`;
  writeFileSync(join(extensionDir, PAGE), html);
}

export interface LocalSearchResult {
  menus: number;
  /** searchDishes called in an extension page (real Chromium IndexedDB). */
  inPage: SearchMeasurement;
  /** `search.local` sent from the popup page: message → worker → IndexedDB → reply. */
  roundTrip: Summary;
  /** Writing the menus added since the previous size (putMenus, menus and dish index), per 1,000 menus. */
  fillMsPer1000: number;
}

type BenchWindow = { momBench: LocalSearchPageApi };

async function roundTrips(popup: Page): Promise<number[]> {
  return popup.evaluate(
    async ({ queries, iterations }) => {
      const { chrome } = globalThis as unknown as {
        chrome: { runtime: { sendMessage(message: object): Promise<{ ok: boolean }> } };
      };
      const times: number[] = [];
      for (const query of queries) {
        for (let i = 0; i < iterations + 2; i += 1) {
          const start = performance.now();
          const reply = await chrome.runtime.sendMessage({ type: 'search.local', query, limit: 50 });
          if (!reply.ok) throw new Error('search.local was refused');
          if (i >= 2) times.push(performance.now() - start);
        }
      }
      return times;
    },
    { queries: DEFAULT_QUERIES, iterations: ITERATIONS },
  );
}

/** Fills the extension's cache to each size in turn and measures local dish search at that size. */
export async function localSearchAtSizes(stack: Stack, sizes: number[]): Promise<LocalSearchResult[]> {
  const filler = await stack.context.newPage();
  await filler.goto(stack.extensionUrl(PAGE));
  await filler.waitForFunction(() => 'momBench' in globalThis);
  const popup = await stack.context.newPage();
  await popup.goto(stack.extensionUrl('popup.html'));
  const results: LocalSearchResult[] = [];
  let filled = 0;
  try {
    for (const size of sizes) {
      const fillStart = performance.now();
      const menus = await filler.evaluate(
        ([from, to]) => (globalThis as unknown as BenchWindow).momBench.fill(from, to),
        [filled, size] as const,
      );
      const fillMsPer1000 = ((performance.now() - fillStart) / (size - filled)) * 1000;
      filled = size;
      await filler.waitForTimeout(SETTLE_MS);
      const inPage = await filler.evaluate(
        (iterations) => (globalThis as unknown as BenchWindow).momBench.measure(iterations),
        ITERATIONS,
      );
      results.push({ menus, inPage, roundTrip: summarize(await roundTrips(popup)), fillMsPer1000 });
    }
  } finally {
    await Promise.all([filler.close(), popup.close()]);
  }
  return results;
}
