import type { Dish, Menu, Price } from '@/lib/api/model';
import type { CatalogEntry, MenuItem, MenuRecord, WirePrice } from '@/service/index.ts';

// What the client should make of a catalog record, worked out from the wire record alone and
// the service's documented conventions (README "Decisions the contract leaves open"), without
// any of the client's parsing code.

export const READ_GRADES: readonly string[] = ['verified', 'crawled', 'scanned'];

export function contractRecord(entry: CatalogEntry): MenuRecord {
  const record = entry.record;
  if (!Array.isArray(record.items) || typeof record.menu_status !== 'string') {
    throw new Error(`${entry.name} does not hold a contract-shaped record`);
  }
  return record as MenuRecord;
}

/** `verified_at` is ISO 8601 text or epoch seconds. */
export function expectedInstant(value: MenuRecord['verified_at']): number | null {
  if (value === null) return null;
  return typeof value === 'number' ? value * 1000 : Date.parse(value);
}

function fractionDigits(currency: string): number {
  const options = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions();
  return options.maximumFractionDigits ?? 2;
}

/**
 * Labels are the menu currency formatted by Intl, which prints every fraction digit of the
 * currency ("6,50 €", "￥1,200", "125,00 kr."), so the digits alone give the amount. A label
 * without digits ("Market price") stays text.
 */
export function labelPrice(label: string, currency: string | null): Price {
  const digits = label.replace(/[^0-9]/g, '');
  if (digits === '' || currency === null) return { amount: null, currency: null, text: label };
  return { amount: Number(digits) / 10 ** fractionDigits(currency), currency, text: null };
}

export function expectedPrice(price: WirePrice, menuCurrency: string | null): Price | null {
  if (price === null) return null;
  if (typeof price === 'number') return { amount: price, currency: menuCurrency, text: null };
  if (typeof price === 'string') return labelPrice(price, menuCurrency);
  return { amount: price.amount, currency: price.currency, text: null };
}

function expectedDish(item: MenuItem | string, menuCurrency: string | null): Dish {
  if (typeof item === 'string')
    return { name: item, description: null, price: null, section: null, diet: [] };
  return {
    name: item.name,
    description: item.description,
    price: expectedPrice(item.price, menuCurrency),
    section: item.section,
    diet: item.diet_tags,
  };
}

export function isHttpsUrl(value: string | null): value is string {
  return value?.startsWith('https://') === true;
}

export function expectedMenu(entry: CatalogEntry): Menu {
  const record = contractRecord(entry);
  const currency = record.prices?.currency ?? null;
  return {
    placeId: entry.placeId,
    name: record.name,
    status: record.menu_status,
    rawStatus: record.menu_status,
    unavailableReason: record.reason ?? null,
    dishes: (record.items as Array<MenuItem | string>).map((item) => expectedDish(item, currency)),
    dietTags: record.diet_tags,
    sourceUrl: isHttpsUrl(record.source_url) ? record.source_url : null,
    verifiedAt: expectedInstant(record.verified_at),
  };
}

export type PriceShape = 'object' | 'number' | 'label' | 'plain' | 'empty';

/** Which of the service's legal item shapes a record uses. */
export function priceShape(record: MenuRecord): PriceShape {
  const first: unknown = record.items[0];
  if (first === undefined) return 'empty';
  if (typeof first === 'string') return 'plain';
  const price = (record.items as MenuItem[]).find((item) => item.price !== null)?.price ?? null;
  if (typeof price === 'number') return 'number';
  if (typeof price === 'string') return 'label';
  return 'object';
}
