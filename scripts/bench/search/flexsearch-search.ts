// The dish search as FlexSearch would give it, for the side-by-side benchmark (search-library.ts):
// one FlexSearch entry per dish (library-dishes.ts), its words indexed by every prefix ("forward"),
// every query word required, then today's rules applied to what it finds (rankedHits), as the
// MiniSearch side does. FlexSearch's Index keeps ids alone, so the ranking fields are kept beside it
// by id, stored in the same row as its export: in columns, each place id once, which is the least a
// search on FlexSearch must keep (kinder to it than MiniSearch's stored fields, one object a dish).
// Its Document kind would keep them in its store, as JSON entries of objects, like MiniSearch.
// No worker (the worker is where FlexSearch builds a function from text, which an extension page's
// CSP would refuse): the index lives in the page, as today's and MiniSearch's do.
import { Index, type IndexOptions } from 'flexsearch';
import type { Menu } from '@/lib/api/model';
import type { LocalSearchHit } from '@/lib/messages/protocol';
import type { MenuDb } from '@/lib/storage/menus/menu-db';
import { searchWords } from '@/lib/storage/search/search-text';
import { dishDocuments, type RankFields, rankedHits } from './library-dishes.ts';

export const FLEXSEARCH_OPTIONS: IndexOptions = {
  // Every prefix of a word is a key: a query word is looked up whole, and finds the words it starts.
  tokenize: 'forward',
  // One list of ids per key: FlexSearch's score (a word's position in the name) would only be
  // undone by today's order; with 9 (its default) each key holds up to 9 lists.
  resolution: 1,
  // The text is folded already, and a query is folded by searchWords before it is searched.
  encode: (text: string) => (text === '' ? [] : text.split(' ')),
};

/** What one row stores: FlexSearch's export, and by dish id what ranking needs. */
export interface StoredFlexSearch {
  /** FlexSearch's export: each key with its JSON text, in the order given. */
  chunks: Array<[string, string]>;
  /** Folded words, by id. */
  words: string[];
  grades: Uint8Array;
  /** Index into `places`, by id. */
  placeOf: Uint32Array;
  /** Position of the dish in its menu, by id. */
  positions: Uint32Array;
  places: string[];
}

export type LoadedFlexSearch = Omit<StoredFlexSearch, 'chunks'> & { index: Index };

/** The index and its columns built as the menus arrive, then exported for storing. */
export class FlexSearchBuilder {
  private readonly index = new Index(FLEXSEARCH_OPTIONS);
  private readonly words: string[] = [];
  private readonly grades: number[] = [];
  private readonly placeOf: number[] = [];
  private readonly positions: number[] = [];
  private readonly places: string[] = [];
  private readonly placeIndex = new Map<string, number>();

  add(menus: readonly Menu[]): void {
    for (const dish of dishDocuments(menus, this.words.length)) {
      let place = this.placeIndex.get(dish.p);
      if (place === undefined) {
        place = this.places.push(dish.p) - 1;
        this.placeIndex.set(dish.p, place);
      }
      this.index.add(dish.id, dish.w);
      this.words.push(dish.w);
      this.grades.push(dish.g);
      this.placeOf.push(place);
      this.positions.push(dish.k);
    }
  }

  get dishes(): number {
    return this.words.length;
  }

  stored(): StoredFlexSearch {
    const chunks: Array<[string, string]> = [];
    // With a handler that returns nothing, the export runs to the end before it returns.
    this.index.export((key, data) => {
      chunks.push([key, data]);
    });
    return {
      chunks,
      words: this.words,
      grades: Uint8Array.from(this.grades),
      placeOf: Uint32Array.from(this.placeOf),
      positions: Uint32Array.from(this.positions),
      places: this.places,
    };
  }
}

/** A new index from what is stored: each chunk imported in the order exported. */
export function loadFlexSearch({ chunks, ...columns }: StoredFlexSearch): LoadedFlexSearch {
  const index = new Index(FLEXSEARCH_OPTIONS);
  for (const [key, data] of chunks) index.import(key, data);
  return { index, ...columns };
}

function* candidates(held: LoadedFlexSearch, ids: readonly number[]): Generator<RankFields> {
  for (const id of ids)
    yield {
      w: held.words[id] as string,
      g: held.grades[id] as number,
      p: held.places[held.placeOf[id] as number] as string,
      k: held.positions[id] as number,
    };
}

/** The dishes found, best first, at most `limit`, with their hit fields from the menu rows. */
export async function searchWithFlexSearch(
  held: LoadedFlexSearch,
  db: MenuDb,
  query: string,
  limit: number,
): Promise<LocalSearchHit[]> {
  const words = searchWords(query);
  if (words.length === 0 || limit < 1 || held.words.length === 0) return [];
  // Every candidate: FlexSearch cuts at 100 unless told, and today's order is not its order.
  const ids = held.index.search([...new Set(words)].join(' '), { limit: held.words.length }) as number[];
  return rankedHits(candidates(held, ids), db, words, limit);
}
