import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { findChromium } from '@/testing/chromium.ts';
import { findFirefox } from '@/testing/firefox/firefox.ts';
import type { Say } from './log.ts';

// The browsers the demo and the tests need, from Debian's packages: Chromium for both, Firefox ESR
// for the end-to-end suite's Firefox run.

export const INSTALL_HINT =
  'Install it with: sudo apt-get install -y chromium   (or set CHROME_PATH to a Chrome or Chromium binary)';
export const FIREFOX_INSTALL_HINT =
  'Install it with: sudo apt-get install -y firefox-esr   (or set FIREFOX_PATH to a Firefox binary)';

export interface SystemFacts {
  found: string | null;
  isRoot: boolean;
  isDebian: boolean;
  hasAptGet: boolean;
}

export type ChromiumPlan = { kind: 'use'; path: string } | { kind: 'install' } | { kind: 'missing' };

/** Pure: use what is installed; install it only as root on Debian with apt-get; else ask the user. */
export function chromiumPlan(facts: SystemFacts): ChromiumPlan {
  if (facts.found) return { kind: 'use', path: facts.found };
  if (facts.isRoot && facts.isDebian && facts.hasAptGet) return { kind: 'install' };
  return { kind: 'missing' };
}

function onPath(command: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, command)));
}

export function systemFacts(
  env: NodeJS.ProcessEnv = process.env,
  find: (env: NodeJS.ProcessEnv) => string | null = findChromium,
): SystemFacts {
  return {
    found: find(env),
    isRoot: process.getuid?.() === 0,
    isDebian: existsSync('/etc/debian_version'),
    hasAptGet: onPath('apt-get', env),
  };
}

/** A browser the scripts cannot do without (Chromium, or Firefox for its end-to-end run). */
export class ChromiumMissing extends Error {}

interface BrowserPackage {
  name: string;
  debianPackage: string;
  find(env: NodeJS.ProcessEnv): string | null;
  hint: string;
}

function run(command: string, args: string[]): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new ChromiumMissing(`${command} ${args.join(' ')} failed`);
}

function ensureBrowser(browser: BrowserPackage, say: Say): string {
  const plan = chromiumPlan(systemFacts(process.env, browser.find));
  if (plan.kind === 'use') {
    say(`${browser.name}: ${plan.path}`);
    return plan.path;
  }
  if (plan.kind === 'missing') throw new ChromiumMissing(`${browser.name} was not found. ${browser.hint}`);
  say(
    `${browser.name} is not installed: running apt-get update && apt-get install -y ${browser.debianPackage}`,
  );
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', browser.debianPackage]);
  const path = browser.find(process.env);
  if (!path) throw new ChromiumMissing(`${browser.name} is still missing after apt-get. ${browser.hint}`);
  say(`${browser.name} installed: ${path}`);
  return path;
}

/** The Chromium binary to use, installing Debian's package when allowed; throws ChromiumMissing. */
export function ensureChromium(say: Say): string {
  return ensureBrowser(
    { name: 'Chromium', debianPackage: 'chromium', find: findChromium, hint: INSTALL_HINT },
    say,
  );
}

/** The Firefox binary for the end-to-end suite's Firefox run, installed as Chromium is. */
export function ensureFirefox(say: Say): string {
  return ensureBrowser(
    { name: 'Firefox', debianPackage: 'firefox-esr', find: findFirefox, hint: FIREFOX_INSTALL_HINT },
    say,
  );
}
