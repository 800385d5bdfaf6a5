import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runHeadlessDemo } from '@/scripts/demo/headless.ts';
import { BUILT_EXTENSION } from '@/tests/e2e/harness/session.ts';

const outDir = mkdtempSync(join(tmpdir(), 'mom-demo-test-'));

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('the headless demo writes screenshots of the inline panel, the popup and the options page', async () => {
  const shots = await runHeadlessDemo({ outDir, builtExtension: BUILT_EXTENSION });
  expect(Object.keys(shots).sort()).toEqual(['options', 'panel', 'popup']);
  for (const path of Object.values(shots)) {
    expect(path.startsWith(outDir)).toBe(true);
    // A blank or error page compresses to a few kB; these show text and colour.
    expect(statSync(path).size).toBeGreaterThan(10_000);
  }
});
