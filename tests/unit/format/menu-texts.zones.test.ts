import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

// The zone is the process's (TZ), which a test thread cannot change: each zone runs in a node of its
// own, through the modules the worker runs (the service's body read, then the menu's texts), bundled
// once.
const SCRIPT = `
import { normaliseMenuRecord } from '@/lib/api/normalise/menu-record';
import { menuTexts } from '@/lib/format/menu-texts';
const menu = normaliseMenuRecord('P1', { verified_at: '2026-11-12', items: ['Soup'] });
// Noon of the user's own 12 and 14 November, wherever they are.
const texts = (day) => menuTexts(menu, Date.UTC(2026, 10, 1), 'en', new Date(2026, 10, day, 12).getTime()).verified;
process.stdout.write(JSON.stringify({ on: texts(12), after: texts(14) }));
`;

let bundle = '';
beforeAll(async () => {
  const built = await build({
    stdin: { contents: SCRIPT, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  bundle = built.outputFiles[0]?.text ?? '';
});

const inZone = (zone: string) =>
  JSON.parse(
    execFileSync(process.execPath, ['--input-type=module'], {
      input: bundle,
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    }),
  );

describe('a verified_at sent as a date alone', () => {
  // UTC−11 and UTC+14 are the ends of the zones people live in; Los Angeles read it as 11 November.
  it.each(['Pacific/Pago_Pago', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati'])(
    'reads as the service’s date in %s, "today" on it',
    (zone) => {
      expect(inZone(zone)).toEqual({
        on: { ago: 'today', full: 'Nov 12, 2026' },
        after: { ago: '2 days ago', full: 'Nov 12, 2026' },
      });
    },
  );
});
