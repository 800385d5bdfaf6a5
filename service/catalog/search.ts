import { foldText, foldWords } from './text.ts';
import type { CatalogEntry, MenuStatus, SearchResultWire, WirePrice } from './types.ts';

/** Search covers only menus the service has read: these grades, never `none` or `unavailable`. */
const SEARCHABLE: ReadonlyMap<string, number> = new Map([
  ['verified', 0],
  ['crawled', 1],
  ['scanned', 2],
]);

export const DEFAULT_SEARCH_LIMIT = 25;
export const MAX_SEARCH_LIMIT = 50;

interface SearchDoc {
  result: SearchResultWire;
  folded: string;
  nameWords: readonly string[];
  descriptionWords: readonly string[];
  grade: number;
  restaurantKey: string;
}

export interface DishSearch {
  search(query: string, limit: number): SearchResultWire[];
  readonly size: number;
}

function asString(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value : null;
}

/** Reads dishes defensively: catalog records may use any legal shape, hostile ones none. */
function readDish(
  item: unknown,
  currency: string | null,
): { name: string; description: string; price: WirePrice } | null {
  if (typeof item === 'string') return asString(item) ? { name: item, description: '', price: null } : null;
  if (typeof item !== 'object' || item === null) return null;
  const fields = item as Record<string, unknown>;
  const name = asString(fields.name);
  if (!name) return null;
  const raw = fields.price;
  let price: WirePrice = null;
  if (typeof raw === 'number') price = currency ? { amount: raw, currency } : raw;
  else if (typeof raw === 'string') price = raw;
  else if (typeof raw === 'object' && raw !== null) price = raw as WirePrice;
  return { name, description: asString(fields.description) ?? '', price };
}

type Folder = (text: string) => readonly string[];

/** Generated catalogs repeat dish names a lot: fold each distinct text once. */
function memoisedFolder(): Folder {
  const cache = new Map<string, readonly string[]>();
  return (text) => {
    let words = cache.get(text);
    if (!words) {
      words = foldWords(text);
      cache.set(text, words);
    }
    return words;
  };
}

function docsOf(entry: CatalogEntry, fold: Folder): SearchDoc[] {
  const record = entry.record as Record<string, unknown>;
  const grade = SEARCHABLE.get(String(record.menu_status));
  if (grade === undefined || !Array.isArray(record.items)) return [];
  const prices = record.prices as Record<string, unknown> | null | undefined;
  const currency = asString(prices?.currency);
  const restaurant = asString(record.name) ?? entry.name;
  const restaurantKey = foldText(restaurant);
  const docs: SearchDoc[] = [];
  for (const item of record.items) {
    const dish = readDish(item, currency);
    if (!dish) continue;
    const nameWords = fold(dish.name);
    docs.push({
      result: {
        dish: dish.name,
        restaurant,
        place_id: entry.placeId,
        price: dish.price,
        source_url: asString(record.source_url),
        verified_at: (record.verified_at as SearchResultWire['verified_at']) ?? null,
        menu_status: record.menu_status as MenuStatus,
        ...(typeof dish.price === 'string' && currency ? { currency } : {}),
      },
      folded: nameWords.join(' '),
      nameWords,
      descriptionWords: fold(dish.description),
      grade,
      restaurantKey,
    });
  }
  return docs;
}

function hasWordWithPrefix(words: readonly string[], prefix: string): boolean {
  return words.some((word) => word.startsWith(prefix));
}

/**
 * Match tier, lower is better: 0 exact dish name, 1 name starts with the query, 2 every query
 * word starts a word of the name, 3 some words only match the description. null: no match.
 */
function matchTier(doc: SearchDoc, phrase: string, words: readonly string[]): number | null {
  if (doc.folded === phrase) return 0;
  let inName = true;
  for (const word of words) {
    if (hasWordWithPrefix(doc.nameWords, word)) continue;
    if (!hasWordWithPrefix(doc.descriptionWords, word)) return null;
    inName = false;
  }
  if (!inName) return 3;
  return doc.folded.startsWith(phrase) ? 1 : 2;
}

/** Code-unit order on folded text: stable across locales and cheap on large result sets. */
function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function createDishSearch(entries: Iterable<CatalogEntry>): DishSearch {
  const docs: SearchDoc[] = [];
  const fold = memoisedFolder();
  for (const entry of entries) docs.push(...docsOf(entry, fold));
  return {
    size: docs.length,
    search(query, limit) {
      const words = foldWords(query);
      if (words.length === 0) return [];
      const phrase = words.join(' ');
      const hits: Array<{ doc: SearchDoc; tier: number }> = [];
      for (const doc of docs) {
        const tier = matchTier(doc, phrase, words);
        if (tier !== null) hits.push({ doc, tier });
      }
      hits.sort(
        (a, b) =>
          a.tier - b.tier ||
          a.doc.grade - b.doc.grade ||
          compareText(a.doc.restaurantKey, b.doc.restaurantKey) ||
          compareText(a.doc.folded, b.doc.folded),
      );
      return hits.slice(0, limit).map(({ doc }) => doc.result);
    },
  };
}
