// How a dish name matches a query and which query words lead the search (lib/storage/search/).

export const MatchTier = { ExactName: 0, WholeWords: 1, Prefix: 2, Within: 3 } as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/** Scripts whose two letters often make a word that runs into others without a space (カツ + カレー, 김치 + 찌개). */
const UNSPACED =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Whether a query word is also looked for inside longer words, for names that run words together:
 * "suppe" in "tomatensuppe", "cake" in "cheesecake", "そば" in "ざるそば". Shorter ones would find
 * too much ("tea" in "steak").
 */
export function findsWithin(query: string): boolean {
  return query.length >= (UNSPACED.test(query) ? 2 : 4);
}

/** Whether a name's word holds a query word findsWithin accepts, after two letters: not "izza" in "pizza". */
export function holdsWithin(name: string, query: string): boolean {
  return name.indexOf(query, 2) >= 0;
}

const starts = (name: string, query: string) => name.startsWith(query);
const startsOrHolds = (name: string, query: string) =>
  name.startsWith(query) || (findsWithin(query) && holdsWithin(name, query));

/**
 * Each query word meets a word of the name of its own: in "pizza p" the "p" being typed is not
 * met by "pizza" again. Longest first: a word's prefixes can take any word it could have taken.
 */
function eachMeetsItsOwnWord(
  nameWords: string[],
  queryWords: string[],
  meets: (name: string, query: string) => boolean,
): boolean {
  const free = [...nameWords];
  for (const query of [...queryWords].sort((a, b) => b.length - a.length)) {
    const at = free.findIndex((name) => meets(name, query));
    if (at < 0) return false;
    free.splice(at, 1);
  }
  return true;
}

/**
 * How a dish name (its folded words) matches the query words, or undefined for no match. `within`:
 * a query word inside a word (holdsWithin) matches too, below every other tier.
 */
export function matchTier(
  nameWords: string[],
  queryWords: string[],
  phrase: string,
  within = false,
): MatchTier | undefined {
  if (!eachMeetsItsOwnWord(nameWords, queryWords, starts)) {
    return within && eachMeetsItsOwnWord(nameWords, queryWords, startsOrHolds) ? MatchTier.Within : undefined;
  }
  if (nameWords.join(' ') === phrase) return MatchTier.ExactName;
  if (queryWords.every((query) => nameWords.includes(query))) return MatchTier.WholeWords;
  return MatchTier.Prefix;
}

/**
 * Query words that narrow the search: a word that is the prefix of another query word adds
 * nothing (any dish matching the longer one is found through it); matchTier still checks it.
 */
export function drivingWords(queryWords: string[]): string[] {
  const unique = [...new Set(queryWords)];
  return unique.filter((word) => !unique.some((other) => other !== word && other.startsWith(word)));
}

/**
 * The words a search is led by, which set the order results come in: y, the last driving word
 * (the one being typed), and x, the longest other one (the first of equal length).
 */
export function leadingWords(queryWords: string[]): { x: string | undefined; y: string | undefined } {
  const words = drivingWords(queryWords);
  const x = words
    .slice(0, -1)
    .reduce<string | undefined>(
      (best, word) => (best === undefined || word.length > best.length ? word : best),
      undefined,
    );
  return { x, y: words[words.length - 1] };
}
