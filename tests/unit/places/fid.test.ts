import { describe, expect, it } from 'vitest';
import {
  base64UrlToBytes,
  bytesToBase64Url,
  featureIdToPlaceId,
  formatFeatureId,
  parseFeatureId,
  placeIdToFeatureId,
} from '@/lib/places/fid';
import { BENGALURU, EAST_VILLAGE, oraclePlaceId, splitmix64 } from './place-fixtures';

const hex = (n: bigint) => `0x${n.toString(16)}`;

describe('feature id ↔ place id: public pairs', () => {
  it.each([EAST_VILLAGE, BENGALURU])('$placeId ↔ $featureId', ({ placeId, featureId }) => {
    expect(featureIdToPlaceId(featureId)).toBe(placeId);
    expect(placeIdToFeatureId(placeId)).toBe(featureId);
  });
});

describe('featureIdToPlaceId', () => {
  it.each([
    ['0x89C2599B5A24D7FD:0x9E354F6CF514B9FC', EAST_VILLAGE.placeId],
    ['0x89c2599b5a24d7fd%3A0x9e354f6cf514b9fc', EAST_VILLAGE.placeId],
    ['0x89c2599b5a24d7fd%253a0x9e354f6cf514b9fc', EAST_VILLAGE.placeId],
    ['0x00000001:0x0', oraclePlaceId('0x1:0x0')],
  ])('accepts %s', (featureId, placeId) => {
    expect(featureIdToPlaceId(featureId)).toBe(placeId);
  });

  it.each([
    ['hi is zero (dropped pin)', '0x0:0x9e354f6cf514b9fc'],
    ['hi is zero, padded', '0x0000:0x1'],
    ['empty', ''],
    ['no colon', '0x89c2599b5a24d7fd'],
    ['missing 0x on lo', '0x89c2599b5a24d7fd:9e354f6cf514b9fc'],
    ['empty half', '0x:0x1'],
    ['17 hex digits', '0x189c2599b5a24d7fd:0x1'],
    ['non-hex digit', '0x89c2599b5a24d7fg:0x1'],
    ['surrounding space', ' 0x1:0x2'],
    ['trailing junk', '0x1:0x2!8m2'],
    ['a place id', EAST_VILLAGE.placeId],
    ['a plain string', 'coffee'],
  ])('rejects %s', (_label, featureId) => {
    expect(featureIdToPlaceId(featureId)).toBeNull();
  });
});

describe('placeIdToFeatureId', () => {
  const zeroHi = Buffer.from([0x0a, 0x12, 0x09, 0, 0, 0, 0, 0, 0, 0, 0, 0x11, 1, 2, 3, 4, 5, 6, 7, 8]);
  const wrongTag = Buffer.from(Buffer.from(EAST_VILLAGE.placeId, 'base64url')).fill(0x12, 11, 12);
  it.each([
    ['another Places id layout', 'GhIJQWDl0CIeQUARxks3icF8U8A'],
    ['a long EiI… id', 'EiI0MiBQcmluY2VzIFN0LCBFZGluYnVyZ2ggRUgyIDJFUSwgVUsiMBIuChQKEgnf'],
    ['one character short', EAST_VILLAGE.placeId.slice(0, -1)],
    ['one character long', `${EAST_VILLAGE.placeId}A`],
    ['standard base64 characters', EAST_VILLAGE.placeId.replace('_', '/')],
    ['non-canonical last character (spare bits set)', `${EAST_VILLAGE.placeId.slice(0, -1)}5`],
    ['hi of zero', zeroHi.toString('base64url')],
    ['wrong lo tag', wrongTag.toString('base64url')],
    ['empty', ''],
    ['a feature id', EAST_VILLAGE.featureId],
  ])('rejects %s', (_label, placeId) => {
    expect(placeIdToFeatureId(placeId)).toBeNull();
  });

  it('the non-canonical spelling decodes to the same bytes, so rejecting it is what keeps ids unique', () => {
    const sloppy = `${EAST_VILLAGE.placeId.slice(0, -1)}5`;
    expect(Buffer.from(sloppy, 'base64url')).toEqual(Buffer.from(EAST_VILLAGE.placeId, 'base64url'));
  });
});

describe('round trip over random 64-bit halves (seeded)', () => {
  const next = splitmix64(20_240_611n);
  const max = (1n << 64n) - 1n;
  const cases: [bigint, bigint][] = [
    [1n, 0n],
    [1n, max],
    [max, max],
    [max, 0n],
    [0x80n, 0x7fn],
  ];
  for (let i = 0; i < 500; i++) cases.push([next() || 1n, next()]);

  it('matches the Buffer oracle and converts back to the canonical feature id', () => {
    for (const [hi, lo] of cases) {
      const featureId = `${hex(hi)}:${hex(lo)}`;
      const placeId = featureIdToPlaceId(featureId);
      expect(placeId).toBe(oraclePlaceId(featureId));
      expect(placeId).toMatch(/^ChIJ[A-Za-z0-9_-]{23}$/);
      expect(placeIdToFeatureId(placeId!)).toBe(featureId);
    }
  });

  it('leading zeros and upper case normalise to the canonical form', () => {
    for (const [hi, lo] of cases.slice(0, 50)) {
      const padded = `0x${hi.toString(16).padStart(16, '0').toUpperCase()}:0x${lo.toString(16).padStart(16, '0')}`;
      const parts = parseFeatureId(padded);
      expect(parts).toEqual({ hi, lo });
      expect(formatFeatureId(parts!)).toBe(`${hex(hi)}:${hex(lo)}`);
      expect(featureIdToPlaceId(padded)).toBe(oraclePlaceId(`${hex(hi)}:${hex(lo)}`));
    }
  });
});

describe('base64url', () => {
  it('encodes without padding in the url-safe alphabet and decodes back', () => {
    const next = splitmix64(7n);
    for (let length = 0; length < 40; length++) {
      const bytes = Uint8Array.from({ length }, () => Number(next() & 0xffn));
      const encoded = bytesToBase64Url(bytes);
      expect(encoded).toBe(Buffer.from(bytes).toString('base64url'));
      expect(base64UrlToBytes(encoded)).toEqual(bytes);
    }
  });

  it.each(['a', 'abcde', 'ab+c', 'ab/c', 'abc=', 'ab c'])('rejects %j', (text) => {
    expect(base64UrlToBytes(text)).toBeNull();
  });
});
