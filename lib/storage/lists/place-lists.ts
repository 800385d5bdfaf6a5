import type { MenuDb } from '@/lib/storage/menus/menu-db';
import { runStorageOp } from '@/lib/storage/menus/storage-errors';
import { type PlaceList, PlaceListSchema, readPlaceList, validPlaceLists } from './list-rows';

export type PlaceLists = ReturnType<typeof createPlaceLists>;

export function createPlaceLists(db: MenuDb) {
  const read = <T>(operation: () => Promise<T>) => runStorageOp(db, 'read', operation);
  const write = <T>(operation: () => Promise<T>) => runStorageOp(db, 'write', operation);
  return {
    /** Every readable list, most recently updated first. */
    all: async (): Promise<PlaceList[]> =>
      validPlaceLists(await read(() => db.lists.orderBy('updatedAt').reverse().toArray())),
    get: async (id: string) => readPlaceList(await read(() => db.lists.get(id))),
    /** Adds or replaces the list with this id. */
    put: async (list: PlaceList) => {
      const valid = PlaceListSchema.parse(list);
      await write(() => db.lists.put(valid));
    },
    /** False when no list had this id. The places' menus stay saved. */
    delete: (id: string) => write(async () => (await db.lists.where(':id').equals(id).delete()) > 0),
  };
}
