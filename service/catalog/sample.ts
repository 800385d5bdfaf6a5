import { AMERICAS } from '@/service/catalog/data/data-americas.ts';
import { AMERICAS_2 } from '@/service/catalog/data/data-americas-2.ts';
import { ASIA_PACIFIC } from '@/service/catalog/data/data-asia-pacific.ts';
import { EUROPE } from '@/service/catalog/data/data-europe.ts';
import { EUROPE_2 } from '@/service/catalog/data/data-europe-2.ts';
import { EUROPE_3 } from '@/service/catalog/data/data-europe-3.ts';
import { LONG_AND_RTL } from '@/service/catalog/data/data-long-and-rtl.ts';
import { UK } from '@/service/catalog/data/data-uk.ts';
import { buildEntry, deriveFeatureId } from './build.ts';
import { featureIdToPlaceId } from './ids.ts';
import type { CatalogEntry } from './types.ts';

/** The hand-written sample catalog: 36 restaurants, every grade, seven currencies, a long menu, one right to left. */
export const SAMPLE_CATALOG: readonly CatalogEntry[] = [
  ...EUROPE,
  ...EUROPE_2,
  ...EUROPE_3,
  ...AMERICAS,
  ...AMERICAS_2,
  ...UK,
  ...ASIA_PACIFIC,
  ...LONG_AND_RTL,
].map(buildEntry);

function idOf(name: string): string {
  const entry = SAMPLE_CATALOG.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`sample catalog has no "${name}"`);
  return entry.placeId;
}

/** A well-formed place id (from a Paris feature id) that the catalog does not hold. */
export const NOT_IN_CATALOG_FEATURE_ID = deriveFeatureId(48.8738, 2.295, 'not in the catalog');

/** Place ids tests and fixtures can rely on. */
export const SAMPLE_IDS = {
  /** Le Petit Bistrot, Paris: standard shape, EUR, accents ("Crème brûlée"). */
  verified: idOf('Le Petit Bistrot'),
  /** Kebab Haus Anatolia, Berlin: standard shape, halal. */
  crawled: idOf('Kebab Haus Anatolia'),
  /** Café Müller, Berlin: standard shape, verified_at over a year old. */
  scanned: idOf('Café Müller'),
  /** Brasserie Lumière, Lyon: no menu read. */
  none: idOf('Brasserie Lumière'),
  /** Chez Amélie, London: reason `menu_not_public`. */
  unavailable: idOf('Chez Amélie'),
  /** Sunrise Diner, Chicago: reason `closed_permanently`, still carries its last items. */
  unavailableClosed: idOf('Sunrise Diner'),
  /** Wiener Beisl, Vienna: reason `temporarily_closed`. */
  unavailableTemporarily: idOf('Wiener Beisl Zum Goldenen Hirschen'),
  /** La Sirena, Barcelona: reason `owner_opt_out`, source_url null. */
  unavailableOptOut: idOf('La Sirena Tapas Bar'),
  /** Valid ChIJ form, not in the catalog: 404. */
  notInCatalog: featureIdToPlaceId(NOT_IN_CATALOG_FEATURE_ID),
  /** Real Maps id ChIJ_dckWptZwokR_LkU9WxPNZ4 (Delancey Street Deli, New York, USD). */
  realNewYork: 'ChIJ_dckWptZwokR_LkU9WxPNZ4',
  /** Real Maps id ChIJ7d2HqtcUrjsR0b5tDUSTIKk (Malleshwaram Tiffin Room, Bengaluru, INR). */
  realBengaluru: 'ChIJ7d2HqtcUrjsR0b5tDUSTIKk',
  /** Pizzeria Napoli Verace: item prices are bare numbers, currency in `prices`. */
  numericPrices: idOf('Pizzeria Napoli Verace'),
  /** Taberna El Rincón: item prices are labels ("6,50 €"), verified_at in epoch seconds. */
  stringPrices: idOf('Taberna El Rincón'),
  /** Cairo Corner Halal: items are plain strings, verified_at in epoch seconds. */
  plainItems: idOf('Cairo Corner Halal'),
  /** Phở Sài Gòn Noodle House: Vietnamese diacritics everywhere. */
  accents: idOf('Phở Sài Gòn Noodle House'),
  /** Sushi Kaito, Tokyo: JPY prices. */
  yen: idOf('Sushi Kaito'),
  /** The Crown & Anchor, London: GBP prices. */
  pounds: idOf('The Crown & Anchor'),
  /** Grand Café Centraal, Amsterdam: 64 dishes in eight sections. */
  longMenu: idOf('Grand Café Centraal'),
  /** بيت الزعتر, Dubai: Arabic, right to left, a few dishes in Latin script; AED. */
  rightToLeft: idOf('بيت الزعتر'),
} as const;

export type SampleIdName = keyof typeof SAMPLE_IDS;

export function sampleEntry(placeId: string): CatalogEntry | undefined {
  return SAMPLE_CATALOG.find((entry) => entry.placeId === placeId);
}
