import { describe, expect, it } from 'vitest';
import { centreOf, distanceKm, mapCentre, placeCoordinates, toLatLng } from '@/lib/places/coordinates';

describe('coordinates', () => {
  it("reads the place's own position: the last !3d!4d pair of data=, not the map's centre", () => {
    const url =
      'https://www.google.com/maps/place/Ichiran/@35.6600,139.7000,15z/data=!4m10!1m2!2m1!1sramen!3m6!1s0x60188b5:0x1!8m2!3d35.6614!4d139.6980!16s%2Fg%2F1!19sChIJabc';
    expect(placeCoordinates(url)).toEqual({ lat: 35.6614, lng: 139.698 });
    expect(mapCentre(url)).toEqual({ lat: 35.66, lng: 139.7 });
  });

  it('gives null for links without a position or with an impossible one', () => {
    expect(placeCoordinates('https://www.google.com/maps/place/X/@1,2,3z')).toBeNull();
    expect(placeCoordinates('https://www.google.com/maps/place/X/data=!3d95.1!4d10')).toBeNull();
    expect(mapCentre('https://www.google.com/maps/search/ramen')).toBeNull();
    expect(toLatLng('x', 1)).toBeNull();
    expect(toLatLng(-33.9, '151.2')).toEqual({ lat: -33.9, lng: 151.2 });
  });

  it('measures great-circle distances and centres', () => {
    // Paris to London, about 344 km.
    expect(distanceKm({ lat: 48.8566, lng: 2.3522 }, { lat: 51.5074, lng: -0.1278 })).toBeCloseTo(343.5, 0);
    expect(distanceKm({ lat: 1, lng: 1 }, { lat: 1, lng: 1 })).toBe(0);
    expect(
      centreOf([
        { lat: 0, lng: 0 },
        { lat: 2, lng: 4 },
      ]),
    ).toEqual({ lat: 1, lng: 2 });
    expect(centreOf([])).toBeNull();
  });
});
