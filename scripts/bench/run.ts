import { loadavg } from 'node:os';
import { attempt, type BenchResults, skipped } from '@/scripts/bench/report/results.ts';
import { quiet, type Say } from '@/scripts/demo/log.ts';
import { type Stack, startStack } from '@/testing/stack.ts';
import { billingSession } from './billing.ts';
import { contentScriptSize } from './bundle-size.ts';
import { benchCatalog, generatedPlacesWithDishes, placePool, samplePlacesWithDishes } from './catalog.ts';
import { cachedPlaceChanges, coldPlaceChanges, uncachedPlaceChanges } from './inline.ts';
import { intlSetupCosts } from './intl-setup.ts';
import { describeMachine } from './machine.ts';
import { mainThreadCost } from './main-thread.ts';
import { tripPackCost } from './pack/trip-pack.ts';
import { addExtensionPageFloor, popupOpenTimes, toolbarPopupTimes } from './popup.ts';
import { type RenderFloor, startRenderFloor } from './render-floor.ts';
import { resultsBadgesCost } from './results-badges.ts';
import { addLocalSearchPage, localSearchBench } from './search/local-search.ts';
import { addSearchLibraryPage, searchLibraryBench } from './search/search-library.ts';
import { sessionTextCosts } from './session-text.ts';

export const RUNS = {
  cachedPanel: 30,
  uncachedPanel: 24,
  popup: 40,
  coldStart: 12,
  /** Each for the product and for the render floor. */
  coldPanel: 24,
  mainThread: 15,
  /** Walks through the 10 place changes this many times per session. */
  mainThreadCycles: 2,
  intl: 15,
  /** Each for the bare page, the badge floor and the product, taking turns (the ratio's interval needs many). */
  resultsBadges: 15,
  /** Writes and reads of each form at each size. */
  sessionText: 9,
  /** Each for the pack and for the bare requests, taking turns. */
  tripPack: 7,
};

/** The measurements by name, for `npm run bench -- --only main-thread,cold`. */
export const MEASUREMENTS = [
  'size',
  'intl',
  'session-text',
  'cached',
  'uncached',
  'popup',
  'toolbar-popup',
  'cold',
  'cold-popup',
  'main-thread',
  'billing',
  'local-search',
  'search-library',
  'results-badges',
  'trip-pack',
] as const;
export type MeasurementName = (typeof MEASUREMENTS)[number];

/** Those that share one stack (and the render floor beside it). */
const ON_MAIN_STACK: readonly MeasurementName[] = [
  'cached',
  'uncached',
  'popup',
  'toolbar-popup',
  'cold',
  'cold-popup',
  'main-thread',
];

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

/**
 * Every measurement, or only those named in `only`; each runs even when another failed. Those left
 * out read as skipped (they print no row).
 */
export async function runBenchmarks(
  builtExtension: string,
  say: Say = quiet,
  only?: ReadonlySet<MeasurementName>,
): Promise<BenchResults> {
  const started = performance.now();
  const machine = describeMachine();
  const sample = samplePlacesWithDishes();
  const generated = placePool(generatedPlacesWithDishes());
  const wanted = (name: MeasurementName) => !only || only.has(name);
  const measure = <T>(name: MeasurementName, label: string, run: () => Promise<T> | T) =>
    wanted(name) ? attempt(label, run, say) : Promise.resolve(skipped<T>());

  const size = await measure('size', 'content script size', () => contentScriptSize(builtExtension));
  const intlSetup = await measure('intl', 'Intl set-up in a page', () => intlSetupCosts(RUNS.intl));
  const sessionText = await measure('session-text', 'remote search answers in storage.session', () =>
    sessionTextCosts(builtExtension, RUNS.sessionText),
  );

  const onMainStack = async (stack: Stack) => {
    await stack.configure();
    // The render floor (render-floor.ts) runs in its own browser beside the product, for two rows.
    let floor: Promise<RenderFloor> | undefined;
    const renderFloor = () => {
      floor ??= startRenderFloor(stack, sample.slice(0, 11));
      return floor;
    };
    try {
      const cachedPanel = await measure('cached', 'place change → cached menu', () =>
        cachedPlaceChanges(stack, sample.slice(0, 6), RUNS.cachedPanel),
      );
      const uncachedPanel = await measure('uncached', 'place change → menu from the service', () =>
        uncachedPlaceChanges(stack, generated, RUNS.uncachedPanel),
      );
      const popup = await measure('popup', 'popup open → menu', () =>
        popupOpenTimes(stack, sample[1] ?? sample[0]!, RUNS.popup),
      );
      const toolbarPopup = await measure('toolbar-popup', 'toolbar popup open → menu', () =>
        toolbarPopupTimes(stack, sample[1] ?? sample[0]!, RUNS.popup),
      );
      const coldPanel = await measure(
        'cold',
        'place change → cached menu, worker stopped first, against the render floor',
        async () => coldPlaceChanges(stack, await renderFloor(), sample.slice(0, 6), RUNS.coldPanel),
      );
      const coldPopup = await measure('cold-popup', 'popup open → menu, worker stopped first', () =>
        popupOpenTimes(stack, sample[1] ?? sample[0]!, RUNS.coldStart, { stopWorkerFirst: true }),
      );
      const mainThread = await measure(
        'main-thread',
        'main-thread CPU: no extension, render floor, product',
        async () => {
          const m = await mainThreadCost(stack, await renderFloor(), sample.slice(0, 11), {
            runs: RUNS.mainThread,
            cycles: RUNS.mainThreadCycles,
          });
          const spread = ([low, high]: [number, number]) => `${low.toFixed(2)}–${high.toFixed(2)}`;
          say(
            `main-thread middle halves: first load product ${spread(m.product.firstLoadQuartiles)}, floor ${spread(m.floor.firstLoadQuartiles)} ms; ` +
              `per place change product ${spread(m.product.perPlaceChangeQuartiles)}, floor ${spread(m.floor.perPlaceChangeQuartiles)} ms; ` +
              `plain first load ${m.plain.firstLoad.toFixed(1)} ms`,
          );
          return m;
        },
      );
      return { cachedPanel, uncachedPanel, popup, toolbarPopup, coldPanel, coldPopup, mainThread };
    } finally {
      if (floor) await (await floor.catch(() => null))?.close();
    }
  };
  const main = ON_MAIN_STACK.some(wanted)
    ? await withStack(builtExtension, onMainStack, addExtensionPageFloor)
    : {
        cachedPanel: skipped<never>(),
        uncachedPanel: skipped<never>(),
        popup: skipped<never>(),
        toolbarPopup: skipped<never>(),
        coldPanel: skipped<never>(),
        coldPopup: skipped<never>(),
        mainThread: skipped<never>(),
      };

  const billing = await measure('billing', 'lookups billed in a scripted session', () =>
    withStack(builtExtension, async (stack) => {
      await stack.configure();
      return billingSession(stack, generated.take(8));
    }),
  );
  const localSearch = await measure(
    'local-search',
    'local dish search: writes, upgrade from version 5, search at 1,000 to 50,000 menus',
    () => withStack(builtExtension, (stack) => localSearchBench(stack, say), addLocalSearchPage),
  );
  const searchLibrary = await measure(
    'search-library',
    "dish search: today's, MiniSearch's and FlexSearch's side by side at 1,000 and 10,000 menus",
    () => withStack(builtExtension, (stack) => searchLibraryBench(stack, say), addSearchLibraryPage),
  );
  const resultsBadges = await measure(
    'results-badges',
    'main-thread CPU: badging a results list of 20 then 120 cards, against the badge floor',
    () =>
      withStack(builtExtension, async (stack) => {
        await stack.configure();
        return resultsBadgesCost(stack, RUNS.resultsBadges);
      }),
  );
  const tripPack = await measure(
    'trip-pack',
    'a trip pack of 20 against the same 20 requests issued bare, 3 at once',
    () => withStack(builtExtension, (stack) => tripPackCost(stack, RUNS.tripPack)),
  );
  return {
    machine,
    size,
    intlSetup,
    sessionText,
    ...main,
    billing,
    localSearch,
    searchLibrary,
    resultsBadges,
    tripPack,
    durationS: (performance.now() - started) / 1000,
    loadAtEnd: loadavg()[0] ?? 0,
  };
}
