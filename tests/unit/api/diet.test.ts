import { describe, expect, it } from 'vitest';
import {
  fitsDiets,
  MAX_DIET_TAGS,
  matchableDiets,
  normaliseDietTag,
  preferenceMatcher,
  readDietTags,
} from '@/lib/api/normalise/diet';

describe('normaliseDietTag', () => {
  it.each([
    ['Gluten Free', 'gluten-free'],
    ['gluten_free', 'gluten-free'],
    ['GLUTEN-FREE', 'gluten-free'],
    ['glutenfree', 'gluten-free'],
    ['GF', 'gluten-free'],
    ['Vegetarian', 'vegetarian'],
    ['  vegan  ', 'vegan'],
    ['VG', 'vegan'],
    ['V', 'vegetarian'],
    ['Halal', 'halal'],
    ['kosher', 'kosher'],
    ['Dairy Free', 'dairy-free'],
    ['nut free', 'nut-free'],
    ['is_vegan', 'vegan'],
    ['Végétarien', 'végétarien'],
    ['plant-based / vegan', 'plant-based-vegan'],
    [{ name: 'Gluten Free' }, 'gluten-free'],
    [{ tag: 'HALAL' }, 'halal'],
    [{ label: 'Vegan' }, 'vegan'],
    [{ code: 'nut_free' }, 'nut-free'],
    ['---', null],
    ['', null],
    [42, null],
    [null, null],
    [{ id: 3 }, null],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseDietTag(raw)).toBe(expected);
  });

  it('caps a very long tag', () => {
    expect(normaliseDietTag('a'.repeat(500))?.length).toBeLessThanOrEqual(40);
  });
});

describe('readDietTags', () => {
  it.each([
    ['list of strings, deduped', ['Vegan', 'vegan', 'VEGAN', 'Gluten Free'], ['vegan', 'gluten-free']],
    ['list of objects', [{ name: 'Halal' }, { label: 'Kosher' }], ['halal', 'kosher']],
    ['comma-separated string', 'vegan, gluten free; halal', ['vegan', 'gluten-free', 'halal']],
    ['single tag object', { name: 'Vegetarian' }, ['vegetarian']],
    ['flag map keeps only true', { vegan: true, halal: false, kosher: 'yes' }, ['vegan']],
    ['mixed junk dropped', ['vegan', 7, null, {}, [], 'halal'], ['vegan', 'halal']],
    ['number', 5, []],
    ['null', null, []],
  ])('%s', (_label, raw, expected) => {
    expect(readDietTags(raw)).toEqual(expected);
  });

  it('merges several sources without duplicates', () => {
    expect(readDietTags(['vegan'], ['vegan', 'halal'])).toEqual(['vegan', 'halal']);
  });

  it('caps the number of tags', () => {
    const many = Array.from({ length: 200 }, (_, i) => `tag ${i}`);
    expect(readDietTags(many)).toHaveLength(MAX_DIET_TAGS);
  });
});

describe('preferenceMatcher', () => {
  it("answers whether a tag is one of the user's diets, whatever its case", () => {
    const isPreferred = preferenceMatcher(['Vegan', 'halal']);
    expect(['vegan', 'VEGAN', 'Halal', 'vegetarian', 'kosher'].map(isPreferred)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('matches nothing without diets', () => {
    expect(preferenceMatcher([])('vegan')).toBe(false);
  });
});

describe('fitsDiets', () => {
  const vegetarian = preferenceMatcher(['vegetarian']);

  it("is true for a dish carrying one of the user's diets", () => {
    expect(fitsDiets({ diet: ['gluten-free', 'vegetarian'] }, vegetarian)).toBe(true);
    expect(fitsDiets({ diet: ['gluten-free'] }, vegetarian)).toBe(false);
    expect(fitsDiets({ diet: [] }, vegetarian)).toBe(false);
  });

  it('counts a vegan dish for a vegetarian, as matchableDiets does, and not the other way round', () => {
    expect(matchableDiets(['vegan'])).toContain('vegetarian');
    expect(fitsDiets({ diet: ['vegan'] }, vegetarian)).toBe(true);
    expect(fitsDiets({ diet: ['vegetarian'] }, preferenceMatcher(['vegan']))).toBe(false);
  });

  it('is false for every dish when the user has no diets', () => {
    expect(fitsDiets({ diet: ['vegan', 'halal'] }, preferenceMatcher([]))).toBe(false);
  });
});
