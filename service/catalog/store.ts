import { createDishSearch } from './search.ts';
import type { CatalogEntry, SearchResultWire } from './types.ts';

export interface Catalog {
  readonly entries: readonly CatalogEntry[];
  get(placeId: string): CatalogEntry | undefined;
  search(query: string, limit: number): SearchResultWire[];
}

/** Indexes entries by place id and builds the dish search once. Duplicate ids are a setup error. */
export function createCatalog(source: Iterable<CatalogEntry>): Catalog {
  const entries = [...source];
  const byId = new Map<string, CatalogEntry>();
  for (const entry of entries) {
    if (byId.has(entry.placeId)) throw new Error(`duplicate place id in catalog: ${entry.placeId}`);
    byId.set(entry.placeId, entry);
  }
  const dishes = createDishSearch(entries);
  return {
    entries,
    get: (placeId) => byId.get(placeId),
    search: (query, limit) => dishes.search(query, limit),
  };
}
