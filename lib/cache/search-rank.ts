import { GRADES, longTerm, PAIR_WORDS, pairTerm, RANGE_END, SEPARATOR } from './dish-index';

export const MatchTier = { ExactName: 0, WholeWords: 1, Prefix: 2 } as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/**
 * Each query word starts a word of the name of its own: in "pizza p" the "p" being typed is not
 * met by "pizza" again. Longest first: a word's prefixes can take any word it could have taken.
 */
function eachStartsItsOwnWord(nameWords: string[], queryWords: string[]): boolean {
  const free = [...nameWords];
  for (const query of [...queryWords].sort((a, b) => b.length - a.length)) {
    const at = free.findIndex((name) => name.startsWith(query));
    if (at < 0) return false;
    free.splice(at, 1);
  }
  return true;
}

/** How a dish name (its folded words) matches the query words, or undefined for no match. */
export function matchTier(nameWords: string[], queryWords: string[], phrase: string): MatchTier | undefined {
  if (!eachStartsItsOwnWord(nameWords, queryWords)) return undefined;
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
 * Query words that narrow the key ranges: a word that is the prefix of another query word adds no
 * range (any dish matching the longer one is in its ranges); matchTier still checks it.
 */
export function drivingWords(queryWords: string[]): string[] {
  const unique = [...new Set(queryWords)];
  return unique.filter((word) => !unique.some((other) => other !== word && other.startsWith(word)));
}

/** y: the last driving word; x: the longest other one. */
function rangeWords(queryWords: string[]): { x: string | undefined; y: string | undefined } {
  const words = drivingWords(queryWords);
  const x = words
    .slice(0, -1)
    .reduce<string | undefined>(
      (best, word) => (best === undefined || word.length > best.length ? word : best),
      undefined,
    );
  return { x, y: words[words.length - 1] };
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
  const { x, y } = rangeWords(queryWords);
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
  const { x, y } = rangeWords(queryWords);
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
