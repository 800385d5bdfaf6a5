/**
 * Google place id algebra (undocumented by Google, checked against public pairs):
 * a `ChIJ…` id is base64url (no padding) of `0a 12 09 ‖ LE64(hi) ‖ 11 ‖ LE64(lo)` where the
 * feature id is `0x<hi>:0x<lo>`. The decimal form of `lo` is the CID used by `?cid=` links.
 */
const FEATURE_ID = /^0x([0-9a-f]{1,16}):0x([0-9a-f]{1,16})$/i;
const HEADER = [0x0a, 0x12, 0x09] as const;
const LO_TAG = 0x11;

export interface FeatureParts {
  hi: bigint;
  lo: bigint;
}

export function parseFeatureId(featureId: string): FeatureParts | null {
  const match = FEATURE_ID.exec(featureId);
  if (!match?.[1] || !match[2]) return null;
  return { hi: BigInt(`0x${match[1]}`), lo: BigInt(`0x${match[2]}`) };
}

export function formatFeatureId({ hi, lo }: FeatureParts): string {
  return `0x${hi.toString(16)}:0x${lo.toString(16)}`;
}

export function featureIdToPlaceId(featureId: string): string {
  const parts = parseFeatureId(featureId);
  if (!parts) throw new Error(`not a feature id: ${featureId}`);
  const bytes = Buffer.alloc(20);
  bytes.set(HEADER, 0);
  bytes.writeBigUInt64LE(parts.hi, 3);
  bytes[11] = LO_TAG;
  bytes.writeBigUInt64LE(parts.lo, 12);
  return bytes.toString('base64url');
}

export function placeIdToFeatureId(placeId: string): string | null {
  if (!/^ChIJ[A-Za-z0-9_-]{23}$/.test(placeId)) return null;
  const bytes = Buffer.from(placeId, 'base64url');
  if (bytes.length !== 20 || bytes[0] !== 0x0a || bytes[1] !== 0x12 || bytes[2] !== 0x09) return null;
  if (bytes[11] !== LO_TAG) return null;
  return formatFeatureId({ hi: bytes.readBigUInt64LE(3), lo: bytes.readBigUInt64LE(12) });
}

/** CID: the decimal form of the feature id's low half (`maps.google.com/?cid=`). */
export function featureIdToCid(featureId: string): string {
  const parts = parseFeatureId(featureId);
  if (!parts) throw new Error(`not a feature id: ${featureId}`);
  return parts.lo.toString(10);
}
