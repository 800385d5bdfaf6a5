import type { SearchResult } from '@/lib/api/model';
import { MAX_URL_LENGTH } from '@/lib/places/place-path';
import { z } from '@/lib/zod';
import { SAVED_STATES_MAX } from './content-channel';
import type { BudgetStatus, LookupsLeft, MenuView, StatusView } from './view';

/** Saved menus listed per page: a large cache must not load every row to open the popup. */
export const SAVED_MENUS_PAGE = 50;
/** How the saved menus are ordered: newest fetched first, or by name. */
export const SAVED_MENU_SORTS = ['recent', 'name'] as const;
export type SavedMenuSort = (typeof SAVED_MENU_SORTS)[number];

// Every message, validated by the worker before it is acted on (lib/worker/messaging/router.ts).
// Content scripts may only send the CONTENT_SCRIPT_MESSAGES; the rest are for extension pages.

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Each request's schema by its type. */
const REQUEST_SCHEMAS = {
  /** Menu for a Maps URL; the worker parses the URL itself (the same length cap as the parser). */
  'menu.forUrl': z.object({
    type: z.literal('menu.forUrl'),
    url: text(MAX_URL_LENGTH),
    userInitiated: z._default(z.boolean(), false),
    /** The panel is collapsed or its tab hidden: answer from what is saved, start no lookup (none is seen). */
    savedOnly: z._default(z.boolean(), false),
    /**
     * The panel's language (a BCP 47 tag): the menu's prices and dates come written in it (view.ts,
     * MenuTexts). Extension pages' asks are answered in the worker's own language, theirs.
     */
    language: z._default(z.string().check(z.maxLength(35)), 'en'),
  }),
  /** What is saved for the places of a Maps results list, in one read (lib/results/): never a lookup. */
  'menu.savedStates': z.object({
    type: z.literal('menu.savedStates'),
    placeIds: z.array(text(256)).check(z.minLength(1), z.maxLength(SAVED_STATES_MAX)),
  }),
  /** Menu for a place id (popup: a search result, a saved menu). */
  'menu.forPlace': z.object({
    type: z.literal('menu.forPlace'),
    placeId: text(256),
    userInitiated: z._default(z.boolean(), false),
  }),
  /** Menu for whatever the given tab shows (popup). */
  'menu.forTab': z.object({ type: z.literal('menu.forTab'), tabId: z.int().check(z.nonnegative()) }),
  /** The toolbar popup: which tab is active, and the menu for it, in one round trip. */
  'menu.forActiveTab': z.object({ type: z.literal('menu.forActiveTab') }),
  'status.get': z.object({ type: z.literal('status.get') }),
  'search.local': z.object({
    type: z.literal('search.local'),
    query: z.string().check(z.maxLength(200)),
    limit: z._default(z.int().check(z.minimum(1), z.maximum(200)), 50),
  }),
  'search.remote': z.object({ type: z.literal('search.remote'), query: text(200) }),
  'cache.list': z.object({
    type: z.literal('cache.list'),
    offset: z._default(z.int().check(z.nonnegative()), 0),
    limit: z._default(z.int().check(z.minimum(1), z.maximum(200)), SAVED_MENUS_PAGE),
    /** Only menus whose name holds this (case- and accent-insensitive); blank: all. */
    query: z._default(z.string().check(z.maxLength(200)), ''),
    sort: z._default(z.enum(SAVED_MENU_SORTS), 'recent'),
  }),
  /** Deletes one saved menu and its search entries (the popup's Saved tab). */
  'cache.delete': z.object({ type: z.literal('cache.delete'), placeId: text(256) }),
  'cache.stats': z.object({ type: z.literal('cache.stats') }),
  'cache.export': z.object({ type: z.literal('cache.export') }),
  'cache.clear': z.object({ type: z.literal('cache.clear') }),
  /** The user explicitly retries after a 429 or a 401. */
  'budget.retry': z.object({ type: z.literal('budget.retry') }),
  'settings.changed': z.object({ type: z.literal('settings.changed') }),
  'connection.test': z.object({ type: z.literal('connection.test') }),
  /** The inline panel's "Open settings": content scripts cannot open extension pages themselves. */
  'options.open': z.object({ type: z.literal('options.open') }),
};

type RequestSchemas = typeof REQUEST_SCHEMAS;
export type Request = { [T in keyof RequestSchemas]: z.infer<RequestSchemas[T]> }[keyof RequestSchemas];

/** Every request as one schema (the same per-type schemas, as a union on `type`). */
export const RequestSchema: z.ZodMiniType<Request, unknown> = z.discriminatedUnion(
  'type',
  Object.values(REQUEST_SCHEMAS) as [RequestSchemas['menu.forUrl']],
);

/** Validates a message as a request: the schema of its `type` only. */
export function parseRequest(message: unknown): Request | null {
  const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : null;
  if (typeof type !== 'string' || !Object.hasOwn(REQUEST_SCHEMAS, type)) return null;
  const parsed = REQUEST_SCHEMAS[type as keyof RequestSchemas].safeParse(message);
  return parsed.success ? (parsed.data as Request) : null;
}
export type RequestType = Request['type'];

// The panel offers no retry after a 429 (nothing can succeed before the reset date), so lifting
// that stop is not a content script's to ask for.
export const CONTENT_SCRIPT_MESSAGES: ReadonlySet<RequestType> = new Set([
  'menu.forUrl',
  'menu.savedStates',
  'status.get',
  'options.open',
]);

export interface LocalSearchHit {
  dish: string;
  placeId: string;
  restaurant: string | null;
  price: import('@/lib/api/model').Price | null;
  status: import('@/lib/api/model').MenuStatus;
  verifiedAt: number | null;
  section: string | null;
  diet: string[];
}

/**
 * One page of the saved menus in the order asked for; `total` counts every stored menu, or every
 * match when a name filter was given.
 */
export interface SavedMenuPage {
  menus: SavedMenuSummary[];
  total: number;
  /** Where the next page starts: the rows read so far, damaged ones (left out of `menus`) included. */
  nextOffset: number;
}

export interface SavedMenuSummary {
  placeId: string;
  name: string | null;
  status: import('@/lib/api/model').MenuStatus;
  /** Why an `unavailable` record has no menu (a closure, …), as the service coded it. */
  unavailableReason: string | null;
  dishCount: number;
  verifiedAt: number | null;
  fetchedAt: number;
}

/** A saved menu as a results list's badge shows it (lib/results/). */
export interface SavedPlaceState {
  dishCount: number;
  /** Dishes carrying one of the user's diets; null when no diet is set. */
  matching: number | null;
  /** Older than the user's freshness window. */
  stale: boolean;
}

/** `places`: in the order asked, null where no menu is saved. `diets`: the user's, as they typed them. */
export interface SavedStates {
  diets: string[];
  places: Array<SavedPlaceState | null>;
}

export interface CacheStats {
  menus: number;
  approxBytes: number;
}

export type RemoteSearchResponse =
  | { ok: true; result: SearchResult; fromCache: boolean }
  | { ok: false; outcome: import('./view').LookupOutcome };

export type ConnectionTestResponse =
  /** `lookupsLeft`: the month's figure after the test's request, when one is known. */
  { ok: true; lookupsLeft?: LookupsLeft } | { ok: false; message: string; detail?: string };

/** Response type for each request type. */
export interface ResponseMap {
  'menu.forUrl': MenuView;
  'menu.savedStates': SavedStates;
  'menu.forPlace': MenuView;
  'menu.forTab': MenuView;
  'menu.forActiveTab': { tabId: number | null; view: MenuView };
  'status.get': StatusView;
  'search.local': LocalSearchHit[];
  'search.remote': RemoteSearchResponse;
  'cache.list': SavedMenuPage;
  /** `deleted`: false when no menu was saved for the place. */
  'cache.delete': { deleted: boolean };
  'cache.stats': CacheStats;
  'cache.export': string;
  'cache.clear': { cleared: number };
  'budget.retry': BudgetStatus;
  /** `mapsTabs`: the open Maps tabs told of the change (lib/messages/content-channel.ts). */
  'settings.changed': { ok: true; mapsTabs: number };
  'connection.test': ConnectionTestResponse;
  'options.open': { ok: true };
}

/** Every reply is wrapped so a refusal is distinguishable from a result. */
export type Reply<T> = { ok: true; data: T } | { ok: false; error: string };
