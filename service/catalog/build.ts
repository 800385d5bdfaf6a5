import { featureIdToCid, featureIdToPlaceId, formatFeatureId } from './ids.ts';
import { hash64 } from './random.ts';
import { s2LeafCellId } from './s2.ts';
import type { CatalogEntry, MenuItem, MenuRecord, MenuStatus, ReasonCode, WirePrice } from './types.ts';

/**
 * Record shapes seen in the wild, all legal under the contract:
 * - standard: item objects with `{amount, currency}` prices, ISO `verified_at`
 * - numeric: item prices as bare numbers, the currency only in `prices`
 * - string: item prices as display labels ("€12.50", "12,50 €"), epoch-seconds `verified_at`
 * - plain: items as plain dish names, no prices, epoch-seconds `verified_at`
 */
export type RecordShape = 'standard' | 'numeric' | 'string' | 'plain';

/** [name, price in major units or null, diet abbreviations ("vg gf"), description]. */
export type DishSpec = readonly [name: string, price: number | null, diet?: string, description?: string];

export interface RestaurantSpec {
  name: string;
  cuisine: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  currency: string;
  /** Locale used for string-shaped prices. */
  locale?: string;
  status: MenuStatus;
  reason?: ReasonCode;
  shape?: RecordShape;
  /** Set for real Maps ids; otherwise derived from the location and the name. */
  featureId?: string;
  source: string | null;
  verifiedAt: string | null;
  diet?: string;
  sections: ReadonlyArray<readonly [section: string, dishes: readonly DishSpec[]]>;
}

const DIET_ABBREVIATIONS: Readonly<Record<string, string>> = {
  vg: 'vegan',
  v: 'vegetarian',
  gf: 'gluten-free',
  df: 'dairy-free',
  h: 'halal',
  k: 'kosher',
  nf: 'nut-free',
};

export function expandDiet(abbreviations: string | undefined): string[] {
  if (!abbreviations) return [];
  return abbreviations
    .split(' ')
    .filter((code) => code.length > 0)
    .map((code) => DIET_ABBREVIATIONS[code] ?? code);
}

export function deriveFeatureId(lat: number, lng: number, salt: string): string {
  return formatFeatureId({ hi: s2LeafCellId(lat, lng), lo: hash64(salt) });
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatPrice(locale: string, currency: string, amount: number): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

function priceFor(spec: RestaurantSpec, amount: number | null): WirePrice {
  const shape = spec.shape ?? 'standard';
  if (shape === 'numeric') return amount;
  if (shape === 'string') {
    if (amount === null) return 'Market price';
    return formatPrice(spec.locale ?? 'en-US', spec.currency, amount);
  }
  return amount === null ? null : { amount, currency: spec.currency };
}

function itemsFor(spec: RestaurantSpec): MenuItem[] | string[] {
  const dishes = spec.sections.flatMap(([section, list]) => list.map((dish) => ({ section, dish })));
  if (spec.shape === 'plain') return dishes.map(({ dish }) => dish[0]);
  return dishes.map(({ section, dish: [name, amount, diet, description] }) => ({
    name,
    description: description ?? null,
    price: priceFor(spec, amount),
    section,
    diet_tags: expandDiet(diet),
  }));
}

function pricesFor(spec: RestaurantSpec): MenuRecord['prices'] {
  const amounts = spec.sections.flatMap(([, list]) => list.map((dish) => dish[1]));
  if (amounts.length === 0) return null;
  const known = amounts.filter((amount): amount is number => amount !== null);
  if ((spec.shape ?? 'standard') !== 'standard' || known.length === 0) return { currency: spec.currency };
  return { currency: spec.currency, min: Math.min(...known), max: Math.max(...known) };
}

function verifiedAtFor(spec: RestaurantSpec): MenuRecord['verified_at'] {
  if (spec.verifiedAt === null) return null;
  const usesEpoch = spec.shape === 'string' || spec.shape === 'plain';
  return usesEpoch ? Math.floor(Date.parse(spec.verifiedAt) / 1000) : spec.verifiedAt;
}

export function buildRecord(spec: RestaurantSpec, placeId: string): MenuRecord {
  const record: MenuRecord = {
    place_id: placeId,
    name: spec.name,
    items: itemsFor(spec),
    diet_tags: expandDiet(spec.diet),
    prices: pricesFor(spec),
    source_url: spec.source,
    verified_at: verifiedAtFor(spec),
    menu_status: spec.status,
  };
  if (spec.status === 'unavailable') record.reason = spec.reason ?? 'menu_not_public';
  return record;
}

export function buildEntry(spec: RestaurantSpec): CatalogEntry {
  const featureId = spec.featureId ?? deriveFeatureId(spec.lat, spec.lng, `${spec.name}|${spec.city}`);
  return entryWithFeatureId(spec, featureId);
}

/** The catalog entry for a spec whose feature id is already known (generated catalogs). */
export function entryWithFeatureId(spec: RestaurantSpec, featureId: string): CatalogEntry {
  const placeId = featureIdToPlaceId(featureId);
  return {
    placeId,
    featureId,
    cid: featureIdToCid(featureId),
    name: spec.name,
    cuisine: spec.cuisine,
    city: spec.city,
    country: spec.country,
    lat: spec.lat,
    lng: spec.lng,
    record: buildRecord(spec, placeId),
  };
}
