import { describe, expect, it } from 'vitest';
import type { Dish } from '@/lib/api/model';
import { MenuSchema } from '@/lib/api/model';
import { menuFromJson } from '@/lib/api/normalise/body';
import { MAX_DISHES } from '@/lib/api/normalise/items';

function dishes(body: unknown): Dish[] {
  const parsed = menuFromJson('place-1', body);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  MenuSchema.parse(parsed.value);
  return parsed.value.dishes;
}

const brief = (list: Dish[]) =>
  list.map((d) => [d.name, d.section, d.price?.amount ?? null, d.price?.currency ?? null]);

describe('items shapes', () => {
  it.each([
    [
      'array of strings',
      { items: ['Soup', 'Bread'] },
      [
        ['Soup', null, null, null],
        ['Bread', null, null, null],
      ],
    ],
    [
      'objects with name / title / dish',
      {
        items: [
          { name: 'Soup', price: 4 },
          { title: 'Salad', cost: '5' },
          { dish: 'Stew', prices: '€6' },
        ],
      },
      [
        ['Soup', null, 4, null],
        ['Salad', null, 5, null],
        ['Stew', null, 6, 'EUR'],
      ],
    ],
    [
      'dish-level section / category / course',
      {
        items: [
          { name: 'A', section: 'Starters' },
          { name: 'B', category: 'Mains' },
          { name: 'C', course: 'Dessert' },
        ],
      },
      [
        ['A', 'Starters', null, null],
        ['B', 'Mains', null, null],
        ['C', 'Dessert', null, null],
      ],
    ],
    [
      'array of sections (section/name/title/category + items/dishes)',
      {
        items: [
          { section: 'Starters', items: ['Soup'] },
          { name: 'Mains', dishes: [{ name: 'Stew' }] },
          { title: 'Sides', items: ['Fries'] },
          { category: 'Drinks', dishes: ['Tea'] },
        ],
      },
      [
        ['Soup', 'Starters', null, null],
        ['Stew', 'Mains', null, null],
        ['Fries', 'Sides', null, null],
        ['Tea', 'Drinks', null, null],
      ],
    ],
    [
      'object map of sections',
      { items: { Starters: ['Soup'], Mains: [{ name: 'Stew', price: 12 }] } },
      [
        ['Soup', 'Starters', null, null],
        ['Stew', 'Mains', 12, null],
      ],
    ],
    [
      'map of sections holding dish name → price maps',
      { items: { Mains: { Pizza: 9, Pasta: '€11' } }, prices: { currency: 'EUR' } },
      [
        ['Pizza', 'Mains', 9, 'EUR'],
        ['Pasta', 'Mains', 11, 'EUR'],
      ],
    ],
    [
      'map of dish name → dish object without a name',
      { items: { 'Fish Soup': { price: '7.50', description: 'daily' } } },
      [['Fish Soup', null, 7.5, null]],
    ],
    [
      'a dish item own section beats the group',
      { items: [{ section: 'Mains', items: [{ name: 'X', section: 'Specials' }] }] },
      [['X', 'Specials', null, null]],
    ],
    [
      'nested sections',
      { items: [{ section: 'Food', items: [{ section: 'Hot', items: ['Soup'] }] }] },
      [['Soup', 'Hot', null, null]],
    ],
    [
      'string as items: one dish per line',
      { items: 'Soup\nSalad\r\n\n' },
      [
        ['Soup', null, null, null],
        ['Salad', null, null, null],
      ],
    ],
    [
      'single dish object as items',
      { items: { name: 'Only dish', price: 3 } },
      [['Only dish', null, 3, null]],
    ],
    [
      'number as name is stringified',
      { items: [{ name: 42 }, 7] },
      [
        ['42', null, null, null],
        ['7', null, null, null],
      ],
    ],
    [
      'nameless entries are dropped, not fatal',
      { items: [{ description: 'no name' }, null, true, [], {}, { name: '' }, { name: '  ' }, 'Kept'] },
      [['Kept', null, null, null]],
    ],
    [
      'a list serialised as an object with index keys',
      { items: { 0: 'Soup', 1: { name: 'Stew', price: 'cheap' }, 2: { name: 42 } } },
      [
        ['Soup', null, null, null],
        ['Stew', null, null, null],
        ['42', null, null, null],
      ],
    ],
    ['number as items', { items: 12 }, []],
    ['boolean as items', { items: true }, []],
    ['null items', { items: null }, []],
    ['dishes alias', { dishes: ['Soup'] }, [['Soup', null, null, null]]],
  ])('%s', (_label, body, expected) => {
    expect(brief(dishes(body))).toEqual(expected);
  });

  it('reads description, desc and dish-level diet tags from every alias', () => {
    const list = dishes({
      items: [
        { name: 'A', description: 'first', diet_tags: ['Vegan'] },
        { name: 'B', desc: 'second', dietary: 'Gluten Free, halal' },
        { name: 'C', diet: [{ name: 'Kosher' }] },
        { name: 'D', tags: ['VEGETARIAN', 'vegetarian'] },
        { name: 'E', vegan: true, gluten_free: true, halal: false },
      ],
    });
    expect(list.map((d) => [d.description, d.diet])).toEqual([
      ['first', ['vegan']],
      ['second', ['gluten-free', 'halal']],
      [null, ['kosher']],
      [null, ['vegetarian']],
      [null, ['vegan', 'gluten-free']],
    ]);
  });

  it('caps dish names at 300 and descriptions at 1000 characters', () => {
    const [dish] = dishes({ items: [{ name: 'n'.repeat(1000), description: 'd'.repeat(5000) }] });
    expect(dish?.name).toHaveLength(300);
    expect(dish?.description).toHaveLength(1000);
  });

  it(`keeps at most ${MAX_DISHES} dishes`, () => {
    const items = Array.from({ length: MAX_DISHES + 500 }, (_, i) => `Dish ${i}`);
    const list = dishes({ items });
    expect(list).toHaveLength(MAX_DISHES);
    expect(list.at(-1)?.name).toBe(`Dish ${MAX_DISHES - 1}`);
  });

  it('survives deeply nested sections without recursing forever', () => {
    let nested: unknown = ['Deep'];
    for (let i = 0; i < 5000; i++) nested = [{ section: `S${i}`, items: nested }];
    expect(dishes({ items: nested })).toEqual([]);
  });
});

describe('menu-level prices', () => {
  it.each([
    [
      'default currency object',
      {
        items: [
          { name: 'A', price: 12.5 },
          { name: 'B', price: '$3' },
        ],
        prices: { currency: 'EUR' },
      },
      [
        ['A', null, 12.5, 'EUR'],
        ['B', null, 3, 'USD'],
      ],
    ],
    [
      'top-level currency field',
      { items: [{ name: 'A', price: '4,20' }], currency: 'chf' },
      [['A', null, 4.2, 'CHF']],
    ],
    [
      'map dish name → price, case-insensitive',
      { items: ['Soup', 'Bread'], prices: { currency: 'GBP', soup: '4.50', Bread: 2 } },
      [
        ['Soup', null, 4.5, 'GBP'],
        ['Bread', null, 2, 'GBP'],
      ],
    ],
    [
      'array parallel to the items (positions count dropped entries)',
      { items: ['Soup', {}, 'Bread'], prices: ['€4', '€99', '€2'] },
      [
        ['Soup', null, 4, 'EUR'],
        ['Bread', null, 2, 'EUR'],
      ],
    ],
    [
      'array of {name, price}',
      {
        items: ['Soup', 'Bread'],
        prices: [
          { name: 'Bread', price: '£2' },
          { dish: 'Soup', price: { amount: 5, currency: 'GBP' } },
        ],
      },
      [
        ['Soup', null, 5, 'GBP'],
        ['Bread', null, 2, 'GBP'],
      ],
    ],
    [
      'array of price objects naming their dish',
      { items: ['Tea'], prices: [{ name: 'Tea', amount: 3, currency: 'EUR' }] },
      [['Tea', null, 3, 'EUR']],
    ],
    [
      'currency code as a string',
      { items: [{ name: 'A', price: 9 }], prices: 'JPY' },
      [['A', null, 9, 'JPY']],
    ],
    [
      'currency symbol as a string',
      { items: [{ name: 'A', price: 9 }], prices: '€' },
      [['A', null, 9, 'EUR']],
    ],
    ['a number is ignored', { items: [{ name: 'A', price: 9 }], prices: 25 }, [['A', null, 9, null]]],
    [
      'dish price beats the table',
      { items: [{ name: 'A', price: 1 }], prices: { A: 100 } },
      [['A', null, 1, null]],
    ],
    [
      'dish-level currency field',
      { items: [{ name: 'A', price: 9, currency: 'USD' }], prices: { currency: 'EUR' } },
      [['A', null, 9, 'USD']],
    ],
    [
      'nested items map inside prices',
      { items: ['Tea'], prices: { currency: 'EUR', items: { Tea: '2,80' } } },
      [['Tea', null, 2.8, 'EUR']],
    ],
  ])('%s', (_label, body, expected) => {
    expect(brief(dishes(body))).toEqual(expected);
  });
});
