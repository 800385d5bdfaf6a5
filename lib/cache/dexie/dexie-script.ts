import type { DexieClass, dexieClass, keepDexieForLaterStarts } from './dexie-class';

// Chrome's worker takes dexie-class.ts's functions from here (modules/dexie-after-answer.ts). A
// stopped worker evaluates its whole script before it answers the ask that woke it, and Dexie was
// about 40 % of that script (BENCHMARKS.md, "Place change with the worker stopped first"); the
// first answer reads without it (db.ts, lazyMenuDb). So Dexie's own browser build is loaded with
// importScripts when a database is first made, after the first answer. A service worker may import
// a script after its install only if it imported it during the install (the ServiceWorker spec's
// script resource map, kept with the registration): importDexieScriptAtInstall imports it then.

/** Where the build puts Dexie's browser build (modules/dexie-after-answer.ts). */
export const DEXIE_SCRIPT = '/dexie.min.js';

interface DexieScriptScope {
  Dexie?: DexieClass;
  importScripts(...urls: string[]): void;
  addEventListener(type: 'install', listener: () => void): void;
}

const scope = () => globalThis as unknown as DexieScriptScope;

export const dexieClassFromScript: typeof dexieClass = () => {
  // Dexie's browser build sets `Dexie` on the global scope.
  if (!scope().Dexie) scope().importScripts(DEXIE_SCRIPT);
  const Dexie = scope().Dexie;
  if (!Dexie) throw new Error(`${DEXIE_SCRIPT} did not define Dexie`);
  return Dexie;
};

/**
 * Imports Dexie's script at the install, so that later starts may import it after their answer. A
 * failure must not fail the install (the worker would not run at all): it is logged, since no
 * later start can import the script until the next update, and every database made then throws,
 * shown as any storage failure is (storage-op.ts).
 */
export const importDexieScriptAtInstall: typeof keepDexieForLaterStarts = () => {
  scope().addEventListener('install', () => {
    try {
      dexieClassFromScript();
    } catch (error) {
      console.error(`Menu on Maps: ${DEXIE_SCRIPT} could not be imported at the install`, error);
    }
  });
};
