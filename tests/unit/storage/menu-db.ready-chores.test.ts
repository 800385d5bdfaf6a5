import { afterEach, describe, expect, it } from 'vitest';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { getStorageError, openMenuDb } from '@/lib/storage/menus/menu-db';
import { deleteTestDbs, dish, menu, testDb } from './helpers';

afterEach(deleteTestDbs);

describe('MenuDb ready chores', () => {
  it('leave the write that opens the database whole (a worker’s first storage operation can be a save)', async () => {
    const first = testDb();
    await createMenuCache(first).putMenu(menu('saved'), 1_000);
    first.close();

    // A worker started later: its first operation on the database replaces the saved menu.
    const db = openMenuDb(first.name);
    const cache = createMenuCache(db);
    const renamed = menu('saved', {
      name: 'Renamed',
      dishes: [dish('Goulash')],
      verifiedAt: Date.UTC(2026, 5, 1),
    });
    expect(await cache.putMenu(renamed, 2_000)).toBe('replaced');
    expect(getStorageError(db)).toBeNull();
    expect((await cache.getMenu('saved'))?.menu.name).toBe('Renamed');
    expect((await cache.searchDishes('goulash', 10)).map((hit) => hit.placeId)).toEqual(['saved']);
    db.close();
  });
});
