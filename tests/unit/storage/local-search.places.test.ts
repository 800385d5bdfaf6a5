import { afterEach, describe, expect, it } from 'vitest';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { deleteTestDbs, dish, menu, testDb } from './helpers';

afterEach(deleteTestDbs);

describe('searchDishes narrowed to some places (a place list)', () => {
  it("finds only those places' dishes, up to the limit, even when other places' rank first", async () => {
    const cache = createMenuCache(testDb());
    // Exact names first: the places outside the list hold the best matches.
    const outside = Array.from({ length: 30 }, (_, i) => menu(`out${i}`, { dishes: [dish('Ramen')] }));
    const inside = [
      menu('in1', { dishes: [dish('Spicy ramen bowl'), dish('Gyoza')] }),
      menu('in2', { dishes: [dish('Ramen salad')] }),
    ];
    await cache.putMenus([...outside, ...inside], 1);
    const places = new Set(['in1', 'in2', 'unsaved']);
    const hits = await cache.searchDishes('ramen', 5, places);
    expect(hits.map((hit) => `${hit.placeId}:${hit.dish}`).sort()).toEqual([
      'in1:Spicy ramen bowl',
      'in2:Ramen salad',
    ]);
    expect(await cache.searchDishes('ramen', 1, places)).toHaveLength(1);
    expect(await cache.searchDishes('ramen', 5, new Set())).toEqual([]);
    // Without the filter the first five are all from outside.
    expect((await cache.searchDishes('ramen', 5)).every((hit) => hit.placeId.startsWith('out'))).toBe(true);
  });

  it("finds a word inside a longer one among those places' dishes only", async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenus(
      [menu('in', { dishes: [dish('Erbsensuppe')] }), menu('out', { dishes: [dish('Tomatensuppe')] })],
      1,
    );
    const hits = await cache.searchDishes('suppe', 5, new Set(['in']));
    expect(hits.map((hit) => `${hit.placeId}:${hit.dish}`)).toEqual(['in:Erbsensuppe']);
  });
});
