import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { caughtMessage } from '@/lib/format/error-text.ts';
import { benchmarksMarkdown, printRows } from '@/scripts/bench/report/markdown.ts';
import { resultRows } from '@/scripts/bench/report/rows.ts';
import {
  localSearchRows,
  localSearchSection,
  withSearchSection,
} from '@/scripts/bench/report/search-rows.ts';
import { BENCH_GROUPS, type BenchGroup, runBenchmarks } from '@/scripts/bench/run.ts';
import { buildExtension, REPO_ROOT } from '@/scripts/demo/build.ts';
import { ChromiumMissing, ensureChromium } from '@/scripts/demo/chromium-setup.ts';
import { prefixedSay } from '@/scripts/demo/log.ts';

// Benchmarks in real Chromium; prints the figures and writes BENCHMARKS.md. Never fails on a missed
// target (those are printed as MISSED); fails only when it cannot run at all.
// `--only search` runs the local search group alone and rewrites only its section of BENCHMARKS.md.

const say = prefixedSay('bench');

function onlyGroup(args: string[]): BenchGroup | undefined {
  const at = args.indexOf('--only');
  if (at < 0) return undefined;
  const group = args[at + 1];
  if (!BENCH_GROUPS.includes(group as BenchGroup))
    throw new Error(`--only takes one of: ${BENCH_GROUPS.join(', ')}`);
  return group as BenchGroup;
}

async function main(): Promise<void> {
  const only = onlyGroup(process.argv.slice(2));
  ensureChromium(say);
  const builtExtension = await buildExtension(say);
  const results = await runBenchmarks(builtExtension, say, only);
  const rows = resultRows(results);
  console.log('');
  printRows([...(only ? [] : rows), ...localSearchRows(results.localSearch)]);
  const path = join(REPO_ROOT, 'BENCHMARKS.md');
  if (only) {
    writeFileSync(path, withSearchSection(readFileSync(path, 'utf8'), localSearchSection(results)));
    execFileSync('npx', ['biome', 'format', '--write', path], { cwd: REPO_ROOT, stdio: 'ignore' });
    say(`Only "${only}" ran: rewrote its section of ${path}`);
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
