import { describe, expect, it } from 'vitest';
import { foldText, tokenize } from '@/lib/cache/search-text';

describe('text folding', () => {
  it('strips accents, lower-cases and folds ligatures', () => {
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
    expect(foldText('ŒUF À LA NEIGE')).toBe('oeuf a la neige');
    expect(foldText('ﬁlet')).toBe('filet');
  });

  it('folds ASCII text as the whole folding would (lower-casing is all it does there)', () => {
    // With an "é" after it, the text takes the whole way (normalisation, marks, letters).
    for (let code = 0; code < 128; code += 1) {
      const text = `Ab${String.fromCharCode(code)}Z`;
      expect(`${foldText(text)}e`).toBe(foldText(`${text}é`));
    }
  });

  it('splits on anything but letters and digits, keeping non-Latin scripts', () => {
    expect(tokenize('Pad-Thai (2 pers.)')).toEqual(['pad', 'thai', '2', 'pers']);
    expect(tokenize('  ')).toEqual([]);
    expect(tokenize('ラーメン 大盛り')).toEqual(['ラーメン', '大盛り']);
  });
});
