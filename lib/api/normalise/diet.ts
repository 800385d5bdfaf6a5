import { isObject, ownEntries, pick } from './fields';

export const MAX_DIET_TAGS = 30;
const MAX_TAG_CHARS = 40;
const TAG_KEYS = ['name', 'tag', 'label', 'code'] as const;

/** Menu shorthands and spelling variants; "vegan" and "vegetarian" are never merged. */
const ALIASES: Readonly<Record<string, string>> = {
  gf: 'gluten-free',
  glutenfree: 'gluten-free',
  'gluten-less': 'gluten-free',
  'no-gluten': 'gluten-free',
  df: 'dairy-free',
  dairyfree: 'dairy-free',
  'no-dairy': 'dairy-free',
  nf: 'nut-free',
  nutfree: 'nut-free',
  'no-nuts': 'nut-free',
  v: 'vegetarian',
  veggie: 'vegetarian',
  vg: 'vegan',
  ve: 'vegan',
};

/** Boolean flags some bodies use instead of tags: `{ "vegan": true, "gluten_free": true }`. */
export const DIET_FLAG_KEYS = [
  'vegan',
  'vegetarian',
  'halal',
  'kosher',
  'gluten_free',
  'dairy_free',
  'nut_free',
  'is_vegan',
  'is_vegetarian',
  'is_gluten_free',
] as const;

/** "Gluten Free" / "gluten_free" / "GF" → "gluten-free". Null when nothing readable remains. */
export function normaliseDietTag(raw: unknown): string | null {
  const value = isObject(raw) ? pick(raw, TAG_KEYS) : raw;
  if (typeof value !== 'string') return null;
  const slug = value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_TAG_CHARS)
    .replace(/-+$/, '');
  if (slug === '') return null;
  return ALIASES[slug] ?? slug.replace(/^is-/, '');
}

function candidates(raw: unknown): unknown[] {
  const list = typeof raw === 'string' ? raw.split(/[,;|]/) : raw;
  if (Array.isArray(list)) return list.slice(0, MAX_DIET_TAGS * 4);
  if (!isObject(list)) return [];
  // A single tag object, or a map of flags ({ vegan: true, halal: false }).
  if (TAG_KEYS.some((key) => Object.hasOwn(list, key))) return [list];
  return ownEntries(list, MAX_DIET_TAGS * 4)
    .filter(([, on]) => on === true)
    .map(([key]) => key);
}

/** Tags from a list, a comma-separated string, a tag object or a flag map; deduped and capped. */
export function readDietTags(...sources: unknown[]): string[] {
  const tags = new Set<string>();
  for (const source of sources) {
    for (const candidate of candidates(source)) {
      const tag = normaliseDietTag(candidate);
      if (tag !== null) tags.add(tag);
      if (tags.size >= MAX_DIET_TAGS) return [...tags];
    }
  }
  return [...tags];
}

/**
 * The tags a dish answers to when matched against diets: its own, and "vegetarian" when it is vegan
 * (a vegetarian looking for dishes wants the vegan ones too). Shown tags stay as the menu gives them.
 */
export function matchableDiets(diet: readonly string[]): readonly string[] {
  return diet.includes('vegan') && !diet.includes('vegetarian') ? [...diet, 'vegetarian'] : diet;
}

/** Case-insensitive membership test for the user's diet preferences. */
export function preferenceMatcher(preferences: readonly string[]): (tag: string) => boolean {
  const wanted = new Set(preferences.map((tag) => tag.toLowerCase()));
  return (tag) => wanted.has(tag.toLowerCase());
}

/** Whether a dish is one of the user's: it answers to at least one of their diets. */
export function fitsDiets(
  dish: { readonly diet: readonly string[] },
  isPreferred: (tag: string) => boolean,
): boolean {
  return matchableDiets(dish.diet).some(isPreferred);
}

/** Whether a tag shown is one of the user's diets: "vegan" is a vegetarian's too (matchableDiets). */
export function tagFits(tag: string, isPreferred: (tag: string) => boolean): boolean {
  return fitsDiets({ diet: [tag] }, isPreferred);
}
