import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BUILT_EXTENSION } from '@/tests/e2e/harness/session.ts';

// The content script runs on every Maps page: its build mounts the panel with the project's own
// shadow host (lib/content/shadow-host.ts) and carries neither the polyfill nor zod. This reads
// the built file to notice when one of them comes back.

const contentScript = () => readFileSync(join(BUILT_EXTENSION, 'content-scripts', 'maps.js'), 'utf8');

it("is built without WXT's shadow-root UI and its auto-mount, the polyfill or zod", () => {
  const code = contentScript();
  expect(code).not.toContain('wxt-shadow-root-document-styles');
  expect(code).not.toContain('explicit_stop_auto_mount');
  expect(code).not.toContain('This script should only be loaded in a browser extension');
  expect(code).not.toMatch(/ZodError|zod/i);
});
