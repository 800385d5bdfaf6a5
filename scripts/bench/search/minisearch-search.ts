// The dish search as MiniSearch would give it, for the side-by-side benchmark (search-library.ts):
// one MiniSearch document per dish (library-dishes.ts), searched by prefix with every query word
// required, then today's rules applied to what it finds (rankedHits). The ranking fields are
// MiniSearch's stored fields, kept in its JSON beside the index.
import MiniSearch, { type Options } from 'minisearch';
import type { LocalSearchHit } from '@/lib/messages/protocol';
import type { MenuDb } from '@/lib/storage/menus/menu-db';
import { searchWords } from '@/lib/storage/search/search-text';
import { type DishDocument, type RankFields, rankedHits } from './library-dishes.ts';

export const MINISEARCH_OPTIONS: Options<DishDocument> = {
  fields: ['w'],
  storeFields: ['w', 'g', 'p', 'k'],
  // The text is folded already, and a query is folded by searchWords before it is searched.
  tokenize: (text) => (text === '' ? [] : text.split(' ')),
  processTerm: (term) => term,
  searchOptions: { prefix: true, combineWith: 'AND' },
};

export const newMiniSearch = () => new MiniSearch<DishDocument>(MINISEARCH_OPTIONS);

export const loadMiniSearch = (json: string) => MiniSearch.loadJSON<DishDocument>(json, MINISEARCH_OPTIONS);

/** The dishes found, best first, at most `limit`, with their hit fields from the menu rows. */
export async function searchWithMiniSearch(
  index: MiniSearch<DishDocument>,
  db: MenuDb,
  query: string,
  limit: number,
): Promise<LocalSearchHit[]> {
  const words = searchWords(query);
  if (words.length === 0 || limit < 1) return [];
  // A result carries its stored fields beside its id and score.
  const found = index.search([...new Set(words)].join(' ')) as unknown as RankFields[];
  return rankedHits(found, db, words, limit);
}
