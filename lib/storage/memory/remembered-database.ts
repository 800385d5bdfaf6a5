import type { BudgetMonth, BudgetStore, MenuCache, StoredMenu } from '@/lib/storage/menus/stores';
import { createReadMemory } from './read-memory';

// Every view reads the place's menu, its 404 note and the month's budget: each an IndexedDB
// transaction. The worker is the database's only user, so it keeps its recent reads (its writes
// drop them). While a failure is shown (`bypass`), reads go to storage: only a read that succeeds
// clears it (storage-op.ts).

/** Menus kept: the places of the last few views, which the popup and the panel ask about again. */
export const REMEMBERED_MENUS = 50;
const REMEMBERED_MONTHS = 2;

export interface DatabaseMemoryOptions {
  limit?: number;
  bypass?: () => boolean;
}

export function rememberedMenuCache(
  cache: MenuCache,
  { limit = REMEMBERED_MENUS, bypass }: DatabaseMemoryOptions = {},
): MenuCache {
  const menus = createReadMemory<StoredMenu | undefined>(limit, { bypass });
  // Only "no 404 noted": a noted 404 expires with time, which a remembered answer would not.
  const notFound = createReadMemory<boolean>(limit, { keep: (noted) => !noted, bypass });
  // Every method listed, none spread: a write method added later must not slip past the memory.
  return {
    getMenu: (placeId) => menus.read(placeId, () => cache.getMenu(placeId)),
    // One read of many rows, which the memory of single places would not spare.
    getMenus: (placeIds) => cache.getMenus(placeIds),
    putMenu: (menu, fetchedAt, verifiedAt, at) =>
      menus.writing(() => cache.putMenu(menu, fetchedAt, verifiedAt, at)),
    deleteMenu: (placeId) => menus.writing(() => cache.deleteMenu(placeId)),
    dismissChanges: (placeId) => menus.writing(() => cache.dismissChanges(placeId)),
    // Clears the 404 notes as well.
    clear: () => menus.writing(() => notFound.writing(() => cache.clear())),
    getNotFound: (placeId, now, ttlMs) =>
      notFound.read(placeId, () => cache.getNotFound(placeId, now, ttlMs)),
    putNotFound: (placeId, now, ttlMs) => notFound.writing(() => cache.putNotFound(placeId, now, ttlMs)),
    clearNotFound: () => notFound.writing(() => cache.clearNotFound()),
    searchDishes: (query, limit, places) => cache.searchDishes(query, limit, places),
    listMenus: (page) => cache.listMenus(page),
    stats: () => cache.stats(),
    exportJson: (listId) => cache.exportJson(listId),
    // Replaces menus and clears their 404 notes, as any write.
    importTrip: (file) => menus.writing(() => notFound.writing(() => cache.importTrip(file))),
  };
}

export function rememberedBudgetStore(
  store: BudgetStore,
  { bypass }: DatabaseMemoryOptions = {},
): BudgetStore {
  const months = createReadMemory<BudgetMonth>(REMEMBERED_MONTHS, { bypass });
  return {
    getMonth: (month) => months.read(month, () => store.getMonth(month)),
    countRequest: (month) => months.writing(() => store.countRequest(month)),
    setExhaustedUntil: (month, until, since) =>
      months.writing(() => store.setExhaustedUntil(month, until, since)),
  };
}
