import type Dexie from 'dexie';
import type { Table, Transaction } from 'dexie';
import { z } from 'zod';
import { type Menu, type MenuStatus, PriceSchema } from '@/lib/api/model';
import { type MenuRow, type MetaRow, MetaRowSchema } from '@/lib/cache/rows';
import { searchWords } from '@/lib/cache/search-text';
import type { LocalSearchHit } from '@/lib/messages/protocol';

// The stored side of local dish search (schema version 6): one row per place (table `search`)
// holding what a hit shows and each dish name's folded words. Rows are keyed by number: every row
// written takes the next number of a counter kept in `meta`, so a reader that has seen the rows up
// to n reads only those above n to catch up, whichever context wrote them (search-sync.ts keeps
// the index built from them in memory). A place written again gets a new row; of a place's rows
// the one numbered last holds, and the older ones are deleted later (search-sync.ts). A place
// whose menu was deleted or has no dishes to search gets an empty row, so that a catching-up
// reader learns that its dishes are gone. The number being the key, a row costs one write: no
// second index to keep (IndexedDB's cost is per row and per index entry written).

const STATUS_BY_GRADE = ['verified', 'crawled', 'scanned', 'unknown'] as const;

/** Sort rank of a status (lower first); undefined for statuses that carry no dishes. */
export function gradeOfStatus(status: MenuStatus): number | undefined {
  const grade = STATUS_BY_GRADE.indexOf(status as (typeof STATUS_BY_GRADE)[number]);
  return grade < 0 ? undefined : grade;
}

/** One dish: its name, its folded words joined by single spaces, price, section and diet tags. */
const SearchDishSchema = z.tuple([
  z.string(),
  z.string(),
  PriceSchema.nullable(),
  z.string().nullable(),
  z.array(z.string()),
]);
export type SearchDish = z.infer<typeof SearchDishSchema>;

/**
 * Dishes are checked one by one where they are used: the index reads only each dish's folded
 * words (search-sync.ts checks their type), and a hit validates its dish (searchHit).
 */
export const SearchRowSchema = z.object({
  /** The key. The rebuild after the upgrade numbers its rows below zero (search-rebuild.ts). */
  seq: z.number().int(),
  placeId: z.string().min(1),
  /** null: nothing to search (no menu any more, or one without dishes to show). */
  grade: z
    .number()
    .int()
    .min(0)
    .max(STATUS_BY_GRADE.length - 1)
    .nullable(),
  restaurant: z.string().nullable(),
  verifiedAt: z.number().nullable(),
  dishes: z.array(z.unknown()),
});
export type SearchRow = z.infer<typeof SearchRowSchema>;

export const REBUILD_KEY = 'rebuild';
export const SNAPSHOT_KEY = 'snapshot';

/**
 * While present, some menus have no search row yet: the rows of the menus after `after` are still
 * to be built, the next numbered `nextSeq` (search-rebuild.ts).
 */
export const RebuildStateSchema = z.object({
  key: z.literal(REBUILD_KEY),
  after: z.string(),
  nextSeq: z.number().int(),
});

/** Rows of `searchState`: the rebuild's progress, the snapshot of the index (index-snapshot.ts). */
export type SearchStateRow = { key: string } & Record<string, unknown>;

/** The tables search works on; the database (db.ts) has them. */
export interface SearchTables {
  menus: Table<MenuRow, string>;
  search: Table<SearchRow, number>;
  searchState: Table<SearchStateRow, string>;
  meta: Table<MetaRow, string>;
}
export type SearchDb = Dexie & SearchTables;

/** Counters in `meta`: the last row number given out, and the id of the current set of rows. */
const SEQ_KEY = 'searchSeq';
const GENERATION_KEY = 'searchGeneration';

async function metaNumber(meta: Table<MetaRow, string>, key: string): Promise<number | undefined> {
  const parsed = MetaRowSchema.safeParse(await meta.get(key));
  return parsed.success ? parsed.data.value : undefined;
}

/** The last row number given out and the generation: what a reader compares its index with. */
export async function readSearchVersion(meta: Table<MetaRow, string>) {
  const [seq, generation] = await Promise.all([metaNumber(meta, SEQ_KEY), metaNumber(meta, GENERATION_KEY)]);
  return { seq: seq ?? 0, generation: generation ?? 0 };
}

/**
 * Takes `count` row numbers; inside a read-write transaction covering `meta` and `search`. Returns
 * the first. Without the counter (lost or damaged) it goes on from the last row's number.
 */
export async function takeSearchSeqs(
  db: Pick<SearchTables, 'meta' | 'search'>,
  count: number,
): Promise<number> {
  const counted = await metaNumber(db.meta, SEQ_KEY);
  const [lastKey] =
    counted === undefined ? await db.search.toCollection().reverse().limit(1).primaryKeys() : [];
  const last = counted ?? Math.max(lastKey ?? 0, 0);
  if (count > 0) await db.meta.put({ key: SEQ_KEY, value: last + count });
  return last + 1;
}

/**
 * Starts a new set of search rows: readers holding an index of the old set drop it. Called when
 * the database is created, upgraded to search rows, or emptied.
 */
export async function newSearchGeneration(meta: Table<MetaRow, string>): Promise<void> {
  const previous = await metaNumber(meta, GENERATION_KEY);
  // Random, not counted: a database deleted and created again must not repeat a generation.
  let value = Math.floor(Math.random() * 2 ** 48);
  if (value === previous) value += 1;
  await meta.put({ key: GENERATION_KEY, value });
}

export function newSearchGenerationIn(tx: Transaction): Promise<void> {
  return newSearchGeneration(tx.table('meta'));
}

export function emptySearchRow(placeId: string, seq: number): SearchRow {
  return { seq, placeId, grade: null, restaurant: null, verifiedAt: null, dishes: [] };
}

/** A dish name's folded words joined by spaces; one per batch remembers the names it has folded. */
export type NameFolder = (name: string) => string;

/** Dish names recur across menus ("Margherita"): a batch folds each distinct name once. */
export function nameFolder(): NameFolder {
  const folded = new Map<string, string>();
  return (name) => {
    let words = folded.get(name);
    if (words === undefined) {
      words = searchWords(name).join(' ');
      folded.set(name, words);
    }
    return words;
  };
}

/** Every dish is kept, with or without words, so a dish's position in the row is its position in the menu. */
export function buildSearchRow(menu: Menu, seq: number, fold: NameFolder = nameFolder()): SearchRow {
  const grade = gradeOfStatus(menu.status);
  if (grade === undefined) return emptySearchRow(menu.placeId, seq);
  const dishes = menu.dishes.map(
    (dish): SearchDish => [dish.name, fold(dish.name), dish.price, dish.section, dish.diet],
  );
  return { seq, placeId: menu.placeId, grade, restaurant: menu.name, verifiedAt: menu.verifiedAt, dishes };
}

/** The validated row, or undefined when it is missing or damaged. */
export function readSearchRow(raw: unknown): SearchRow | undefined {
  const parsed = SearchRowSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** The hit for one dish of a validated row, or undefined when that dish is damaged. */
export function searchHit(row: SearchRow, dishIndex: number): LocalSearchHit | undefined {
  const parsed = SearchDishSchema.safeParse(row.dishes[dishIndex]);
  if (!parsed.success || row.grade === null) return undefined;
  const [dish, , price, section, diet] = parsed.data;
  const status = STATUS_BY_GRADE[row.grade] ?? 'unknown';
  const { placeId, restaurant, verifiedAt } = row;
  return { dish, placeId, restaurant, price, status, verifiedAt, section, diet };
}
