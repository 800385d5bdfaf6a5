import { describe, expect, it } from 'vitest';
import { priceSummary, shapeMenu, shapeSearch } from '@/mcp/menu-shape.ts';
import type { ItemView, MenuView, SearchHitOutput } from '@/mcp/tool-schemas.ts';

const item = (name: string, price: ItemView['price'], description: string | null = `${name}, described`) => ({
  name,
  section: 'Mains',
  price,
  diet_tags: [],
  description,
});
const euros = (amount: number) => ({ amount, currency: 'EUR', text: null });

function menu(items: ItemView[]): MenuView {
  return {
    place_id: 'ChIJ-test',
    name: 'Test',
    menu_status: 'verified',
    reason: null,
    items,
    diet_tags: [],
    source_url: 'https://menu.example/',
    verified_at: '2026-11-01T00:00:00.000Z',
  };
}

describe('priceSummary', () => {
  it('gives the currency and the cheapest and dearest dish', () => {
    expect(priceSummary([item('a', euros(12)), item('b', euros(4.5)), item('c', null)])).toEqual({
      currency: 'EUR',
      min: 4.5,
      max: 12,
    });
  });

  it('is null when no dish has a price', () => {
    expect(priceSummary([item('a', null)])).toBeNull();
    expect(priceSummary([])).toBeNull();
  });

  it('keeps the currency of labels that carry no amount', () => {
    const label = { amount: null, currency: 'EUR', text: '6,50 €' };
    expect(priceSummary([item('a', label)])).toEqual({ currency: 'EUR', min: null, max: null });
  });

  it('gives no range across currencies', () => {
    const yen = { amount: 1200, currency: 'JPY', text: null };
    expect(priceSummary([item('a', euros(12)), item('b', yen)])).toEqual({
      currency: null,
      min: null,
      max: null,
    });
  });
});

describe('shapeMenu', () => {
  const long = menu(Array.from({ length: 620 }, (_, index) => item(`Dish ${index}`, euros(index + 1))));

  it('concise: at most 100 dishes, without descriptions; the range and total cover the whole menu', () => {
    const shaped = shapeMenu(long, 'concise');
    expect(shaped.items).toHaveLength(100);
    expect(shaped.items[0]).toEqual({ name: 'Dish 0', section: 'Mains', price: euros(1), diet_tags: [] });
    expect(shaped).toMatchObject({ items_total: 620, prices: { min: 1, max: 620 }, detail: 'concise' });
  });

  it('detailed: at most 500 dishes, descriptions included (null ones too)', () => {
    const shaped = shapeMenu(long, 'detailed');
    expect(shaped.items).toHaveLength(500);
    expect(shaped.items[0]?.description).toBe('Dish 0, described');
    const withNull = shapeMenu(menu([item('a', null, null)]), 'detailed');
    expect(withNull.items[0]).toHaveProperty('description', null);
  });
});

describe('shapeSearch', () => {
  const hit = (dish: string): SearchHitOutput => ({
    dish,
    restaurant: 'Test',
    place_id: 'ChIJ-test',
    price: null,
    source_url: null,
    verified_at: null,
    menu_status: 'crawled',
  });

  it('lists at most limit results and says whether more were found', () => {
    const found = ['a', 'b', 'c'].map(hit);
    expect(shapeSearch('q', found, 2)).toEqual({ query: 'q', results: found.slice(0, 2), truncated: true });
    expect(shapeSearch('q', found, 3)).toEqual({ query: 'q', results: found, truncated: false });
  });
});
