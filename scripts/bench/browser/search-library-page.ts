// Bundled by scripts/bench/search/search-library.ts into a page added to the benchmark's copy of
// the built extension (never to the product): today's dish search (lib/storage/search) and the same
// search on MiniSearch and on FlexSearch (scripts/bench/search/minisearch-search.ts,
// flexsearch-search.ts), each over a database of its own holding the same menus, in the extension
// origin of real Chromium. A fresh page stands for a worker after a stop: a new JavaScript realm
// that has only what is stored.
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
  FlexSearchBuilder,
  type LoadedFlexSearch,
  loadFlexSearch,
  type StoredFlexSearch,
  searchWithFlexSearch,
} from '@/scripts/bench/search/flexsearch-search.ts';
import { type DishDocument, dishDocuments } from '@/scripts/bench/search/library-dishes.ts';
import {
  loadMiniSearch,
  newMiniSearch,
  searchWithMiniSearch,
} from '@/scripts/bench/search/minisearch-search.ts';
import { compareSearches } from '@/scripts/bench/search/search-parity.ts';

/** The libraries set beside today's search, as the benchmark names their sides. */
export const LIBRARY_SIDES = ['minisearch', 'flexsearch'] as const;
export type LibrarySide = (typeof LIBRARY_SIDES)[number];
export type Side = 'ours' | LibrarySide;
const FETCHED_AT = Date.UTC(2026, 4, 1);

/** A library's index while its database is filled (built as the menus arrive), by database name. */
const building = {
  minisearch: new Map<string, { index: MiniSearch<DishDocument>; next: number }>(),
  flexsearch: new Map<string, FlexSearchBuilder>(),
};

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
let mini: { index: MiniSearch<DishDocument>; db: ReturnType<typeof openMenuDb> } | undefined;
let flex: { held: LoadedFlexSearch; db: ReturnType<typeof openMenuDb> } | undefined;

async function search(side: Side, name: string, query: string, limit = 50): Promise<LocalSearchHit[]> {
  if (side === 'ours') {
    ours ??= createMenuCache(openMenuDb(name));
    return ours.searchDishes(query, limit);
  }
  if (side === 'minisearch') {
    if (!mini) {
      const db = openMenuDb(name);
      const row = (await db.searchState.get(side)) as { json?: unknown } | undefined;
      if (typeof row?.json !== 'string') throw new Error(`${name}: no stored MiniSearch index`);
      mini = { index: loadMiniSearch(row.json), db };
    }
    return searchWithMiniSearch(mini.index, mini.db, query, limit);
  }
  if (!flex) {
    const db = openMenuDb(name);
    const row = (await db.searchState.get(side)) as Partial<StoredFlexSearch> | undefined;
    if (!Array.isArray(row?.chunks)) throw new Error(`${name}: no stored FlexSearch index`);
    flex = { held: loadFlexSearch(row as StoredFlexSearch), db };
  }
  return searchWithFlexSearch(flex.held, flex.db, query, limit);
}

const api = {
  async begin(name: string): Promise<void> {
    await Dexie.delete(name);
  },

  /** Saves menus: today through putMenus (menu rows and search rows), a library's as menu rows alone, its index in memory. */
  async fill(side: Side, name: string, menus: Menu[]): Promise<void> {
    const db = openMenuDb(name);
    if (side === 'ours') await createMenuCache(db).putMenus(menus, FETCHED_AT);
    else {
      await db.transaction('rw', db.menus, () =>
        db.menus.bulkPut(menus.map((menu) => makeMenuRow(menu, FETCHED_AT))),
      );
      if (side === 'minisearch') {
        let held = building.minisearch.get(name);
        if (!held) {
          held = { index: newMiniSearch(), next: 0 };
          building.minisearch.set(name, held);
        }
        const documents = dishDocuments(menus, held.next);
        held.index.addAll(documents);
        held.next += documents.length;
      } else {
        let builder = building.flexsearch.get(name);
        if (!builder) {
          builder = new FlexSearchBuilder();
          building.flexsearch.set(name, builder);
        }
        builder.add(menus);
      }
    }
    db.close();
  },

  /**
   * Stores the search index (today: built from the search rows and its snapshot stored; MiniSearch:
   * its JSON; FlexSearch: its export and the ranking fields, one row each) and gives the bytes of
   * what search stores beside the menu rows.
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
    } else if (side === 'minisearch') {
      const held = building.minisearch.get(name);
      if (!held) throw new Error(`${name}: fill first`);
      const json = JSON.stringify(held.index);
      await db.searchState.put({ key: side, json });
      bytes = approxBytes(json);
      dishes = held.index.documentCount;
      building.minisearch.delete(name);
    } else {
      const builder = building.flexsearch.get(name);
      if (!builder) throw new Error(`${name}: fill first`);
      const stored = builder.stored();
      await db.searchState.put({ key: side, ...stored });
      bytes = approxBytes(stored);
      dishes = builder.dishes;
      building.flexsearch.delete(name);
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

  /** Today's search and a library's over the same menus: every field of every hit in order, and the sets of dishes found. */
  async parity(oursName: string, side: LibrarySide, libraryName: string, queries: string[]) {
    const check = await compareSearches(
      (query, limit) => search('ours', oursName, query, limit),
      (query, limit) => search(side, libraryName, query, limit),
      queries,
    );
    let sameSet = 0;
    for (const query of queries) {
      const key = (hits: LocalSearchHit[]) =>
        hits
          .map((hit) => `${hit.placeId}/${hit.dish}`)
          .sort()
          .join('\n');
      const [a, b] = [await search('ours', oursName, query), await search(side, libraryName, query)];
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
