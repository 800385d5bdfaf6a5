import type { LatLng } from '@/lib/places/coordinates';
import type { PlaceLists } from '@/lib/storage/lists/place-lists';

// Where saved places are, for sorting dish results by distance (issue 33 §4). The one place that
// answers it: today from the place lists' entries (the position each result link carried); the
// saved menus' own positions join here once menu rows keep one.

/** The known position of each of these places (those with none are left out). Reads the lists once. */
export async function placePositions(
  lists: Pick<PlaceLists, 'all'>,
  placeIds: Iterable<string>,
): Promise<Map<string, LatLng>> {
  const wanted = new Set(placeIds);
  const positions = new Map<string, LatLng>();
  if (wanted.size === 0) return positions;
  // Most recently updated list first: its position wins where two lists disagree.
  for (const list of await lists.all()) {
    for (const { placeId, at } of list.places) {
      if (at && wanted.has(placeId) && !positions.has(placeId)) positions.set(placeId, at);
    }
  }
  return positions;
}
