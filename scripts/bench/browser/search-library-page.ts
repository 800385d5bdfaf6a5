// Bundled by scripts/bench/search/search-library.ts into a page added to the benchmark's copy of
// the built extension (never to the product): today's dish search (lib/storage/search) and the same
// search on MiniSearch (scripts/bench/search/minisearch-search.ts), each over a database of its
// own holding the same menus, in the extension origin of real Chromium. A fresh page stands for a
// worker after a stop: a new JavaScript realm that has only what is stored.
import Dexie from 'dexie';
import type MiniSearch from 'minisearch';
import type { Menu } from '@/lib/api/model';
import type { LocalSearchHit } from '@/lib/messages/protocol';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { openMenuDb } from '@/lib/storage/menus/menu-db';
import { makeMenuRow } from '@/lib/storage/menus/rows';
import { SNAPSHOT_KEY } from '@/lib/storage/search/search-rows';
import { prepareSearchIndex } from '@/lib/storage/search/search-sync';
import {
  type DishDocument,
  dishDocuments,
  loadMiniSearch,
  newMiniSearch,
  searchWithMiniSearch,
} from '@/scripts/bench/search/minisearch-search.ts';
import { compareSearches } from '@/scripts/bench/search/search-parity.ts';

export type Side = 'ours' | 'library';
const FETCHED_AT = Date.UTC(2026, 4, 1);
const LIBRARY_KEY = 'minisearch';

/** The library's index while its database is filled (built as the menus arrive). */
const building = new Map<string, { index: MiniSearch<DishDocument>; next: number }>();

/** Bytes a stored value takes, roughly as structured cloning writes it: UTF-8 text, typed arrays' bytes, 8 per number. */
function approxBytes(value: unknown): number {
  if (typeof value === 'string') return new TextEncoder().encode(value).length;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + approxBytes(item), 0);
  if (typeof value === 'object' && value)
    return Object.entries(value).reduce((sum, [key, item]) => sum + key.length + approxBytes(item), 0);
  return 0;
}

/** A fresh page's search: the first call opens the database and loads what is stored. */
let ours: ReturnType<typeof createMenuCache> | undefined;
let library: { index: MiniSearch<DishDocument>; db: ReturnType<typeof openMenuDb> } | undefined;

async function search(side: Side, name: string, query: string, limit = 50): Promise<LocalSearchHit[]> {
  if (side === 'ours') {
    ours ??= createMenuCache(openMenuDb(name));
    return ours.searchDishes(query, limit);
  }
  if (!library) {
    const db = openMenuDb(name);
    const row = (await db.searchState.get(LIBRARY_KEY)) as { json?: string } | undefined;
    if (typeof row?.json !== 'string') throw new Error(`${name}: no stored MiniSearch index`);
    library = { index: loadMiniSearch(row.json), db };
  }
  return searchWithMiniSearch(library.index, library.db, query, limit);
}

const api = {
  async begin(name: string): Promise<void> {
    await Dexie.delete(name);
  },

  /** Saves menus: today through putMenus (menu rows and search rows), the library's as menu rows alone, its index in memory. */
  async fill(side: Side, name: string, menus: Menu[]): Promise<void> {
    const db = openMenuDb(name);
    if (side === 'ours') await createMenuCache(db).putMenus(menus, FETCHED_AT);
    else {
      await db.transaction('rw', db.menus, () =>
        db.menus.bulkPut(menus.map((menu) => makeMenuRow(menu, FETCHED_AT))),
      );
      let held = building.get(name);
      if (!held) {
        held = { index: newMiniSearch(), next: 0 };
        building.set(name, held);
      }
      const documents = dishDocuments(menus, held.next);
      held.index.addAll(documents);
      held.next += documents.length;
    }
    db.close();
  },

  /**
   * Stores the search index (today: built from the search rows and its snapshot stored; the
   * library: its JSON) and gives the bytes of what search stores beside the menu rows.
   */
  async finish(side: Side, name: string): Promise<{ bytes: number; menuBytes: number; dishes: number }> {
    const db = openMenuDb(name);
    const menuBytes = approxBytes(await db.menus.toArray());
    let bytes: number;
    let dishes: number;
    if (side === 'ours') {
      await prepareSearchIndex(db);
      const snapshot = await db.searchState.get(SNAPSHOT_KEY);
      if (!snapshot) throw new Error(`${name}: the snapshot was not stored`);
      bytes = approxBytes(await db.search.toArray()) + approxBytes(snapshot);
      dishes = (snapshot as unknown as { wordCounts: Uint8Array }).wordCounts.length;
    } else {
      const held = building.get(name);
      if (!held) throw new Error(`${name}: fill first`);
      const json = JSON.stringify(held.index);
      await db.searchState.put({ key: LIBRARY_KEY, json });
      bytes = approxBytes(json);
      dishes = held.index.documentCount;
      building.delete(name);
    }
    db.close();
    return { bytes, menuBytes, dishes };
  },

  /** The first search of this page (it loads what is stored), timed. */
  async first(side: Side, name: string, query: string): Promise<{ ms: number; hits: number }> {
    const start = performance.now();
    const hits = await search(side, name, query);
    return { ms: performance.now() - start, hits: hits.length };
  },

  /** Each query `iterations` times after `warmup` untimed: times per query, in order. */
  async warm(
    side: Side,
    name: string,
    queries: string[],
    iterations: number,
    warmup = 1,
  ): Promise<number[][]> {
    const times: number[][] = [];
    for (const query of queries) {
      for (let i = 0; i < warmup; i += 1) await search(side, name, query);
      const each: number[] = [];
      for (let i = 0; i < iterations; i += 1) {
        const start = performance.now();
        await search(side, name, query);
        each.push(performance.now() - start);
      }
      times.push(each);
    }
    return times;
  },

  /** Both searches over the same menus: every field of every hit in order, and the sets of dishes found. */
  async parity(oursName: string, libraryName: string, queries: string[]) {
    const check = await compareSearches(
      (query, limit) => search('ours', oursName, query, limit),
      (query, limit) => search('library', libraryName, query, limit),
      queries,
    );
    let sameSet = 0;
    for (const query of queries) {
      const key = (hits: LocalSearchHit[]) =>
        hits
          .map((hit) => `${hit.placeId}/${hit.dish}`)
          .sort()
          .join('\n');
      const [a, b] = [await search('ours', oursName, query), await search('library', libraryName, query)];
      if (key(a) === key(b)) sameSet += 1;
    }
    return {
      ...check,
      sameSet,
      mismatchCount: check.mismatches.length,
      mismatches: check.mismatches.slice(0, 8),
    };
  },
};

Object.assign(globalThis, { momCompare: api });
export type SearchLibraryPageApi = typeof api;
