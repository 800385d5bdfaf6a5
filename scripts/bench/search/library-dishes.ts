// What the dish search on a library shares, whichever library (minisearch-search.ts,
// flexsearch-search.ts), for the side-by-side benchmark (search-library.ts): the dishes as documents
// (their folded words, search-text.ts), and today's rules applied to the candidates a library finds
// (search-rank.ts: each query word starts a word of its own; exact names, then names holding every
// word whole, then the rest; within each by status grade, then by folded name, then by place and
// position). The hit fields are read from the saved menu rows of the places found, as a search built
// on a library would read them (it keeps no second copy of the menus). One place for these, so
// that the libraries differ only in how they find candidates.
import type { Menu } from '@/lib/api/model';
import type { LocalSearchHit } from '@/lib/messages/protocol';
import type { MenuDb } from '@/lib/storage/menus/menu-db';
import { matchTier } from '@/lib/storage/search/search-rank';
import { gradeOfStatus, nameFolder } from '@/lib/storage/search/search-rows';

/** What ranking needs of a dish without reading the menus. */
export interface RankFields {
  /** Folded words joined by spaces. */
  w: string;
  /** Status grade. */
  g: number;
  /** Place id. */
  p: string;
  /** Position of the dish in its menu. */
  k: number;
}

export interface DishDocument extends RankFields {
  id: number;
}

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

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Found = RankFields & { tier: number };

/** Today's order (term-index.ts compare): tier, grade, folded name, then "placeId␁position" as text. */
function compareFound(a: Found, b: Found): number {
  return (
    a.tier - b.tier ||
    a.g - b.g ||
    compareText(a.w, b.w) ||
    compareText(`${a.p}\u0001${a.k}`, `${b.p}\u0001${b.k}`)
  );
}

/**
 * Today's rules on the candidates a library found for the query's `words` (searchWords, in order):
 * those whose words each query word starts one of its own, best first, at most `limit`, with their
 * hit fields from the menu rows.
 */
export async function rankedHits(
  candidates: Iterable<RankFields>,
  db: MenuDb,
  words: readonly string[],
  limit: number,
): Promise<LocalSearchHit[]> {
  const unique = [...new Set(words)];
  const phrase = words.join(' ');
  const found: Found[] = [];
  for (const { w, g, p, k } of candidates) {
    const tier = matchTier(w.split(' '), unique, phrase);
    if (tier !== undefined) found.push({ w, g, p, k, tier });
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
