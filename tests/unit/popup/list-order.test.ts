import { describe, expect, it } from 'vitest';
import type { PlaceListPlace } from '@/lib/messages/protocol';
import { orderOrigin, orderPlaces } from '@/lib/popup/list-order';

const place = (placeId: string, at: { lat: number; lng: number } | null): PlaceListPlace => ({
  placeId,
  name: placeId,
  at,
  saved: null,
});
// West to east along one parallel, about 660 m apart.
const places = [
  place('east', { lat: 48.86, lng: 2.36 }),
  place('nowhere', null),
  place('west', { lat: 48.86, lng: 2.34 }),
  place('middle', { lat: 48.86, lng: 2.35 }),
];

describe('orderPlaces', () => {
  it("keeps the list's own order, with no distances", () => {
    const ordered = orderPlaces({ centre: null, places }, { by: 'list' });
    expect(ordered.map((p) => p.placeId)).toEqual(['east', 'nowhere', 'west', 'middle']);
    expect(ordered.every((p) => p.distanceKm === null)).toBe(true);
  });

  it("sorts nearest first from the list's centre, places without a position last", () => {
    const ordered = orderPlaces({ centre: { lat: 48.86, lng: 2.341 }, places }, { by: 'centre' });
    expect(ordered.map((p) => p.placeId)).toEqual(['west', 'middle', 'east', 'nowhere']);
    expect(ordered[0]?.distanceKm).toBeCloseTo(0.073, 2);
    expect(ordered[3]?.distanceKm).toBeNull();
  });

  it("falls back to the middle of the list's places when it has no centre", () => {
    const origin = orderOrigin({ centre: null, places }, { by: 'centre' });
    expect(origin?.lat).toBeCloseTo(48.86, 9);
    expect(origin?.lng).toBeCloseTo(2.35, 9);
    expect(orderPlaces({ centre: null, places }, { by: 'centre' })[0]?.placeId).toBe('middle');
  });

  it('sorts nearest first from a chosen place of the list', () => {
    const ordered = orderPlaces({ centre: null, places }, { by: 'place', placeId: 'east' });
    expect(ordered.map((p) => p.placeId)).toEqual(['east', 'middle', 'west', 'nowhere']);
    expect(ordered[0]?.distanceKm).toBe(0);
    // A place that has no position (or is gone) gives no order.
    expect(orderPlaces({ centre: null, places }, { by: 'place', placeId: 'nowhere' })[0]?.placeId).toBe(
      'east',
    );
  });
});
