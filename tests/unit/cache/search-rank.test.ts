import { describe, expect, it } from 'vitest';
import { longTerm, pairTerm } from '@/lib/cache/dish-index';
import { drivingWords, MatchTier, matchTier, searchRanges } from '@/lib/cache/search-rank';

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

  it('drops query words that prefix another query word', () => {
    expect(drivingWords(['pizza', 'piz', 'marg', 'pizza'])).toEqual(['pizza', 'marg']);
    expect(drivingWords([])).toEqual([]);
  });

  it('reads one word: that word whole, then longer words', () => {
    expect(searchRanges(['tom'])).toEqual([
      { lower: 'tom\u0001', upper: 'tom\u0001\uffff' },
      { lower: 'tom\u0001\uffff', upper: 'tom\uffff' },
    ]);
    expect(searchRanges(['to', 'tom'])).toEqual(searchRanges(['tom']));
    expect(searchRanges([])).toEqual([]);
  });

  it('reads several words through the pair of the longest word and the last one', () => {
    const pair = pairTerm('pizza', 'mar');
    expect(searchRanges(['a', 'pizza', 'mar'])).toEqual([
      { lower: `${pair}\u0001`, upper: `${pair}\u0001\uffff` },
      { lower: `${pair}\u0001\uffff`, upper: `${pair}\uffff` },
      { lower: 'pizza\u0001\uffff', upper: 'pizza\uffff' },
      { lower: `${longTerm('pizza')}\u0001`, upper: `${longTerm('pizza')}\uffff` },
    ]);
  });
});
