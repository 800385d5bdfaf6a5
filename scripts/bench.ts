import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { caughtMessage } from '@/lib/format/error-text.ts';
import { benchmarksMarkdown, printRows } from '@/scripts/bench/report/markdown.ts';
import { resultRows } from '@/scripts/bench/report/rows.ts';
import {
  LIBRARY_SECTION_END,
  LIBRARY_SECTION_START,
  searchLibrarySection,
} from '@/scripts/bench/report/search-library-rows.ts';
import {
  localSearchRows,
  localSearchSection,
  withSearchSection,
} from '@/scripts/bench/report/search-rows.ts';
import { MEASUREMENTS, type MeasurementName, runBenchmarks } from '@/scripts/bench/run.ts';
import { buildExtension, REPO_ROOT } from '@/scripts/demo/build.ts';
import { ChromiumMissing, ensureChromium } from '@/scripts/demo/chromium-setup.ts';
import { prefixedSay } from '@/scripts/demo/log.ts';

// Benchmarks in real Chromium; prints the figures and writes BENCHMARKS.md. Never fails on a missed
// target (those are printed as MISSED); fails only when it cannot run at all.
//
//   npm run bench                               every measurement; writes BENCHMARKS.md
//   npm run bench -- --only main-thread,cold    those only (names: run.ts, MEASUREMENTS); prints them
//                                               and leaves BENCHMARKS.md as it is, but for
//                                               local-search and search-library: each rewrites
//                                               its own section

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
  if (only) {
    let markdown = readFileSync(path, 'utf8');
    if (only.has('local-search')) markdown = withSearchSection(markdown, localSearchSection(results));
    if (only.has('search-library'))
      markdown = withSearchSection(markdown, searchLibrarySection(results), [
        LIBRARY_SECTION_START,
        LIBRARY_SECTION_END,
      ]);
    if (!only.has('local-search') && !only.has('search-library')) {
      say('Some measurements only (--only): BENCHMARKS.md left as it is');
      return;
    }
    writeFileSync(path, markdown);
    execFileSync('npx', ['biome', 'format', '--write', path], { cwd: REPO_ROOT, stdio: 'ignore' });
    say(`Some measurements only (--only): rewrote the search sections asked for in ${path}`);
    return;
  }
  writeFileSync(path, benchmarksMarkdown(results, rows));
  // Formatted as the lint step expects (Biome checks Markdown tables too).
  execFileSync('npx', ['biome', 'format', '--write', path], { cwd: REPO_ROOT, stdio: 'ignore' });
  say(`Wrote ${path}`);
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
