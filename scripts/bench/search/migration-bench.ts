import { loadavg } from 'node:os';
import { benchCatalog } from '@/scripts/bench/catalog.ts';
import { ms } from '@/scripts/bench/report/stats.ts';
import { buildExtension, chromeBuildDir } from '@/scripts/demo/build.ts';
import { ensureChromium } from '@/scripts/demo/chromium-setup.ts';
import { prefixedSay } from '@/scripts/demo/log.ts';
import { startStack } from '@/testing/stack.ts';
import {
  addLocalSearchPage,
  MIGRATION_SIZES,
  migration,
  OLD_VERSIONS,
  openBenchPage,
} from './local-search.ts';

// Dev tool, not part of `npm run bench`: the upgrades alone (local-search.ts's `migration`: the old
// database written, the upgrade, the rebuild with reads during it, version 5's index emptied, a
// search in a fresh context), in minutes where the whole local search measurement takes a quarter
// of an hour. Prints the figures; writes nothing.
//
//   npx tsx scripts/bench/search/migration-bench.ts [--sizes=1000,10000] [--from=5,7] [--runs=1] [--built]
//
// --sizes: menus with dishes (the first 1,000 from the generated catalog, as the benchmark's).
// --from: the versions upgraded from: 5 (before search rows, the benchmark's row) and 7 (0.1.0's,
// the upgrade its users get: its search rows dropped inside the upgrade and built again after).
// --built: the extension built last (.output) instead of building it again: the measured code is
// the bench page's, bundled from the sources at every start, and the extension only hosts it.

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const SIZES = option('sizes')?.split(',').map(Number) ?? MIGRATION_SIZES.map((size) => size.withDishes);
const FROM = (option('from')?.split(',').map(Number) ?? OLD_VERSIONS).map((version) => {
  const known = OLD_VERSIONS.find((old) => old === version);
  if (known === undefined) throw new Error(`--from: ${version} is not one of ${OLD_VERSIONS.join(', ')}`);
  return known;
});
const RUNS = Number(option('runs') ?? 1);

const say = prefixedSay('migration');

async function main(): Promise<void> {
  ensureChromium(say);
  const builtExtension = process.argv.includes('--built') ? chromeBuildDir() : await buildExtension(say);
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
        for (const from of FROM) {
          const load = loadavg()[0]?.toFixed(2);
          const size = { withDishes, fromCatalog: Math.min(withDishes, 1_000) };
          const m = await migration(page, size, say, from);
          say(
            `from ${m.from}: ${m.withDishes} menus with dishes (${m.menus} in all, ${m.dishes} dishes; load ${load}): upgrade ${ms(m.upgradeMs, 0)}, rebuilt after ${ms(m.rebuildMs, 0)}, reads median ${ms(m.reads.median, 1)} max ${ms(m.reads.max, 1)} (${m.reads.runs}); old index emptied ${ms(m.cleanupMs, 0)} later, reads median ${ms(m.cleanupReads.median, 1)} max ${ms(m.cleanupReads.max, 1)} (${m.cleanupReads.runs}); ${m.readMisses} reads wrong; first search in a fresh context ${ms(m.firstSearchMs, 0)}`,
          );
        }
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
