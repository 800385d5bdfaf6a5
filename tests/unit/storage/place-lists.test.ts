import { afterEach, describe, expect, it } from 'vitest';
import type { PlaceList } from '@/lib/storage/lists/list-rows';
import { createPlaceLists } from '@/lib/storage/lists/place-lists';
import { deleteTestDbs, testDb } from './helpers';

afterEach(deleteTestDbs);

function list(id: string, updatedAt: number, places: PlaceList['places'] = []): PlaceList {
  return {
    id,
    name: `ramen · Shibuya · ${id}`,
    query: 'ramen',
    createdAt: 1,
    updatedAt,
    centre: null,
    places,
  };
}

describe('place lists', () => {
  it('keeps lists with their places in order, most recently updated first', async () => {
    const lists = createPlaceLists(testDb());
    const places = [
      { placeId: 'ChIJb', name: 'B', at: { lat: 35.66, lng: 139.7 } },
      { placeId: 'ChIJa', name: 'A' },
    ];
    await lists.put(list('one', 10, places));
    await lists.put(list('two', 20));
    expect((await lists.all()).map((l) => l.id)).toEqual(['two', 'one']);
    expect((await lists.get('one'))?.places).toEqual(places);
  });

  it('replaces a list with the same id and deletes one', async () => {
    const lists = createPlaceLists(testDb());
    await lists.put(list('one', 10));
    await lists.put({ ...list('one', 30), name: 'renamed' });
    expect((await lists.all()).map((l) => l.name)).toEqual(['renamed']);
    expect(await lists.delete('one')).toBe(true);
    expect(await lists.delete('one')).toBe(false);
    expect(await lists.all()).toEqual([]);
  });

  it('refuses a list with an impossible position, and skips a damaged row on read', async () => {
    const db = testDb();
    const lists = createPlaceLists(db);
    await expect(
      lists.put(list('bad', 1, [{ placeId: 'ChIJa', name: 'A', at: { lat: 95, lng: 0 } }])),
    ).rejects.toThrow();
    await db.lists.put({ id: 'damaged', places: 'nope' } as unknown as PlaceList);
    await lists.put(list('good', 2));
    expect((await lists.all()).map((l) => l.id)).toEqual(['good']);
    expect(await lists.get('damaged')).toBeUndefined();
  });
});
