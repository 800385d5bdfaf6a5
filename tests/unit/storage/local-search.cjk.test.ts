import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { openMenuDb } from '@/lib/storage/menus/menu-db';
import { CURRENT_VERSION } from '@/lib/storage/menus/migrations';
import { makeMenuRow } from '@/lib/storage/menus/rows';
import { encodeIndexKey } from '@/testing/legacy-index/v5-dish-index';
import { deleteTestDbs, dish, dishNames, menu, testDb, testDbName } from './helpers';

// Chinese and Japanese write dish names without spaces: "麻婆豆腐" is mapo + tofu. A word index
// built from space-separated words holds one word for the whole name, so "豆腐" (tofu) found nothing.

afterEach(deleteTestDbs);

describe('searchDishes in Chinese and Japanese names', () => {
  it('finds a dish by any of the words its name runs together', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenus(
      [
        menu('sichuan', { dishes: [dish('麻婆豆腐'), dish('宫保鸡丁'), dish('豆腐脑')] }),
        menu('tokyo', { dishes: [dish('カツ丼'), dish('親子丼'), dish('ラーメン 大盛り')] }),
      ],
      1,
    );
    expect(dishNames(await cache.searchDishes('豆腐', 10))).toEqual(['豆腐脑', '麻婆豆腐']);
    expect(dishNames(await cache.searchDishes('麻婆豆腐', 10))).toEqual(['麻婆豆腐']);
    expect(dishNames(await cache.searchDishes('鸡丁', 10))).toEqual(['宫保鸡丁']);
    expect(dishNames(await cache.searchDishes('丼', 10))).toEqual(['カツ丼', '親子丼']);
    expect(dishNames(await cache.searchDishes('カツ', 10))).toEqual(['カツ丼']);
    expect(dishNames(await cache.searchDishes('大盛', 10))).toEqual(['ラーメン 大盛り']);
  });

  it('finds a dish by a kana run that follows a run of the other kana', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenus(
      [
        menu('tokyo', {
          dishes: [dish('とんこつラーメン'), dish('カレーうどん'), dish('らーめん'), dish('海老のフライ')],
        }),
      ],
      1,
    );
    expect(dishNames(await cache.searchDishes('ラーメン', 10))).toEqual(['とんこつラーメン']);
    expect(dishNames(await cache.searchDishes('うどん', 10))).toEqual(['カレーうどん']);
    expect(dishNames(await cache.searchDishes('フライ', 10))).toEqual(['海老のフライ']);
    // The query is split the same way: the whole name still finds its dish.
    expect(dishNames(await cache.searchDishes('とんこつラーメン', 10))).toEqual(['とんこつラーメン']);
    expect(dishNames(await cache.searchDishes('カレー', 10))).toEqual(['カレーうどん']);
    // A run of one kana stays one word: a query finds it inside, below the words it starts.
    expect(dishNames(await cache.searchDishes('めん', 10))).toEqual(['らーめん']);
  });

  it('finds a word inside a run of one script, after the dishes it starts a word of', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenus(
      [
        menu('tokyo', {
          dishes: [dish('ざるそば'), dish('そば湯'), dish('カツカレー'), dish('김치찌개'), dish('칼국수')],
        }),
      ],
      1,
    );
    expect(dishNames(await cache.searchDishes('そば', 10))).toEqual(['そば湯', 'ざるそば']);
    expect(dishNames(await cache.searchDishes('カレー', 10))).toEqual(['カツカレー']);
    expect(dishNames(await cache.searchDishes('찌개', 10))).toEqual(['김치찌개']);
    // In syllables, from the second: a one-syllable word before it is common (お + そば, 칼 + 국수).
    expect(dishNames(await cache.searchDishes('국수', 10))).toEqual(['칼국수']);
    // One letter is not looked for inside words.
    expect(await cache.searchDishes('ば', 10)).toEqual([]);
  });

  it('rebuilds an index written before, so old rows neither hide nor outlive the menus', async () => {
    const name = testDbName();
    const v3 = new Dexie(name);
    v3.version(3).stores({
      menus: 'placeId, fetchedAt, size',
      dishIndex: 'k',
      notFound: 'placeId',
      budget: 'month',
      meta: 'key',
    });
    const mapo = menu('sichuan', { name: 'Sichuan', dishes: [dish('麻婆豆腐')] });
    // The row version 3 wrote for this name: the whole name as one word.
    const k = encodeIndexKey({
      term: '麻婆豆腐',
      exact: true,
      grade: 0,
      nameKey: '麻婆豆腐',
      placeId: 'sichuan',
      dishIndex: 0,
    });
    await v3.table('menus').put(makeMenuRow(mapo, 1_000));
    await v3.table('dishIndex').put({ k, h: ['麻婆豆腐', 'Sichuan', null, mapo.verifiedAt, null, []] });
    v3.close();

    const db = openMenuDb(name);
    const cache = createMenuCache(db);
    expect(dishNames(await cache.searchDishes('豆腐', 10))).toEqual(['麻婆豆腐']);
    expect(db.verno).toBe(CURRENT_VERSION);
    // A newer record replaces the dishes: nothing of the old name is found any more.
    await cache.putMenu(
      menu('sichuan', { verifiedAt: Date.UTC(2026, 5, 1), dishes: [dish('回锅肉')] }),
      2_000,
    );
    expect(await cache.searchDishes('麻婆', 10)).toEqual([]);
    expect(dishNames(await cache.searchDishes('锅肉', 10))).toEqual(['回锅肉']);
    db.close();
  });
});
