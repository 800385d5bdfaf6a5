import { describe, expect, it } from 'vitest';
import { drivingWords, insideWords, MatchTier, matchTier } from '@/lib/storage/search/search-rank';

describe('ranking', () => {
  it('classifies matches', () => {
    expect(matchTier(['tom', 'yum'], ['tom', 'yum'], 'tom yum')).toBe(MatchTier.ExactName);
    expect(matchTier(['tom', 'yum', 'soup'], ['yum', 'tom'], 'yum tom')).toBe(MatchTier.WholeWords);
    expect(matchTier(['tomato', 'soup'], ['tom'], 'tom')).toBe(MatchTier.Prefix);
    expect(matchTier(['tomato', 'soup'], ['tom', 'salad'], 'tom salad')).toBeUndefined();
  });

  it('needs a word of its own for each query word: the "p" being typed after "pizza" is not "pizza"', () => {
    expect(matchTier(['pizza', 'bianca'], ['pizza', 'p'], 'pizza p')).toBeUndefined();
    expect(matchTier(['pizza', 'pepperoni'], ['pizza', 'p'], 'pizza p')).toBe(MatchTier.Prefix);
    expect(matchTier(['pepperoni', 'pizza'], ['p', 'pizza'], 'p pizza')).toBe(MatchTier.Prefix);
    expect(matchTier(['abc', 'abx', 'ay'], ['a', 'ab', 'abc'], 'a ab abc')).toBe(MatchTier.Prefix);
  });

  it('matches a word inside another only when asked, below every other tier', () => {
    const within = (name: string[], query: string[]) =>
      matchTier(name, query, query.join(' '), insideWords(query));
    expect(matchTier(['tomatensuppe'], ['suppe'], 'suppe')).toBeUndefined();
    expect(within(['tomatensuppe'], ['suppe'])).toBe(MatchTier.Within);
    expect(within(['suppen', 'tomaten'], ['suppe'])).toBe(MatchTier.Prefix);
    // Four letters at least, from a word's third letter; two in syllables, from the second.
    expect(within(['cheesecake'], ['ake'])).toBeUndefined();
    expect(within(['pizza'], ['izza'])).toBeUndefined();
    expect(within(['ざるそば'], ['そば'])).toBe(MatchTier.Within);
    expect(within(['おそば'], ['そば'])).toBe(MatchTier.Within);
    expect(within(['칼국수'], ['국수'])).toBe(MatchTier.Within);
    expect(within(['ข้าวมันไก่'], ['ไก่'])).toBe(MatchTier.Within);
    // Each query word needs a word of its own: both in one word is no match.
    expect(within(['kartoffelsuppe'], ['kartoffel', 'suppe'])).toBeUndefined();
  });

  it('hands a word over when another query word can have no other', () => {
    const within = (name: string[], query: string[]) =>
      matchTier(name, query, query.join(' '), insideWords(query));
    // "curry" would take "currywurst" first; it must take "curry" so that "wurst" has one.
    expect(within(['currywurst', 'mit', 'curry', 'ketchup'], ['curry', 'wurst'])).toBe(MatchTier.Within);
    expect(within(['ロースカツカレー', 'カレー', 'うどん'], ['カツ', 'カレー'])).toBe(MatchTier.Within);
    // And among prefixes, as before.
    expect(matchTier(['pasta', 'pesto'], ['pes', 'pasta'], 'pes pasta')).toBe(MatchTier.Prefix);
  });

  it('drops query words that prefix another query word', () => {
    expect(drivingWords(['pizza', 'piz', 'marg', 'pizza'])).toEqual(['pizza', 'marg']);
    expect(drivingWords([])).toEqual([]);
  });
});
