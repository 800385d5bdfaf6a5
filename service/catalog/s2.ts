/**
 * Leaf S2 cell id of a coordinate. The high half of a Google feature id is such a cell id
 * (NYC ids start 0x89c2…, Bengaluru 0x3bae…), so fixture ids look like real ones.
 */
const IJ_TO_POS = [
  [0, 1, 3, 2],
  [0, 3, 1, 2],
  [2, 3, 1, 0],
  [2, 1, 3, 0],
] as const;
const POS_TO_ORIENTATION = [1, 0, 0, 3] as const;
const MAX_LEVEL = 30;
const MAX_SIZE = 2 ** MAX_LEVEL;

function faceUv(x: number, y: number, z: number): [face: number, u: number, v: number] {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const az = Math.abs(z);
  if (ax >= ay && ax >= az) return x >= 0 ? [0, y / x, z / x] : [3, z / x, y / x];
  if (ay >= az) return y >= 0 ? [1, -x / y, z / y] : [4, z / y, -x / y];
  return z >= 0 ? [2, -x / z, -y / z] : [5, -y / z, -x / z];
}

function uvToSt(u: number): number {
  return u >= 0 ? 0.5 * Math.sqrt(1 + 3 * u) : 1 - 0.5 * Math.sqrt(1 - 3 * u);
}

function stToIj(s: number): number {
  return Math.max(0, Math.min(MAX_SIZE - 1, Math.floor(MAX_SIZE * s)));
}

export function s2LeafCellId(lat: number, lng: number): bigint {
  const phi = (lat * Math.PI) / 180;
  const theta = (lng * Math.PI) / 180;
  const [face, u, v] = faceUv(
    Math.cos(phi) * Math.cos(theta),
    Math.cos(phi) * Math.sin(theta),
    Math.sin(phi),
  );
  const i = stToIj(uvToSt(u));
  const j = stToIj(uvToSt(v));
  let orientation = face & 1;
  let position = 0n;
  for (let level = MAX_LEVEL - 1; level >= 0; level -= 1) {
    const ij = (((i >>> level) & 1) << 1) | ((j >>> level) & 1);
    const bits = IJ_TO_POS[orientation]?.[ij] ?? 0;
    position = (position << 2n) | BigInt(bits);
    orientation ^= POS_TO_ORIENTATION[bits] ?? 0;
  }
  return (BigInt(face) << 61n) | (position << 1n) | 1n;
}
