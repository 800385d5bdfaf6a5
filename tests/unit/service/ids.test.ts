import { describe, expect, it } from 'vitest';
import {
  featureIdToCid,
  featureIdToPlaceId,
  parseFeatureId,
  placeIdToFeatureId,
} from '@/service/catalog/ids.ts';
import { s2LeafCellId } from '@/service/catalog/s2.ts';

const PAIRS = [
  ['ChIJ_dckWptZwokR_LkU9WxPNZ4', '0x89c2599b5a24d7fd:0x9e354f6cf514b9fc'],
  ['ChIJ7d2HqtcUrjsR0b5tDUSTIKk', '0x3bae14d7aa87dded:0xa92093440d6dbed1'],
] as const;

describe('place id algebra', () => {
  it.each(PAIRS)('%s ↔ %s', (placeId, featureId) => {
    expect(featureIdToPlaceId(featureId)).toBe(placeId);
    expect(placeIdToFeatureId(placeId)).toBe(featureId);
  });

  it('round-trips feature ids with short halves and upper-case hex', () => {
    const placeId = featureIdToPlaceId('0xD42287F4893E2F3:0x1');
    expect(placeId).toMatch(/^ChIJ[A-Za-z0-9_-]{23}$/);
    expect(placeIdToFeatureId(placeId)).toBe('0xd42287f4893e2f3:0x1');
  });

  it('derives the CID from the low half', () => {
    expect(featureIdToCid('0x0:0xfc22543524677123')).toBe('18168176433986760995');
  });

  it('rejects shapes that are not ids', () => {
    expect(parseFeatureId('0x12:')).toBeNull();
    expect(parseFeatureId('coffee')).toBeNull();
    expect(() => featureIdToPlaceId('0xzz:0x1')).toThrow();
    expect(placeIdToFeatureId('ChIJ_dckWptZwokR_LkU9WxPNZ')).toBeNull();
    expect(placeIdToFeatureId('GhIJ_dckWptZwokR_LkU9WxPNZ4')).toBeNull();
  });
});

describe('S2 leaf cell of a coordinate (high half of generated feature ids)', () => {
  it.each([
    [40.7128, -74.006, '89c25'],
    [12.9716, 77.5946, '3bae1'],
    [48.8566, 2.3522, '47e66'],
    [-33.8688, 151.2093, '6b12a'],
  ])('%f,%f starts with %s like real Maps ids there', (lat, lng, prefix) => {
    const cell = s2LeafCellId(lat, lng);
    expect(cell.toString(16).padStart(16, '0').startsWith(prefix)).toBe(true);
    expect(cell & 1n).toBe(1n);
  });
});
