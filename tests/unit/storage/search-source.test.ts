import { describe, expect, it } from 'vitest';
import { makeMenuRow } from '@/lib/storage/menus/rows';
import { plainSearchSource, readSearchSource, SearchSourceSchema } from '@/lib/storage/search/search-source';
import { dish, menu } from './helpers';

// The rebuild's plain check of a stored menu row must never let through what the schema refuses:
// a damaged row gets no search row. Each field on the rebuild's path is damaged in turn.

const row = () =>
  makeMenuRow(
    menu('p1', {
      dishes: [
        dish('Pho bo', {
          price: { amount: 9.5, currency: 'EUR', text: null },
          section: 'Soups',
          diet: ['gf'],
        }),
        dish('Bun cha'),
      ],
    }),
    1,
  ) as unknown as Record<string, unknown>;

const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  0,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  [],
  {},
  [1],
];

/** Every way of damaging one field on the path: each bad value set at each path, or the field removed. */
function damagedRows(): Array<[string, unknown]> {
  const paths = [
    [],
    ['placeId'],
    ['menu'],
    ['menu', 'placeId'],
    ['menu', 'name'],
    ['menu', 'status'],
    ['menu', 'verifiedAt'],
    ['menu', 'dishes'],
    ['menu', 'dishes', 1],
    ['menu', 'dishes', 0, 'name'],
    ['menu', 'dishes', 0, 'price'],
    ['menu', 'dishes', 0, 'price', 'amount'],
    ['menu', 'dishes', 0, 'price', 'currency'],
    ['menu', 'dishes', 0, 'price', 'text'],
    ['menu', 'dishes', 0, 'section'],
    ['menu', 'dishes', 0, 'diet'],
    ['menu', 'dishes', 0, 'diet', 0],
  ] as const;
  const damaged: Array<[string, unknown]> = [];
  for (const path of paths) {
    for (const value of [...BAD_VALUES, 'remove']) {
      if (path.length === 0) {
        damaged.push([`row = ${String(value)}`, value]);
        continue;
      }
      const copy = structuredClone(row());
      let at: Record<string | number, unknown> = copy;
      for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
      const last = path[path.length - 1] as string | number;
      if (value === 'remove') delete at[last];
      else at[last] = value;
      damaged.push([`${path.join('.')} = ${String(value)}`, copy]);
    }
  }
  // A hole in a list is no string, nor a dish.
  const holed = structuredClone(row()) as { menu: { dishes: unknown[] } };
  holed.menu.dishes.length = 3;
  damaged.push(['a hole among the dishes', holed]);
  return damaged;
}

describe('search-source', () => {
  it('passes a sound row by the plain check, as the schema would', () => {
    expect(plainSearchSource(row())).toBeDefined();
    expect(SearchSourceSchema.safeParse(row()).success).toBe(true);
    expect(readSearchSource(row())?.dishes.map((d) => d.name)).toEqual(['Pho bo', 'Bun cha']);
  });

  it('lets through by the plain check no damaged row the schema refuses', () => {
    const cases = damagedRows();
    let refused = 0;
    for (const [label, raw] of cases) {
      const schema = SearchSourceSchema.safeParse(raw).success;
      if (!schema) refused += 1;
      if (plainSearchSource(raw)) expect(schema, label).toBe(true);
      // What the rebuild reads: nothing of a row the schema refuses (the menu's own place id aside).
      if (!schema) expect(readSearchSource(raw), label).toBeUndefined();
    }
    // The damage is real: most of these rows are refused.
    expect(refused).toBeGreaterThan(cases.length / 2);
  });

  it("refuses a row whose menu is another place's", () => {
    const raw = row();
    (raw.menu as { placeId: string }).placeId = 'p2';
    expect(plainSearchSource(raw)).toBeUndefined();
    expect(readSearchSource(raw)).toBeUndefined();
  });
});
