import { describe, expect, it } from 'vitest';
import { drivingWords, MatchTier, matchTier } from '@/lib/storage/search/search-rank';

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
    expect(matchTier(['tomatensuppe'], ['suppe'], 'suppe')).toBeUndefined();
    expect(matchTier(['tomatensuppe'], ['suppe'], 'suppe', true)).toBe(MatchTier.Within);
    expect(matchTier(['suppen', 'tomaten'], ['suppe'], 'suppe', true)).toBe(MatchTier.Prefix);
    // Four letters at least (two in scripts without spaces), after two letters at least.
    expect(matchTier(['cheesecake'], ['ake'], 'ake', true)).toBeUndefined();
    expect(matchTier(['pizza'], ['izza'], 'izza', true)).toBeUndefined();
    expect(matchTier(['ざるそば'], ['そば'], 'そば', true)).toBe(MatchTier.Within);
    // Both query words in one word: each needs its own.
    expect(matchTier(['kartoffelsuppe'], ['kartoffel', 'suppe'], 'kartoffel suppe', true)).toBeUndefined();
  });

  it('drops query words that prefix another query word', () => {
    expect(drivingWords(['pizza', 'piz', 'marg', 'pizza'])).toEqual(['pizza', 'marg']);
    expect(drivingWords([])).toEqual([]);
  });
});
