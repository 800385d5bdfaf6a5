import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// The AMO sources zip: the files git tracks, as they are in the working tree (so a release of a
// clean checkout is exactly its commit), nothing ignored (node_modules, .output, .env files).

/** The tracked files under `root` that exist, sorted. */
export function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)))
    .sort();
}

/** Whether the working tree differs from its commit (the release then says so). */
export const uncommittedChanges = (root: string): string =>
  execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();

/**
 * The release's date, in seconds: SOURCE_DATE_EPOCH when set (reproducible-builds.org), else the
 * commit's own time, so that the same commit gives the same zips whenever it is built.
 */
export function sourceDateEpoch(root: string, env: NodeJS.ProcessEnv = process.env): number {
  const given = env.SOURCE_DATE_EPOCH;
  if (given !== undefined && given !== '') {
    if (!/^\d+$/.test(given)) throw new Error(`SOURCE_DATE_EPOCH must be whole seconds, not "${given}"`);
    return Number(given);
  }
  return Number(execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: root, encoding: 'utf8' }).trim());
}

/**
 * The environment the release builds run in: SOURCE_DATE_EPOCH set, NODE_ENV unset (a shell's or a
 * test runner's NODE_ENV changes what Vite bundles, and so the packages' bytes).
 */
export function releaseBuildEnv(env: NodeJS.ProcessEnv, epoch: number): NodeJS.ProcessEnv {
  const { NODE_ENV: _ignored, ...rest } = env;
  return { ...rest, SOURCE_DATE_EPOCH: String(epoch) };
}
