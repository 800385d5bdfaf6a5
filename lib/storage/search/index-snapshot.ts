import { z } from '@/lib/zod';
import { SNAPSHOT_KEY } from './search-rows';
import type { TermIndexParts } from './term-index';

// The built index stored as one row of `searchState` (typed arrays and a few strings, which
// structured cloning copies in bulk), so that a context starting afresh loads it and reads only the
// rows numbered after `seq`. The hit fields, most of its size, are left out: a search reads those
// of the places found from their rows (search-sync.ts).

/** Format 1 held the hit fields; a context finding one builds the index from the rows once. */
const FORMAT = 2;

const SnapshotRowSchema = z.object({
  key: z.literal(SNAPSHOT_KEY),
  format: z.literal(FORMAT),
  generation: z.number(),
  seq: z.number(),
  /** Sorted words, joined by spaces (a folded word holds none). */
  words: z.string(),
  placeIds: z.array(z.string()),
  grades: z.instanceof(Uint8Array),
  seqs: z.instanceof(Float64Array),
  dishCounts: z.instanceof(Uint32Array),
  wordCounts: z.instanceof(Uint8Array),
  /** 16 bits per word id while the words fit. */
  tokens: z.union([z.instanceof(Uint16Array), z.instanceof(Uint32Array)]),
  listLengths: z.instanceof(Uint32Array),
  exactCounts: z.instanceof(Uint32Array),
  /** Every word's list, one after another. */
  postings: z.instanceof(Uint32Array),
});

export function encodeSnapshot(parts: TermIndexParts) {
  const total = parts.lists.reduce((sum, list) => sum + list.length, 0);
  const postings = new Uint32Array(total);
  let at = 0;
  for (const list of parts.lists) {
    postings.set(list, at);
    at += list.length;
  }
  return {
    key: SNAPSHOT_KEY,
    format: FORMAT,
    generation: parts.generation,
    seq: parts.seq,
    words: parts.words.join(' '),
    placeIds: parts.placeIds,
    grades: parts.grades,
    seqs: parts.seqs,
    dishCounts: parts.dishCounts,
    wordCounts: parts.wordCounts,
    tokens: parts.words.length <= 0x10000 ? Uint16Array.from(parts.tokens) : parts.tokens,
    listLengths: Uint32Array.from(parts.lists, (list) => list.length),
    exactCounts: parts.exactCounts,
    postings,
  };
}

function sum(values: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < values.length; i += 1) total += values[i] as number;
  return total;
}

function below(values: ArrayLike<number>, bound: number): boolean {
  for (let i = 0; i < values.length; i += 1) if ((values[i] as number) >= bound) return false;
  return true;
}

/** The index parts a stored snapshot holds, or undefined when it is missing, damaged or inconsistent. */
export function decodeSnapshot(raw: unknown): TermIndexParts | undefined {
  const parsed = SnapshotRowSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const row = parsed.data;
  const words = row.words === '' ? [] : row.words.split(' ');
  const places = row.placeIds.length;
  const dishes = row.wordCounts.length;
  const consistent =
    row.grades.length === places &&
    row.seqs.length === places &&
    row.dishCounts.length === places &&
    sum(row.dishCounts) === dishes &&
    sum(row.wordCounts) === row.tokens.length &&
    row.listLengths.length === words.length &&
    row.exactCounts.length === words.length &&
    sum(row.listLengths) === row.postings.length &&
    below(row.tokens, words.length) &&
    below(row.postings, dishes) &&
    below(row.grades, 4) &&
    row.exactCounts.every((count, i) => count <= (row.listLengths[i] as number));
  if (!consistent) return undefined;
  const lists: Uint32Array<ArrayBuffer>[] = [];
  let at = 0;
  for (const length of row.listLengths) {
    lists.push(row.postings.subarray(at, at + length));
    at += length;
  }
  return {
    generation: row.generation,
    seq: row.seq,
    words,
    lists,
    exactCounts: row.exactCounts,
    placeIds: row.placeIds,
    hits: [],
    grades: row.grades,
    seqs: row.seqs,
    dishCounts: row.dishCounts,
    wordCounts: row.wordCounts,
    tokens: row.tokens instanceof Uint32Array ? row.tokens : Uint32Array.from(row.tokens),
  };
}
