import { z } from '@/lib/zod';

/** The one internal shape of a menu: service bodies are normalised into it, storage reads checked against it. */
export const MENU_STATUSES = ['verified', 'crawled', 'scanned', 'none', 'unavailable', 'unknown'] as const;
export const MenuStatusSchema = z.enum(MENU_STATUSES);
export type MenuStatus = z.infer<typeof MenuStatusSchema>;

export const PriceSchema = z.object({
  /** Numeric amount when one could be read, in major units (12.5 = 12.50). */
  amount: z.nullable(z.number()),
  /** ISO 4217 code when known ("EUR"), else null. */
  currency: z.nullable(z.string()),
  /** What to show when amount/currency could not be read, e.g. "market price". */
  text: z.nullable(z.string()),
});
export type Price = z.infer<typeof PriceSchema>;

export const DishSchema = z.object({
  name: z.string(),
  description: z.nullable(z.string()),
  price: z.nullable(PriceSchema),
  /** Section or category heading, null when the menu has none. */
  section: z.nullable(z.string()),
  /** Normalised diet tags: lower-case, hyphenated ("vegan", "gluten-free"). */
  diet: z.array(z.string()),
});
export type Dish = z.infer<typeof DishSchema>;

export const MenuSchema = z.object({
  placeId: z.string().check(z.minLength(1)),
  /** Restaurant name when the record carries one; the contract does not promise it. */
  name: z.nullable(z.string()),
  status: MenuStatusSchema,
  /** The status string as the service sent it, kept for unknown grades. */
  rawStatus: z.nullable(z.string()),
  /** Reason code when status is "unavailable" (raw code, e.g. "closed_permanently"). */
  unavailableReason: z.nullable(z.string()),
  dishes: z.array(DishSchema),
  /** Menu-level diet tags, normalised like Dish.diet. */
  dietTags: z.array(z.string()),
  /** http(s) only; anything else is dropped to null. */
  sourceUrl: z.nullable(z.string()),
  /** Epoch milliseconds; null when the service sent nothing readable. */
  verifiedAt: z.nullable(z.number()),
});
export type Menu = z.infer<typeof MenuSchema>;

export const SearchHitSchema = z.object({
  dish: z.string(),
  restaurant: z.nullable(z.string()),
  placeId: z.nullable(z.string()),
  price: z.nullable(PriceSchema),
  sourceUrl: z.nullable(z.string()),
  verifiedAt: z.nullable(z.number()),
  status: MenuStatusSchema,
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchResultSchema = z.object({
  query: z.string(),
  hits: z.array(SearchHitSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
