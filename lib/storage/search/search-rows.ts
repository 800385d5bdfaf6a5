import type { Dexie, Table } from 'dexie';
import type { Dish, Menu, MenuStatus } from '@/lib/api/model';
import type { LocalSearchHit } from '@/lib/messages/protocol';
import { type MenuRow, type MetaRow, readMetaNumber } from '@/lib/storage/menus/rows';
import { MAX_TOKENS, searchWords } from '@/lib/storage/search/search-text';
import { z } from '@/lib/zod';

// The stored side of local dish search (schema version 6): one row per place (table `search`)
// holding its dishes' folded words and, as one JSON string, what its hits show. Each row is keyed
// by the next number of a counter in `meta`: a reader that has seen the rows up to n reads those
// above n, whichever context wrote them. A place's last row holds (older ones are deleted later,
// search-sync.ts); a place without dishes gets an empty row, so that readers learn they are gone.

const STATUS_BY_GRADE = ['verified', 'crawled', 'scanned', 'unknown'] as const;

/** Sort rank of a status (lower first); undefined for statuses that carry no dishes. */
export function gradeOfStatus(status: MenuStatus): number | undefined {
  const grade = STATUS_BY_GRADE.indexOf(status as (typeof STATUS_BY_GRADE)[number]);
  return grade < 0 ? undefined : grade;
}

/** A dish's hit fields: name, price as [amount, currency, text], section and diet tags. */
const HitDishSchema = z.tuple([
  z.string(),
  z.nullable(z.tuple([z.nullable(z.number()), z.nullable(z.string()), z.nullable(z.string())])),
  z.nullable(z.string()),
  z.array(z.string()),
]);
type HitDish = z.infer<typeof HitDishSchema>;

/** A place's hit fields: restaurant, verified_at, and per dish in menu order its fields (checked one at a time). */
const HitsSchema = z.tuple([z.nullable(z.string()), z.nullable(z.number()), z.array(z.unknown())]);

export const SearchRowSchema = z.object({
  /** The key. The rebuild after the upgrade numbers its rows below zero (search-rebuild.ts). */
  seq: z.int(),
  placeId: z.string().check(z.minLength(1)),
  /** null: nothing to search (no menu any more, or one without dishes to show). */
  grade: z.nullable(z.int().check(z.minimum(0), z.maximum(STATUS_BY_GRADE.length - 1))),
  /** Per dish in menu order, its folded words joined by spaces; the dishes' joined by line breaks. */
  words: z.string(),
  /** JSON of the hit fields (HitsSchema), read only for the dishes a search returns. */
  hits: z.string(),
});
export type SearchRow = z.infer<typeof SearchRowSchema>;

/** Several places' rows stored as one, numbered as it is (the rebuild's: IndexedDB's cost is per row). */
const SearchPlaceSchema = z.omit(SearchRowSchema, { seq: true });
/** Its places are read one by one: a damaged one costs only its own dishes. */
const SearchBatchRowSchema = z.object({ seq: z.int(), places: z.array(z.unknown()) });
/** What table `search` holds. */
export type StoredSearchRow = SearchRow | { seq: number; places: Array<z.infer<typeof SearchPlaceSchema>> };

export const SNAPSHOT_KEY = 'snapshot';

/** Rows of `searchState`: the rebuild's progress (search-rebuild.ts), the index's snapshot (term-index.ts). */
export type SearchStateRow = { key: string } & Record<string, unknown>;

/** The tables search works on (menu-db.ts). */
export type SearchDb = Dexie & {
  menus: Table<MenuRow, string>;
  search: Table<StoredSearchRow, number>;
  searchState: Table<SearchStateRow, string>;
  meta: Table<MetaRow, string>;
};

/** Counters in `meta`: the last row number given out, and the id of the current set of rows. */
const SEQ_KEY = 'searchSeq';
const GENERATION_KEY = 'searchGeneration';

/** The last row number given out and the generation: what a reader compares its index with. */
export async function readSearchVersion(meta: Table<MetaRow, string>) {
  const [seq, generation] = await Promise.all([
    readMetaNumber(meta, SEQ_KEY),
    readMetaNumber(meta, GENERATION_KEY),
  ]);
  return { seq: seq ?? 0, generation: generation ?? 0 };
}

/** Takes `count` row numbers and returns the first; without a readable counter, goes on from the last row. */
export async function takeSearchSeqs(db: SearchDb, count: number): Promise<number> {
  const counted = await readMetaNumber(db.meta, SEQ_KEY);
  const [lastKey] =
    counted === undefined ? await db.search.toCollection().reverse().limit(1).primaryKeys() : [];
  const last = counted ?? Math.max(lastKey ?? 0, 0);
  if (count > 0) await db.meta.put({ key: SEQ_KEY, value: last + count });
  return last + 1;
}

/** Starts a new set of search rows (database created, upgraded or emptied): older indexes are dropped. */
export async function newSearchGeneration(meta: Table<MetaRow, string>): Promise<void> {
  const previous = await readMetaNumber(meta, GENERATION_KEY);
  // Random, not counted: a database deleted and created again must not repeat a generation.
  let value = Math.floor(Math.random() * 2 ** 48);
  if (value === previous) value += 1;
  await meta.put({ key: GENERATION_KEY, value });
}

export function emptySearchRow(placeId: string, seq: number): SearchRow {
  return { seq, placeId, grade: null, words: '', hits: '[null,null,[]]' };
}

/**
 * A dish name's folded words (searchWords) joined by spaces. Folding took most of building a row
 * and names share words ("Pizza"): each space-separated part is folded once per folder.
 */
export function nameFolder(): (name: string) => string {
  const known = new Map<string, string[]>();
  return (name) => {
    const words: string[] = [];
    for (const part of name.split(' ')) {
      let found = known.get(part);
      if (found === undefined) {
        found = searchWords(part);
        known.set(part, found);
      }
      words.push(...found);
      if (words.length >= MAX_TOKENS) break;
    }
    return words.slice(0, MAX_TOKENS).join(' ');
  };
}

/** What a search row is made of: a menu's fields that search shows or ranks by. */
export type SearchSource = Pick<Menu, 'placeId' | 'name' | 'status' | 'verifiedAt'> & {
  dishes: Array<Pick<Dish, 'name' | 'price' | 'section' | 'diet'>>;
};

/** Every dish is kept, with or without words, so a dish's position in the row is its position in the menu. */
export function buildSearchRow(menu: SearchSource, seq: number, fold = nameFolder()): SearchRow {
  const grade = gradeOfStatus(menu.status);
  if (grade === undefined) return emptySearchRow(menu.placeId, seq);
  const { dishes } = menu;
  const fields = dishes.map(({ name, price, section, diet }): HitDish => {
    const compact: HitDish[1] = price && [price.amount, price.currency, price.text];
    return [name, compact, section, diet];
  });
  return {
    seq,
    placeId: menu.placeId,
    grade,
    words: dishes.map((dish) => fold(dish.name)).join('\n'),
    hits: JSON.stringify([menu.name, menu.verifiedAt, fields]),
  };
}

/** The valid places' rows a stored row holds (namedPlaces tells which it meant to hold). */
export function readSearchRows(raw: unknown): SearchRow[] {
  if (typeof raw === 'object' && raw !== null && 'places' in raw) {
    const batch = SearchBatchRowSchema.safeParse(raw);
    if (!batch.success) return [];
    const { seq, places } = batch.data;
    return places.flatMap((place) => {
      const parsed = SearchPlaceSchema.safeParse(place);
      return parsed.success ? [{ seq, ...parsed.data }] : [];
    });
  }
  const parsed = SearchRowSchema.safeParse(raw);
  return parsed.success ? [parsed.data] : [];
}

/** The places a stored row names, read leniently (the row may be damaged). */
export function namedPlaces(raw: unknown): string[] {
  const row = raw as { placeId?: unknown; places?: unknown } | undefined;
  if (typeof row?.placeId === 'string') return [row.placeId];
  if (!Array.isArray(row?.places)) return [];
  return row.places.flatMap((place: { placeId?: unknown } | undefined) =>
    typeof place?.placeId === 'string' ? [place.placeId] : [],
  );
}

/** Reads the hits of one place: each call the hit for one dish, or undefined when that dish is damaged. */
export function hitReader(
  placeId: string,
  grade: number,
  hits: string,
): (dishIndex: number) => LocalSearchHit | undefined {
  let parsed: z.infer<typeof HitsSchema> | undefined;
  try {
    const read = HitsSchema.safeParse(JSON.parse(hits));
    parsed = read.success ? read.data : undefined;
  } catch {
    parsed = undefined;
  }
  const status = STATUS_BY_GRADE[grade] ?? 'unknown';
  return (dishIndex) => {
    const dish = parsed && HitDishSchema.safeParse(parsed[2][dishIndex]);
    if (!parsed || !dish?.success) return undefined;
    const [name, price, section, diet] = dish.data;
    return {
      dish: name,
      placeId,
      restaurant: parsed[0],
      price: price && { amount: price[0], currency: price[1], text: price[2] },
      status,
      verifiedAt: parsed[1],
      section,
      diet,
    };
  };
}
