import type { LocalSearchHit } from '@/lib/messages/protocol';
import type { MenuDb } from './db';
import { DishIndexRowSchema, decodeIndexKey, indexRowToHit, SEPARATOR } from './dish-index';
import {
  exactNameRanges,
  firstRangeMixesTiers,
  type MatchTier,
  matchTier,
  type ScanRange,
  searchRanges,
} from './search-rank';
import { searchWords } from './search-text';

const MAX_PAGE = 2048;

interface Found {
  tier: MatchTier;
  hit: LocalSearchHit;
  dishIndex: number;
}

/**
 * Local dish search. Reads the ranges of the index in rank order (search-rank.ts): the exact-name
 * ranges a long or repetitive query needs, then the others, the first page of each at once, and
 * stops as soon as it holds `limit` matching dishes (a range whose tiers are mixed is read whole).
 * Index rows carry the hit fields, so nothing else is read.
 */
export async function searchDishes(db: MenuDb, query: string, limit: number): Promise<LocalSearchHit[]> {
  const words = searchWords(query);
  const exact = exactNameRanges(words);
  const ranges = [...exact, ...searchRanges(words)];
  if (ranges.length === 0 || limit < 1) return [];
  // Index of a range whose tiers are not in key order: read to its end, not up to the limit.
  const readToEnd = firstRangeMixesTiers(words) ? exact.length : -1;
  const unique = [...new Set(words)];
  const phrase = words.join(' ');
  const tierOf = (nameKey: string) => matchTier(nameKey.split(' '), unique, phrase);
  const found = await db.transaction('r', db.dishIndex, () => collect(db, ranges, tierOf, limit, readToEnd));
  // Ranges come in rank order; a stable sort only lifts the rare better match a later range held.
  return found
    .sort((a, b) => a.tier - b.tier)
    .slice(0, limit)
    .map((entry) => entry.hit);
}

async function collect(
  db: MenuDb,
  ranges: ScanRange[],
  tierOf: (nameKey: string) => MatchTier | undefined,
  limit: number,
  readToEnd: number,
): Promise<Found[]> {
  const found: Found[] = [];
  const seen = new Set<string>();
  const firstPages = ranges.map((range) => readPage(db, range, range.lower, true, limit));
  // Marked handled: a failure surfaces through the await below or the transaction, not as unhandled.
  for (const page of firstPages) page.catch(() => undefined);
  for (const [i, range] of ranges.entries()) {
    if (found.length >= limit) break;
    const enough = () => i !== readToEnd && found.length >= limit;
    let pageSize = limit;
    let page = await (firstPages[i] as Promise<unknown[]>);
    for (;;) {
      let lastKey: string | undefined;
      for (const raw of page) {
        lastKey = (raw as { k?: unknown }).k as string | undefined;
        const entry = typeof lastKey === 'string' ? toFound(raw, lastKey, tierOf) : undefined;
        if (!entry) continue;
        const dishId = `${entry.hit.placeId}${SEPARATOR}${entry.dishIndex}`;
        if (seen.has(dishId)) continue;
        seen.add(dishId);
        found.push(entry);
        if (enough()) break;
      }
      if (enough() || page.length < pageSize || typeof lastKey !== 'string') break;
      pageSize = Math.min(pageSize * 4, MAX_PAGE);
      page = await readPage(db, range, lastKey, false, pageSize);
    }
  }
  // Settle prefetched pages that were never awaited, so no request outlives the transaction unseen.
  await Promise.all(firstPages);
  return found;
}

function toFound(
  raw: unknown,
  key: string,
  tierOf: (nameKey: string) => MatchTier | undefined,
): Found | undefined {
  const decoded = decodeIndexKey(key);
  const tier = decoded && tierOf(decoded.nameKey);
  if (!decoded || tier === undefined) return undefined;
  // Validated only once it matches: most rows a multi-word search reads are skipped above.
  const row = DishIndexRowSchema.safeParse(raw);
  return row.success
    ? { tier, hit: indexRowToHit(row.data, decoded), dishIndex: decoded.dishIndex }
    : undefined;
}

function readPage(db: MenuDb, range: ScanRange, lower: string, includeLower: boolean, pageSize: number) {
  return db.dishIndex
    .where(':id')
    .between(lower, range.upper, includeLower, false)
    .limit(pageSize)
    .toArray() as Promise<unknown[]>;
}
