import { type SearchResult, SearchResultSchema } from '@/lib/api/model';
import { withinWindow } from '@/lib/clock';
import { parseOr, z } from '@/lib/zod';
import type { StorageAreaLike } from '../areas/stored-entry';
import { createKeyedLock } from '../memory/keyed-lock';
import { SEARCH_ANSWERS_MAX_BYTES, SEARCH_ANSWERS_TTL_MS } from './guard-timings';

// Remote search answers kept a few minutes in storage.session, bounded by size, with the scope
// (service and key) they were asked in, so repeating a query does not bill again; never in the menu
// database. Stored as one JSON text: the browser copies an object value by value, many times slower
// (BENCHMARKS.md).

export const SEARCH_ANSWERS_STORAGE_KEY = 'remoteSearchAnswers';
const EntriesSchema = z.array(
  z.object({ scope: z.string(), query: z.string(), at: z.number(), result: SearchResultSchema }),
);
type Entries = z.infer<typeof EntriesSchema>;

/** Trimmed, lower-cased, inner white space collapsed. */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ');
}

const encoder = new TextEncoder();
const bytesOf = (entry: Entries[number]) => encoder.encode(JSON.stringify(entry)).length;

/** The newest entries whose JSON fits in SEARCH_ANSWERS_MAX_BYTES together (an answer larger alone: none). */
function newestWithin(entries: Entries): Entries {
  const kept: Entries = [];
  // The array's brackets and commas: one byte an entry, and one.
  let bytes = 1;
  for (const entry of [...entries].reverse()) {
    const size = bytesOf(entry) + 1;
    if (bytes + size > SEARCH_ANSWERS_MAX_BYTES) {
      // One that could never fit is skipped; otherwise the older ones go.
      if (1 + size > SEARCH_ANSWERS_MAX_BYTES) continue;
      break;
    }
    bytes += size;
    kept.unshift(entry);
  }
  return kept;
}

/** The stored JSON text parsed (storage.session is emptied on an update: no older form is stored). */
function fromStored(stored: unknown): unknown {
  try {
    return JSON.parse(String(stored));
  } catch {
    return undefined;
  }
}

export function createRemoteSearchAnswers(session: StorageAreaLike, now: () => number) {
  const withLock = createKeyedLock();

  async function live(): Promise<Entries> {
    const stored = (await session.get(SEARCH_ANSWERS_STORAGE_KEY))[SEARCH_ANSWERS_STORAGE_KEY];
    const time = now();
    return parseOr(EntriesSchema, fromStored(stored), []).filter((entry) =>
      withinWindow(entry.at, time, SEARCH_ANSWERS_TTL_MS),
    );
  }

  return {
    async get(scope: string, query: string): Promise<SearchResult | null> {
      const key = normaliseQuery(query);
      return (await live()).find((entry) => entry.scope === scope && entry.query === key)?.result ?? null;
    },
    put: (scope: string, query: string, result: SearchResult): Promise<void> =>
      withLock(SEARCH_ANSWERS_STORAGE_KEY, async () => {
        const key = normaliseQuery(query);
        const kept = (await live()).filter((entry) => entry.scope !== scope || entry.query !== key);
        const entries = newestWithin([...kept, { scope, query: key, at: now(), result }]);
        await session.set({ [SEARCH_ANSWERS_STORAGE_KEY]: JSON.stringify(entries) });
      }),
  };
}
