import { loadavg } from 'node:os';
import { benchCatalog } from '@/scripts/bench/catalog.ts';
import { ms } from '@/scripts/bench/report/stats.ts';
import { buildExtension } from '@/scripts/demo/build.ts';
import { ensureChromium } from '@/scripts/demo/chromium-setup.ts';
import { prefixedSay } from '@/scripts/demo/log.ts';
import { startStack } from '@/testing/stack.ts';
import { addLocalSearchPage, MIGRATION_SIZES, migration, openBenchPage } from './local-search.ts';

// Dev tool, not part of `npm run bench`: the upgrade from version 5 alone (local-search.ts's
// `migration`: the version 5 database written, the upgrade, the rebuild with reads during it,
// version 5's index emptied, the search parity check), in minutes where the whole local search
// measurement takes a quarter of an hour. Prints the figures; writes nothing.
//
//   npx tsx scripts/bench/search/migration-bench.ts [--sizes=1000,10000] [--runs=1]
//
// --sizes: menus with dishes (the first 1,000 from the generated catalog, as the benchmark's).

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const SIZES = option('sizes')?.split(',').map(Number) ?? MIGRATION_SIZES.map((size) => size.withDishes);
const RUNS = Number(option('runs') ?? 1);

const say = prefixedSay('migration');

async function main(): Promise<void> {
  ensureChromium(say);
  const builtExtension = await buildExtension(say);
  const stack = await startStack({
    builtExtension,
    headless: true,
    catalog: benchCatalog(),
    service: { testMode: true },
    prepareCopy: addLocalSearchPage,
  });
  try {
    const page = await openBenchPage(stack);
    for (let run = 0; run < RUNS; run += 1) {
      for (const withDishes of SIZES) {
        const load = loadavg()[0]?.toFixed(2);
        const m = await migration(page, { withDishes, fromCatalog: Math.min(withDishes, 1_000) }, say);
        say(
          `${m.withDishes} menus with dishes (${m.menus} in all, ${m.dishes} dishes; load ${load}): rebuilt after ${ms(m.rebuildMs, 0)}, reads median ${ms(m.reads.median, 1)} max ${ms(m.reads.max, 1)} (${m.reads.runs}); old index emptied ${ms(m.cleanupMs, 0)} later, reads median ${ms(m.cleanupReads.median, 1)} max ${ms(m.cleanupReads.max, 1)} (${m.cleanupReads.runs}); ${m.readMisses} reads wrong; first search in a fresh context ${ms(m.firstSearchMs, 0)}`,
        );
      }
    }
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
