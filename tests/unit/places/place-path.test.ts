import { describe, expect, it } from 'vitest';
import { parseRequest } from '@/lib/messages/protocol';
import { MAX_URL_LENGTH, mapsPageNameHint, parseHttpUrl, parsePlacePath } from '@/lib/places/place-path';
import { parsePlaceUrl } from '@/lib/places/place-url';
import { BERGEN, EAST_VILLAGE, FLORE, KATZ, placeInCityUrl, placeUrl, REMA } from './place-fixtures';

// The path parser skips the host check (parsePlaceUrl checks it first); on Google hosts it reads
// exactly what parsePlaceUrl reads.
const parseMapsPageUrl = (url: string) => {
  const parsed = parseHttpUrl(url);
  return parsed && parsePlacePath(parsed);
};

const GOOGLE_URLS = [
  placeUrl(KATZ),
  placeUrl(EAST_VILLAGE, { with19s: true }),
  placeUrl(FLORE, { host: 'www.google.fr', camera: '@48.85,2.33,14z' }),
  placeUrl(KATZ, { host: 'maps.google.de' }),
  placeInCityUrl(BERGEN, REMA),
  `https://www.google.com/maps/search/?api=1&query=Katz&query_place_id=${KATZ.placeId}`,
  `https://www.google.com/maps/place/?q=place_id:${EAST_VILLAGE.placeId}`,
  `https://maps.google.com/?ftid=${KATZ.featureId}`,
  `https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d1!2d2!3d3!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s${FLORE.featureId}!2sFlore`,
  'https://www.google.com/maps/@40.72,-73.98,15z',
  'https://www.google.com/maps/search/restaurants/@40.72,-73.98,15z/data=!3m1!4b1',
  `https://www.google.com/maps/dir/Katz's/Flore/data=!4m6!4m5!1m1!1s${KATZ.featureId}!1m1!1s${FLORE.featureId}`,
  `https://www.google.de/?ftid=${KATZ.featureId}`,
  `https://www.google.com/mapsfoo/place/X/data=!4m2!3m1!1s${KATZ.featureId}`,
];

describe('parseMapsPageUrl', () => {
  it.each(GOOGLE_URLS)('agrees with parsePlaceUrl on %s', (url) => {
    expect(parseMapsPageUrl(url)).toEqual(parsePlaceUrl(url));
  });

  it('finds places on Google hosts (the agreement above is not all nulls)', () => {
    expect(GOOGLE_URLS.map((url) => parseMapsPageUrl(url)?.placeId ?? null)).toEqual([
      KATZ.placeId,
      EAST_VILLAGE.placeId,
      FLORE.placeId,
      KATZ.placeId,
      REMA.placeId,
      KATZ.placeId,
      EAST_VILLAGE.placeId,
      KATZ.placeId,
      FLORE.placeId,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('does not check the host: the match patterns did', () => {
    const path = placeUrl(KATZ).replace('https://www.google.com', '');
    expect(parsePlaceUrl(`https://maps.example.test${path}`)).toBeNull();
    expect(parseMapsPageUrl(`https://maps.example.test${path}`)).toEqual(parsePlaceUrl(placeUrl(KATZ)));
  });

  it('still refuses what is not an http(s) URL within the length cap', () => {
    const padded = `${placeUrl(KATZ)}&pad=`;
    expect(parseMapsPageUrl(padded + 'x'.repeat(MAX_URL_LENGTH - padded.length))?.placeId).toBe(KATZ.placeId);
    expect(parseMapsPageUrl(padded + 'x'.repeat(MAX_URL_LENGTH - padded.length + 1))).toBeNull();
    expect(parseMapsPageUrl(placeUrl(KATZ).replace('https:', 'ftp:'))).toBeNull();
    expect(parseMapsPageUrl('Katz Delicatessen')).toBeNull();
    expect(parseMapsPageUrl(42 as unknown as string)).toBeNull();
  });
});

describe('parseHttpUrl', () => {
  it.each([
    ['https://www.google.com/maps', 'https://www.google.com/maps'],
    ['http://maps.google.de/?cid=1', 'http://maps.google.de/?cid=1'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['/maps/place/X', null],
  ])('%s', (input, href) => {
    expect(parseHttpUrl(input)?.href ?? null).toBe(href);
  });
});

describe('parsePlacePath', () => {
  it('serves the root path only on a maps. host', () => {
    const root = `/?ftid=${KATZ.featureId}`;
    expect(parsePlacePath(new URL(`https://maps.example.test${root}`))?.placeId).toBe(KATZ.placeId);
    expect(parsePlacePath(new URL(`https://www.example.test${root}`))).toBeNull();
  });
});

// The content script asks `menu.forUrl` with any page URL parseMapsPageUrl found a place in.
describe('menu.forUrl accepts every URL the content script finds a place in', () => {
  it.each([4097, 6000, MAX_URL_LENGTH])('a %i-character Maps place URL', (length) => {
    const base = `${placeUrl(KATZ)}&pad=`;
    const url = base + 'x'.repeat(length - base.length);
    expect(url).toHaveLength(length);
    expect(parseMapsPageUrl(url)?.placeId).toBe(KATZ.placeId);
    expect(parseRequest({ type: 'menu.forUrl', url, userInitiated: false })).not.toBeNull();
  });
});

describe('mapsPageNameHint', () => {
  it("spells a place page's name only: a search's text names no place", () => {
    expect(
      mapsPageNameHint(
        'https://www.google.com/maps/place/Katz%27s+Delicatessen/@40.72,-73.98,17z/data=!3m1!4b1',
      ),
    ).toBe("Katz's Delicatessen");
    expect(mapsPageNameHint('https://www.google.com/maps/search/pizza/@40.72,-73.98,14z')).toBeNull();
    expect(mapsPageNameHint('https://www.google.com/maps?q=Katz')).toBeNull();
    expect(mapsPageNameHint('https://www.google.com/maps/@40.72,-73.98,14z')).toBeNull();
  });
});
