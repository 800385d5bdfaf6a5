import { describe, expect, it } from 'vitest';
import { foldText, foldWords } from '@/service/catalog/text.ts';

describe('foldText', () => {
  it.each([
    ['Crème Brûlée', 'creme brulee'],
    ['Jalapeño', 'jalapeno'],
    ['Phở bò', 'pho bo'],
    ['Smørrebrød', 'smorrebrod'],
    ['Æblekage', 'aeblekage'],
    ['çorbası', 'corbasi'],
    ['İskender', 'iskender'],
    ['Straße', 'strasse'],
    ['Đồ uống', 'do uong'],
  ])('%s → %s', (input, folded) => {
    expect(foldText(input)).toBe(folded);
  });

  it('splits words on punctuation and spaces', () => {
    expect(foldWords("  Bucatini all'amatriciana — Beer-battered! ")).toEqual([
      'bucatini',
      'all',
      'amatriciana',
      'beer',
      'battered',
    ]);
  });
});
