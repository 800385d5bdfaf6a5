// How a dish name matches a query and which query words lead the search (lib/storage/search/).

export const MatchTier = { ExactName: 0, WholeWords: 1, Prefix: 2, Within: 3 } as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/** Scripts of syllables or of words run together, where two letters are often a word (カツ + カレー, 김치 + 찌개). */
const UNSPACED =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * The query words also looked for inside longer words, for names that run words together ("suppe"
 * in "tomatensuppe", "cake" in "cheesecake", "そば" in "ざるそば"), each mapped to where in a word:
 * from its third letter, not "izza" in "pizza", or its second syllable ("국수" in "칼국수"). Only
 * words of four letters or more, or two in those scripts ("tea" would find "steak").
 */
export function insideWords(queryWords: string[]): Map<string, number> {
  const inside = new Map<string, number>();
  for (const query of queryWords) {
    const syllables = UNSPACED.test(query);
    if (query.length >= (syllables ? 2 : 4)) inside.set(query, syllables ? 1 : 2);
  }
  return inside;
}

/**
 * Each query word meets a word of the name of its own: in "pizza p" the "p" being typed is not met
 * by "pizza" again. Words are handed over when another query word can use no other (augmenting
 * paths): in "curry wurst", "curry" takes "curry" so that "wurst" can have "currywurst".
 */
function eachMeetsItsOwnWord(
  nameWords: string[],
  queryWords: string[],
  meets: (name: string, query: string) => boolean,
): boolean {
  const owner = nameWords.map(() => -1);
  const take = (query: number, tried: boolean[]): boolean =>
    nameWords.some((name, word) => {
      if (tried[word] || !meets(name, queryWords[query] as string)) return false;
      tried[word] = true;
      const held = owner[word] as number;
      if (held >= 0 && !take(held, tried)) return false;
      owner[word] = query;
      return true;
    });
  return queryWords.every((_, query) => take(query, []));
}

/**
 * The same for prefixes alone, the search's hot path, without the hand-over: longest first, a
 * word's prefixes can take any word it could have taken.
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

/**
 * How a dish name (its folded words) matches the query words, or undefined for no match. `inside`
 * (insideWords): those query words also match inside a word, below every other tier.
 */
export function matchTier(
  nameWords: string[],
  queryWords: string[],
  phrase: string,
  inside?: ReadonlyMap<string, number>,
): MatchTier | undefined {
  if (!eachStartsItsOwnWord(nameWords, queryWords)) {
    const startsOrHolds = (name: string, query: string) => {
      const from = inside?.get(query);
      return name.startsWith(query) || (from !== undefined && name.indexOf(query, from) >= 0);
    };
    return inside && eachMeetsItsOwnWord(nameWords, queryWords, startsOrHolds) ? MatchTier.Within : undefined;
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
  let x: string | undefined;
  for (const word of words.slice(0, -1)) if (x === undefined || word.length > x.length) x = word;
  return { x, y: words[words.length - 1] };
}
