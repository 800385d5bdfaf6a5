import type { Dish } from '@/lib/api/model';
import { fitsDiets, matchableDiets } from '@/lib/api/normalise/diet';

/** A dish with its position in the menu, a stable identity for list keys (names repeat). */
export interface PlacedDish {
  dish: Dish;
  position: number;
}

export interface DishSection {
  /** Null for dishes without a section. */
  title: string | null;
  entries: PlacedDish[];
}

export function placeDishes(dishes: readonly Dish[]): PlacedDish[] {
  return dishes.map((dish, position) => ({ dish, position }));
}

function sectionTitle(dish: Dish): string | null {
  return dish.section?.trim() ? dish.section : null;
}

/** Sections in the order they first appear; dishes keep their order within a section. */
export function groupBySection(entries: readonly PlacedDish[]): DishSection[] {
  const sections = new Map<string | null, PlacedDish[]>();
  for (const entry of entries) {
    const title = sectionTitle(entry.dish);
    const list = sections.get(title);
    if (list) list.push(entry);
    else sections.set(title, [entry]);
  }
  return [...sections].map(([title, list]) => ({ title, entries: list }));
}

/** Every diet tag carried by at least one dish, sorted, with how many dishes carry it. */
export function dishDietTags(dishes: readonly Pick<Dish, 'diet'>[]): Array<{ tag: string; count: number }> {
  const counts = new Map<string, number>();
  for (const dish of dishes) {
    for (const tag of new Set(matchableDiets(dish.diet))) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  // Code-unit order, not localeCompare: tags are normalised lower-case words, and a collator would
  // set up ICU (tens of ms) in the Maps page on the panel's first menu.
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([tag, count]) => ({ tag, count }));
}

/** The filter's tags with the user's own diets first: the filter starts from what they eat. */
export function preferredFirst<T extends { tag: string }>(
  tags: readonly T[],
  isPreferred: (tag: string) => boolean,
): T[] {
  return [...tags.filter(({ tag }) => isPreferred(tag)), ...tags.filter(({ tag }) => !isPreferred(tag))];
}

/** Dishes carrying at least one of the user's diets. */
export function matchingDishes(
  entries: readonly PlacedDish[],
  isPreferred: (tag: string) => boolean,
): PlacedDish[] {
  return entries.filter(({ dish }) => fitsDiets(dish, isPreferred));
}

/** Dishes carrying every selected tag (AND); all dishes when nothing is selected. */
export function filterByDiet(entries: readonly PlacedDish[], selected: readonly string[]): PlacedDish[] {
  return entries.filter(({ dish }) => selected.every((tag) => matchableDiets(dish.diet).includes(tag)));
}
