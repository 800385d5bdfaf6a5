import { z } from '@/lib/zod';
import { type SearchRow, SNAPSHOT_KEY } from './search-rows';

// The in-memory index of local dish search, built from the search rows (search-rows.ts). Dishes
// are numbered; per name word a list holds the dishes with that word in result order: those named
// by the word alone first, then by grade, folded name, place and position, as version 5's index
// compared its keys. Its snapshot, one row of `searchState` (typed arrays, which structured cloning
// copies in bulk), lets a fresh context read only the rows after its `seq`. It leaves out the hit
// fields, most of its size: a search reads those of the places found from their rows.

const SEPARATOR = '\u0001';
/** Words kept per dish: more than any name the folding produces (search-text.ts keeps 24). */
const MAX_DISH_WORDS = 255;

/** Format 1 held the hit fields; a context finding one builds the index from the rows once. */
const FORMAT = 2;

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

const NONE = new Uint32Array(0);
const EMPTY: Snapshot = {
  key: SNAPSHOT_KEY,
  format: FORMAT,
  generation: 0,
  // Below every row number, the rebuild's included.
  seq: Number.NEGATIVE_INFINITY,
  words: '',
  placeIds: [],
  grades: new Uint8Array(0),
  seqs: new Float64Array(0),
  dishCounts: NONE,
  wordCounts: new Uint8Array(0),
  tokens: NONE,
  listLengths: NONE,
  exactCounts: NONE,
  postings: NONE,
};

function grown<T extends Uint8Array | Uint32Array | Int32Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const next = new (array.constructor as new (length: number) => T)(Math.max(needed, array.length * 2, 64));
  next.set(array);
  return next;
}

export class TermIndex {
  generation: number;
  seq: number;

  readonly words: string[];
  readonly wordIds = new Map<string, number>();
  /** Word ids in string order, and each word's place in it; rebuilt after new words. */
  private sortedWords: number[] | null = null;
  private ranks: Int32Array = new Int32Array(0);

  /** Per word: dish numbers; the first `exactCounts[word]` are dishes named by that word alone. */
  readonly lists: Uint32Array[];
  readonly exactCounts: number[];

  readonly placeIds: string[];
  /** Per place: its hit fields (JSON, as in its row); undefined until read (snapshots leave them out). */
  readonly hits: Array<string | undefined>;
  readonly grades: number[];
  readonly seqs: number[];
  private readonly firstDish: number[] = [];
  private readonly dishCounts: number[];
  private readonly slotOf = new Map<string, number>();

  private dishSlot: Int32Array;
  private tokenStart: Uint32Array;
  private wordCount: Uint8Array;
  private dead: Uint8Array;
  private tokens: Uint32Array;
  dishCount: number;
  private tokenCount = 0;
  /** Dishes added since the lists were last brought up to date (flush). */
  private pending: number[] = [];

  /** An empty index of the generation, or the one the snapshot holds (with the hit fields known). */
  constructor(generation: number, from = EMPTY, hits: Array<string | undefined> = []) {
    this.generation = generation;
    this.seq = from.seq;
    this.words = from.words === '' ? [] : from.words.split(' ');
    this.words.forEach((word, id) => {
      this.wordIds.set(word, id);
    });
    let end = 0;
    this.lists = Array.from(from.listLengths, (length) => {
      end += length;
      return from.postings.subarray(end - length, end);
    });
    this.exactCounts = Array.from(from.exactCounts);
    // Copied: the snapshot may be stored while the index takes in more rows.
    this.placeIds = [...from.placeIds];
    this.hits = Array.from(from.placeIds, (_, slot) => hits[slot]);
    this.grades = Array.from(from.grades);
    this.seqs = Array.from(from.seqs);
    this.dishCounts = Array.from(from.dishCounts);
    this.dishCount = from.wordCounts.length;
    this.dishSlot = new Int32Array(this.dishCount);
    let dish = 0;
    this.placeIds.forEach((placeId, slot) => {
      this.slotOf.set(placeId, slot);
      this.firstDish.push(dish);
      const end = dish + (this.dishCounts[slot] ?? 0);
      this.dishSlot.fill(slot, dish, end);
      dish = end;
    });
    this.wordCount = from.wordCounts.slice();
    this.tokenStart = new Uint32Array(this.dishCount);
    for (let i = 0; i < this.dishCount; i += 1) {
      this.tokenStart[i] = this.tokenCount;
      this.tokenCount += this.wordCount[i] ?? 0;
    }
    this.tokens = Uint32Array.from(from.tokens);
    this.dead = new Uint8Array(this.dishCount);
  }

  /** Ids of the words starting with `prefix`, in string order. */
  wordsStartingWith(prefix: string): number[] {
    const sorted = this.sorted();
    const wordAt = (at: number) => this.words[sorted[at] as number] as string;
    const start = firstNotBelow(0, sorted.length, (at) => wordAt(at) < prefix);
    let end = start;
    while (end < sorted.length && wordAt(end).startsWith(prefix)) end += 1;
    return sorted.slice(start, end);
  }

  /** Ids of the words holding `part` at `from` or after (search-rank.ts's insideWords), in string order. */
  wordsHolding(part: string, from: number): number[] {
    return this.sorted().filter((id) => (this.words[id] as string).indexOf(part, from) >= 0);
  }

  isLive(dish: number): boolean {
    return this.dead[dish] === 0;
  }

  /** How many words the dish's name has (repeats included). */
  wordsIn(dish: number): number {
    return this.wordCount[dish] ?? 0;
  }

  /** The id of the dish name's i-th word. */
  tokenAt(dish: number, i: number): number {
    return this.tokens[(this.tokenStart[dish] ?? 0) + i] ?? 0;
  }

  nameWords(dish: number): string[] {
    const start = this.tokenStart[dish] ?? 0;
    return Array.from(
      this.tokens.subarray(start, start + this.wordsIn(dish)),
      (id) => this.words[id] as string,
    );
  }

  slotOfDish(dish: number): number {
    return this.dishSlot[dish] ?? 0;
  }

  /** The dish's position in its place's menu (and search row). */
  positionOf(dish: number): number {
    return dish - (this.firstDish[this.slotOfDish(dish)] ?? 0);
  }

  /** Replaces what the index holds for the place by the row; an older or equal row changes nothing. */
  apply(row: SearchRow): void {
    const old = this.slotOf.get(row.placeId);
    if (old !== undefined) {
      if ((this.seqs[old] ?? 0) >= row.seq) return;
      this.dropSlot(old);
    }
    if (row.grade === null) return;
    const names = row.words === '' ? [] : row.words.split('\n');
    const slot = this.placeIds.length;
    this.placeIds.push(row.placeId);
    this.hits.push(row.hits);
    this.grades.push(row.grade);
    this.seqs.push(row.seq);
    this.firstDish.push(this.dishCount);
    this.dishCounts.push(names.length);
    this.slotOf.set(row.placeId, slot);
    for (const name of names) this.addDish(slot, name);
  }

  /** Forgets a place (its row is gone or damaged). */
  dropPlace(placeId: string): void {
    const slot = this.slotOf.get(placeId);
    if (slot !== undefined) this.dropSlot(slot);
  }

  /** Forgets one dish (its entry in the row is damaged). */
  dropDish(dish: number): void {
    this.dead[dish] = 1;
  }

  private dropSlot(slot: number): void {
    const first = this.firstDish[slot] ?? 0;
    this.dead.fill(1, first, first + (this.dishCounts[slot] ?? 0));
    this.slotOf.delete(this.placeIds[slot] as string);
    // Its fields are the bulk of a dead place's memory.
    this.hits[slot] = undefined;
  }

  private addDish(slot: number, name: string): void {
    const dish = this.dishCount;
    this.dishCount += 1;
    this.dishSlot = grown(this.dishSlot, this.dishCount);
    this.tokenStart = grown(this.tokenStart, this.dishCount);
    this.wordCount = grown(this.wordCount, this.dishCount);
    this.dead = grown(this.dead, this.dishCount);
    const words = name === '' ? [] : name.split(' ');
    if (words.length > MAX_DISH_WORDS) words.length = MAX_DISH_WORDS;
    this.dishSlot[dish] = slot;
    this.tokenStart[dish] = this.tokenCount;
    this.wordCount[dish] = words.length;
    this.tokens = grown(this.tokens, this.tokenCount + words.length);
    for (const word of words) {
      this.tokens[this.tokenCount] = this.idOf(word);
      this.tokenCount += 1;
    }
    if (words.length > 0) this.pending.push(dish);
  }

  private idOf(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.wordIds.set(word, id);
      this.lists.push(new Uint32Array(0));
      this.exactCounts.push(0);
      this.sortedWords = null;
    }
    return id;
  }

  /** Puts the dishes added since the last call into their words' lists. */
  flush(): void {
    if (this.pending.length === 0) return;
    this.sorted();
    const compare = (a: number, b: number) => this.compare(a, b);
    // Per word, the dishes to add: those named by the word alone, and the rest.
    const added = new Map<number, [number[], number[]]>();
    for (const dish of this.pending.filter((dish) => this.dead[dish] === 0).sort(compare)) {
      const group = this.wordsIn(dish) === 1 ? 0 : 1;
      for (const word of this.distinctWords(dish)) {
        let groups = added.get(word);
        if (!groups) {
          groups = [[], []];
          added.set(word, groups);
        }
        groups[group].push(dish);
      }
    }
    this.pending = [];
    for (const [word, [toExact, toRest]] of added) {
      const list = this.lists[word] as Uint32Array;
      const exactCount = this.exactCounts[word] ?? 0;
      const merged = new Uint32Array(list.length + toExact.length + toRest.length);
      let out = mergeSorted(list, 0, exactCount, toExact, merged, 0, compare);
      out = mergeSorted(list, exactCount, list.length, toRest, merged, out, compare);
      this.lists[word] = merged;
      this.exactCounts[word] = exactCount + toExact.length;
    }
  }

  /** The word ids of the dish's name, each once, in order of first appearance. */
  distinctWords(dish: number): number[] {
    const start = this.tokenStart[dish] ?? 0;
    const ids: number[] = [];
    for (let i = 0; i < this.wordsIn(dish); i += 1) {
      const id = this.tokens[start + i] as number;
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  /** Whether the first `distinct` distinct words of the dish's name include both (no array: hot path). */
  firstDistinctHold(dish: number, distinct: number, first: number, second: number): boolean {
    const start = this.tokenStart[dish] ?? 0;
    const count = this.wordsIn(dish);
    let seen = 0;
    let found = 0;
    for (let i = 0; i < count && seen < distinct; i += 1) {
      const id = this.tokens[start + i] as number;
      let repeated = false;
      for (let j = start; j < start + i; j += 1) if (this.tokens[j] === id) repeated = true;
      if (repeated) continue;
      seen += 1;
      if (id === first) found |= 1;
      else if (id === second) found |= 2;
    }
    return found === 3;
  }

  /** Whether a word of the dish's name is one of `ids`. */
  holdsAnyOf(dish: number, ids: ReadonlySet<number>): boolean {
    const start = this.tokenStart[dish] ?? 0;
    const end = start + this.wordsIn(dish);
    for (let i = start; i < end; i += 1) if (ids.has(this.tokens[i] as number)) return true;
    return false;
  }

  private sorted(): number[] {
    if (this.sortedWords) return this.sortedWords;
    const sorted = this.words.map((_, id) => id).sort((a, b) => compareText(this.words[a], this.words[b]));
    this.ranks = new Int32Array(sorted.length);
    sorted.forEach((id, rank) => {
      this.ranks[id] = rank;
    });
    this.sortedWords = sorted;
    return sorted;
  }

  /**
   * Result order: grade, the folded name word by word, then the strings "placeId␁position" (as
   * version 5's keys held them: position 10 before 9). Needs the word ranks up to date (sorted()).
   */
  private compare(a: number, b: number): number {
    const slotA = this.dishSlot[a] as number;
    const slotB = this.dishSlot[b] as number;
    const byGrade = (this.grades[slotA] as number) - (this.grades[slotB] as number);
    if (byGrade !== 0) return byGrade;
    const countA = this.wordCount[a] as number;
    const countB = this.wordCount[b] as number;
    const startA = this.tokenStart[a] as number;
    const startB = this.tokenStart[b] as number;
    for (let i = 0; i < countA && i < countB; i += 1) {
      const wordA = this.tokens[startA + i] as number;
      const wordB = this.tokens[startB + i] as number;
      if (wordA !== wordB) return (this.ranks[wordA] as number) - (this.ranks[wordB] as number);
    }
    if (countA !== countB) return countA - countB;
    // The keys are built only where the place ids cannot decide alone.
    const positionA = a - (this.firstDish[slotA] as number);
    const positionB = b - (this.firstDish[slotB] as number);
    const placeA = this.placeIds[slotA] as string;
    const placeB = this.placeIds[slotB] as string;
    if (placeA === placeB) return compareText(String(positionA), String(positionB));
    // Unless one id starts the other, they differ before either ends: the rest cannot count.
    if (!placeA.startsWith(placeB) && !placeB.startsWith(placeA)) return compareText(placeA, placeB);
    return compareText(`${placeA}${SEPARATOR}${positionA}`, `${placeB}${SEPARATOR}${positionB}`);
  }

  /** The snapshot (dead dishes and unused words left out, words sorted) and its places' hit fields. */
  compact(): { snapshot: Snapshot; hits: Array<string | undefined> } {
    this.flush();
    const slots = [...this.slotOf.values()].sort((a, b) => a - b);
    const renumbered = new Int32Array(this.dishCount).fill(-1);
    const wordCounts: number[] = [];
    const tokens: number[] = [];
    for (const slot of slots) {
      const first = this.firstDish[slot] as number;
      for (let dish = first; dish < first + (this.dishCounts[slot] as number); dish += 1) {
        renumbered[dish] = wordCounts.length;
        wordCounts.push(this.wordsIn(dish));
        for (let i = 0; i < this.wordsIn(dish); i += 1) tokens.push(this.tokenAt(dish, i));
      }
    }
    const words = [...new Set(tokens)].sort((a, b) => compareText(this.words[a], this.words[b]));
    const newWordId = new Map(words.map((id, i) => [id, i]));
    const listLengths = new Uint32Array(words.length);
    const exactCounts = new Uint32Array(words.length);
    const postings: number[] = [];
    words.forEach((id, newId) => {
      const exactCount = this.exactCounts[id] ?? 0;
      (this.lists[id] as Uint32Array).forEach((dish, i) => {
        if (this.dead[dish] !== 0 || (renumbered[dish] as number) < 0) return;
        postings.push(renumbered[dish] as number);
        listLengths[newId] = (listLengths[newId] as number) + 1;
        if (i < exactCount) exactCounts[newId] = (exactCounts[newId] as number) + 1;
      });
    });
    const tokenIds = tokens.map((id) => newWordId.get(id) as number);
    const snapshot: Snapshot = {
      key: SNAPSHOT_KEY,
      format: FORMAT,
      generation: this.generation,
      seq: this.seq,
      words: words.map((id) => this.words[id] as string).join(' '),
      placeIds: slots.map((slot) => this.placeIds[slot] as string),
      grades: Uint8Array.from(slots, (slot) => this.grades[slot] as number),
      seqs: Float64Array.from(slots, (slot) => this.seqs[slot] as number),
      dishCounts: Uint32Array.from(slots, (slot) => this.dishCounts[slot] as number),
      wordCounts: Uint8Array.from(wordCounts),
      tokens: words.length <= 0x10000 ? Uint16Array.from(tokenIds) : Uint32Array.from(tokenIds),
      listLengths,
      exactCounts,
      postings: Uint32Array.from(postings),
    };
    return { snapshot, hits: slots.map((slot) => this.hits[slot]) };
  }
}

/** Code-unit order, as IndexedDB compares strings. */
function compareText(a: string | undefined, b: string | undefined): number {
  const x = a ?? '';
  const y = b ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Writes list[from, to) merged with the sorted `add` into `out` at `at`; returns the next free position. */
function mergeSorted(
  list: Uint32Array,
  from: number,
  to: number,
  add: number[],
  out: Uint32Array,
  at: number,
  compare: (a: number, b: number) => number,
): number {
  let next = from;
  let written = at;
  for (const dish of add) {
    const low = firstNotBelow(next, to, (at) => compare(list[at] as number, dish) < 0);
    out.set(list.subarray(next, low), written);
    written += low - next;
    out[written] = dish;
    written += 1;
    next = low;
  }
  out.set(list.subarray(next, to), written);
  return written + (to - next);
}

/** The first position in [low, high) not `below`, where every position below comes first. */
function firstNotBelow(low: number, high: number, below: (at: number) => boolean): number {
  let [from, to] = [low, high];
  while (from < to) {
    const mid = (from + to) >> 1;
    if (below(mid)) from = mid + 1;
    else to = mid;
  }
  return from;
}
