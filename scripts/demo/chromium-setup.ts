import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { findChromium } from '@/testing/chromium.ts';
import type { Say } from './log.ts';

export const INSTALL_HINT =
  'Install it with: sudo apt-get install -y chromium   (or set CHROME_PATH to a Chrome or Chromium binary)';

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

export function systemFacts(env: NodeJS.ProcessEnv = process.env): SystemFacts {
  return {
    found: findChromium(env),
    isRoot: process.getuid?.() === 0,
    isDebian: existsSync('/etc/debian_version'),
    hasAptGet: onPath('apt-get', env),
  };
}

export class ChromiumMissing extends Error {}

function run(command: string, args: string[]): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new ChromiumMissing(`${command} ${args.join(' ')} failed`);
}

/** The Chromium binary to use, installing Debian's package when allowed; throws ChromiumMissing. */
export function ensureChromium(say: Say): string {
  const plan = chromiumPlan(systemFacts());
  if (plan.kind === 'use') {
    say(`Chromium: ${plan.path}`);
    return plan.path;
  }
  if (plan.kind === 'missing') throw new ChromiumMissing(`Chromium was not found. ${INSTALL_HINT}`);
  say('Chromium is not installed: running apt-get update && apt-get install -y chromium');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  const path = findChromium();
  if (!path) throw new ChromiumMissing(`Chromium is still missing after apt-get. ${INSTALL_HINT}`);
  say(`Chromium installed: ${path}`);
  return path;
}
