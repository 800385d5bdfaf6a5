import { loadavg } from 'node:os';
import { attempt, type BenchResults, type Outcome } from '@/scripts/bench/report/results.ts';
import { quiet, type Say } from '@/scripts/demo/log.ts';
import { type Stack, startStack } from '@/testing/stack.ts';
import { billingSession } from './billing.ts';
import { contentScriptSize } from './bundle-size.ts';
import { benchCatalog, generatedPlacesWithDishes, placePool, samplePlacesWithDishes } from './catalog.ts';
import { cachedPlaceChanges, uncachedPlaceChanges } from './inline.ts';
import { intlSetupCosts } from './intl-setup.ts';
import { describeMachine } from './machine.ts';
import { mainThreadCost } from './main-thread.ts';
import { addExtensionPageFloor, popupOpenTimes, toolbarPopupTimes } from './popup.ts';
import { addLocalSearchPage, localSearchBench } from './search/local-search.ts';

export const RUNS = { cachedPanel: 30, uncachedPanel: 24, popup: 40, coldStart: 12, mainThread: 7, intl: 15 };

async function withStack<T>(
  builtExtension: string,
  use: (stack: Stack) => Promise<T>,
  prepareCopy?: (dir: string) => void | Promise<void>,
): Promise<T> {
  const stack = await startStack({
    builtExtension,
    headless: true,
    catalog: benchCatalog(),
    service: { testMode: true },
    prepareCopy,
  });
  try {
    return await use(stack);
  } finally {
    await stack.close();
  }
}

/** Groups of rows that can be run alone (`npm run bench -- --only search`). */
export const BENCH_GROUPS = ['search'] as const;
export type BenchGroup = (typeof BENCH_GROUPS)[number];

/** Every measurement (or one group's); each runs even when another failed. */
export async function runBenchmarks(
  builtExtension: string,
  say: Say = quiet,
  only?: BenchGroup,
): Promise<BenchResults> {
  const started = performance.now();
  const machine = describeMachine();
  const skipped = { ok: false, error: `not run (--only ${only})` } as const;
  const measure = <T>(group: BenchGroup | 'other', run: () => Promise<Outcome<T>>): Promise<Outcome<T>> =>
    only === undefined || only === group ? run() : Promise.resolve(skipped);
  const localSearch = await measure('search', () =>
    attempt(
      'local dish search: writes, upgrade from version 5, search at 1,000 to 50,000 menus',
      () => withStack(builtExtension, (stack) => localSearchBench(stack, say), addLocalSearchPage),
      say,
    ),
  );
  const sample = samplePlacesWithDishes();
  const generated = placePool(generatedPlacesWithDishes());
  const size = await measure('other', () =>
    attempt('content script size', () => contentScriptSize(builtExtension), say),
  );
  const intlSetup = await measure('other', () =>
    attempt('Intl set-up in a page', () => intlSetupCosts(RUNS.intl), say),
  );

  const main = await (only !== undefined
    ? Promise.resolve({
        cachedPanel: skipped,
        uncachedPanel: skipped,
        popup: skipped,
        toolbarPopup: skipped,
        coldPanel: skipped,
        coldPopup: skipped,
        mainThread: skipped,
      })
    : withStack(
        builtExtension,
        async (stack) => {
          await stack.configure();
          const cachedPanel = await attempt(
            'place change → cached menu',
            () => cachedPlaceChanges(stack, sample.slice(0, 6), RUNS.cachedPanel),
            say,
          );
          const uncachedPanel = await attempt(
            'place change → menu from the service',
            () => uncachedPlaceChanges(stack, generated, RUNS.uncachedPanel),
            say,
          );
          const popup = await attempt(
            'popup open → menu',
            () => popupOpenTimes(stack, sample[1] ?? sample[0]!, RUNS.popup),
            say,
          );
          const toolbarPopup = await attempt(
            'toolbar popup open → menu',
            () => toolbarPopupTimes(stack, sample[1] ?? sample[0]!, RUNS.popup),
            say,
          );
          const coldPanel = await attempt(
            'place change → cached menu, worker stopped first',
            () => cachedPlaceChanges(stack, sample.slice(0, 6), RUNS.coldStart, { stopWorkerFirst: true }),
            say,
          );
          const coldPopup = await attempt(
            'popup open → menu, worker stopped first',
            () => popupOpenTimes(stack, sample[1] ?? sample[0]!, RUNS.coldStart, { stopWorkerFirst: true }),
            say,
          );
          const mainThread = await attempt(
            'main-thread time with / without the extension',
            () => mainThreadCost(stack, sample.slice(0, 11), RUNS.mainThread),
            say,
          );
          return { cachedPanel, uncachedPanel, popup, toolbarPopup, coldPanel, coldPopup, mainThread };
        },
        addExtensionPageFloor,
      ));

  const billing = await measure('other', () =>
    attempt(
      'lookups billed in a scripted session',
      () =>
        withStack(builtExtension, async (stack) => {
          await stack.configure();
          return billingSession(stack, generated.take(8));
        }),
      say,
    ),
  );
  return {
    machine,
    size,
    intlSetup,
    ...main,
    billing,
    localSearch,
    durationS: (performance.now() - started) / 1000,
    loadAtEnd: loadavg()[0] ?? 0,
  };
}
