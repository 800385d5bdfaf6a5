import { type Menu, type MenuStatus, PriceSchema } from '@/lib/api/model';
import { searchWords } from '@/lib/storage/search/search-text';
import { z } from '@/lib/zod';

// The dish index as schema versions 3 to 5 wrote it (table `dishIndex`), for the tests and the bench
// that open a database left by version 5. Version 6 replaced it by one search row per menu
// (lib/storage/search/), built from the menus, and empties it.
//
// Per dish of a searchable menu it holds one
// row per distinct name word and one per ordered pair of distinct name words. Row keys:
//   term ␁ exact ␁ grade ␁ folded name ␁ placeId ␁ dish position
// where term is a word ("pizza"), ␂ + a pair of words ("␂pizza margherita"), or ␃ + a word of a name
// too long for pairs. One key range thus lists the dishes holding a word (or a word and the prefix
// of another) already in rank order: exact names first, then by status grade, then by name. Every
// row carries the fields of a search hit, so a search reads a few ranges and nothing else.

export const SEPARATOR = '\u0001';
const PAIR = '\u0002';
const LONG = '\u0003';
/** Pairs are built among a name's first distinct words only: n words make n × (n − 1) rows. */
export const PAIR_WORDS = 8;

const STATUS_BY_GRADE = ['verified', 'crawled', 'scanned', 'unknown'] as const;
/** Sort rank of a status (lower first); undefined for statuses that carry no dishes. */
function searchGrade(status: MenuStatus): number | undefined {
  const grade = STATUS_BY_GRADE.indexOf(status as (typeof STATUS_BY_GRADE)[number]);
  return grade < 0 ? undefined : grade;
}

export const pairTerm = (first: string, second: string) => `${PAIR}${first} ${second}`;
export const longTerm = (word: string) => `${LONG}${word}`;

export interface IndexKey {
  term: string;
  /** The dish name is exactly the term's words. */
  exact: boolean;
  grade: number;
  /** The dish name's folded words joined by single spaces. */
  nameKey: string;
  placeId: string;
  dishIndex: number;
}

export function encodeIndexKey({ term, exact, grade, nameKey, placeId, dishIndex }: IndexKey): string {
  return [term, exact ? 0 : 1, grade, nameKey, placeId, dishIndex].join(SEPARATOR);
}

export function decodeIndexKey(key: string): IndexKey | undefined {
  const [term, exact, grade, nameKey] = key.split(SEPARATOR, 4);
  if (term === undefined || exact === undefined || grade === undefined || nameKey === undefined) return;
  const placeStart = term.length + exact.length + grade.length + nameKey.length + 4;
  const last = key.lastIndexOf(SEPARATOR);
  const dishIndex = Number(key.slice(last + 1));
  if (last <= placeStart || !/^[01]$/.test(exact) || STATUS_BY_GRADE[Number(grade)] === undefined) return;
  if (!/^\d+$/.test(key.slice(last + 1)) || !Number.isSafeInteger(dishIndex)) return;
  return {
    term,
    exact: exact === '0',
    grade: Number(grade),
    nameKey,
    placeId: key.slice(placeStart, last),
    dishIndex,
  };
}

/** Hit fields stored with each row (the row's place comes from its key): dish, restaurant, price, verifiedAt, section, diet. */
const HitFieldsSchema = z.tuple([
  z.string(),
  z.nullable(z.string()),
  z.nullable(PriceSchema),
  z.nullable(z.number()),
  z.nullable(z.string()),
  z.array(z.string()),
]);

const DishIndexRowSchema = z.object({ k: z.string(), h: HitFieldsSchema });
export type DishIndexRow = z.infer<typeof DishIndexRowSchema>;

export function buildIndexRows(menu: Menu): DishIndexRow[] {
  const grade = searchGrade(menu.status);
  if (grade === undefined) return [];
  return menu.dishes.flatMap((dish, dishIndex) => {
    const words = searchWords(dish.name);
    const nameKey = words.join(' ');
    const distinct = [...new Set(words)];
    const paired = distinct.slice(0, PAIR_WORDS);
    const terms = [
      ...distinct.map((word) => ({ term: word, exact: word === nameKey })),
      ...paired.flatMap((first) =>
        paired
          .filter((second) => second !== first)
          .map((second) => ({ term: pairTerm(first, second), exact: `${first} ${second}` === nameKey })),
      ),
      ...(distinct.length > PAIR_WORDS
        ? distinct.map((word) => ({ term: longTerm(word), exact: false }))
        : []),
    ];
    const h: DishIndexRow['h'] = [dish.name, menu.name, dish.price, menu.verifiedAt, dish.section, dish.diet];
    return terms.map(({ term, exact }) => ({
      k: encodeIndexKey({ term, exact, grade, nameKey, placeId: menu.placeId, dishIndex }),
      h,
    }));
  });
}
