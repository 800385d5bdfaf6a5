import { z } from '@/lib/zod';
import { SNAPSHOT_KEY } from './search-rows';

// The built index stored as one row of `searchState` (typed arrays and a few strings, which
// structured cloning copies in bulk), so that a context starting afresh loads it and reads only the
// rows numbered after `seq`. The hit fields, most of its size, are left out: a search reads those
// of the places found from their rows (search-sync.ts).

/** Format 1 held the hit fields; a context finding one builds the index from the rows once. */
export const FORMAT = 2;

const SnapshotSchema = z.object({
  key: z.literal(SNAPSHOT_KEY),
  format: z.literal(FORMAT),
  generation: z.number(),
  /** Every search row numbered up to this one is in the index. */
  seq: z.number(),
  /** Sorted words, joined by spaces (a folded word holds none). */
  words: z.string(),
  placeIds: z.array(z.string()),
  /** Per place. */
  grades: z.instanceof(Uint8Array),
  seqs: z.instanceof(Float64Array),
  dishCounts: z.instanceof(Uint32Array),
  /** Per dish (places' dishes one after another, in menu order): how many of `tokens` are its words. */
  wordCounts: z.instanceof(Uint8Array),
  /** 16 bits per word id while the words fit. */
  tokens: z.union([z.instanceof(Uint16Array), z.instanceof(Uint32Array)]),
  /** Per word: its list's length, and how many of its first dishes are named by the word alone. */
  listLengths: z.instanceof(Uint32Array),
  exactCounts: z.instanceof(Uint32Array),
  /** Every word's list of dishes in result order, one after another. */
  postings: z.instanceof(Uint32Array),
});
export type Snapshot = z.infer<typeof SnapshotSchema>;

function sum(values: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < values.length; i += 1) total += values[i] as number;
  return total;
}

function below(values: ArrayLike<number>, bound: number): boolean {
  for (let i = 0; i < values.length; i += 1) if ((values[i] as number) >= bound) return false;
  return true;
}

/** The stored snapshot, or undefined when it is missing, damaged or inconsistent. */
export function decodeSnapshot(raw: unknown): Snapshot | undefined {
  const parsed = SnapshotSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const row = parsed.data;
  // Counted, not split: the index splits them.
  let words = row.words === '' ? 0 : 1;
  for (let at = row.words.indexOf(' '); at >= 0; at = row.words.indexOf(' ', at + 1)) words += 1;
  const places = row.placeIds.length;
  const dishes = row.wordCounts.length;
  const consistent =
    row.grades.length === places &&
    row.seqs.length === places &&
    row.dishCounts.length === places &&
    sum(row.dishCounts) === dishes &&
    sum(row.wordCounts) === row.tokens.length &&
    row.listLengths.length === words &&
    row.exactCounts.length === words &&
    sum(row.listLengths) === row.postings.length &&
    below(row.tokens, words) &&
    below(row.postings, dishes) &&
    below(row.grades, 4) &&
    row.exactCounts.every((count, i) => count <= (row.listLengths[i] as number));
  return consistent ? row : undefined;
}
