// Local dish search benchmark: fills synthetic menus with bulk writes and times searchDishes.
// Run: npx tsx scripts/bench/search/search-workload.ts [menuCounts…]   (Node, fake-indexeddb; slower than
// Chrome's IndexedDB). The functions are exported for the browser benchmark suite.
import type { Dish, Menu, MenuStatus } from '@/lib/api/model';
import type { DexieMenuCache } from '@/lib/storage/menus/menu-cache';
import type { MenuCache } from '@/lib/storage/menus/stores';
import { percentile } from '@/scripts/bench/report/stats.ts';
import { createRandom as seededRandom } from '@/service/catalog/random.ts';

const WORDS = [
  'pizza',
  'margherita',
  'funghi',
  'crème',
  'brûlée',
  'tomato',
  'soup',
  'chicken',
  'curry',
  'tikka',
  'masala',
  'pad',
  'thai',
  'ramen',
  'shoyu',
  'tonkotsu',
  'burger',
  'cheese',
  'bacon',
  'salad',
  'caesar',
  'niçoise',
  'bœuf',
  'bourguignon',
  'risotto',
  'porcini',
  'gnocchi',
  'pesto',
  'lasagne',
  'tiramisu',
  'panna',
  'cotta',
  'falafel',
  'hummus',
  'kebab',
  'paella',
  'tapas',
  'churros',
  'pho',
  'bánh',
  'mì',
  'sushi',
  'sashimi',
  'tempura',
  'udon',
  'gyoza',
  'dumplings',
  'noodles',
  'fried',
  'rice',
  'spicy',
  'grilled',
  'salmon',
  'tuna',
  'steak',
  'frites',
  'mussels',
  'chocolate',
  'cake',
  'apple',
  'pie',
];
const STATUSES: MenuStatus[] = ['verified', 'crawled', 'scanned', 'unknown'];

export const DEFAULT_QUERIES = [
  'pizza',
  'creme brulee',
  'tom',
  'ch',
  'p',
  'chicken curry',
  'spicy fried rice',
  'boeuf',
  'xyz',
  'margherita pizza',
];

export function syntheticMenus(count: number, dishesPerMenu = 15, seed = 1): Menu[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const dishName = () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(WORDS)).join(' ');
  return Array.from({ length: count }, (_, i): Menu => {
    const dishes = Array.from({ length: dishesPerMenu }, (): Dish => {
      const name = dishName();
      const price = { amount: Math.round(random() * 3000) / 100, currency: 'EUR', text: null };
      return {
        name: name[0]?.toUpperCase() + name.slice(1),
        description: null,
        price,
        section: null,
        diet: [],
      };
    });
    const status = pick(STATUSES);
    return {
      placeId: `ChIJsynthetic${String(i).padStart(6, '0')}`,
      name: `Restaurant ${i}`,
      status,
      rawStatus: status,
      unavailableReason: null,
      dishes,
      dietTags: [],
      sourceUrl: `https://example.com/menus/${i}`,
      verifiedAt: Date.UTC(2026, 0, 1) + i * 60_000,
    };
  });
}

/** Bulk writes, `chunk` menus per transaction. */
export async function fillCache(cache: Pick<DexieMenuCache, 'putMenus'>, menus: Menu[], chunk = 1000) {
  for (let start = 0; start < menus.length; start += chunk) {
    await cache.putMenus(menus.slice(start, start + chunk), Date.UTC(2026, 4, 1));
  }
}

export interface SearchTiming {
  query: string;
  hits: number;
  p50: number;
  p95: number;
}

export interface SearchMeasurement {
  perQuery: SearchTiming[];
  /** Over every timed run of every query. */
  overall: { p50: number; p95: number; runs: number };
}

export async function measureLocalSearch(
  cache: Pick<MenuCache, 'searchDishes'>,
  { queries = DEFAULT_QUERIES, iterations = 30, warmup = 3, limit = 50, now = () => performance.now() } = {},
): Promise<SearchMeasurement> {
  const all: number[] = [];
  const perQuery: SearchTiming[] = [];
  for (const query of queries) {
    for (let i = 0; i < warmup; i += 1) await cache.searchDishes(query, limit);
    const times: number[] = [];
    let hits = 0;
    for (let i = 0; i < iterations; i += 1) {
      const start = now();
      hits = (await cache.searchDishes(query, limit)).length;
      times.push(now() - start);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    perQuery.push({ query, hits, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  all.sort((a, b) => a - b);
  return { perQuery, overall: { p50: percentile(all, 50), p95: percentile(all, 95), runs: all.length } };
}

async function main(counts: number[]): Promise<void> {
  // Installed before Dexie loads; never at module scope, so a browser suite can import this file.
  const { indexedDB, IDBKeyRange } = await import('fake-indexeddb');
  Object.assign(globalThis, { indexedDB, IDBKeyRange });
  const { openMenuDb } = await import('@/lib/storage/menus/menu-db');
  const { createMenuCache } = await import('@/lib/storage/menus/menu-cache');
  for (const count of counts) {
    const db = openMenuDb(`bench-local-search-${count}`);
    const cache = createMenuCache(db);
    const menus = syntheticMenus(count);
    const fillStart = performance.now();
    await fillCache(cache, menus);
    const fillMs = performance.now() - fillStart;
    console.log(`\n${count} menus × 15 dishes: filled in ${(fillMs / 1000).toFixed(1)} s`);
    // CPU time of this process as well: on a loaded shared machine wall-clock time mostly measures waiting.
    const cpuNow = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    for (const [clock, now] of [
      ['wall-clock', () => performance.now()],
      ['CPU', cpuNow],
    ] as const) {
      const result = await measureLocalSearch(cache, { now });
      console.log(`${clock} time, ms:`);
      console.table(result.perQuery.map((t) => ({ ...t, p50: t.p50.toFixed(2), p95: t.p95.toFixed(2) })));
      console.log(`overall p50 ${result.overall.p50.toFixed(2)} ms, p95 ${result.overall.p95.toFixed(2)} ms`);
    }
    await db.delete();
  }
}

const invokedPath = typeof process === 'undefined' ? undefined : process.argv[1];
if (invokedPath && import.meta.url.endsWith(invokedPath.replaceAll('\\', '/'))) {
  const counts = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  main(counts.length > 0 ? counts : [1000, 10_000]).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
