import type { LocalSearchHit } from '@/lib/messages/protocol';
import { searchWords } from '@/lib/storage/search/search-text';
import { finishSearchRebuild } from './search-rebuild';
import type { SearchDb } from './search-rows';
import { searchIndexedDishes } from './search-sync';

/**
 * Local dish search over the saved menus: every query word starts a word of its own in the dish
 * name (accents and case aside), exact names first, then names holding every query word whole,
 * then the rest; within each, by status grade, then by name (search-rank.ts, term-query.ts).
 * While saved menus lack their search rows after an upgrade (to version 6, or 8: new words), it
 * waits for them: the rebuild takes seconds, and an answer without those menus would look complete.
 */
export async function searchDishes(
  db: SearchDb,
  query: string,
  limit: number,
  places?: ReadonlySet<string>,
): Promise<LocalSearchHit[]> {
  const words = searchWords(query);
  if (words.length === 0 || limit < 1 || places?.size === 0) return [];
  await finishSearchRebuild(db);
  return searchIndexedDishes(db, words, limit, places);
}
