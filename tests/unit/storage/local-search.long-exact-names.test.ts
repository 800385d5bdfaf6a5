import { afterEach, describe, expect, it } from 'vitest';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { deleteTestDbs, dish, dishNames, menu, testDb } from './helpers';

// The index marks a row "exact" only when the dish name is exactly the row's term (one word or one
// pair). A query of three words or more, or one that repeats a word, has no such row: its exact
// name and its whole-word matches must still come before the rest, whatever the limit.

afterEach(deleteTestDbs);

describe('searchDishes ranks names of three words or more', () => {
  it('puts the dish named exactly as a three-word query first, even when the limit is short', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenus(
      [
        menu('v', {
          dishes: [
            dish('Pizza quattro formaggi bianca'),
            dish('Pizza quattro formaggi e speck'),
            dish('Pizza quattro formaggi piccante'),
          ],
        }),
        menu('c', { status: 'crawled', dishes: [dish('Pizza Quattro Formaggi')] }),
      ],
      1,
    );
    expect(dishNames(await cache.searchDishes('pizza quattro formaggi', 10))[0]).toBe(
      'Pizza Quattro Formaggi',
    );
    expect(dishNames(await cache.searchDishes('pizza quattro formaggi', 2))).toEqual([
      'Pizza Quattro Formaggi',
      'Pizza quattro formaggi bianca',
    ]);
    expect(dishNames(await cache.searchDishes('Pizza quattro formaggi', 1))).toEqual([
      'Pizza Quattro Formaggi',
    ]);
  });

  it('puts a name that repeats a word first when typed exactly', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenus(
      [
        menu('v', { dishes: [dish('Mahi mahi burger'), dish('Mahi mahi tacos')] }),
        menu('s', { status: 'scanned', dishes: [dish('Mahi-mahi')] }),
      ],
      1,
    );
    expect(dishNames(await cache.searchDishes('mahi mahi', 1))).toEqual(['Mahi-mahi']);
  });

  it('keeps whole-word matches of every query word ahead of prefix-only ones under the limit', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenus(
      [
        menu('v', { dishes: [dish('Pizza hamburger mushroom'), dish('Pizza hamachi mushroom')] }),
        menu('c', { status: 'crawled', dishes: [dish('Pizza mushroom ham')] }),
      ],
      1,
    );
    expect(dishNames(await cache.searchDishes('pizza ham mushroom', 1))).toEqual(['Pizza mushroom ham']);
    expect(dishNames(await cache.searchDishes('pizza ham mushroom', 3))).toEqual([
      'Pizza mushroom ham',
      'Pizza hamachi mushroom',
      'Pizza hamburger mushroom',
    ]);
  });
});
