import { describe, expect, it } from 'vitest';
import { longTerm, pairTerm } from '@/lib/storage/menus/legacy/v5-dish-index';
import { searchRanges } from '@/lib/storage/menus/legacy/v5-local-search';

describe('ranking (key ranges of version 5)', () => {
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
