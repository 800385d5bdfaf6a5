import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { DEXIE_SCRIPT } from '@/lib/cache/dexie/dexie-script.ts';
import { BUILT_EXTENSION, E2E_BROWSER } from '@/tests/e2e/harness/session.ts';

// A stopped worker evaluates its whole script before it can answer the ask that woke it
// (BENCHMARKS.md, "Place change with the worker stopped first"): its build drops the polyfill
// (modules/polyfill-on-pages-only.ts), Chrome's leaves Dexie to a script of its own loaded after the
// first answer (modules/dexie-after-answer.ts), and both start with V8's compile hint
// (modules/eager-compile-hint.ts).
// This reads the built files to notice when either changes.

const built = (file: string) => readFileSync(join(BUILT_EXTENSION, file), 'utf8');

it('is built without the polyfill, and with the compile hint on its first line', () => {
  const worker = built('background.js');
  expect(worker).not.toContain('This script should only be loaded in a browser extension');
  expect(worker.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

it('gives the content script the compile hint too', () => {
  expect(built('content-scripts/maps.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

// Dexie's import wrapper, which a bundled Dexie carries.
const BUNDLED_DEXIE = 'Two different versions of Dexie';

it('leaves Dexie out of Chrome’s worker, which loads its browser build later; Firefox’s event page keeps it', () => {
  const worker = built('background.js');
  const script = join(BUILT_EXTENSION, DEXIE_SCRIPT);
  if (E2E_BROWSER === 'firefox') {
    // An event page has no importScripts.
    expect(worker).toContain(BUNDLED_DEXIE);
    expect(existsSync(script)).toBe(false);
    return;
  }
  expect(worker).not.toContain(BUNDLED_DEXIE);
  expect(worker).toContain(JSON.stringify(DEXIE_SCRIPT));
  // The browser build sets the global the worker reads (lib/cache/dexie/dexie-script.ts).
  expect(readFileSync(script, 'utf8')).toMatch(/\.Dexie=\w+\(\)/);
});
