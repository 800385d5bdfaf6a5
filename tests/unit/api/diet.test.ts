import { describe, expect, it } from 'vitest';
import { MAX_DIET_TAGS, normaliseDietTag, readDietTags } from '@/lib/api/normalise/diet';

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
