import type { Menu } from '@/lib/api/model';
import { DAY_MS } from '@/lib/clock';
import type {
  CacheStats,
  ImportCounts,
  LocalSearchHit,
  SavedMenuPage,
  SavedMenuSort,
} from '@/lib/messages/protocol';
import type { LatLng } from '@/lib/places/coordinates';
import type { PlaceList } from '@/lib/storage/lists/list-rows';
import type { BudgetRow, StoredMenu } from './rows';

// The worker's view of the menu database (implemented with Dexie here), injected into the worker.

/** A 404 is remembered this long (in the database's notFound table) before the place is asked for again. */
export const NOT_FOUND_TTL_MS = 7 * DAY_MS;

export type PutOutcome = 'inserted' | 'replaced' | 'kept_newer';

export interface MenuCache {
  getMenu(placeId: string): Promise<StoredMenu | undefined>;
  /** Many places' menus in one read (a results list's badges), in the order asked. */
  getMenus(placeIds: readonly string[]): Promise<Array<StoredMenu | undefined>>;
  /**
   * Stores a fetched record when newer (menu-writes.ts isNewerRecord), else only its fetchedAt.
   * `verifiedAt`: the time it is ordered by, when not the menu's own (a date the worker disbelieves).
   */
  putMenu(menu: Menu, fetchedAt: number, verifiedAt?: number | null, at?: LatLng): Promise<PutOutcome>;
  /** A 404 remembered until it expires; one further than `ttlMs` away was set before the clock moved back. */
  getNotFound(placeId: string, now: number, ttlMs?: number): Promise<boolean>;
  putNotFound(placeId: string, now: number, ttlMs: number): Promise<void>;
  /** Forgets every 404: they were answers of another service. */
  clearNotFound(): Promise<void>;
  /** Local dish search over cached menus: free and offline. Case- and accent-insensitive. `places`: only theirs. */
  searchDishes(query: string, limit: number, places?: ReadonlySet<string>): Promise<LocalSearchHit[]>;
  /** Newest fetched first (or by name), one page at a time; `query` keeps the names that hold it. */
  listMenus(page?: SavedMenuListing): Promise<SavedMenuPage>;
  /** Deletes one place's saved menu and its search entries; false when none was saved. */
  deleteMenu(placeId: string): Promise<boolean>;
  /** Forgets what changed in a place's saved menu (the user dismissed the note); false when nothing was noted. */
  dismissChanges(placeId: string): Promise<boolean>;
  stats(): Promise<CacheStats>;
  /** A trip file's JSON (lib/storage/transfer): everything saved, or one list with its places' menus. */
  exportJson(listId?: string): Promise<string>;
  /** Writes a validated trip file whole or not at all; never a lookup. */
  importTrip(file: { menus: StoredMenu[]; lists: PlaceList[] }): Promise<ImportCounts>;
  clear(): Promise<number>;
}

export interface SavedMenuListing {
  offset?: number;
  limit?: number;
  query?: string;
  sort?: SavedMenuSort;
}

export interface BudgetStore {
  getMonth(month: string): Promise<BudgetRow>;
  /** Adds one billed request to the month; returns the new count. */
  countRequest(month: string): Promise<number>;
  /** `since`: when the stop was set; null clears it with `until`. */
  setExhaustedUntil(month: string, until: number | null, since?: number | null): Promise<void>;
}
