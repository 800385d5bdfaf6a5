// The dish search as MiniSearch would give it, for the side-by-side benchmark (search-library.ts):
// one MiniSearch document per dish (its folded words, search-text.ts), searched by prefix with
// every query word required, then today's rules applied to what it finds (search-rank.ts: each
// query word starts a word of its own; exact names, then names holding every word whole, then
// the rest; within each by status grade, then by folded name, then by place and position). The
// hit fields are read from the saved menu rows of the places found, as a search built on the
// library would read them (it keeps no second copy of the menus).
import MiniSearch, { type Options } from 'minisearch';
import type { Menu } from '@/lib/api/model';
import type { LocalSearchHit } from '@/lib/messages/protocol';
import type { MenuDb } from '@/lib/storage/menus/menu-db';
import { matchTier } from '@/lib/storage/search/search-rank';
import { gradeOfStatus, nameFolder } from '@/lib/storage/search/search-rows';
import { searchWords } from '@/lib/storage/search/search-text';

/** What each document stores beside the index: what ranking needs without reading the menus. */
export interface DishDocument {
  id: number;
  /** Folded words joined by spaces. */
  w: string;
  /** Status grade. */
  g: number;
  /** Place id. */
  p: string;
  /** Position of the dish in its menu. */
  k: number;
}

type Stored = Omit<DishDocument, 'id'>;

export const MINISEARCH_OPTIONS: Options<DishDocument> = {
  fields: ['w'],
  storeFields: ['w', 'g', 'p', 'k'],
  // The text is folded already, and a query is folded by searchWords before it is searched.
  tokenize: (text) => (text === '' ? [] : text.split(' ')),
  processTerm: (term) => term,
  searchOptions: { prefix: true, combineWith: 'AND' },
};

/** The documents of the menus' dishes, numbered from `first`. */
export function dishDocuments(menus: readonly Menu[], first = 0): DishDocument[] {
  const fold = nameFolder();
  const documents: DishDocument[] = [];
  for (const menu of menus) {
    const grade = gradeOfStatus(menu.status);
    if (grade === undefined) continue;
    menu.dishes.forEach((dish, k) => {
      const w = fold(dish.name);
      if (w !== '') documents.push({ id: first + documents.length, w, g: grade, p: menu.placeId, k });
    });
  }
  return documents;
}

export const newMiniSearch = () => new MiniSearch<DishDocument>(MINISEARCH_OPTIONS);

export const loadMiniSearch = (json: string) => MiniSearch.loadJSON<DishDocument>(json, MINISEARCH_OPTIONS);

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Today's order (term-index.ts compare): tier, grade, folded name, then "placeId␁position" as text. */
function compareFound(a: Stored & { tier: number }, b: Stored & { tier: number }): number {
  return (
    a.tier - b.tier ||
    a.g - b.g ||
    compareText(a.w, b.w) ||
    compareText(`${a.p}\u0001${a.k}`, `${b.p}\u0001${b.k}`)
  );
}

/** The dishes found, best first, at most `limit`, with their hit fields from the menu rows. */
export async function searchWithMiniSearch(
  index: MiniSearch<DishDocument>,
  db: MenuDb,
  query: string,
  limit: number,
): Promise<LocalSearchHit[]> {
  const words = searchWords(query);
  if (words.length === 0 || limit < 1) return [];
  const unique = [...new Set(words)];
  const phrase = words.join(' ');
  const found: Array<Stored & { tier: number }> = [];
  for (const result of index.search(unique.join(' '))) {
    const stored = result as unknown as Stored;
    const tier = matchTier(stored.w.split(' '), unique, phrase);
    if (tier !== undefined) found.push({ ...stored, tier });
  }
  const best = found.sort(compareFound).slice(0, limit);
  const places = [...new Set(best.map((dish) => dish.p))];
  const rows = await db.menus.bulkGet(places);
  const menus = new Map(places.map((placeId, i) => [placeId, rows[i]?.menu as Menu | undefined]));
  return best.flatMap((dish): LocalSearchHit[] => {
    const menu = menus.get(dish.p);
    const entry = menu?.dishes[dish.k];
    if (!menu || !entry) return [];
    return [
      {
        dish: entry.name,
        placeId: dish.p,
        restaurant: menu.name,
        price: entry.price,
        status: menu.status,
        verifiedAt: menu.verifiedAt,
        section: entry.section,
        diet: entry.diet,
      },
    ];
  });
}
