import { z } from 'zod';
import { type SearchResult, SearchResultSchema } from '../api/menu';
import { SEARCH_CACHE_MAX_ENTRIES, SEARCH_CACHE_TTL_MS } from './constants';
import { createKeyedLock } from './lock';
import type { StorageAreaLike } from './types';

// Remote search answers kept a few minutes in storage.session, so repeating a query does not bill
// again. Search hits are not menus: they never go into the menu cache.

const STORAGE_KEY = 'remoteSearchCache';
const EntriesSchema = z.array(z.object({ query: z.string(), at: z.number(), result: SearchResultSchema }));
type Entries = z.infer<typeof EntriesSchema>;

/** Trimmed, lower-cased, inner white space collapsed. */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ');
}

export interface SearchCache {
  get(query: string): Promise<SearchResult | null>;
  put(query: string, result: SearchResult): Promise<void>;
  clear(): Promise<void>;
}

export function createSearchCache(session: StorageAreaLike, now: () => number): SearchCache {
  const withLock = createKeyedLock();

  async function live(): Promise<Entries> {
    const parsed = EntriesSchema.safeParse((await session.get(STORAGE_KEY))[STORAGE_KEY]);
    const time = now();
    return parsed.success ? parsed.data.filter((entry) => time - entry.at < SEARCH_CACHE_TTL_MS) : [];
  }

  return {
    async get(query) {
      const key = normaliseQuery(query);
      return (await live()).find((entry) => entry.query === key)?.result ?? null;
    },
    put: (query, result) =>
      withLock(STORAGE_KEY, async () => {
        const key = normaliseQuery(query);
        const kept = (await live()).filter((entry) => entry.query !== key);
        const entries = [...kept, { query: key, at: now(), result }].slice(-SEARCH_CACHE_MAX_ENTRIES);
        await session.set({ [STORAGE_KEY]: entries });
      }),
    clear: () => session.remove(STORAGE_KEY),
  };
}
