import { describe, expect, it } from 'vitest';
import { buildTokenEntries, decodeTokenKey, encodeTokenKey } from '../../../lib/cache/dish-index';
import { driverToken, MatchTier, matchTier, scanPlan } from '../../../lib/cache/search-rank';
import { foldText, tokenize } from '../../../lib/cache/text';
import { dish, menu } from './helpers';

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

describe('token index keys', () => {
  it('round-trip, including place ids with odd characters', () => {
    const key = {
      grade: 2,
      token: 'yum',
      nameKey: 'tom yum',
      placeId: '0x47e6:0x8d1?a=\u0001b',
      dishIndex: 14,
    };
    expect(decodeTokenKey(encodeTokenKey(key))).toEqual(key);
    expect(decodeTokenKey('garbage')).toBeUndefined();
    expect(decodeTokenKey(['x', 'tom', 'tom', 'p', '1'].join('\u0001'))).toBeUndefined();
  });

  it('has one row per distinct token of each named dish of a searchable menu', () => {
    const rows = buildTokenEntries(
      menu('p', { dishes: [dish('Gin & gin'), dish('—'), dish('Tonic water')] }),
    );
    expect(rows.map((row) => decodeTokenKey(row.key))).toEqual([
      { grade: 0, token: 'gin', nameKey: 'gin gin', placeId: 'p', dishIndex: 0 },
      { grade: 0, token: 'tonic', nameKey: 'tonic water', placeId: 'p', dishIndex: 2 },
      { grade: 0, token: 'water', nameKey: 'tonic water', placeId: 'p', dishIndex: 2 },
    ]);
    expect(buildTokenEntries(menu('p', { status: 'none' }))).toEqual([]);
    expect(buildTokenEntries(menu('p', { status: 'unavailable' }))).toEqual([]);
  });

  it('sort by grade, then token, then name', () => {
    const key = (grade: number, token: string, nameKey: string) =>
      encodeTokenKey({ grade, token, nameKey, placeId: 'p', dishIndex: 0 });
    const keys = [
      key(1, 'tomato', 'tomato'),
      key(0, 'tomatoes', 'a tomatoes'),
      key(0, 'tomato', 'tomato soup'),
    ];
    expect([...keys].sort()).toEqual([keys[2], keys[1], keys[0]]);
  });
});

describe('ranking', () => {
  it('classifies matches', () => {
    expect(matchTier(['tom', 'yum'], ['tom', 'yum'], 'tom yum')).toBe(MatchTier.ExactName);
    expect(matchTier(['tom', 'yum', 'soup'], ['yum', 'tom'], 'yum tom')).toBe(MatchTier.WholeWords);
    expect(matchTier(['tomato', 'soup'], ['tom'], 'tom')).toBe(MatchTier.Prefix);
    expect(matchTier(['tomato', 'soup'], ['tom', 'salad'], 'tom salad')).toBeUndefined();
  });

  it('plans exact names, then whole words, then prefixes, each grade by grade', () => {
    const plan = scanPlan(['tom', 'yum']);
    expect(plan.map((step) => step.tier)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
    expect(plan[0]?.lower).toBe('0\u0001tom\u0001tom yum\u0001');
    expect(plan[5]?.lower).toBe('1\u0001tom\u0001');
    expect(plan[11]).toEqual({
      tier: 2,
      grade: 3,
      lower: '3\u0001tom\u0001\uffff',
      upper: '3\u0001tom\uffff',
    });
    expect(scanPlan([])).toEqual([]);
  });

  it('drives the index lookup with the longest token', () => {
    expect(driverToken(['a', 'pizza', 'marg'])).toBe('pizza');
    expect(driverToken([])).toBeUndefined();
  });
});
