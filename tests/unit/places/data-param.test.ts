import { describe, expect, it } from 'vitest';
import { findSelectedPlace } from '@/lib/places/data-param';
import { tokenizeData } from '@/lib/places/url-text';
import { BERGEN, EAST_VILLAGE, KATZ, REMA } from './place-fixtures';

const A = EAST_VILLAGE.featureId;
const B = KATZ.featureId;

describe('tokenizeData', () => {
  it('splits keys with one- and two-digit field numbers', () => {
    expect(tokenizeData('!4m7!3m6!1s0x1:0x2!16s%2Fg%2Fx!19sChIJabc!3b1')).toEqual({
      wellFormed: true,
      tokens: [
        { field: 4, type: 'm', value: '7' },
        { field: 3, type: 'm', value: '6' },
        { field: 1, type: 's', value: '0x1:0x2' },
        { field: 16, type: 's', value: '%2Fg%2Fx' },
        { field: 19, type: 's', value: 'ChIJabc' },
        { field: 3, type: 'b', value: '1' },
      ],
    });
  });

  it.each([
    ['%21 separators', '%214m2%213m1%211s0x1%3A0x2!', '0x1:0x2'],
    ['%21 separators, embed colon', '%214m2%213m1%211s0x1%253A0x2', '0x1%3A0x2'],
    ['%2521 separators', '%25214m2%25213m1%25211s0x1%25253A0x2', '0x1%3A0x2'],
  ])('reads %s, decoding values to the unencoded level', (_label, raw, fid) => {
    const { tokens, wellFormed } = tokenizeData(raw.replace(/!$/, ''));
    expect(wellFormed).toBe(true);
    expect(tokens.map((t) => `${t.field}${t.type}`)).toEqual(['4m', '3m', '1s']);
    expect(tokens[2]?.value).toBe(fid);
  });

  it('keeps a deeper-encoded %21 inside a value when the separators are raw', () => {
    expect(tokenizeData('!2sYo%21+Sushi').tokens).toEqual([{ field: 2, type: 's', value: 'Yo%21+Sushi' }]);
  });

  it.each([
    ['text before the first separator', 'x!1s0x1:0x2'],
    ['an empty token', '!3m1!!1s0x1:0x2'],
    ['a key without a type', '!3m1!12!1s0x1:0x2'],
    ['a value cut by a raw !', '!2sYo! Sushi'],
  ])('marks %s as not well formed', (_label, raw) => {
    expect(tokenizeData(raw).wellFormed).toBe(false);
  });

  it('treats no separator at all as no tokens', () => {
    expect(tokenizeData('')).toEqual({ tokens: [], wellFormed: true });
    expect(tokenizeData('coffee')).toEqual({ tokens: [], wellFormed: false });
  });
});

describe('findSelectedPlace', () => {
  it.each([
    ['a single place block', `!4m6!3m5!1s${A}!8m2!3d1!4d2!16s%2Fg%2Fx`, { featureId: A, placeId: null }],
    [
      '!19s next to the feature id',
      `!4m7!3m6!1s${A}!8m2!3d1!4d2!16s%2Fg%2Fx!19s${EAST_VILLAGE.placeId}`,
      { featureId: A, placeId: EAST_VILLAGE.placeId },
    ],
    [
      'the city context first, the selected place last',
      `!4m15!1m8!3m7!1s${BERGEN.featureId}!2sBergen!3b1!8m2!3d1!4d2!16zL20v!3m5!1s${REMA.featureId}!8m2!3d1!4d2!16s%2Fg%2Fy`,
      { featureId: REMA.featureId, placeId: null },
    ],
    [
      'a !19s only in the context block is not the selected place',
      `!4m16!1m9!3m8!1s${A}!2sX!3b1!8m2!3d1!4d2!16zL20v!19s${EAST_VILLAGE.placeId}!3m5!1s${B}!8m2!3d1!4d2!16s%2Fg%2Fy`,
      { featureId: B, placeId: null },
    ],
    ['a !5s building after the place', `!4m5!3m4!1s${A}!5s${B}!8m1!3d1`, { featureId: A, placeId: null }],
    ['a !5s building only', `!4m3!3m2!5s${B}!2sTower`, null],
    [
      'an embed pb: place in !3m3!1m2, language in !3m2!1sen',
      `!1m18!1m12!1m3!1d3022.6!2d-73.98!3d40.72!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s${A.replace(':', '%3A')}!2sKatz's!5e0!3m2!1sen!2sus!4v1600000000000`,
      { featureId: A, placeId: null },
    ],
    ['street view: !1s is a pano id', '!3m6!1e1!3m4!1sXHBkky0DIXJ-dw8-PCjZuw!2e0!7i16384!8i8192', null],
    ['plain strings', '!4m4!3m3!1scoffee!2sen!19scoffee', null],
    ['an empty message', `!4m0!3m1!1s${A}`, { featureId: A, placeId: null }],
    ['the camera flag only', '!3m1!4b1', null],
    ['nothing', '', null],
  ])('%s', (_label, raw, expected) => {
    expect(findSelectedPlace(raw)).toEqual(expected);
  });

  it('a fid in a nested non-!3m block of the place is not the selected place (structure, not position)', () => {
    const raw = `!4m7!3m6!1s${A}!5m2!1s${B}!2sX!8m1!3d1`;
    expect(findSelectedPlace(raw)).toEqual({ featureId: A, placeId: null });
    // The same tokens without trustworthy counts fall back to the last fid.
    expect(findSelectedPlace(raw.replace('!4m7', '!4mx'))).toEqual({ featureId: B, placeId: null });
  });

  it('!19s after a nested block still belongs to its own block', () => {
    const raw = `!4m9!3m8!1s${A}!8m2!3d1!4d2!6m1!1s${B}!16s%2Fg%2Fx!19s${EAST_VILLAGE.placeId}`;
    expect(findSelectedPlace(raw)).toEqual({ featureId: A, placeId: EAST_VILLAGE.placeId });
  });

  it('without any !3m candidate, a top-level fid still counts', () => {
    expect(findSelectedPlace(`!1s${A}!2sX`)).toEqual({ featureId: A, placeId: null });
  });

  it('keeps a hi-zero feature id so the caller can tell a pin from nothing', () => {
    expect(findSelectedPlace('!4m2!3m1!1s0x0:0x9e354f6cf514b9fc')).toEqual({
      featureId: '0x0:0x9e354f6cf514b9fc',
      placeId: null,
    });
  });

  describe('fallback when the counts do not add up', () => {
    it.each([
      ['truncated after the selected place', `!4m15!1m8!3m7!1s${A}!3b1!3m5!1s${B}!8m2!3d1`, B, null],
      [
        'a stray ! inside a value',
        `!4m6!3m5!1s${A}!2sYo! Sushi!19s${EAST_VILLAGE.placeId}`,
        A,
        EAST_VILLAGE.placeId,
      ],
      ['a non-numeric count', `!4mx!3m1!1s${A}`, A, null],
      ['!19s of an earlier place is dropped', `!3mZ!1s${A}!19s${EAST_VILLAGE.placeId}!3m1!1s${B}`, B, null],
      [
        'the first !19s after the last fid',
        `!9mQ!1s${B}!19s${KATZ.placeId}!19s${EAST_VILLAGE.placeId}`,
        B,
        KATZ.placeId,
      ],
    ])('%s', (_label, raw, featureId, placeId) => {
      expect(findSelectedPlace(raw)).toEqual({ featureId, placeId });
    });

    it('uses the last !19s when there is no feature id', () => {
      expect(findSelectedPlace(`!9m9!19s${EAST_VILLAGE.placeId}!19s${KATZ.placeId}`)).toEqual({
        featureId: null,
        placeId: KATZ.placeId,
      });
    });
  });
});
