import { getDefaultMenuDb, type MenuDb } from '@/lib/storage/menus/menu-db';
import { runStorageOp } from '@/lib/storage/menus/storage-op';
import { type PlaceList, PlaceListSchema, readPlaceList, validPlaceLists } from './list-rows';

export interface PlaceLists {
  /** Every readable list, most recently updated first. */
  all(): Promise<PlaceList[]>;
  get(id: string): Promise<PlaceList | undefined>;
  /** Adds or replaces the list with this id. */
  put(list: PlaceList): Promise<void>;
  /** False when no list had this id. The places' menus stay saved. */
  delete(id: string): Promise<boolean>;
}

export function createPlaceLists(db: MenuDb = getDefaultMenuDb()): PlaceLists {
  const read = <T>(operation: () => Promise<T>) => runStorageOp(db, 'read', operation);
  const write = <T>(operation: () => Promise<T>) => runStorageOp(db, 'write', operation);
  return {
    all: async () => validPlaceLists(await read(() => db.lists.orderBy('updatedAt').reverse().toArray())),
    get: async (id) => readPlaceList(await read(() => db.lists.get(id))),
    put: async (list) => {
      const valid = PlaceListSchema.parse(list);
      await write(() => db.lists.put(valid));
    },
    delete: (id) =>
      write(() =>
        db.transaction('rw', db.lists, async () => {
          const had = (await db.lists.get(id)) !== undefined;
          if (had) await db.lists.delete(id);
          return had;
        }),
      ),
  };
}
