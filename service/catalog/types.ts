import { z } from 'zod';

/**
 * Wire types of the reference service. Deliberately independent of the extension's model
 * (lib/api): contract tests between the two must be able to disagree. Schemas rather than bare
 * types because the service reads its own answers back: its MCP tools check what the `/v1`
 * pipeline produced (fault overrides and hostile records included) before they serve it.
 */
export const MENU_STATUSES = ['verified', 'crawled', 'scanned', 'none', 'unavailable'] as const;
export const MenuStatusSchema = z.enum(MENU_STATUSES);
export type MenuStatus = z.infer<typeof MenuStatusSchema>;

export const REASON_CODES = [
  'closed_permanently',
  'temporarily_closed',
  'menu_not_public',
  'owner_opt_out',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export const ItemPriceSchema = z.object({ amount: z.number(), currency: z.string() });
export type ItemPrice = z.infer<typeof ItemPriceSchema>;

/** Item prices come in three legal shapes: an object, a bare number (currency in `prices`), a label. */
export const WirePriceSchema = z.union([ItemPriceSchema, z.number(), z.string(), z.null()]);
export type WirePrice = z.infer<typeof WirePriceSchema>;

export const MenuItemSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  price: WirePriceSchema,
  section: z.string().nullable(),
  diet_tags: z.array(z.string()),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuPricesSchema = z.object({
  currency: z.string(),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type MenuPrices = z.infer<typeof MenuPricesSchema>;

/** Where the data came from: an http(s) address, never a script or data URL. */
const SourceUrlSchema = z.url({ protocol: /^https?$/ }).nullable();
/** ISO 8601 string, or epoch seconds in some records. */
const VerifiedAtSchema = z.union([
  z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'verified_at is not a date'),
  z.number().int().nonnegative(),
  z.null(),
]);

/** Body of `GET /v1/menu`. `reason` is present only when `menu_status` is `unavailable`. */
export const MenuRecordSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  items: z.union([z.array(MenuItemSchema), z.array(z.string())]),
  diet_tags: z.array(z.string()),
  prices: MenuPricesSchema.nullable(),
  source_url: SourceUrlSchema,
  verified_at: VerifiedAtSchema,
  menu_status: MenuStatusSchema,
  reason: z.enum(REASON_CODES).optional(),
});
export type MenuRecord = z.infer<typeof MenuRecordSchema>;

/** Hostile records break the contract on purpose; only test mode serves them. */
export type UntypedRecord = { readonly [field: string]: unknown };

export interface CatalogEntry {
  /** `ChIJ…` place id, derived from `featureId`. */
  placeId: string;
  /** `0x<hi>:0x<lo>` as in Maps URLs (`!1s0x…:0x…`). */
  featureId: string;
  /** Decimal low half of the feature id (`?cid=`). */
  cid: string;
  name: string;
  cuisine: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  /** Exactly what `GET /v1/menu` serves for this place. */
  record: MenuRecord | UntypedRecord;
}

export const SearchResultWireSchema = z.object({
  dish: z.string(),
  restaurant: z.string(),
  place_id: z.string(),
  price: WirePriceSchema,
  source_url: SourceUrlSchema,
  verified_at: VerifiedAtSchema,
  menu_status: MenuStatusSchema,
  /** The menu currency, sent beside a price label only: "$125.00" is pesos on a MXN menu. */
  currency: z.string().optional(),
});
export type SearchResultWire = z.infer<typeof SearchResultWireSchema>;

export const SearchResponseWireSchema = z.object({
  query: z.string(),
  results: z.array(SearchResultWireSchema),
});
export type SearchResponseWire = z.infer<typeof SearchResponseWireSchema>;

export const ErrorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
