import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH, type MapsUrlPlace } from '@/lib/places/place-path';
import { parsePlaceUrl } from '@/lib/places/place-url';
import {
  BENGALURU,
  BERGEN,
  DISHOOM,
  EAST_VILLAGE,
  FLORE,
  HOFBRAU,
  KATZ,
  placeInCityUrl,
  placeUrl,
  REMA,
} from './place-fixtures';

const EV = EAST_VILLAGE;
const ref = (placeId: string, nameHint: string | null): MapsUrlPlace => ({ placeId, nameHint });

describe('parsePlaceUrl: place pages', () => {
  it.each<[string, string, MapsUrlPlace]>([
    ['Katz: fid only, converted offline', placeUrl(KATZ), ref(KATZ.placeId, "Katz's Delicatessen")],
    [
      'with !19s: the Places id is used as is',
      placeUrl(EV, { with19s: true }),
      ref(EV.placeId, 'East Village Diner'),
    ],
    [
      'the exact URL shape from the brief',
      `https://www.google.com/maps/place/Katz's+Delicatessen/@40.7222,-73.9873,17z/data=!3m1!4b1!4m6!3m5!1s${KATZ.featureId}!8m2!3d40.7222!4d-73.9873!16s%2Fm%2F01_0b3?entry=ttu`,
      ref(KATZ.placeId, "Katz's Delicatessen"),
    ],
    [
      'a ChIJ id in !1s (field notes): read as the feature id it encodes',
      `https://www.google.com/maps/place/X/data=!4m2!3m1!1s${KATZ.placeId}`,
      ref(KATZ.placeId, 'X'),
    ],
    [
      'search context first, selected place last',
      placeInCityUrl(BERGEN, REMA),
      ref(REMA.placeId, 'REMA 1000 PARADIS'),
    ],
    [
      'name with percent-encoded UTF-8 and +',
      placeUrl(FLORE, { host: 'www.google.fr' }),
      ref(FLORE.placeId, 'Café de Flore'),
    ],
    [
      'nameless /maps/place//data=',
      `https://www.google.com/maps/place//data=!4m2!3m1!1s${BENGALURU.featureId}`,
      ref(BENGALURU.placeId, null),
    ],
    [
      'no camera segment',
      `https://www.google.com/maps/place/Kipriakon/data=!4m2!3m1!1s${EV.featureId}!10m1!1e1`,
      ref(EV.placeId, 'Kipriakon'),
    ],
    [
      'street view over a place: the pano id is skipped',
      `https://www.google.com/maps/place/Katz's/@40.72,-73.98,3a,75y,240h,85t/data=!3m7!1e1!3m5!1sXHBkky0DIXJ-dw8-PCjZuw!2e0!7i16384!8i8192!4m6!3m5!1s${KATZ.featureId}!8m2!3d1!4d2!16s%2Fg%2Fx?entry=ttu`,
      ref(KATZ.placeId, "Katz's"),
    ],
    [
      'a !5s building next to the place',
      `https://www.google.com/maps/place/Dishoom/@51.5,-0.12,17z/data=!4m8!3m7!1s${DISHOOM.featureId}!5s${HOFBRAU.featureId}!8m2!3d1!4d2!16s%2Fg%2Fx?entry=ttu`,
      ref(DISHOOM.placeId, 'Dishoom'),
    ],
    [
      'place opened over a map path (no /place/ segment)',
      `https://www.google.com/maps/@40.72,-73.98,17z/data=!4m6!3m5!1s${KATZ.featureId}!8m2!3d1!4d2!16s%2Fg%2Fx`,
      ref(KATZ.placeId, null),
    ],
  ])('%s', (_label, url, expected) => {
    expect(parsePlaceUrl(url)).toEqual(expected);
  });

  it('prefers !19s over the fid even when they disagree', () => {
    const url = `https://www.google.com/maps/place/X/data=!4m7!3m6!1s${KATZ.featureId}!8m2!3d1!4d2!16s%2Fg%2Fx!19s${EV.placeId}`;
    expect(parsePlaceUrl(url)).toEqual(ref(EV.placeId, 'X'));
  });

  it('uses !19s when the block has only a hi-zero fid', () => {
    const url = `https://www.google.com/maps/place/Pin/data=!4m4!3m3!1s0x0:0x1234!2sPin!19s${EV.placeId}`;
    expect(parsePlaceUrl(url)).toEqual(ref(EV.placeId, 'Pin'));
  });
});

describe('parsePlaceUrl: explicit id parameters', () => {
  it.each<[string, string, MapsUrlPlace]>([
    [
      'Maps URLs API query_place_id',
      `https://www.google.com/maps/search/?api=1&query=Katz%27s+Delicatessen&query_place_id=${KATZ.placeId}`,
      ref(KATZ.placeId, "Katz's Delicatessen"),
    ],
    [
      'query_place_id with a non-ChIJ id',
      'https://www.google.com/maps/search/?api=1&query=Edinburgh&query_place_id=GhIJQWDl0CIeQUARxks3icF8U8A',
      ref('GhIJQWDl0CIeQUARxks3icF8U8A', 'Edinburgh'),
    ],
    ['q=place_id:', `https://www.google.com/maps/place/?q=place_id:${EV.placeId}`, ref(EV.placeId, null)],
    ['q=place_id%3A', `https://www.google.com/maps/place/?q=place_id%3A${EV.placeId}`, ref(EV.placeId, null)],
    [
      'q=place_id%253A (double-encoded colon)',
      `https://www.google.com/maps/place/?q=place_id%253A${EV.placeId}`,
      ref(EV.placeId, null),
    ],
    ['query=place_id:', `https://www.google.com/maps?query=place_id:${EV.placeId}`, ref(EV.placeId, null)],
    [
      'ftid with a name in q',
      `https://maps.google.com/maps?q=Katz%27s+Delicatessen&ftid=${KATZ.featureId}`,
      ref(KATZ.placeId, "Katz's Delicatessen"),
    ],
    [
      'ftid with %3A',
      `https://www.google.com/maps?ftid=${EV.featureId.replace(':', '%3A')}`,
      ref(EV.placeId, null),
    ],
    [
      'embed pb with %3A in the fid',
      `https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3022.6!2d-73.98!3d40.72!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s${KATZ.featureId.replace(':', '%3A')}!2sKatz's%20Delicatessen!5e0!3m2!1sen!2sus!4v1600000000000`,
      ref(KATZ.placeId, null),
    ],
    [
      'fully %-encoded data segment',
      `https://www.google.com/maps/place/Katz's/data=%214m2%213m1%211s${KATZ.featureId.replace(':', '%3A')}`,
      ref(KATZ.placeId, "Katz's"),
    ],
    [
      'double-encoded pb',
      `https://www.google.com/maps/embed?pb=%25211m2%25211s${EV.featureId.replace(':', '%25253A')}%25212sX`,
      ref(EV.placeId, null),
    ],
  ])('%s', (_label, url, expected) => {
    expect(parsePlaceUrl(url)).toEqual(expected);
  });

  it('the token data wins over leftover query parameters', () => {
    const url = `${placeUrl(KATZ).replace('?entry=ttu', '')}?q=place_id:${EV.placeId}`;
    expect(parsePlaceUrl(url)?.placeId).toBe(KATZ.placeId);
  });

  it('query parameters are used when the token data has no usable place', () => {
    const url = `https://www.google.com/maps/place/Pin/data=!4m2!3m1!1s0x0:0x1?query_place_id=${EV.placeId}`;
    expect(parsePlaceUrl(url)).toEqual(ref(EV.placeId, 'Pin'));
  });

  it('query_place_id on a search results path', () => {
    const url = `https://www.google.com/maps/search/Katz's/@40.7,-73.9,15z?query_place_id=${KATZ.placeId}`;
    expect(parsePlaceUrl(url)).toEqual(ref(KATZ.placeId, "Katz's"));
  });
});

describe('parsePlaceUrl: Google country domains', () => {
  it.each([
    'www.google.de',
    'www.google.co.uk',
    'www.google.com.au',
    'maps.google.fr',
    'maps.google.com',
    'www.google.co.jp',
    'WWW.GOOGLE.COM.BR',
  ])('%s', (host) => {
    expect(parsePlaceUrl(placeUrl(HOFBRAU, { host }))).toEqual(ref(HOFBRAU.placeId, 'Hofbräuhaus München'));
  });

  it('accepts http: on Google hosts', () => {
    expect(parsePlaceUrl(placeUrl(KATZ).replace('https:', 'http:'))?.placeId).toBe(KATZ.placeId);
  });

  it('maps.google.<tld> serves the root path too', () => {
    expect(parsePlaceUrl(`https://maps.google.de/?ftid=${KATZ.featureId}`)?.placeId).toBe(KATZ.placeId);
    expect(parsePlaceUrl(`https://www.google.de/?ftid=${KATZ.featureId}`)).toBeNull();
  });
});

describe('parsePlaceUrl: null', () => {
  const path = placeUrl(KATZ).replace('https://www.google.com', '');
  it.each([
    ['another host', `https://evil.example${path}`],
    ['Google as a subdomain of another host', `https://www.google.com.evil.example${path}`],
    ['userinfo trick', `https://www.google.com@evil.example${path}`],
    ['a Google host that is not www/maps', `https://mail.google.com${path}`],
    ['bare google.com', `https://google.com${path}`],
    ['a non-Google TLD', `https://www.google.zz${path}`],
    ['web search, not /maps', `https://www.google.com/search?q=katz&ludocid=${BigInt('0x5ee9b6d0d0dd2a6b')}`],
    ['/mapsfoo', `https://www.google.com/mapsfoo/place/X/data=!4m2!3m1!1s${KATZ.featureId}`],
    ['javascript: scheme', `javascript:alert(1)//www.google.com${path}`],
    ['ftp: scheme', `ftp://www.google.com${path}`],
    ['coordinates only', 'https://www.google.com/maps/@48.85,2.35,15z'],
    ['coordinates with camera data', 'https://www.google.com/maps/@48.85,2.35,15z/data=!3m1!4b1?entry=ttu'],
    ['search results list', 'https://www.google.com/maps/search/restaurants/@40.72,-73.98,15z/data=!3m1!4b1'],
    [
      'search results with an area fid',
      `https://www.google.com/maps/search/restaurants/@40.7,-73.9,15z/data=!4m3!2m2!3m1!1s${KATZ.featureId}`,
    ],
    [
      'directions',
      `https://www.google.com/maps/dir/Katz's/Flore/data=!4m6!4m5!1m1!1s${KATZ.featureId}!1m1!1s${FLORE.featureId}`,
    ],
    [
      'directions API',
      `https://www.google.com/maps/dir/?api=1&destination=X&destination_place_id=${KATZ.placeId}`,
    ],
    ['plain !1s strings', 'https://www.google.com/maps/place/coffee/data=!4m4!3m3!1scoffee!2sen!3b1'],
    ['a 0x0 fid', 'https://www.google.com/maps/place/Pin/data=!4m2!3m1!1s0x0:0x9e354f6cf514b9fc'],
    ['a 0x0 ftid', 'https://www.google.com/maps?ftid=0x0:0x9e354f6cf514b9fc'],
    ['a malformed fid', 'https://www.google.com/maps/place/X/data=!4m2!3m1!1s0x89c2599b5a24d7fz:0x1'],
    ['a 17-digit fid half', `https://www.google.com/maps/place/X/data=!4m2!3m1!1s0x189c2599b5a24d7fd:0x1`],
    [
      'a !1s string that only looks like a ChIJ id',
      'https://www.google.com/maps/place/X/data=!4m2!3m1!1sChIJcoffee',
    ],
    ['a short query_place_id', 'https://www.google.com/maps/search/?api=1&query=x&query_place_id=ChIJshort'],
    [
      'a query_place_id with bad characters',
      `https://www.google.com/maps/search/?query_place_id=${KATZ.placeId}%3Cscript`,
    ],
    ['q=place_id: with nothing', 'https://www.google.com/maps/place/?q=place_id:'],
    ['q text that is not an id', 'https://www.google.com/maps?q=Katz%27s+Delicatessen'],
    [
      'a place name without an id',
      'https://www.google.com/maps/place/Katz%27s+Delicatessen/@40.72,-73.98,17z',
    ],
    [
      'cid: only the low half, no ChIJ derivable',
      `https://maps.google.com/?cid=${BigInt('0x5ee9b6d0d0dd2a6b')}`,
    ],
    ['cid on www /maps', `https://www.google.com/maps?cid=${BigInt('0x5ee9b6d0d0dd2a6b')}`],
    ['empty string', ''],
    ['not a URL', 'Katz Delicatessen'],
    ['garbage', '%%%!!!:::0x1:0x2'],
    ['a relative URL', path],
  ])('%s', (_label, url) => {
    expect(parsePlaceUrl(url)).toBeNull();
  });

  it.each([undefined, null, 42, {}])('non-string input %j', (input) => {
    expect(parsePlaceUrl(input as unknown as string)).toBeNull();
  });
});

describe('parsePlaceUrl: 8 KB cap', () => {
  const base = `${placeUrl(KATZ)}&pad=`;
  it('parses a URL of exactly the cap', () => {
    const url = base + 'x'.repeat(MAX_URL_LENGTH - base.length);
    expect(url).toHaveLength(MAX_URL_LENGTH);
    expect(parsePlaceUrl(url)?.placeId).toBe(KATZ.placeId);
  });

  it('refuses one character more', () => {
    expect(parsePlaceUrl(base + 'x'.repeat(MAX_URL_LENGTH - base.length + 1))).toBeNull();
  });

  it('a deep, hostile token nest within the cap still answers from structure or fallback', () => {
    const nest = '!1m9999'.repeat(1000);
    const url = `https://www.google.com/maps/place/X/data=${nest}!3m1!1s${KATZ.featureId}`;
    expect(url.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
    expect(parsePlaceUrl(url)?.placeId).toBe(KATZ.placeId);
  });
});
