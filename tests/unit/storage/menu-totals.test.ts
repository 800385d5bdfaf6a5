import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { type MenuDb, openMenuDb } from '@/lib/storage/menus/menu-db';
import { countFitsPage, storedMenuTotals, sumMenuSizes } from '@/lib/storage/menus/menu-totals';
import { MIGRATIONS } from '@/lib/storage/menus/migrations';
import { makeMenuRow } from '@/lib/storage/menus/rows';
import { deleteTestDbs, dish, menu, testDb, testDbName } from './helpers';

// The number of menu rows and their sizes kept in `meta` beside the rows, so that the saved-menus
// list and stats never count 50,000 rows: they must stay exact whoever writes, and be counted again
// when they cannot be trusted.

afterEach(deleteTestDbs);

const storedMenuCount = async (db: MenuDb) => (await storedMenuTotals(db)).count;

/** The stored number and byte total must be there and equal the rows in storage. */
async function expectExactCount(db: MenuDb, rows: number): Promise<void> {
  expect(await db.menus.count()).toBe(rows);
  expect(await storedMenuTotals(db)).toEqual({ count: rows, bytes: await sumMenuSizes(db) });
}

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('menu totals', () => {
  it('stays exact through inserts, replacements, older copies, deletions and clear', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    expect(await cache.stats()).toEqual({ menus: 0, approxBytes: 0 });
    await expectExactCount(db, 0);

    // One place twice in a batch is one row.
    await cache.putMenus([menu('a'), menu('b'), menu('a', { verifiedAt: Date.UTC(2026, 5, 1) })], 1);
    await expectExactCount(db, 2);
    // A newer record replaces the row, an older one only touches it: neither adds one.
    expect(await cache.putMenu(menu('a', { verifiedAt: Date.UTC(2027, 0, 1) }), 2)).toBe('replaced');
    expect(await cache.putMenu(menu('b', { verifiedAt: 0 }), 3)).toBe('kept_newer');
    await expectExactCount(db, 2);
    await cache.putMenus([menu('b', { verifiedAt: Date.UTC(2027, 0, 1) }), menu('c')], 4);
    await expectExactCount(db, 3);

    expect(await cache.deleteMenu('nowhere')).toBe(false);
    await expectExactCount(db, 3);
    expect(await cache.deleteMenu('a')).toBe(true);
    await expectExactCount(db, 2);
    expect(await cache.listMenus()).toMatchObject({ total: 2 });

    expect(await cache.clear()).toBe(2);
    await expectExactCount(db, 0);
    await cache.putMenu(menu('d'), 5);
    await expectExactCount(db, 1);
  });

  it('counts a row replacing a damaged one once', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus([menu('a'), menu('b')], 1);
    await cache.stats();
    await db.menus.update('a', { menu: { placeId: 'a' } } as never);

    await cache.putMenu(menu('a'), 2);
    await expectExactCount(db, 2);
    expect(await cache.deleteMenu('b')).toBe(true);
    expect(await cache.stats()).toMatchObject({ menus: 1 });
    await expectExactCount(db, 1);
  });

  it('stays exact when two contexts write and delete at once', async () => {
    const db = testDb();
    const worker = createMenuCache(db);
    const page = createMenuCache(openMenuDb(db.name));
    await worker.putMenus(
      ids('old', 30).map((id) => menu(id)),
      1,
    );
    await worker.stats();

    // Overlapping places, each written by both; deletions of rows the other side writes.
    const shared = ids('s', 40);
    await Promise.all([
      ...shared.map((id, i) => worker.putMenu(menu(id, { verifiedAt: i }), 10 + i)),
      ...shared.map((id, i) => page.putMenu(menu(id, { verifiedAt: 100 + i }), 20 + i)),
      page.putMenus(
        shared.slice(0, 20).map((id) => menu(id)),
        30,
      ),
      ...ids('old', 30).map((id, i) => (i % 2 === 0 ? worker : page).deleteMenu(id)),
      ...ids('old', 10).map((id) => worker.deleteMenu(id)),
    ]);

    await expectExactCount(db, 40);
    expect(await page.stats()).toMatchObject({ menus: 40 });
  });

  it('an upgraded database, which has no number, is counted once and the number stored', async () => {
    const name = testDbName();
    const v5 = new Dexie(name);
    v5.version(5).stores(MIGRATIONS.find((migration) => migration.version === 5)?.stores ?? {});
    await v5.table('menus').bulkPut(ids('p', 7).map((id) => makeMenuRow(menu(id), 1_000)));
    v5.close();

    const db = openMenuDb(name);
    const cache = createMenuCache(db);
    expect(await storedMenuCount(db)).toBeUndefined();
    // A write before any read leaves it to the next read (a write never counts).
    await cache.putMenu(menu('p7'), 2_000);
    expect(await storedMenuCount(db)).toBeUndefined();

    expect(await cache.listMenus({ limit: 3 })).toMatchObject({ total: 8 });
    await expectExactCount(db, 8);
    expect(await cache.deleteMenu('p0')).toBe(true);
    await expectExactCount(db, 7);
    db.close();
  });

  it('a database of 0.1.0, whose number has a row of its own, is counted once, and that row goes', async () => {
    const name = testDbName();
    const v7 = new Dexie(name);
    v7.version(7).stores(MIGRATIONS.find((migration) => migration.version === 7)?.stores ?? {});
    const rows = ids('p', 3).map((id) => makeMenuRow(menu(id), 1_000));
    const bytes = rows.reduce((sum, row) => sum + row.size, 0);
    await v7.table('menus').bulkPut(rows);
    // As 0.1.0 kept them: the byte total, and the number beside the total it was written with.
    await v7.table('meta').bulkPut([
      { key: 'menuBytes', value: bytes },
      { key: 'menuCount', value: 3, bytes },
    ]);
    v7.close();

    const db = openMenuDb(name);
    const cache = createMenuCache(db);
    expect(await storedMenuTotals(db)).toEqual({ bytes, count: undefined });
    expect(await db.meta.get('menuCount')).toBeUndefined();
    expect(await cache.stats()).toEqual({ menus: 3, approxBytes: bytes });
    await expectExactCount(db, 3);
    db.close();
  });

  it('counts again, and stores, a number that is damaged or lost', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus([menu('a'), menu('b'), menu('c')], 1);
    await cache.stats();

    const bytes = (await storedMenuTotals(db)).bytes;
    for (const damaged of [{ count: -1 }, { count: 1.5 }, { count: 'three' }, {}, { value: -1, count: 3 }]) {
      await db.meta.put({ key: 'menuBytes', value: bytes, ...damaged } as never);
      expect(await storedMenuCount(db)).toBeUndefined();
      expect(await cache.stats()).toMatchObject({ menus: 3 });
      await expectExactCount(db, 3);
    }

    // With the byte total lost too, both are counted again and stored.
    await db.meta.clear();
    expect(await cache.listMenus({ limit: 1 })).toMatchObject({ total: 3 });
    await expectExactCount(db, 3);
    expect((await storedMenuTotals(db)).bytes).toBeGreaterThan(0);
  });

  it('does not trust a number once rows were written by code that keeps only the byte total', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus([menu('a'), menu('b')], 1);
    await cache.stats();

    // As a version of the extension that kept the byte total alone wrote: the row, and the total
    // without the number.
    await db.transaction('rw', [db.menus, db.meta], async () => {
      const row = makeMenuRow(menu('c'), 2);
      const { bytes = 0 } = await storedMenuTotals(db);
      await db.menus.put(row);
      await db.meta.put({ key: 'menuBytes', value: bytes + row.size });
    });

    expect(await cache.stats()).toMatchObject({ menus: 3 });
    await expectExactCount(db, 3);
  });

  it('counts again when a page shows the stored number wrong', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus([menu('a'), menu('b')], 1);
    await cache.stats();
    // Written around the cache (no total kept at all).
    await db.menus.put(makeMenuRow(menu('c', { dishes: [dish('Soup')] }), 2));

    expect(await cache.listMenus()).toMatchObject({ total: 3, nextOffset: 3 });
    await expectExactCount(db, 3);
    await db.menus.delete('c');
    expect(await cache.listMenus({ offset: 1 })).toMatchObject({ total: 2, nextOffset: 2 });
  });

  it('answers the list and stats from the stored number, without counting the rows', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus([menu('a'), menu('b'), menu('c')], 1);
    await cache.stats();
    // A number the rows do not bear out, stored as the cache stores it: only a read of it answers 9.
    await db.meta.put({
      key: 'menuBytes',
      value: (await storedMenuTotals(db)).bytes ?? -1,
      count: 9,
    } as never);

    expect(await cache.listMenus({ limit: 2 })).toMatchObject({ total: 9, nextOffset: 2 });
    expect(await cache.stats()).toMatchObject({ menus: 9 });
  });
});

describe('countFitsPage', () => {
  it('takes a page that is not full as where the rows end', () => {
    expect(countFitsPage(7, 0, 7, 50)).toBe(true);
    expect(countFitsPage(8, 0, 7, 50)).toBe(false);
    expect(countFitsPage(6, 0, 7, 50)).toBe(false);
    expect(countFitsPage(0, 0, 0, 50)).toBe(true);
    expect(countFitsPage(1, 0, 0, 50)).toBe(false);
    expect(countFitsPage(57, 50, 7, 50)).toBe(true);
    expect(countFitsPage(58, 50, 7, 50)).toBe(false);
  });

  it('takes a full page as a lower bound, and an empty page past the start as an upper one', () => {
    expect(countFitsPage(50, 0, 50, 50)).toBe(true);
    expect(countFitsPage(50_000, 0, 50, 50)).toBe(true);
    expect(countFitsPage(49, 0, 50, 50)).toBe(false);
    expect(countFitsPage(100, 100, 0, 50)).toBe(true);
    expect(countFitsPage(40, 100, 0, 50)).toBe(true);
    expect(countFitsPage(101, 100, 0, 50)).toBe(false);
  });
});
