import { type DishSpec, entryWithFeatureId, type RecordShape, type RestaurantSpec } from './build.ts';
import { CITIES, CUISINES, NAME_ADJECTIVES } from './generate-pools.ts';
import { formatFeatureId } from './ids.ts';
import { createRandom, pick } from './random.ts';
import { s2LeafCellId } from './s2.ts';
import type { CatalogEntry, MenuStatus, ReasonCode } from './types.ts';

const STATUS_WEIGHTS: ReadonlyArray<readonly [MenuStatus, number]> = [
  ['verified', 0.3],
  ['crawled', 0.3],
  ['scanned', 0.2],
  ['none', 0.12],
  ['unavailable', 0.08],
];
const REASONS: readonly ReasonCode[] = [
  'closed_permanently',
  'temporarily_closed',
  'menu_not_public',
  'owner_opt_out',
];
const SHAPES: readonly RecordShape[] = [
  'standard',
  'standard',
  'standard',
  'standard',
  'numeric',
  'string',
  'plain',
];
/**
 * Fixed reference instant so the same seed yields the same `verified_at` values; at a time of day, as
 * a service stamps a check (exactly midnight UTC reads as a date alone, shown without a time).
 */
const REFERENCE_TIME = Date.UTC(2026, 10, 1, 9, 30);
const DAY_MS = 86_400_000;

function weightedStatus(random: () => number): MenuStatus {
  let roll = random();
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 'verified';
}

function random64(random: () => number): bigint {
  const high = BigInt(Math.floor(random() * 2 ** 32));
  const low = BigInt(Math.floor(random() * 2 ** 32));
  return (high << 32n) | low;
}

function localPrice(eur: number, rate: number, random: () => number): number {
  const amount = eur * rate * (0.8 + random() * 0.5);
  if (rate >= 50) return Math.round(amount / 10) * 10;
  return rate >= 5 ? Math.round(amount) : Math.round(amount * 2) / 2;
}

function pickDishes(random: () => number, pool: readonly DishSpec[], count: number): DishSpec[] {
  const shuffled = [...pool];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as DishSpec, shuffled[index] as DishSpec];
  }
  const chosen = shuffled.slice(0, Math.min(count, pool.length));
  // Pools are smaller than 25: add numbered house variants to reach the wanted size.
  for (let variant = 1; chosen.length < count; variant += 1) {
    const base = pick(random, pool);
    chosen.push([`${base[0]} (house special ${variant})`, base[1], base[2], base[3]]);
  }
  return chosen;
}

function generateSpec(random: () => number, index: number): { spec: RestaurantSpec; featureId: string } {
  const city = pick(random, CITIES);
  const cuisine = pick(random, CUISINES);
  const lat = city.lat + (random() - 0.5) * 0.2;
  const lng = city.lng + (random() - 0.5) * 0.3;
  const status = weightedStatus(random);
  const readable = status !== 'none' && status !== 'unavailable';
  const dishCount = 5 + Math.floor(random() * 21);
  const priced: DishSpec[] = cuisine.dishes.map(([name, eur, diet, description]) => [
    name,
    localPrice(eur, city.rate, random),
    diet,
    description,
  ]);
  const dishes = readable ? pickDishes(random, priced, dishCount) : [];
  const name = `${pick(random, NAME_ADJECTIVES)} ${pick(random, cuisine.nouns)} ${index + 1}`;
  const ageDays = Math.floor(random() * 540);
  const spec: RestaurantSpec = {
    name,
    cuisine: cuisine.cuisine,
    city: city.city,
    country: city.country,
    lat: Math.round(lat * 1e6) / 1e6,
    lng: Math.round(lng * 1e6) / 1e6,
    currency: city.currency,
    locale: city.locale,
    status,
    reason: status === 'unavailable' ? pick(random, REASONS) : undefined,
    shape: pick(random, SHAPES),
    source: status === 'none' ? null : `https://menus.example/r/${index + 1}`,
    verifiedAt: status === 'none' ? null : new Date(REFERENCE_TIME - ageDays * DAY_MS).toISOString(),
    diet: cuisine.cuisine === 'Vegan' ? 'vg v' : undefined,
    sections:
      dishes.length > 0
        ? [
            ['Menu', dishes.slice(0, 3)],
            ['Mains', dishes.slice(3)],
          ]
        : [],
  };
  return { spec, featureId: formatFeatureId({ hi: s2LeafCellId(lat, lng), lo: random64(random) }) };
}

/**
 * A deterministic catalog of `count` generated restaurants (same seed → same catalog),
 * for benchmarks. Ids do not overlap the sample catalog's.
 */
export function generateCatalog(count: number, seed = 1): CatalogEntry[] {
  const random = createRandom(seed);
  const entries: CatalogEntry[] = [];
  const seen = new Set<string>();
  for (let index = 0; entries.length < count; index += 1) {
    const { spec, featureId } = generateSpec(random, index);
    const entry = entryWithFeatureId(spec, featureId);
    if (seen.has(entry.placeId)) continue;
    seen.add(entry.placeId);
    entries.push(entry);
  }
  return entries;
}
