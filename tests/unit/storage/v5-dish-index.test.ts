import { describe, expect, it } from 'vitest';
import {
  buildIndexRows,
  decodeIndexKey,
  encodeIndexKey,
  longTerm,
  PAIR_WORDS,
  pairTerm,
} from '@/testing/legacy-index/v5-dish-index';
import { dish, menu } from './helpers';

describe('dish index rows', () => {
  it('keys round-trip, including place ids with odd characters', () => {
    const key = {
      term: pairTerm('tom', 'yum'),
      exact: true,
      grade: 2,
      nameKey: 'tom yum',
      placeId: '0x47e6:0x8d1?a=\u0001b',
      dishIndex: 14,
    };
    expect(decodeIndexKey(encodeIndexKey(key))).toEqual(key);
    expect(decodeIndexKey('garbage')).toBeUndefined();
    expect(decodeIndexKey(['tom', '0', '7', 'tom', 'p', '1'].join('\u0001'))).toBeUndefined();
    expect(decodeIndexKey(['tom', '0', '1', 'tom', 'p', '1x'].join('\u0001'))).toBeUndefined();
  });

  it('has one row per distinct word and per ordered pair of distinct words, each with the hit fields', () => {
    const price = { amount: 4, currency: 'EUR', text: null };
    const rows = buildIndexRows(
      menu('p', { dishes: [dish('Gin & gin'), dish('—'), dish('Tonic water', { price, diet: ['vegan'] })] }),
    );
    expect(rows.map((row) => decodeIndexKey(row.k))).toEqual([
      { term: 'gin', exact: false, grade: 0, nameKey: 'gin gin', placeId: 'p', dishIndex: 0 },
      { term: 'tonic', exact: false, grade: 0, nameKey: 'tonic water', placeId: 'p', dishIndex: 2 },
      { term: 'water', exact: false, grade: 0, nameKey: 'tonic water', placeId: 'p', dishIndex: 2 },
      {
        term: pairTerm('tonic', 'water'),
        exact: true,
        grade: 0,
        nameKey: 'tonic water',
        placeId: 'p',
        dishIndex: 2,
      },
      {
        term: pairTerm('water', 'tonic'),
        exact: false,
        grade: 0,
        nameKey: 'tonic water',
        placeId: 'p',
        dishIndex: 2,
      },
    ]);
    expect(rows[4]?.h).toEqual(['Tonic water', 'Restaurant p', price, Date.UTC(2026, 0, 1), null, ['vegan']]);
    expect(buildIndexRows(menu('p', { status: 'none' }))).toEqual([]);
    expect(buildIndexRows(menu('p', { status: 'unavailable' }))).toEqual([]);
  });

  it('pairs only the first words of a long name, and lists every word of it apart', () => {
    const words = Array.from({ length: PAIR_WORDS + 2 }, (_, i) => `w${i}`);
    const terms = buildIndexRows(menu('p', { dishes: [dish(words.join(' '))] })).map(
      (row) => decodeIndexKey(row.k)?.term,
    );
    expect(terms.filter((term) => term?.startsWith('\u0002'))).toHaveLength(PAIR_WORDS * (PAIR_WORDS - 1));
    expect(terms).toContain(longTerm('w9'));
    expect(terms).not.toContain(pairTerm('w0', 'w9'));
  });

  it('sort by term, then exact names, then grade, then name', () => {
    const key = (term: string, exact: boolean, grade: number, nameKey: string) =>
      encodeIndexKey({ term, exact, grade, nameKey, placeId: 'p', dishIndex: 0 });
    const keys = [
      key('tomatoes', true, 0, 'tomatoes'),
      key('tomato', false, 1, 'tomato bread'),
      key('tomato', false, 0, 'tomato soup'),
      key('tomato', true, 3, 'tomato'),
    ];
    expect([...keys].sort()).toEqual([keys[3], keys[2], keys[1], keys[0]]);
  });
});
