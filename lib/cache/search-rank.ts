import { longTerm, pairTerm, RANGE_END, SEPARATOR } from './dish-index';

export const MatchTier = { ExactName: 0, WholeWords: 1, Prefix: 2 } as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/** How a dish name (its folded words) matches the query words, or undefined for no match. */
export function matchTier(nameWords: string[], queryWords: string[], phrase: string): MatchTier | undefined {
  if (!queryWords.every((query) => nameWords.some((name) => name.startsWith(query)))) return undefined;
  if (nameWords.join(' ') === phrase) return MatchTier.ExactName;
  if (queryWords.every((query) => nameWords.includes(query))) return MatchTier.WholeWords;
  return MatchTier.Prefix;
}

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
 * Query words that narrow the search: a word that is the prefix of another query word adds nothing
 * (any dish matching the longer one matches it too).
 */
export function drivingWords(queryWords: string[]): string[] {
  const unique = [...new Set(queryWords)];
  return unique.filter((word) => !unique.some((other) => other !== word && other.startsWith(word)));
}

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
  const words = drivingWords(queryWords);
  const y = words[words.length - 1];
  if (y === undefined) return [];
  const x = words
    .slice(0, -1)
    .reduce<string | undefined>(
      (best, word) => (best === undefined || word.length > best.length ? word : best),
      undefined,
    );
  if (x === undefined) return [wholeTerm(y), longerTerms(y)];
  const pair = pairTerm(x, y);
  return [wholeTerm(pair), longerTerms(pair), longerTerms(x), termAndLonger(longTerm(x))];
}
