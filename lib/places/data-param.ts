import { formatFeatureId, isPlaceIdShape, parseFeatureId, placeIdToFeatureId } from './fid';
import { type DataToken, tokenizeData } from './url-text';

/**
 * The selected place in the token data: its `!19s` Places id, its canonical `!1s0x…:0x…` feature id
 * (hi may be 0: not convertible), or both.
 */
interface DataPlace {
  placeId: string | null;
  featureId: string | null;
}

/** An `m` token's block: its field (0 for the top level), the index of its last descendant, its children. */
interface Block {
  field: number;
  end: number;
  children: DataToken[];
}

const MESSAGE_COUNT = /^\d{1,6}$/;
const PLACE_BLOCK_FIELD = 3;

/**
 * Finds the place selected in a `data=` / `pb` value, which also holds earlier context (the searched
 * city): `!4m15!1m8!3m7!1s<city>…!3m5!1s<selected>…`. It is the last `!3m` block with an `!1s0x…`
 * feature id (or the `ChIJ…` id encoding one) or `!19s` place id as a direct child; without one, the
 * last block of any field (embeds nest theirs in `!3m3!1m2!1s…`).
 */
export function findSelectedPlace(raw: string): DataPlace | null {
  const { tokens, wellFormed } = tokenizeData(raw);
  const blocks = wellFormed ? buildBlocks(tokens) : null;
  if (!blocks) return findSelectedPlaceFlat(tokens);
  let selected: DataPlace | null = null;
  let otherwise: DataPlace | null = null;
  for (const block of blocks) {
    const place = placeIn(block.children);
    if (!place) continue;
    if (block.field === PLACE_BLOCK_FIELD) selected = place;
    else otherwise = place;
  }
  return selected ?? otherwise;
}

/** Nests tokens by their message counts; null when the counts do not add up. */
function buildBlocks(tokens: DataToken[]): Block[] | null {
  const root: Block = { field: 0, end: tokens.length - 1, children: [] };
  const blocks = [root];
  const open = [root];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const parent = open[open.length - 1]!;
    parent.children.push(token);
    if (token.type === 'm') {
      if (!MESSAGE_COUNT.test(token.value)) return null;
      const end = i + Number(token.value);
      if (end > parent.end) return null;
      if (end > i) {
        const block: Block = { field: token.field, end, children: [] };
        blocks.push(block);
        open.push(block);
      }
    }
    while (open.length > 1 && open[open.length - 1]!.end === i) open.pop();
  }
  return blocks;
}

function placeIn(children: DataToken[]): DataPlace | null {
  let featureId: string | null = null;
  let placeId: string | null = null;
  for (const token of children) {
    if (token.type !== 's') continue;
    if (token.field === 1) featureId ??= canonicalFeatureId(token.value);
    else if (token.field === 19 && isPlaceIdShape(token.value)) placeId ??= token.value;
  }
  return featureId || placeId ? { featureId, placeId } : null;
}

/**
 * Fallback when the structure is broken (a truncated URL, a stray `!`): the last `!1s` feature id,
 * with the first `!19s` after it; without any feature id, the last `!19s`.
 */
function findSelectedPlaceFlat(tokens: DataToken[]): DataPlace | null {
  let featureId: string | null = null;
  let placeId: string | null = null;
  for (const token of tokens) {
    if (token.type !== 's') continue;
    const fid = token.field === 1 ? canonicalFeatureId(token.value) : null;
    if (fid) {
      featureId = fid;
      placeId = null;
    } else if (token.field === 19 && isPlaceIdShape(token.value) && !(featureId && placeId)) {
      placeId = token.value;
    }
  }
  return featureId || placeId ? { featureId, placeId } : null;
}

/** A `!1s` value: `0x…:0x…`, or a `ChIJ…` id of exactly the layout that encodes one. */
function canonicalFeatureId(value: string): string | null {
  const parts = parseFeatureId(value);
  return parts ? formatFeatureId(parts) : placeIdToFeatureId(value);
}
