import type {
  LocalSearchHit,
  PlaceListPlace,
  PlaceListSummary,
  PlaceListView,
  Request,
  ResponseMap,
} from '@/lib/messages/protocol';
import { distanceKm, type LatLng } from '@/lib/places/coordinates';
import type { PlaceLists } from '@/lib/storage/lists/place-lists';
import type { MenuCache } from '@/lib/storage/menus/stores';
import { readSavedPlaces } from '@/lib/worker/lookup/saved-states';
import type { WorkerDeps } from '@/lib/worker/worker-deps';

// The place lists under Saved (issue 33 §2) and the dish search that knows where places are (§4).
// Everything here reads the database only: no lookup, so it all works with the service out of reach.

type ListDeps = Pick<WorkerDeps, 'cache' | 'lists' | 'local' | 'now'>;

/** Every list, with how many of its places have a menu to show: one read of the lists, one of the menus. */
export async function readListSummaries(deps: ListDeps): Promise<PlaceListSummary[]> {
  const lists = await deps.lists.all();
  const ids = [...new Set(lists.flatMap((list) => list.places.map((place) => place.placeId)))];
  const { saved } = await readSavedPlaces(deps, ids);
  const shown = new Set(ids.filter((_, i) => saved[i]));
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    updatedAt: list.updatedAt,
    places: list.places.length,
    saved: list.places.filter((place) => shown.has(place.placeId)).length,
  }));
}

/** One list in its own order, each place with what is saved for it; null when there is no such list. */
export async function readListView(deps: ListDeps, listId: string): Promise<PlaceListView | null> {
  const list = await deps.lists.get(listId);
  if (!list) return null;
  const ids = list.places.map((place) => place.placeId);
  const { settings, saved } = await readSavedPlaces(deps, ids);
  const places = list.places.map(
    ({ placeId, name, at }, i): PlaceListPlace => ({
      placeId,
      name,
      at: at ?? null,
      saved: saved[i] ?? null,
    }),
  );
  return { id: list.id, name: list.name, centre: list.centre, places, diets: settings.dietPreferences };
}

/**
 * Deletes a list. With `deleteMenus`, also the saved menus of its places that no other list holds:
 * a menu another list still counts on stays.
 */
export async function deleteList(
  deps: ListDeps,
  listId: string,
  deleteMenus: boolean,
): Promise<ResponseMap['lists.delete']> {
  const list = deleteMenus ? await deps.lists.get(listId) : undefined;
  const deleted = await deps.lists.delete(listId);
  if (!deleted || !list) return { deleted, menusDeleted: 0 };
  const elsewhere = new Set((await deps.lists.all()).flatMap((other) => other.places.map((p) => p.placeId)));
  const own = [...new Set(list.places.map((place) => place.placeId))].filter((id) => !elsewhere.has(id));
  let menusDeleted = 0;
  for (const placeId of own) if (await deps.cache.deleteMenu(placeId)) menusDeleted++;
  return { deleted, menusDeleted };
}

/** Matches sorted by distance before the nearest `limit` are kept. */
const NEAR_POOL = 200;

/**
 * The free dish search, narrowed to a list's places and measured from `near` when asked. A list
 * that no longer exists finds nothing (never every saved menu instead).
 */
export async function searchSaved(
  deps: ListDeps,
  { query, limit, listId, near }: Omit<Extract<Request, { type: 'search.local' }>, 'type'>,
): Promise<LocalSearchHit[]> {
  let places: Set<string> | undefined;
  if (listId !== undefined) {
    const list = await deps.lists.get(listId);
    places = new Set(list?.places.map((place) => place.placeId));
  }
  // Nearest first among more matches than are shown: the best matches may all be far away.
  const hits = await deps.cache.searchDishes(query, near ? Math.max(limit, NEAR_POOL) : limit, places);
  if (!near || hits.length === 0) return hits;
  const positions = await placePositions(
    deps,
    hits.map((hit) => hit.placeId),
  );
  const measured = hits.map((hit) => {
    const at = positions.get(hit.placeId);
    return at ? { ...hit, distanceKm: distanceKm(near, at) } : hit;
  });
  // Stable: hits at the same distance (one place's dishes) keep their match order.
  return measured.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity)).slice(0, limit);
}

/**
 * Where saved places are (those with no known position are left out), for sorting dish results by
 * distance (issue 33 §4): the saved menu's own position first (the place link's `!3d!4d`), else the
 * place lists' entries (the position each result link carried). One read of each store.
 */
export async function placePositions(
  { lists, cache }: { lists: Pick<PlaceLists, 'all'>; cache: Pick<MenuCache, 'getMenus'> },
  placeIds: Iterable<string>,
): Promise<Map<string, LatLng>> {
  const wanted = new Set(placeIds);
  const ids = [...wanted];
  const saved = await cache.getMenus(ids).catch(() => []);
  const positions = new Map<string, LatLng>();
  ids.forEach((placeId, i) => {
    const at = saved[i]?.at;
    if (at) positions.set(placeId, at);
  });
  // Most recently updated list first: its position wins where two lists disagree.
  for (const list of await lists.all()) {
    for (const { placeId, at } of list.places) {
      if (at && wanted.has(placeId) && !positions.has(placeId)) positions.set(placeId, at);
    }
  }
  return positions;
}
