/**
 * Feature id ↔ place id algebra (undocumented by Google, checked against public pairs):
 * `ChIJ…` is base64url, unpadded, of the 20 bytes `0a 12 09 ‖ LE64(hi) ‖ 11 ‖ LE64(lo)` for the
 * feature id `0x<hi>:0x<lo>`. The decimal form of `lo` is the CID of `?cid=` links.
 */

// The colon may arrive percent-encoded once or twice (embeds, links inside links).
const FEATURE_ID = /^0x([0-9a-f]{1,16})(?::|%3a|%253a)0x([0-9a-f]{1,16})$/i;
const HEADER = [0x0a, 0x12, 0x09] as const;
const LO_TAG = 0x11;
const PLACE_ID_BYTES = 20;

/** Parses `0x<hi>:0x<lo>` (1–16 hex digits each; `%3A`/`%253A` accepted for the colon). */
export function parseFeatureId(text: string) {
  const match = FEATURE_ID.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { hi: BigInt(`0x${match[1]}`), lo: BigInt(`0x${match[2]}`) };
}

/** Canonical form: lowercase hex without leading zeros, as Maps writes it. */
export function formatFeatureId({ hi, lo }: { hi: bigint; lo: bigint }): string {
  return `0x${hi.toString(16)}:0x${lo.toString(16)}`;
}

/** The `ChIJ…` place id of a feature id; null when malformed or when hi is 0 (dropped pins). */
export function featureIdToPlaceId(featureId: string): string | null {
  const parts = parseFeatureId(featureId);
  if (!parts || parts.hi === 0n) return null;
  const bytes = new Uint8Array(PLACE_ID_BYTES);
  const view = new DataView(bytes.buffer);
  bytes.set(HEADER, 0);
  view.setBigUint64(3, parts.hi, true);
  bytes[11] = LO_TAG;
  view.setBigUint64(12, parts.lo, true);
  return bytesToBase64Url(bytes);
}

/** The feature id inside a `ChIJ…` place id; null for ids of any other layout. */
export function placeIdToFeatureId(placeId: string): string | null {
  const bytes = base64UrlToBytes(placeId);
  if (!bytes || bytes.length !== PLACE_ID_BYTES) return null;
  if (bytes[0] !== HEADER[0] || bytes[1] !== HEADER[1] || bytes[2] !== HEADER[2] || bytes[11] !== LO_TAG) {
    return null;
  }
  // Reject non-canonical spellings (spare bits set in the last character) so ids round-trip.
  if (bytesToBase64Url(bytes) !== placeId) return null;
  const view = new DataView(bytes.buffer);
  const hi = view.getBigUint64(3, true);
  if (hi === 0n) return null;
  return formatFeatureId({ hi, lo: view.getBigUint64(12, true) });
}

// Places ids are base64url-ish: `ChIJ…` for most businesses, `GhIJ…`, `EiI…` and longer forms
// for other kinds of place. Be generous on the shape; the menu service decides what it knows.
const PLACE_ID_SHAPE = /^[A-Za-z0-9_-]{16,256}$/;

export function isPlaceIdShape(text: string): boolean {
  return PLACE_ID_SHAPE.test(text);
}

// btoa/atob, not Buffer: content scripts run in the page.
export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes unpadded base64url; null for any other alphabet or an impossible length. */
export function base64UrlToBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
