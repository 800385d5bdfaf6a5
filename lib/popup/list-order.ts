import type { PlaceListPlace, PlaceListView } from '@/lib/messages/protocol';
import { centreOf, distanceKm, type LatLng } from '@/lib/places/coordinates';

// The order a place list is shown in (issue 33 §2): its own, or nearest first from the list's
// centre or from one of its places (positions: each result link's `!3d!4d`).

export type ListOrder = { by: 'list' } | { by: 'centre' } | { by: 'place'; placeId: string };

export interface OrderedPlace extends PlaceListPlace {
  /** Km from the point measured from; null in the list's own order or with no position. */
  distanceKm: number | null;
}

/** Where distances are measured from: the map's centre when the list was saved, else its places' middle. */
export function orderOrigin(view: Pick<PlaceListView, 'centre' | 'places'>, order: ListOrder): LatLng | null {
  if (order.by === 'list') return null;
  if (order.by === 'place') return view.places.find((place) => place.placeId === order.placeId)?.at ?? null;
  return view.centre ?? centreOf(view.places.flatMap((place) => (place.at ? [place.at] : [])));
}

/** The places in the order asked; those without a position come last, in the list's order. */
export function orderPlaces(
  view: Pick<PlaceListView, 'centre' | 'places'>,
  order: ListOrder,
): OrderedPlace[] {
  const origin = orderOrigin(view, order);
  const measured = view.places.map((place) => ({
    ...place,
    distanceKm: origin && place.at ? distanceKm(origin, place.at) : null,
  }));
  if (!origin) return measured;
  // Array.prototype.sort is stable: equal distances keep the list's order.
  return measured.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity));
}
