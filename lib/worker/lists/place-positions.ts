import type { LatLng } from '@/lib/places/coordinates';
import type { PlaceLists } from '@/lib/storage/lists/place-lists';
import type { MenuCache } from '@/lib/storage/menus/stores';

// Where saved places are, for sorting dish results by distance (issue 33 §4). The one place that
// answers it: the saved menu's own position first (the place link's `!3d!4d`, kept with the menu
// once known), else the place lists' entries (the position each result link carried).

/** The known position of each of these places (those with none are left out). One read of each store. */
export async function placePositions(
  { lists, cache }: { lists: Pick<PlaceLists, 'all'>; cache: Pick<MenuCache, 'getMenus'> },
  placeIds: Iterable<string>,
): Promise<Map<string, LatLng>> {
  const wanted = new Set(placeIds);
  const positions = new Map<string, LatLng>();
  if (wanted.size === 0) return positions;
  const ids = [...wanted];
  const saved = await cache.getMenus(ids).catch(() => []);
  saved.forEach((menu, i) => {
    const placeId = ids[i];
    if (menu?.at && placeId !== undefined) positions.set(placeId, menu.at);
  });
  // Most recently updated list first: its position wins where two lists disagree.
  for (const list of await lists.all()) {
    for (const { placeId, at } of list.places) {
      if (at && wanted.has(placeId) && !positions.has(placeId)) positions.set(placeId, at);
    }
  }
  return positions;
}
