import type { Dish, Price } from '@/lib/api/model';
import { DIET_FLAG_KEYS, readDietTags } from './diet';
import {
  isObject,
  type JsonObject,
  MAX_DESCRIPTION_CHARS,
  MAX_NAME_CHARS,
  MAX_SHORT_CHARS,
  ownEntries,
  pick,
  pickWith,
  readNamed,
  readText,
} from './fields';
import { parsePrice, parsePriceText, readCurrency } from './price';

// The menu-level `prices` field: a default currency ({currency: "EUR"} or "EUR"), a map
// dish name → price, a list parallel to the items, or a list of {name, price}.

const MAX_TABLE_ENTRIES = 5000;
const TABLE_CURRENCY_KEYS: readonly string[] = [
  'currency',
  'currency_code',
  'currencyCode',
  'default_currency',
];
const TABLE_NESTED_KEYS: readonly string[] = ['items', 'dishes', 'prices', 'values'];
const TABLE_NAME_KEYS = ['name', 'dish', 'title', 'item'] as const;
const PRICE_KEYS = ['price', 'prices', 'cost'] as const;
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

export interface PriceTable {
  /** Menu-level currency, applied to prices that carry none. */
  currency: string | null;
  /** Lower-cased dish name → raw price. */
  byName: Map<string, unknown>;
  /** Raw prices parallel to the items, in reading order. */
  byIndex: unknown[];
}

function addNamed(table: PriceTable, name: unknown, price: unknown): void {
  const key = readText(name, MAX_NAME_CHARS)?.toLowerCase();
  if (key !== undefined && table.byName.size < MAX_TABLE_ENTRIES && !table.byName.has(key)) {
    table.byName.set(key, price);
  }
}

function readInto(table: PriceTable, raw: unknown, depth: number): void {
  if (Array.isArray(raw)) {
    const entries = raw.slice(0, MAX_TABLE_ENTRIES);
    const named = entries.filter(
      (entry): entry is JsonObject => isObject(entry) && pick(entry, TABLE_NAME_KEYS) !== undefined,
    );
    if (named.length === 0) table.byIndex = entries;
    for (const entry of named) {
      // {name, price} or a price object that also names its dish: {name, amount, currency}.
      addNamed(table, pick(entry, TABLE_NAME_KEYS), pick(entry, PRICE_KEYS) ?? entry);
    }
  } else if (isObject(raw)) {
    table.currency ??= readCurrency(pick(raw, TABLE_CURRENCY_KEYS));
    for (const [key, value] of ownEntries(raw, MAX_TABLE_ENTRIES)) {
      if (TABLE_CURRENCY_KEYS.includes(key) || SUMMARY_KEYS.has(key.toLowerCase())) continue;
      if (TABLE_NESTED_KEYS.includes(key) && depth < 2) readInto(table, value, depth + 1);
      else addNamed(table, key, value);
    }
  } else if (typeof raw === 'string') {
    // "EUR", "€", or a sample price such as "12.50 EUR": only the currency is usable here.
    table.currency ??= readCurrency(raw) ?? parsePriceText(raw, null)?.currency ?? null;
  }
}

/** Builds the table from the body's `prices` field and an optional top-level `currency`. */
export function readPriceTable(prices: unknown, currencyField?: unknown): PriceTable {
  const table: PriceTable = { currency: readCurrency(currencyField), byName: new Map(), byIndex: [] };
  readInto(table, prices, 0);
  return table;
}

/** The price the table gives a dish, by name first, then by its position among the items. */
function tablePrice(table: PriceTable, name: string, index: number): Price | null {
  const named = table.byName.get(name.toLowerCase());
  if (named !== undefined) return parsePrice(named, table.currency);
  return index < table.byIndex.length ? parsePrice(table.byIndex[index], table.currency) : null;
}

// `items` may be a list of names or dish objects, a list of sections ({section, items}), a map
// { "Starters": [...] }, a map dish name → price, or a newline-separated string.

export const MAX_DISHES = 2000;
/** Bounds the work on a hostile body full of unreadable entries. */
const MAX_ENTRIES_VISITED = 20_000;
const MAX_DEPTH = 4;
const MAX_SET_MEAL_PARTS_SHOWN = 12;
const MAX_SET_MEAL_PARTS_CHECKED = 200;

const NAME_KEYS = ['name', 'title', 'dish'] as const;
const DESCRIPTION_KEYS = ['description', 'desc'] as const;
const GROUP_ITEM_KEYS = ['items', 'dishes', 'menu_items'] as const;
const DISH_KEYS = [...NAME_KEYS, ...DESCRIPTION_KEYS, ...PRICE_KEYS] as const;

interface Walk {
  table: PriceTable;
  dishes: Dish[];
  /** Position among all leaf entries, readable or not, for prices parallel to the items. */
  leafIndex: number;
  visited: number;
}

interface Leaf {
  section: string | null;
  fallbackName?: string;
  /** A price given beside the entry (map dish name → price). */
  sidePrice?: unknown;
}

const asName = (v: unknown) => readText(v, MAX_NAME_CHARS);
/** A heading as text, or as an object naming it ({id, name} / {title}). */
const asSection = (v: unknown) => readNamed(v, ['name', 'title', 'label'], MAX_SHORT_CHARS);
const hasAny = (obj: JsonObject, keys: readonly string[]) => keys.some((key) => Object.hasOwn(obj, key));

function isGroup(obj: JsonObject): boolean {
  const items = pick(obj, GROUP_ITEM_KEYS);
  return Array.isArray(items) || isObject(items);
}

/**
 * A named group with a price of its own whose parts carry none is a set meal (one dish listing what
 * it includes), not a section; except in a menu priced by a parallel list (it counts every part).
 */
function isSetMeal(group: JsonObject, table: PriceTable, nameFromKey = false): boolean {
  if (table.byIndex.length > 0) return false;
  if (!nameFromKey && pickWith(group, NAME_KEYS, asName) === null) return false;
  if (parsePrice(pick(group, PRICE_KEYS), table.currency)?.amount == null) return false;
  const parts = pick(group, GROUP_ITEM_KEYS);
  const listed = Array.isArray(parts);
  const entries = listed ? parts : isObject(parts) ? Object.values(parts) : [];
  // In a map, a part's value is its price (dish name → price); in a list, a priced part is an object.
  return !entries
    .slice(0, MAX_SET_MEAL_PARTS_CHECKED)
    .some((part) => (isObject(part) ? isGroup(part) || hasAny(part, PRICE_KEYS) : !listed));
}

/** A set meal's description: its own, as a sentence, then what it includes (read within the same bounds). */
function setMealDescription(walk: Walk, meal: JsonObject, own: string | null, depth: number): string | null {
  const parts: Walk = {
    table: { ...walk.table, byName: new Map(), byIndex: [] },
    dishes: [],
    leafIndex: 0,
    visited: walk.visited,
  };
  visit(parts, pick(meal, GROUP_ITEM_KEYS), null, depth + 1);
  walk.visited = parts.visited;
  if (parts.dishes.length === 0) return own;
  const names = parts.dishes.slice(0, MAX_SET_MEAL_PARTS_SHOWN).map((part) => part.name);
  const more = parts.dishes.length - names.length;
  const includes = `Includes: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  const sentence = own && (/[.!?…]$/.test(own) ? own : `${own}.`);
  return readText(sentence ? `${sentence} ${includes}` : includes, MAX_DESCRIPTION_CHARS);
}

function addLeaf(walk: Walk, entry: unknown, leaf: Leaf, depth: number): void {
  const index = walk.leafIndex++;
  const { table } = walk;
  if (isObject(entry)) {
    const name = pickWith(entry, NAME_KEYS, asName) ?? leaf.fallbackName;
    if (name === undefined) return;
    const currency = readCurrency(pick(entry, ['currency', 'currency_code'])) ?? table.currency;
    const flags = DIET_FLAG_KEYS.filter((key) => Object.hasOwn(entry, key) && entry[key] === true);
    const description = pickWith(entry, DESCRIPTION_KEYS, (v) => readText(v, MAX_DESCRIPTION_CHARS));
    walk.dishes.push({
      name,
      description: isGroup(entry) ? setMealDescription(walk, entry, description, depth) : description,
      price:
        parsePrice(pick(entry, PRICE_KEYS) ?? leaf.sidePrice, currency) ?? tablePrice(table, name, index),
      section: pickWith(entry, ['section', 'category', 'course'], asSection) ?? leaf.section,
      diet: readDietTags(pick(entry, ['diet_tags', 'dietary', 'diet', 'tags']), flags),
    });
  } else {
    const name = asName(entry);
    if (name === null) return;
    const price = parsePrice(leaf.sidePrice, table.currency) ?? tablePrice(table, name, index);
    walk.dishes.push({ name, description: null, price, section: leaf.section, diet: [] });
  }
}

function full(walk: Walk): boolean {
  return walk.dishes.length >= MAX_DISHES || walk.visited >= MAX_ENTRIES_VISITED;
}

function visitGroup(walk: Walk, group: JsonObject, section: string | null, depth: number): void {
  const name = pickWith(group, ['section', 'name', 'title', 'category'], asSection) ?? section;
  visit(walk, pick(group, GROUP_ITEM_KEYS), name, depth + 1);
}

function visitEntry(walk: Walk, entry: unknown, section: string | null, depth: number): void {
  walk.visited++;
  if (isObject(entry) && isGroup(entry) && !isSetMeal(entry, walk.table))
    visitGroup(walk, entry, section, depth);
  else addLeaf(walk, entry, { section }, depth);
}

/** One entry of a map: a section of dishes, a named dish object, or dish name → price. */
function visitKeyed(walk: Walk, key: string, value: unknown, section: string | null, depth: number): void {
  walk.visited++;
  const keyText = asSection(key);
  if (Array.isArray(value)) visit(walk, value, keyText, depth + 1);
  else if (!isObject(value)) addLeaf(walk, key, { section, sidePrice: value }, depth);
  else if (isGroup(value) && !isSetMeal(value, walk.table, asName(key) !== null))
    visitGroup(walk, value, keyText, depth);
  else if (hasAny(value, DISH_KEYS))
    addLeaf(walk, value, { section, fallbackName: asName(key) ?? undefined }, depth);
  else visit(walk, value, keyText, depth + 1);
}

function visit(walk: Walk, value: unknown, section: string | null, depth: number): void {
  if (depth > MAX_DEPTH || full(walk)) return;
  if (typeof value === 'string' || Array.isArray(value)) {
    for (const entry of typeof value === 'string' ? value.split(/\r?\n/) : value) {
      if (full(walk)) return;
      visitEntry(walk, entry, section, depth);
    }
  } else if (isObject(value) && (isGroup(value) || hasAny(value, DISH_KEYS))) {
    visitEntry(walk, value, section, depth);
  } else if (isObject(value)) {
    const entries = ownEntries(value, MAX_ENTRIES_VISITED);
    // `{"0": …, "1": …}`, a list some serialisers (PHP, a few ORMs) write as an object: read as the
    // list it was, not as a map of dishes named "0", "1" priced by their names.
    if (entries.length > 0 && entries.every(([key]) => /^(0|[1-9]\d{0,8})$/.test(key))) {
      const list = entries.map(([, entry]) => entry);
      visit(walk, list, section, depth + 1);
      return;
    }
    for (const [key, entry] of entries) {
      if (full(walk)) return;
      visitKeyed(walk, key, entry, section, depth);
    }
  }
}

/** Every readable dish in `items`, in reading order; entries without a name are dropped. */
export function readDishes(items: unknown, table: PriceTable): Dish[] {
  const walk: Walk = { table, dishes: [], leafIndex: 0, visited: 0 };
  visit(walk, items, null, 0);
  return walk.dishes;
}
