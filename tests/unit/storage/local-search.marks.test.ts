import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { openMenuDb } from '@/lib/storage/menus/menu-db';
import { MIGRATIONS } from '@/lib/storage/menus/migrations';
import { makeMenuRow } from '@/lib/storage/menus/rows';
import { foldText } from '@/lib/storage/search/search-text';
import { encodeIndexKey } from '@/testing/legacy-index/v5-dish-index';
import { deleteTestDbs, dish, dishNames, menu, testDb, testDbName } from './helpers';

// Search ignores accents (crème = creme), but in Japanese kana and in Indic and Thai scripts a mark
// makes another letter: stripping them merged パン (bread) with ハン, दाल (lentils) with दल.

afterEach(deleteTestDbs);

describe('marks that make a letter', () => {
  it('are kept where they change the word, and stripped where they are accents or vowel points', () => {
    expect(foldText('パン')).not.toBe(foldText('ハン'));
    expect(foldText('ﾊﾟﾝ')).toBe('パン'); // half-width kana compose again
    expect(foldText('दाल')).not.toBe(foldText('दल'));
    expect(foldText('ผัดไทย')).toBe('ผัดไทย');
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
    expect(foldText('كَباب')).toBe(foldText('كباب'));
    expect(foldText('ΚΟΤΟΣ')).toBe(foldText('κότοσ'));
  });

  it('searching パン finds bread, not hamburg steak; a capital Greek word ending in Σ finds its dish', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenus(
      [
        menu('tokyo', { dishes: [dish('パン'), dish('ハンバーグ'), dish('ガーリックトースト')] }),
        menu('delhi', { dishes: [dish('दाल मखनी'), dish('पनीर टिक्का')] }),
        menu('athens', { dishes: [dish('Κότος λεμονάτος')] }),
      ],
      1,
    );
    expect(dishNames(await cache.searchDishes('パン', 10))).toEqual(['パン']);
    expect(dishNames(await cache.searchDishes('カーリック', 10))).toEqual([]);
    expect(dishNames(await cache.searchDishes('ガーリック', 10))).toEqual(['ガーリックトースト']);
    expect(dishNames(await cache.searchDishes('दाल', 10))).toEqual(['दाल मखनी']);
    expect(dishNames(await cache.searchDishes('पनीर', 10))).toEqual(['पनीर टिक्का']);
    expect(dishNames(await cache.searchDishes('ΚΟΤΟΣ', 10))).toEqual(['Κότος λεμονάτος']);
  });

  it('an index written by version 4 is rebuilt: its mark-less rows neither hide nor outlive the menus', async () => {
    const name = testDbName();
    const v4 = new Dexie(name);
    const v4Migration = MIGRATIONS.find((migration) => migration.version === 4);
    v4.version(4).stores(v4Migration?.stores ?? {});
    const bakery = menu('tokyo', { name: 'Tokyo', dishes: [dish('パン')] });
    // The row version 4 wrote for パン: its voicing mark stripped, so it read ハン.
    const k = encodeIndexKey({
      term: 'ハン',
      exact: true,
      grade: 0,
      nameKey: 'ハン',
      placeId: 'tokyo',
      dishIndex: 0,
    });
    await v4.table('menus').put(makeMenuRow(bakery, 1_000));
    await v4.table('dishIndex').put({ k, h: ['パン', 'Tokyo', null, bakery.verifiedAt, null, []] });
    v4.close();

    const db = openMenuDb(name);
    const cache = createMenuCache(db);
    expect(dishNames(await cache.searchDishes('パン', 10))).toEqual(['パン']);
    expect(await cache.searchDishes('ハン', 10)).toEqual([]);
    db.close();
  });
});
