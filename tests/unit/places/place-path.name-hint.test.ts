import { describe, expect, it } from 'vitest';
import { looksLikeCoordinates, nameHintFrom } from '@/lib/places/place-path';
import { parsePlaceUrl } from '@/lib/places/place-url';
import { decodePercent, rawQueryParams } from '@/lib/places/url-text';
import { KATZ } from './place-fixtures';

describe('nameHintFrom', () => {
  it.each([
    ['Caf%C3%A9+de+Flore', 'Café de Flore'],
    ["Katz's+Delicatessen", "Katz's Delicatessen"],
    ['Katz%27s+Delicatessen', "Katz's Delicatessen"],
    ['The+White+House++United+States', 'The White House United States'],
    ['A%2BB+Caf%C3%A9', 'A+B Café'],
    ['%E5%AF%BF%E5%8F%B8%E5%A4%A7', '寿司大'],
    ['+Padded+', 'Padded'],
    ['Bad%E9+Encoding', 'Bad%E9 Encoding'],
    ['Tab%09and%0Anewline', 'Tab and newline'],
    ['Del%7Fand%C2%85C1%C2%9Fcontrols', 'Del and C1 controls'],
    ['No%C2%A0break', 'No break'],
    ['1905', '1905'],
    ['7-Eleven', '7-Eleven'],
    ['NEWS', 'NEWS'],
    ['%3Cb%3Ebold%3C%2Fb%3E', '<b>bold</b>'],
  ])('%s → %s', (encoded, expected) => {
    expect(nameHintFrom(encoded)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['spaces only', '+++'],
    ['encoded spaces only', '%20%20'],
    ['decimal pair', '40.7222,-73.9873'],
    ['decimal pair with space', '48.85,+2.35'],
    ['degrees, minutes, seconds', "40%C2%B043'20.0%22N+73%C2%B059'14.6%22W"],
  ])('null for %s', (_label, encoded) => {
    expect(nameHintFrom(encoded)).toBeNull();
  });

  it('looksLikeCoordinates needs a digit and a comma or degree sign', () => {
    expect(looksLikeCoordinates('48°51′N 2°21′E')).toBe(true);
    expect(looksLikeCoordinates('-33.86, 151.21')).toBe(true);
    expect(looksLikeCoordinates('N, S')).toBe(false);
    expect(looksLikeCoordinates('2024')).toBe(false);
  });
});

describe('nameHint in parsePlaceUrl', () => {
  const data = `data=!4m2!3m1!1s${KATZ.featureId}`;
  it.each([
    [`https://www.google.com/maps/place/Caf%C3%A9+de+Flore/@48.85,2.33,17z/${data}`, 'Café de Flore'],
    [`https://www.google.com/maps/place/40.7222,-73.9873/@40.72,-73.98,17z/${data}`, null],
    [`https://www.google.com/maps/place/@40.72,-73.98,17z/${data}`, null],
    [`https://www.google.com/maps/place/${data}`, null],
    [`https://www.google.com/maps/place/${data}?q=Katz%27s`, "Katz's"],
    [`https://www.google.com/maps/place/%20/${data}?query=Katz%27s&q=Other`, "Katz's"],
    [`https://www.google.com/maps/search/?api=1&query=40.72%2C-73.98&query_place_id=${KATZ.placeId}`, null],
    [`https://www.google.com/maps/search/?api=1&query=place_id:${KATZ.placeId}&q=Katz`, 'Katz'],
    [`https://www.google.com/maps/search/?api=1&query=place_id:not-an-id&q=place_id:${KATZ.placeId}`, null],
  ])('%s → %s', (url, hint) => {
    const place = parsePlaceUrl(url);
    expect(place?.placeId).toBe(KATZ.placeId);
    expect(place?.nameHint).toBe(hint);
  });
});

describe('url-text', () => {
  it('decodePercent keeps malformed runs and decodes the valid ones', () => {
    expect(decodePercent('%E9t%C3%A9 %ZZ 100%')).toBe('%E9té %ZZ 100%');
  });

  it('rawQueryParams keeps values encoded and the first of repeated names', () => {
    const params = rawQueryParams('?pb=!1m2%211s&q=a+b&q=second&flag&=x');
    expect(params.get('pb')).toBe('!1m2%211s');
    expect(params.get('q')).toBe('a+b');
    expect(params.get('flag')).toBe('');
    expect(params.get('')).toBe('x');
  });
});
