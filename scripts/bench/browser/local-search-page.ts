// Bundled by scripts/bench/local-search.ts into a page added to the benchmark's copy of the built
// extension (never to the product): it runs the extension's own cache code (lib/cache) in the
// extension origin, so it writes and reads the very IndexedDB database the worker uses.
import { createMenuCache } from '@/lib/cache/menu-cache.ts';
import { fillCache, measureLocalSearch, syntheticMenus } from '@/scripts/bench/search-workload.ts';

const cache = createMenuCache();

const api = {
  /** Adds synthetic menus [from, to) in bulk transactions (the same seed as the Node benchmark). */
  async fill(from: number, to: number): Promise<number> {
    await fillCache(cache, syntheticMenus(to).slice(from));
    return (await cache.stats()).menus;
  },
  measure: (iterations: number) => measureLocalSearch(cache, { iterations }),
};

Object.assign(globalThis, { momBench: api });
export type LocalSearchPageApi = typeof api;
