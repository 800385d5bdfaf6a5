import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { caughtMessage } from '@/lib/format/error-text.ts';
import { benchmarksMarkdown, printRows, withMeasurements } from '@/scripts/bench/report/markdown.ts';
import { resultRows } from '@/scripts/bench/report/rows.ts';
import { localSearchRows } from '@/scripts/bench/report/search-rows.ts';
import { MEASUREMENTS, type MeasurementName, runBenchmarks } from '@/scripts/bench/run.ts';
import { buildExtension, REPO_ROOT } from '@/scripts/demo/build.ts';
import { ChromiumMissing, ensureChromium } from '@/scripts/demo/chromium-setup.ts';
import { prefixedSay } from '@/scripts/demo/log.ts';

// Benchmarks in real Chromium; prints the figures and writes BENCHMARKS.md. Never fails on a missed
// target (those are printed as MISSED); fails only when it cannot run at all.
//
//   npm run bench                               every measurement; writes BENCHMARKS.md
//   npm run bench -- --only main-thread,cold    those only (names: run.ts, MEASUREMENTS); prints them
//                                               and rewrites their rows and sections of
//                                               BENCHMARKS.md, each naming its commit and load

const say = prefixedSay('bench');

/** The names after --only (as `--only a,b` or `--only=a,b`); undefined for every measurement. */
function onlyOption(argv: readonly string[]): Set<MeasurementName> | undefined {
  const at = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (at === -1) return undefined;
  const value = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const names = (value ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !(MEASUREMENTS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0)
    throw new Error(`--only takes names from: ${MEASUREMENTS.join(', ')} (got ${value ?? 'nothing'})`);
  return new Set(names as MeasurementName[]);
}

async function main(): Promise<void> {
  const only = onlyOption(process.argv.slice(2));
  ensureChromium(say);
  const builtExtension = await buildExtension(say);
  const results = await runBenchmarks(builtExtension, say, only);
  const rows = resultRows(results);
  console.log('');
  printRows([...rows, ...localSearchRows(results.localSearch)]);
  const path = join(REPO_ROOT, 'BENCHMARKS.md');
  writeFileSync(
    path,
    only ? withMeasurements(readFileSync(path, 'utf8'), results, only) : benchmarksMarkdown(results),
  );
  // Formatted as the lint step expects (Biome checks Markdown tables too).
  execFileSync('npx', ['biome', 'format', '--write', path], { cwd: REPO_ROOT, stdio: 'ignore' });
  say(only ? `Rewrote the rows and sections of ${[...only].join(', ')} in ${path}` : `Wrote ${path}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[bench] ${caughtMessage(error)}`);
    if (!(error instanceof ChromiumMissing) && error instanceof Error && error.stack)
      console.error(error.stack);
    process.exit(1);
  },
);
