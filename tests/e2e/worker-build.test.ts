import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BUILT_EXTENSION } from '@/tests/e2e/harness/session.ts';

// A stopped worker evaluates its whole script before it can answer the ask that woke it
// (BENCHMARKS.md, "Place change with the worker stopped first"): no context carries the polyfill
// (WXT's own `browser` everywhere, README), and the worker and the content script start with V8's
// compile hint (modules/eager-compile-hint.ts). This reads the built files to notice when either changes.

const built = (file: string) => readFileSync(join(BUILT_EXTENSION, file), 'utf8');

it('is built without the polyfill, and with the compile hint on its first line', () => {
  const worker = built('background.js');
  expect(worker).not.toContain('This script should only be loaded in a browser extension');
  expect(worker.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

it("gives the content script and the panel's module it imports the compile hint too", () => {
  expect(built('content-scripts/maps.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  expect(built('maps-panel.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});
