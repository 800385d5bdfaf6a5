import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Say } from './log.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where `wxt build` puts the Chrome build: WXT_OUT_DIR (see wxt.config.ts) or .output. */
export function chromeBuildDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(REPO_ROOT, env.WXT_OUT_DIR || '.output', 'chrome-mv3');
}

/**
 * Runs `wxt build` (Chrome MV3) and returns the build directory; `pseudoLocale` adds the pseudo-locale
 * (the demo shoots it; the benchmarks measure what ships). Its log is shown only on failure.
 */
export async function buildExtension(say: Say, { pseudoLocale = false } = {}): Promise<string> {
  const outDir = chromeBuildDir();
  say(`Building the Chrome extension (wxt build) into ${outDir}`);
  const wxt = resolve(REPO_ROOT, 'node_modules', '.bin', 'wxt');
  const output: Buffer[] = [];
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn(wxt, ['build'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WXT_PSEUDO_LOCALE: pseudoLocale ? '1' : '' },
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', fail);
    child.once('exit', done);
  });
  const log = Buffer.concat(output).toString('utf8');
  if (code !== 0) {
    process.stderr.write(log);
    throw new Error(`wxt build failed (exit code ${code})`);
  }
  say(log.match(/Built extension in [^\n]*/)?.[0] ?? 'Built the extension');
  return outDir;
}
