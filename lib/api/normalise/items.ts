import type { Dish } from '@/lib/api/model';
import { MAX_DESCRIPTION_CHARS, MAX_NAME_CHARS, MAX_SHORT_CHARS, readText } from './clean-text';
import { readCurrency } from './currency';
import { DIET_FLAG_KEYS, readDietTags } from './diet';
import { isObject, type JsonObject, ownEntries, pick, pickWith } from './fields';
import { parsePrice } from './price';
import { type PriceTable, tablePrice } from './price-table';

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
const PRICE_KEYS = ['price', 'prices', 'cost'] as const;
const SECTION_KEYS = ['section', 'category', 'course'] as const;
const GROUP_NAME_KEYS = ['section', 'name', 'title', 'category'] as const;
const GROUP_ITEM_KEYS = ['items', 'dishes', 'menu_items'] as const;
const DIET_KEYS = ['diet_tags', 'dietary', 'diet', 'tags'] as const;
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
const asSection = (v: unknown) =>
  readText(isObject(v) ? pick(v, ['name', 'title', 'label']) : v, MAX_SHORT_CHARS);

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
    .some((part) =>
      isObject(part) ? isGroup(part) || PRICE_KEYS.some((key) => Object.hasOwn(part, key)) : !listed,
    );
}

/** A set meal's description: its own, then what it includes (read within the same bounds). */
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
  return readText(own ? `${asSentence(own)} ${includes}` : includes, MAX_DESCRIPTION_CHARS);
}

/** Ends the text with a full stop unless it already ends a sentence. */
function asSentence(text: string): string {
  const trimmed = text.trimEnd();
  return '.!?…'.includes(trimmed.at(-1) ?? '.') ? trimmed : `${trimmed}.`;
}

function dishFromObject(obj: JsonObject, leaf: Leaf, index: number, table: PriceTable): Dish | null {
  const name = pickWith(obj, NAME_KEYS, asName) ?? leaf.fallbackName ?? null;
  if (name === null) return null;
  const currency = readCurrency(pick(obj, ['currency', 'currency_code'])) ?? table.currency;
  const ownPrice = parsePrice(pick(obj, PRICE_KEYS) ?? leaf.sidePrice, currency);
  const flags = DIET_FLAG_KEYS.filter((key) => Object.hasOwn(obj, key) && obj[key] === true);
  return {
    name,
    description: pickWith(obj, DESCRIPTION_KEYS, (v) => readText(v, MAX_DESCRIPTION_CHARS)),
    price: ownPrice ?? tablePrice(table, name, index),
    section: pickWith(obj, SECTION_KEYS, asSection) ?? leaf.section,
    diet: readDietTags(pick(obj, DIET_KEYS), flags),
  };
}

function addLeaf(walk: Walk, entry: unknown, leaf: Leaf, depth: number): void {
  const index = walk.leafIndex++;
  let dish: Dish | null = null;
  if (isObject(entry)) {
    dish = dishFromObject(entry, leaf, index, walk.table);
    if (dish && isGroup(entry)) dish.description = setMealDescription(walk, entry, dish.description, depth);
  } else {
    const name = asName(entry);
    if (name !== null) {
      const price = parsePrice(leaf.sidePrice, walk.table.currency) ?? tablePrice(walk.table, name, index);
      dish = { name, description: null, price, section: leaf.section, diet: [] };
    }
  }
  if (dish) walk.dishes.push(dish);
}

function full(walk: Walk): boolean {
  return walk.dishes.length >= MAX_DISHES || walk.visited >= MAX_ENTRIES_VISITED;
}

function visitGroup(walk: Walk, group: JsonObject, section: string | null, depth: number): void {
  const name = pickWith(group, GROUP_NAME_KEYS, asSection) ?? section;
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
  else if (isObject(value) && isGroup(value) && !isSetMeal(value, walk.table, asName(key) !== null)) {
    visitGroup(walk, value, keyText, depth);
  } else if (isObject(value) && DISH_KEYS.some((k) => Object.hasOwn(value, k))) {
    addLeaf(walk, value, { section, fallbackName: asName(key) ?? undefined }, depth);
  } else if (isObject(value)) visit(walk, value, keyText, depth + 1);
  else addLeaf(walk, key, { section, sidePrice: value }, depth);
}

/** `{"0": …, "1": …}`: a list some serialisers (PHP, a few ORMs) write as an object. */
function isIndexKeyed(entries: ReadonlyArray<[string, unknown]>): boolean {
  return entries.length > 0 && entries.every(([key]) => /^(0|[1-9]\d{0,8})$/.test(key));
}

function visit(walk: Walk, value: unknown, section: string | null, depth: number): void {
  if (depth > MAX_DEPTH || full(walk)) return;
  if (typeof value === 'string') {
    for (const line of value.split(/\r?\n/)) {
      if (full(walk)) return;
      visitEntry(walk, line, section, depth);
    }
  } else if (Array.isArray(value)) {
    for (const entry of value) {
      if (full(walk)) return;
      visitEntry(walk, entry, section, depth);
    }
  } else if (isObject(value)) {
    if (isGroup(value) || DISH_KEYS.some((k) => Object.hasOwn(value, k))) {
      visitEntry(walk, value, section, depth);
      return;
    }
    const entries = ownEntries(value, MAX_ENTRIES_VISITED);
    // Read as the list it was, not as a map of dishes named "0", "1" priced by their names.
    if (isIndexKeyed(entries)) {
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
