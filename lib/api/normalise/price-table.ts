import type { Price } from '@/lib/api/model';
import { MAX_NAME_CHARS, readText } from './clean-text';
import { readCurrency } from './currency';
import { isObject, type JsonObject, ownEntries, pick } from './fields';
import { parsePrice, parsePriceText } from './price';

// The menu-level `prices` field: a default currency ({currency: "EUR"} or "EUR"), a map
// dish name → price, a list parallel to the items, or a list of {name, price}.

const MAX_ENTRIES = 5000;
const CURRENCY_KEYS = ['currency', 'currency_code', 'currencyCode', 'default_currency'] as const;
const NESTED_KEYS = ['items', 'dishes', 'prices', 'values'] as const;
const NAME_KEYS = ['name', 'dish', 'title', 'item'] as const;
const PRICE_KEYS = ['price', 'prices', 'cost'] as const;

export interface PriceTable {
  /** Menu-level currency, applied to prices that carry none. */
  currency: string | null;
  /** Lower-cased dish name → raw price. */
  byName: Map<string, unknown>;
  /** Raw prices parallel to the items, in reading order. */
  byIndex: unknown[];
}

export function dishKey(name: string): string {
  return name.toLowerCase();
}

function addNamed(table: PriceTable, name: unknown, price: unknown): void {
  const key = readText(name, MAX_NAME_CHARS);
  if (key !== null && table.byName.size < MAX_ENTRIES && !table.byName.has(dishKey(key))) {
    table.byName.set(dishKey(key), price);
  }
}

/** A price summary ({currency, min, max}, as the reference service sends): no dish is called "Max". */
const SUMMARY_KEYS = new Set([
  'min',
  'max',
  'minimum',
  'maximum',
  'range',
  'avg',
  'average',
  'mean',
  'median',
  'from',
  'to',
  'low',
  'high',
]);

function readArray(table: PriceTable, list: readonly unknown[]): void {
  const entries = list.slice(0, MAX_ENTRIES);
  const named = entries.filter(
    (entry): entry is JsonObject => isObject(entry) && pick(entry, NAME_KEYS) !== undefined,
  );
  if (named.length === 0) table.byIndex = entries;
  for (const entry of named) {
    // {name, price} or a price object that also names its dish: {name, amount, currency}.
    addNamed(table, pick(entry, NAME_KEYS), pick(entry, PRICE_KEYS) ?? entry);
  }
}

function readObject(table: PriceTable, obj: JsonObject, depth: number): void {
  table.currency ??= readCurrency(pick(obj, CURRENCY_KEYS));
  for (const [key, value] of ownEntries(obj, MAX_ENTRIES)) {
    if ((CURRENCY_KEYS as readonly string[]).includes(key) || SUMMARY_KEYS.has(key.toLowerCase())) continue;
    if ((NESTED_KEYS as readonly string[]).includes(key) && depth < 2) readInto(table, value, depth + 1);
    else addNamed(table, key, value);
  }
}

function readInto(table: PriceTable, raw: unknown, depth: number): void {
  if (Array.isArray(raw)) readArray(table, raw);
  else if (isObject(raw)) readObject(table, raw, depth);
  // "EUR", "€", or a sample price such as "12.50 EUR": only the currency is usable here.
  else if (typeof raw === 'string')
    table.currency ??= readCurrency(raw) ?? parsePriceText(raw, null)?.currency ?? null;
}

/** Builds the table from the body's `prices` field and an optional top-level `currency`. */
export function readPriceTable(prices: unknown, currencyField?: unknown): PriceTable {
  const table: PriceTable = { currency: readCurrency(currencyField), byName: new Map(), byIndex: [] };
  readInto(table, prices, 0);
  return table;
}

/** The price the table gives a dish, by name first, then by its position among the items. */
export function tablePrice(table: PriceTable, name: string, index: number): Price | null {
  const named = table.byName.get(dishKey(name));
  if (named !== undefined) return parsePrice(named, table.currency);
  return index < table.byIndex.length ? parsePrice(table.byIndex[index], table.currency) : null;
}
