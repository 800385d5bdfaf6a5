import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEXIE_SCRIPT,
  dexieClassFromScript,
  importDexieScriptAtInstall,
} from '@/lib/cache/dexie/dexie-script';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A service worker's global scope, whose importScripts runs `load` (Dexie's browser build sets `Dexie`). */
function workerScope(load: () => void = () => vi.stubGlobal('Dexie', Dexie)) {
  const imported: string[] = [];
  const listeners = new Map<string, () => void>();
  vi.stubGlobal('Dexie', undefined);
  vi.stubGlobal('importScripts', (...urls: string[]) => {
    imported.push(...urls);
    load();
  });
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, listener));
  return { imported, listeners };
}

describe('dexie-script', () => {
  it('imports Dexie’s script on first use, once, and returns the class it defines', () => {
    const { imported } = workerScope();
    expect(imported).toEqual([]);
    expect(dexieClassFromScript()).toBe(Dexie);
    expect(dexieClassFromScript()).toBe(Dexie);
    expect(imported).toEqual([DEXIE_SCRIPT]);
  });

  it('imports the script at the install, the only time after which a later start may import it', () => {
    const { imported, listeners } = workerScope();
    importDexieScriptAtInstall();
    expect(imported).toEqual([]);
    expect(listeners.has('install')).toBe(true);
    listeners.get('install')?.();
    expect(imported).toEqual([DEXIE_SCRIPT]);
  });

  it('an import that fails at the install does not fail the install; the first database made throws it', () => {
    const { listeners } = workerScope(() => {
      throw new TypeError('NetworkError');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    importDexieScriptAtInstall();
    expect(listeners.has('install')).toBe(true);
    expect(() => listeners.get('install')?.()).not.toThrow();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(() => dexieClassFromScript()).toThrow('NetworkError');
  });

  it('a script that defines no Dexie is an error, not an undefined class', () => {
    workerScope(() => undefined);
    expect(() => dexieClassFromScript()).toThrow(`${DEXIE_SCRIPT} did not define Dexie`);
  });
});
