// Fixture places and an independent (Node Buffer) implementation of the id algebra to check
// lib/places against. Not a test file: imported by the *.test.ts files next to it.

export interface KnownPlace {
  name: string;
  placeId: string;
  featureId: string;
  lat: number;
  lng: number;
}

/** Public pairs quoted in the field notes. */
export const EAST_VILLAGE: KnownPlace = {
  name: 'East Village Diner',
  placeId: 'ChIJ_dckWptZwokR_LkU9WxPNZ4',
  featureId: '0x89c2599b5a24d7fd:0x9e354f6cf514b9fc',
  lat: 40.7270884,
  lng: -73.989382,
};

export const BENGALURU: KnownPlace = {
  name: 'Koramangala Canteen',
  placeId: 'ChIJ7d2HqtcUrjsR0b5tDUSTIKk',
  featureId: '0x3bae14d7aa87dded:0xa92093440d6dbed1',
  lat: 12.9352,
  lng: 77.6245,
};

/** Oracle: ChIJ id from a feature id, written with Buffer rather than btoa/DataView. */
export function oraclePlaceId(featureId: string): string {
  const [hi, lo] = featureId.split(':').map((half) => BigInt(half));
  const bytes = Buffer.alloc(20);
  bytes.set([0x0a, 0x12, 0x09], 0);
  bytes.writeBigUInt64LE(hi!, 3);
  bytes[11] = 0x11;
  bytes.writeBigUInt64LE(lo!, 12);
  return bytes.toString('base64url');
}

function place(name: string, featureId: string, lat: number, lng: number): KnownPlace {
  return { name, featureId, placeId: oraclePlaceId(featureId), lat, lng };
}

export const KATZ = place("Katz's Delicatessen", '0x89c2598140d5ad8d:0x5ee9b6d0d0dd2a6b', 40.7222, -73.9873);
export const FLORE = place('Café de Flore', '0x47e671d5a4e2c3f1:0x6f4c1c0d8a3b9e27', 48.854, 2.3326);
export const HOFBRAU = place(
  'Hofbräuhaus München',
  '0x479e758a4c6b1d2f:0x1c3a5e7f9b2d4c6e',
  48.1376,
  11.5797,
);
export const DISHOOM = place(
  'Dishoom Covent Garden',
  '0x487604ccb2ef3e9f:0xa3b5c7d9e1f30517',
  51.5124,
  -0.1269,
);
export const BERGEN = place('Bergen', '0x46390d4966767d77:0x9e42a03eb4de0a08', 60.3912628, 5.3220544);
export const REMA = place(
  'REMA 1000 PARADIS',
  '0x463cf90fa5beefe1:0x32b49eb886996f48',
  60.3365012,
  5.3451764,
);

const coords = (p: KnownPlace) => `!8m2!3d${p.lat}!4d${p.lng}`;

/** `/maps/place/<name>/@camera/data=!4m…!3m…!1s<fid>…[!19s<id>]` as Maps writes it. */
export function placeUrl(
  p: KnownPlace,
  { host = 'www.google.com', with19s = false, camera = `@${p.lat},${p.lng},17z` } = {},
): string {
  const name = encodeURIComponent(p.name).replace(/%20/g, '+').replace(/%27/g, "'");
  const tail = with19s ? `!19s${p.placeId}` : '';
  const inner = `!1s${p.featureId}${coords(p)}!16s%2Fg%2F11c3svpqld${tail}`;
  const count = with19s ? 6 : 5;
  return `https://${host}/maps/place/${name}/${camera}/data=!3m1!4b1!4m${count + 1}!3m${count}${inner}?entry=ttu`;
}

/** A place opened from a search in a city: the city block comes first, the selected place last. */
export function placeInCityUrl(city: KnownPlace, selected: KnownPlace): string {
  const name = encodeURIComponent(selected.name).replace(/%20/g, '+');
  const cityBlock = `!1m8!3m7!1s${city.featureId}!2s${city.name}!3b1${coords(city)}!16zL20vMGZtN3M`;
  const selectedBlock = `!3m5!1s${selected.featureId}${coords(selected)}!16s%2Fg%2F11jj36fvpj`;
  return `https://www.google.com/maps/place/${name}/@${selected.lat},${selected.lng},16.92z/data=!4m15${cityBlock}${selectedBlock}?entry=ttu`;
}

/** Seeded 64-bit generator (splitmix64) for the round-trip property tests. */
export function splitmix64(seed: bigint): () => bigint {
  const mask = (1n << 64n) - 1n;
  let state = seed & mask;
  return () => {
    state = (state + 0x9e3779b97f4a7c15n) & mask;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
    return z ^ (z >> 31n);
  };
}
