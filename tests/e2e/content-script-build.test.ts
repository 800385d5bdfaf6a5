import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BUILT_EXTENSION } from '@/tests/e2e/harness/session.ts';

// The content script runs on every Maps page: its build swaps WXT's mount helpers for a stand-in
// without ui.autoMount() (wxt.config.ts). If WXT renames the module the stand-in replaces, the swap
// stops silently; this reads the built file to notice.

const contentScript = () => readFileSync(join(BUILT_EXTENSION, 'content-scripts', 'maps.js'), 'utf8');

it("is built with the mount stand-in, without WXT's autoMount or zod", () => {
  const code = contentScript();
  expect(code).toContain('the content script build omits it');
  expect(code).not.toContain('explicit_stop_auto_mount');
  expect(code).not.toMatch(/ZodError|zod/i);
});
