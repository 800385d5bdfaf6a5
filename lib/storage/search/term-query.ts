import {
  drivingWords,
  insideWords,
  leadingWords,
  type MatchTier,
  matchTier,
} from '@/lib/storage/search/search-rank';
import type { TermIndex } from './term-index';

// Which dishes a query finds, in the order version 5's index returned them: the same groups, in
// the same order, cut at the limit the same way, then the better tiers lifted by a stable sort.
// Only a name's first words formed pairs there; longer names were found through single words.

/** Words of a name that formed pairs in version 5's index. */
const PAIRED_WORDS = 8;

/** Calls `visit` with dishes in order until it returns true. */
type Group = (visit: (dish: number) => boolean) => void;

/** The dishes a query finds, best first, at most `limit`; `places`: only the dishes of these places. */
export function queryTermIndex(
  index: TermIndex,
  queryWords: string[],
  limit: number,
  places?: ReadonlySet<string>,
): number[] {
  const { x, y } = leadingWords(queryWords);
  if (y === undefined || limit < 1) return [];
  const unique = [...new Set(queryWords)];
  const phrase = queryWords.join(' ');
  const groups: Group[] = [];
  const namedAsTyped = phrase !== (x === undefined ? y : `${x} ${y}`);
  if (namedAsTyped) groups.push(namedExactly(index, queryWords));
  // A word sorts before the longer words it starts: those named by y alone come first.
  if (x === undefined) groups.push(withWords(index, () => index.wordsStartingWith(y)));
  else
    groups.push(
      withPairs(index, x, [index.wordIds.get(y)]),
      withPairs(index, x, longerWords(index, y)),
      withWords(index, () => longerWords(index, x)),
      longNamesWith(index, x),
    );
  // With three driving words the first group mixes whole-word and prefix matches: read it whole.
  const readWhole = drivingWords(queryWords).length > 2 ? (namedAsTyped ? 1 : 0) : -1;

  const found: Array<{ dish: number; tier: MatchTier }> = [];
  const visitGroups = (from: Group[], tierOf: (dish: number) => MatchTier | undefined, whole: number) => {
    const seen = new Set(found.map((entry) => entry.dish));
    for (const [i, group] of from.entries()) {
      if (found.length >= limit) break;
      group((dish) => {
        if (seen.has(dish) || !index.isLive(dish)) return false;
        if (places && !places.has(index.placeIds[index.slotOfDish(dish)] as string)) return false;
        seen.add(dish);
        const tier = tierOf(dish);
        if (tier === undefined) return false;
        found.push({ dish, tier });
        return i !== whole && found.length >= limit;
      });
    }
  };
  visitGroups(groups, tierFor(index, unique, phrase), readWhole);
  // Only a page left short looks inside words: a dish found so ranks below every dish found before.
  const inside = insideWords(unique);
  if (found.length < limit && inside.size > 0) {
    const holding = new Map([...inside].map(([word, from]) => [word, index.wordsHolding(word, from)]));
    visitGroups(
      [...holding.keys()]
        .sort((a, b) => b.length - a.length)
        .map((word) => withWords(index, () => holding.get(word) ?? [])),
      tierFor(index, unique, phrase, { holding, inside }),
      -1,
    );
  }
  return found
    .sort((a, b) => a.tier - b.tier)
    .slice(0, limit)
    .map((entry) => entry.dish);
}

/** `within`: per query word, the words it is inside (TermIndex.wordsHolding), which then match too. */
function tierFor(
  index: TermIndex,
  unique: string[],
  phrase: string,
  within?: { holding: Map<string, number[]>; inside: Map<string, number> },
) {
  // Per query word, the ids of the words it meets: most dishes a multi-word query visits lack
  // one, and are skipped by id before their words are read for the full rule.
  const meeting = unique.map(
    (query) => new Set([...index.wordsStartingWith(query), ...(within?.holding.get(query) ?? [])]),
  );
  return (dish: number): MatchTier | undefined => {
    for (const ids of meeting) if (!index.holdsAnyOf(dish, ids)) return undefined;
    return matchTier(index.nameWords(dish), unique, phrase, within?.inside);
  };
}

function longerWords(index: TermIndex, prefix: string): number[] {
  return index.wordsStartingWith(prefix).filter((id) => index.words[id] !== prefix);
}

/** Dishes named exactly as typed (a name of three words or more, or repeating one). */
function namedExactly(index: TermIndex, queryWords: string[]): Group {
  return (visit) => {
    const wanted = queryWords.map((word) => index.wordIds.get(word));
    if (!wanted.every((id) => id !== undefined)) return;
    // Named by two words or more: they follow the dishes named by the word alone in every list.
    const shortest = wanted.reduce((best, id) =>
      (index.lists[id]?.length ?? 0) < (index.lists[best]?.length ?? 0) ? id : best,
    );
    const list = index.lists[shortest] as Uint32Array;
    for (let i = index.exactCounts[shortest] ?? 0; i < list.length; i += 1) {
      const dish = list[i] as number;
      if (index.wordsIn(dish) !== wanted.length) continue;
      if (wanted.every((id, at) => index.tokenAt(dish, at) === id) && visit(dish)) return;
    }
  };
}

/**
 * Dishes holding one of the words, word by word (each list: those named by the word alone first).
 * The words are looked up only if the groups before did not fill the page.
 */
function withWords(index: TermIndex, words: () => number[]): Group {
  return (visit) => {
    for (const id of words()) {
      const list = index.lists[id] as Uint32Array;
      for (let i = 0; i < list.length; i += 1) if (visit(list[i] as number)) return;
    }
  };
}

/**
 * For each second word in turn, the dishes whose paired words hold x and it: those named by the
 * two alone ("x second") first.
 */
function withPairs(index: TermIndex, x: string, seconds: Array<number | undefined>): Group {
  return (visit) => {
    const first = index.wordIds.get(x);
    if (first === undefined) return;
    // Walk the shorter list; a dish named by one word alone holds no pair.
    const from = (id: number) => index.exactCounts[id] ?? 0;
    const rest = (id: number) => (index.lists[id] as Uint32Array).length - from(id);
    for (const second of seconds) {
      if (second === undefined || second === first) continue;
      const walked = rest(first) <= rest(second) ? first : second;
      const list = index.lists[walked] as Uint32Array;
      const namedByPair = (dish: number) =>
        index.wordsIn(dish) === 2 && index.tokenAt(dish, 0) === first && index.tokenAt(dish, 1) === second;
      for (let i = from(walked); i < list.length; i += 1) {
        const dish = list[i] as number;
        if (namedByPair(dish) && visit(dish)) return;
      }
      for (let i = from(walked); i < list.length; i += 1) {
        const dish = list[i] as number;
        if (!namedByPair(dish) && index.firstDistinctHold(dish, PAIRED_WORDS, first, second) && visit(dish))
          return;
      }
    }
  };
}

/** Dishes whose names have more distinct words than formed pairs, holding a word starting with x. */
function longNamesWith(index: TermIndex, x: string): Group {
  return (visit) => {
    for (const id of index.wordsStartingWith(x)) {
      const list = index.lists[id] as Uint32Array;
      for (let i = index.exactCounts[id] ?? 0; i < list.length; i += 1) {
        const dish = list[i] as number;
        if (index.wordsIn(dish) <= PAIRED_WORDS) continue;
        if (index.distinctWords(dish).length > PAIRED_WORDS && visit(dish)) return;
      }
    }
  };
}
