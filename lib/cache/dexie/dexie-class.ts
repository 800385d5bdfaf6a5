import Dexie from 'dexie';

// Dexie's class, for the menu database (db.ts). Chrome's worker build takes both functions from
// dexie-script.ts instead (modules/dexie-after-answer.ts), which loads Dexie as a script of its own
// after the first answer; every other build, Firefox's worker among them, bundles it here.

export type DexieClass = typeof Dexie;

export function dexieClass(): DexieClass {
  return Dexie;
}

/** Nothing to keep: Dexie is part of this build. */
export function keepDexieForLaterStarts(): void {}
