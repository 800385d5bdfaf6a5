import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { findChromium } from '@/testing/chromium.ts';

export interface Machine {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  /** 1-minute load average when the run started (others share this machine). */
  load: number;
  node: string;
  chromium: string;
  os: string;
  /** The commit measured, and whether the working tree had changes on top of it. */
  source: string;
}

function chromiumVersion(): string {
  const path = findChromium();
  if (!path) return 'not found';
  try {
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return `${path} (version unknown)`;
  }
}

function sourceVersion(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    // A previous run's BENCHMARKS.md is not a change to what is measured.
    const changed = git('status', '--porcelain', '--', ':(top)', ':(top,exclude)BENCHMARKS.md');
    const dirty = changed !== '' ? ' with uncommitted changes' : '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

export function describeMachine(now = new Date()): Machine {
  return {
    date: now.toISOString(),
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1e9),
    load: loadavg()[0] ?? 0,
    node: process.version,
    chromium: chromiumVersion(),
    os: `${process.platform} ${process.arch}`,
    source: sourceVersion(),
  };
}
