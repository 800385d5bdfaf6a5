import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { openMenuDb } from '@/lib/storage/menus/menu-db';
import type { SearchRow } from '@/lib/storage/search/search-rows';
import { prepareSearchIndex } from '@/lib/storage/search/search-sync';
import { decodeSnapshot } from '@/lib/storage/search/term-index';
import { queryTermIndex } from '@/lib/storage/search/term-query';
import { deleteTestDbs, dish, dishNames, menu, testDb } from './helpers';

// Each context keeps its own index in memory and must answer as the rows stand, whoever wrote
// them: the worker, an extension page, the worker before it was stopped (its snapshot).

// Counted: reading hit fields from rows must not run a query again.
vi.mock('@/lib/storage/search/term-query', async (actual) => {
  const { queryTermIndex } = await actual<typeof import('@/lib/storage/search/term-query')>();
  return { queryTermIndex: vi.fn(queryTermIndex) };
});

afterEach(deleteTestDbs);

/** Two contexts of one database: each with its own connection and index. */
function twoContexts() {
  const db = testDb();
  return { db, worker: createMenuCache(db), page: createMenuCache(openMenuDb(db.name)) };
}

describe('an index kept in memory', () => {
  it('finds what another context wrote after it was built, replaced included', async () => {
    const { worker, page } = twoContexts();
    await worker.putMenu(menu('a', { dishes: [dish('Pho bo')] }), 1);
    expect(dishNames(await worker.searchDishes('pho', 10))).toEqual(['Pho bo']);

    await page.putMenus([menu('b', { dishes: [dish('Pho ga')] })], 2);
    await page.putMenu(menu('a', { verifiedAt: Date.UTC(2027, 0, 1), dishes: [dish('Bun cha')] }), 3);

    expect(dishNames(await worker.searchDishes('pho', 10))).toEqual(['Pho ga']);
    expect(dishNames(await worker.searchDishes('bun', 10))).toEqual(['Bun cha']);
  });

  it('is dropped when another context clears the saved menus', async () => {
    const { worker, page } = twoContexts();
    await worker.putMenus([menu('a', { dishes: [dish('Falafel')] })], 1);
    expect(dishNames(await worker.searchDishes('falafel', 10))).toEqual(['Falafel']);
    expect(await page.clear()).toBe(1);
    expect(await worker.searchDishes('falafel', 10)).toEqual([]);
    await page.putMenu(menu('c', { dishes: [dish('Falafel wrap')] }), 2);
    expect(dishNames(await worker.searchDishes('falafel', 10))).toEqual(['Falafel wrap']);
  });

  it('still finds every dish when the row counter in meta was lost', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus([menu('a', { dishes: [dish('Tacos')] })], 1);
    await db.meta.clear();
    await cache.putMenu(menu('b', { dishes: [dish('Tacos al pastor')] }), 2);
    const fresh = createMenuCache(openMenuDb(db.name));
    expect(dishNames(await fresh.searchDishes('tacos', 10))).toEqual(['Tacos', 'Tacos al pastor']);
    expect(dishNames(await cache.searchDishes('tacos', 10))).toEqual(['Tacos', 'Tacos al pastor']);
  });
});

describe('the stored snapshot', () => {
  it('is what a context starting afresh answers from, then the rows written after it', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus([menu('a', { dishes: [dish('Dal makhani')] })], 1);
    await prepareSearchIndex(db);
    // Words changed behind the snapshot's back: only the snapshot still finds the dish by "dal".
    await db.search.toCollection().modify((row) => {
      (row as SearchRow).words = 'lentils';
    });
    await cache.putMenu(menu('b', { dishes: [dish('Dal tadka')] }), 2);

    const restarted = createMenuCache(openMenuDb(db.name));
    expect(dishNames(await restarted.searchDishes('dal', 10))).toEqual(['Dal makhani', 'Dal tadka']);
  });

  it('leaves the hit fields out: they are read from the rows of the places found', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus(
      [
        menu('a', { name: 'Kamat', dishes: [dish('Dal makhani')] }),
        menu('b', { name: 'Saravana', dishes: [dish('Masala dosa')] }),
      ],
      1,
    );
    await prepareSearchIndex(db);
    const stored = await db.searchState.get('snapshot');
    expect(JSON.stringify(Object.keys(stored ?? {}))).not.toContain('hits');
    expect(JSON.stringify(stored, (_, value) => (ArrayBuffer.isView(value) ? [] : value))).not.toContain(
      'Kamat',
    );

    const restarted = createMenuCache(openMenuDb(db.name));
    const [hit] = await restarted.searchDishes('dal', 10);
    expect(hit).toMatchObject({ dish: 'Dal makhani', placeId: 'a', restaurant: 'Kamat' });
    // A place whose row went missing behind the snapshot's back is forgotten, not shown half.
    await db.search.clear();
    const again = createMenuCache(openMenuDb(db.name));
    expect(await again.searchDishes('dosa', 10)).toEqual([]);
  });

  it('answers a search whose hit fields are read from rows with one query', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus(
      [menu('a', { dishes: [dish('Dal makhani')] }), menu('b', { dishes: [dish('Masala dosa')] })],
      1,
    );
    await prepareSearchIndex(db);
    const restarted = createMenuCache(openMenuDb(db.name));
    const queries = vi.mocked(queryTermIndex);

    // The first search loads the snapshot; the second runs on it while the counter is read.
    for (const [query, expected] of [
      ['dal', 'Dal makhani'],
      ['dosa', 'Masala dosa'],
    ]) {
      queries.mockClear();
      expect(dishNames(await restarted.searchDishes(query as string, 10))).toEqual([expected]);
      expect(queries).toHaveBeenCalledTimes(1);
    }
  });

  it('is ignored when damaged or of an earlier generation of rows', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus([menu('a', { dishes: [dish('Kimchi')] })], 1);
    await prepareSearchIndex(db);
    const stored = await db.searchState.get('snapshot');
    expect(decodeSnapshot(stored)).toBeDefined();

    await db.searchState.put({ ...stored, key: 'snapshot', postings: new Uint32Array([99]) });
    expect(decodeSnapshot(await db.searchState.get('snapshot'))).toBeUndefined();
    expect(dishNames(await createMenuCache(openMenuDb(db.name)).searchDishes('kimchi', 10))).toEqual([
      'Kimchi',
    ]);

    await cache.clear();
    await db.searchState.put({ ...stored, key: 'snapshot' });
    expect(await createMenuCache(openMenuDb(db.name)).searchDishes('kimchi', 10)).toEqual([]);
  });

  it('leaves one row per place once stored: the rows it outlived are deleted', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus([menu('a', { dishes: [dish('Pierogi')] }), menu('b')], 1);
    await cache.putMenu(menu('a', { verifiedAt: Date.UTC(2027, 0, 1), dishes: [dish('Bigos')] }), 2);
    await cache.deleteMenu('b');
    await cache.putMenu(menu('b', { status: 'unavailable', dishes: [] }), 3);
    expect(await db.search.count()).toBe(5);
    await prepareSearchIndex(db);
    // putMenu writes a row per place.
    const rows = (await db.search.toArray()) as SearchRow[];
    expect(rows.map((row) => [row.placeId, row.grade]).sort()).toEqual([
      ['a', 0],
      ['b', null],
    ]);
    expect(dishNames(await createMenuCache(openMenuDb(db.name)).searchDishes('bigos', 10))).toEqual([
      'Bigos',
    ]);
  });
});
