// Menus from the generated catalog with edge names, queries built from their dish names, and a
// comparison of two searches over them: today's dish search (lib/storage/search) and a library's
// (search-library.ts: MiniSearch and FlexSearch, 1,000 and 10,000 menus in Chromium); the upgrade
// benchmark's menus.
import type { Dish, Menu } from '@/lib/api/model';
import { menuFromJson } from '@/lib/api/normalise/body';
import type { LocalSearchHit } from '@/lib/messages/protocol';
import { searchWords } from '@/lib/storage/search/search-text';
import { generateCatalog } from '@/service/catalog/generate.ts';
import { createRandom } from '@/service/catalog/random.ts';
import { DEFAULT_QUERIES, syntheticMenus } from './search-workload.ts';

/** Names that reach the rare groups of the search: long names, repeated words, Chinese, pairs named alone. */
const EDGE_NAMES = [
  'Slow roasted pork belly with apple sauce crackling and seasonal greens',
  'Pizza quattro formaggi bianca con speck e funghi porcini freschi',
  'Mahi mahi',
  'Mahi mahi burger',
  'Tom yum',
  'Tom',
  'Yum tom soup',
  'Pizza p',
  'Pizza pepperoni',
  '麻婆豆腐',
  '豆腐脑',
  'カツ丼',
  'ラーメン 大盛り',
  'Crème brûlée',
  'CRÈME BRÛLÉE',
  'Weißwurst',
  'Bœuf bourguignon',
  'Κότος λεμονάτος',
  '—',
  'a b c d e f g h i j',
  // Beside the long names: found through pairs where the long names are found through single words.
  'Seasonal greens',
  'Seasonal greenery',
  'Seasonally greens',
  'Greens crackling',
  'Crackling and greens',
  'Funghi porcini',
  'Porcini freschi speck',
  'Pizza hamburger mushroom',
  'Pizza hamachi mushroom',
  'Pizza mushroom ham',
  'Pizza quattro formaggi',
  'Tom tom',
  'Special 10',
  'Special 9',
];

const dish = (name: string): Dish => ({ name, description: null, price: null, section: null, diet: [] });

/**
 * `withDishes` menus with dishes: a few of edge names first, then the reference service's generated
 * catalog until `fromCatalog` of them (5 to 25 dishes each, every tenth replaced by a synthetic one
 * of random word combinations), with the records that carry none (no menu, closed) met on the way,
 * then synthetic menus of 15 dishes (search-workload.ts) for the rest.
 */
export function parityMenus(withDishes: number, fromCatalog = withDishes, seed = 11): Menu[] {
  const catalog = generateCatalog(Math.ceil(fromCatalog * 1.4) + 20, seed).flatMap((entry) => {
    const parsed = menuFromJson(entry.placeId, entry.record);
    return parsed.ok ? [parsed.value] : [];
  });
  const synthetic = syntheticMenus(Math.ceil(fromCatalog / 10) + withDishes, 15, seed);
  const grades = ['verified', 'crawled', 'scanned', 'unknown'] as const;
  const edges = grades.map((status, i) => ({
    ...(catalog[0] as Menu),
    placeId: `edge-${i}`,
    name: `Edge ${i}`,
    status,
    rawStatus: status,
    dishes: [...EDGE_NAMES.slice(i), ...EDGE_NAMES.slice(0, i)].map(dish),
  }));
  const menus: Menu[] = [...edges];
  let counted = edges.length;
  let nextSynthetic = 0;
  const takeSynthetic = (fallback?: Menu) => synthetic[nextSynthetic++] ?? fallback;
  for (const menu of catalog) {
    if (counted >= Math.min(fromCatalog, withDishes)) break;
    const hasDishes = menu.dishes.length > 0;
    menus.push((hasDishes && counted % 10 === 9 ? takeSynthetic(menu) : menu) as Menu);
    if (hasDishes) counted += 1;
  }
  for (; counted < withDishes; counted += 1) menus.push(takeSynthetic() as Menu);
  return menus;
}

/**
 * Queries built from the dish names: the edge names' word pairs, then `count` more from random
 * names: whole names, words, prefixes, pairs in both orders, typos.
 */
export function parityQueries(menus: Menu[], count: number, seed = 5): string[] {
  const random = createRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const names = menus.flatMap((menu) => menu.dishes.map((entry) => entry.name)).filter((name) => name);
  const queries = new Set<string>([
    ...DEFAULT_QUERIES,
    'pizza p',
    'mahi mahi',
    'tom yum',
    '豆腐',
    'special 1',
    'house special',
    'a b c d e f g h i',
  ]);
  const makers: Array<(name: string, words: string[]) => string> = [
    (name) => name,
    (name) => name.toUpperCase(),
    (_, words) => pick(words),
    (_, words) => pick(words).slice(0, 1 + Math.floor(random() * 3)),
    (_, words) => [...words].reverse().join(' '),
    (_, words) => `${pick(words)} ${pick(words).slice(0, 2)}`,
    (_, words) => words.slice(0, 2).join(' '),
    (_, words) => `${words[0]} ${words[0]?.slice(0, 1)}`,
    (_, words) =>
      words
        .slice(0, 3)
        .map((word) => word.slice(0, 3))
        .join(' '),
    (_, words) => `${pick(words)} ${pick(words)} ${pick(words)}`,
    (_, words) => `${pick(words)}x`,
  ];
  // Pairs of the edge names' words in both orders, and with the other being typed.
  for (const name of EDGE_NAMES) {
    const words = [...new Set(searchWords(name))];
    const ends = [...words.slice(0, 2), ...words.slice(-4)];
    for (const a of ends)
      for (const b of ends) if (a !== b) queries.add(`${a} ${b}`).add(`${a} ${b.slice(0, 2)}`);
    queries.add(name).add(words.slice(-3).join(' '));
  }
  const wanted = queries.size + count;
  for (let guard = 0; queries.size < wanted && guard < count * 20; guard += 1) {
    const name = pick(names);
    const words = searchWords(name);
    if (words.length === 0) continue;
    const query = pick(makers)(name, words).trim();
    if (query) queries.add(query);
  }
  return [...queries];
}

export interface ParityCheck {
  queries: number;
  /** Searches compared (queries × limits). */
  searches: number;
  /** Hits compared, over every search. */
  hits: number;
  mismatches: Array<{ query: string; limit: number; old: string[]; new: string[] }>;
}

type Search = (query: string, limit: number) => Promise<LocalSearchHit[]>;

/** Runs both searches on every query and limit and lists every search whose results differ in any field. */
export async function compareSearches(
  oldSearch: Search,
  newSearch: Search,
  queries: string[],
  limits: number[] = [50],
): Promise<ParityCheck> {
  const check: ParityCheck = { queries: queries.length, searches: 0, hits: 0, mismatches: [] };
  const describe = (hits: LocalSearchHit[]) => hits.map((hit) => `${hit.placeId}/${hit.dish}`);
  // Every field, in a fixed order.
  const fields = (hits: LocalSearchHit[]) =>
    JSON.stringify(
      hits.map((h) => [h.dish, h.placeId, h.restaurant, h.price, h.status, h.verifiedAt, h.section, h.diet]),
    );
  for (const query of queries) {
    for (const limit of limits) {
      const [before, after] = [await oldSearch(query, limit), await newSearch(query, limit)];
      check.searches += 1;
      check.hits += before.length;
      if (fields(before) !== fields(after))
        check.mismatches.push({ query, limit, old: describe(before), new: describe(after) });
    }
  }
  return check;
}
