/**
 * Wire types of the reference service. Deliberately independent of the extension's model
 * (lib/api): contract tests between the two must be able to disagree.
 */
export const MENU_STATUSES = ['verified', 'crawled', 'scanned', 'none', 'unavailable'] as const;
export type MenuStatus = (typeof MENU_STATUSES)[number];

export const REASON_CODES = [
  'closed_permanently',
  'temporarily_closed',
  'menu_not_public',
  'owner_opt_out',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export interface ItemPrice {
  amount: number;
  currency: string;
}

/** Item prices come in three legal shapes: an object, a bare number (currency in `prices`), a label. */
export type WirePrice = ItemPrice | number | string | null;

export interface MenuItem {
  name: string;
  description: string | null;
  price: WirePrice;
  section: string | null;
  diet_tags: string[];
}

export interface MenuPrices {
  currency: string;
  min?: number;
  max?: number;
}

/** Body of `GET /v1/menu`. `reason` is present only when `menu_status` is `unavailable`. */
export interface MenuRecord {
  place_id: string;
  name: string;
  items: MenuItem[] | string[];
  diet_tags: string[];
  prices: MenuPrices | null;
  source_url: string | null;
  /** ISO 8601 string, or epoch seconds in some records. */
  verified_at: string | number | null;
  menu_status: MenuStatus;
  reason?: ReasonCode;
}

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

export interface SearchResultWire {
  dish: string;
  restaurant: string;
  place_id: string;
  price: WirePrice;
  source_url: string | null;
  verified_at: string | number | null;
  menu_status: MenuStatus;
  /** The menu currency, sent beside a price label only: "$125.00" is pesos on a MXN menu. */
  currency?: string;
}

export interface SearchResponseWire {
  query: string;
  results: SearchResultWire[];
}

export interface ErrorBody {
  error: { code: string; message: string };
}
