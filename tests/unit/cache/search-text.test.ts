import { describe, expect, it } from 'vitest';
import { foldText, tokenize } from '@/lib/cache/search-text';

describe('text folding', () => {
  it('strips accents, lower-cases and folds ligatures', () => {
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
    expect(foldText('ŒUF À LA NEIGE')).toBe('oeuf a la neige');
    expect(foldText('ﬁlet')).toBe('filet');
  });

  it('splits on anything but letters and digits, keeping non-Latin scripts', () => {
    expect(tokenize('Pad-Thai (2 pers.)')).toEqual(['pad', 'thai', '2', 'pers']);
    expect(tokenize('  ')).toEqual([]);
    expect(tokenize('ラーメン 大盛り')).toEqual(['ラーメン', '大盛り']);
  });
});
