import type { Table } from 'dexie';
import type { LocalSearchHit } from '@/lib/messages/protocol';
import { drivingWords, leadingWords, type MatchTier, matchTier } from '@/lib/storage/search/search-rank';
import { searchWords } from '@/lib/storage/search/search-text';
import {
  type DishIndexRow,
  DishIndexRowSchema,
  decodeIndexKey,
  GRADES,
  indexRowToHit,
  longTerm,
  PAIR_WORDS,
  pairTerm,
  RANGE_END,
  SEPARATOR,
} from './v5-dish-index';

// Local dish search as schema versions 3 to 5 served it: key ranges of the dish index
// (v5-dish-index.ts) read in rank order. Frozen: the parity test and the benchmark compare its
// results with today's search (lib/cache/search/), which must return the very same.

/** A key range of the index: lower bound included, upper bound excluded. */
export interface ScanRange {
  lower: string;
  upper: string;
}

const wholeTerm = (term: string): ScanRange => ({
  lower: term + SEPARATOR,
  upper: term + SEPARATOR + RANGE_END,
});
const longerTerms = (term: string): ScanRange => ({
  lower: term + SEPARATOR + RANGE_END,
  upper: term + RANGE_END,
});
const termAndLonger = (term: string): ScanRange => ({ lower: term + SEPARATOR, upper: term + RANGE_END });

/**
 * The key ranges that together hold every dish matching the query, in rank order.
 * One word x: dishes holding x (exact names first), then dishes holding a longer word starting with x.
 * Several: with y the last driving word (the one being typed) and x the longest other,
 *   - pairs (x, y): x and y whole; then pairs (x, y…): x whole, a word starting with y;
 *   - words x…: x only as the prefix of a longer word;
 *   - long names (no pair rows for their later words): any word starting with x.
 * Rows of the later ranges must still be checked against every query word (matchTier).
 */
export function searchRanges(queryWords: string[]): ScanRange[] {
  const { x, y } = leadingWords(queryWords);
  if (y === undefined) return [];
  if (x === undefined) return [wholeTerm(y), longerTerms(y)];
  const pair = pairTerm(x, y);
  return [wholeTerm(pair), longerTerms(pair), longerTerms(x), termAndLonger(longTerm(x))];
}

/**
 * Ranges holding only the dishes named exactly as the query, grade by grade, for the queries whose
 * first range of searchRanges does not list them first: a row is flagged exact only when the name
 * is its own term (one word or one pair), so a name of three words or more ("pizza quattro
 * formaggi") or one repeating a word ("mahi mahi") would rank among the whole-word matches and could
 * fall past the limit. Such a name has a row for the term of searchRanges' first range (the pair of
 * x and y, or y alone), or for y as a word of a long name, flagged not exact, keyed by the name.
 */
export function exactNameRanges(queryWords: string[]): ScanRange[] {
  const { x, y } = leadingWords(queryWords);
  const phrase = queryWords.join(' ');
  if (y === undefined || phrase === (x === undefined ? y : `${x} ${y}`)) return [];
  const long = new Set(queryWords).size > PAIR_WORDS;
  const term = long ? longTerm(y) : x === undefined ? y : pairTerm(x, y);
  return Array.from({ length: GRADES }, (_, grade) => {
    const lower = [term, 1, grade, phrase, ''].join(SEPARATOR);
    return { lower, upper: lower + RANGE_END };
  });
}

/**
 * With three driving words or more, searchRanges' first range (x and y whole) mixes dishes holding
 * the other words whole and dishes holding them only as a prefix, ordered by grade and name: it is
 * read to its end so the whole-word matches are not cut by the limit.
 */
export function firstRangeMixesTiers(queryWords: string[]): boolean {
  return drivingWords(queryWords).length > 2;
}

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
export async function searchV5DishIndex(
  table: Table<DishIndexRow, string>,
  query: string,
  limit: number,
): Promise<LocalSearchHit[]> {
  const words = searchWords(query);
  const exact = exactNameRanges(words);
  const ranges = [...exact, ...searchRanges(words)];
  if (ranges.length === 0 || limit < 1) return [];
  // Index of a range whose tiers are not in key order: read to its end, not up to the limit.
  const readToEnd = firstRangeMixesTiers(words) ? exact.length : -1;
  const unique = [...new Set(words)];
  const phrase = words.join(' ');
  const tierOf = (nameKey: string) => matchTier(nameKey.split(' '), unique, phrase);
  const found = await table.db.transaction('r', table, () =>
    collect(table, ranges, tierOf, limit, readToEnd),
  );
  // Ranges come in rank order; a stable sort only lifts the rare better match a later range held.
  return found
    .sort((a, b) => a.tier - b.tier)
    .slice(0, limit)
    .map((entry) => entry.hit);
}

async function collect(
  table: Table<DishIndexRow, string>,
  ranges: ScanRange[],
  tierOf: (nameKey: string) => MatchTier | undefined,
  limit: number,
  readToEnd: number,
): Promise<Found[]> {
  const found: Found[] = [];
  const seen = new Set<string>();
  const firstPages = ranges.map((range) => readPage(table, range, range.lower, true, limit));
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
      page = await readPage(table, range, lastKey, false, pageSize);
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

function readPage(
  table: Table<DishIndexRow, string>,
  range: ScanRange,
  lower: string,
  includeLower: boolean,
  pageSize: number,
) {
  return table
    .where(':id')
    .between(lower, range.upper, includeLower, false)
    .limit(pageSize)
    .toArray() as Promise<unknown[]>;
}
