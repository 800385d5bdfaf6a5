import { tokenizeData } from './url-text';

/** A point on the map in degrees (WGS 84), as Maps writes it in its URLs. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A pair that can be a place on Earth; anything else (NaN, 91°, a string) is no position at all. */
export function toLatLng(lat: unknown, lng: unknown): LatLng | null {
  const a = typeof lat === 'string' ? Number(lat) : lat;
  const b = typeof lng === 'string' ? Number(lng) : lng;
  const valid = (value: unknown, most: number) => typeof value === 'number' && Math.abs(value) <= most;
  return valid(a, 90) && valid(b, 180) ? { lat: a as number, lng: b as number } : null;
}

/**
 * The place's own position in a Maps place link: the last `!3d<lat>!4d<lng>` pair of its `data=`
 * (earlier pairs are the context's, a searched city; the map's centre `@lat,lng` is not the place's).
 */
export function placeCoordinates(url: string): LatLng | null {
  const data = /\/data=([^/?#]+)/.exec(url)?.[1];
  if (!data) return null;
  let found: LatLng | null = null;
  let lat: string | null = null;
  for (const token of tokenizeData(data).tokens) {
    if (token.type !== 'd') {
      lat = null;
    } else if (token.field === 3) {
      lat = token.value;
    } else if (token.field === 4 && lat !== null) {
      found = toLatLng(lat, token.value) ?? found;
      lat = null;
    }
  }
  return found;
}

/** The map's centre in a Maps URL (`/@48.85,2.35,15z`), or null. */
export function mapCentre(url: string): LatLng | null {
  const match = /\/@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,|$|\/|\?)/.exec(url);
  return match ? toLatLng(match[1], match[2]) : null;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine): good to well under 1 % at a city's scale. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The middle of some points (their mean; fine for the few km of a results list), or null. */
export function centreOf(points: readonly LatLng[]): LatLng | null {
  if (points.length === 0) return null;
  const sum = points.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / points.length, lng: sum.lng / points.length };
}
