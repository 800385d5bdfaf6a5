import { z } from 'zod';
import type { SearchResult } from '@/lib/api/model';
import { MAX_URL_LENGTH } from '@/lib/places/place-path';
import type { BudgetStatus, MenuView, StatusView } from './view';

/** Saved menus listed per page: a large cache must not load every row to open the popup. */
export const SAVED_MENUS_PAGE = 50;
/** How the saved menus are ordered: newest fetched first, or by name. */
export const SAVED_MENU_SORTS = ['recent', 'name'] as const;
export type SavedMenuSort = (typeof SAVED_MENU_SORTS)[number];

// Every message, validated by the worker before it is acted on (lib/worker/messaging/router.ts).
// Content scripts may only send the CONTENT_SCRIPT_MESSAGES; the rest are for extension pages.

const text = (max: number) => z.string().trim().min(1).max(max);

export const RequestSchema = z.discriminatedUnion('type', [
  /** Menu for a Maps URL; the worker parses the URL itself (the same length cap as the parser). */
  z.object({
    type: z.literal('menu.forUrl'),
    url: text(MAX_URL_LENGTH),
    userInitiated: z.boolean().default(false),
    /** The panel is collapsed or its tab hidden: answer from what is saved, start no lookup (none is seen). */
    savedOnly: z.boolean().default(false),
  }),
  /** Menu for a place id (popup: a search result, a saved menu). */
  z.object({
    type: z.literal('menu.forPlace'),
    placeId: text(256),
    userInitiated: z.boolean().default(false),
  }),
  /** Menu for whatever the given tab shows (popup). */
  z.object({ type: z.literal('menu.forTab'), tabId: z.number().int().nonnegative() }),
  /** The toolbar popup: which tab is active, and the menu for it, in one round trip. */
  z.object({ type: z.literal('menu.forActiveTab') }),
  z.object({ type: z.literal('status.get') }),
  z.object({
    type: z.literal('search.local'),
    query: z.string().max(200),
    limit: z.number().int().min(1).max(200).default(50),
  }),
  z.object({ type: z.literal('search.remote'), query: text(200) }),
  z.object({
    type: z.literal('cache.list'),
    offset: z.number().int().nonnegative().default(0),
    limit: z.number().int().min(1).max(200).default(SAVED_MENUS_PAGE),
    /** Only menus whose name holds this (case- and accent-insensitive); blank: all. */
    query: z.string().max(200).default(''),
    sort: z.enum(SAVED_MENU_SORTS).default('recent'),
  }),
  /** Deletes one saved menu and its search entries (the popup's Saved tab). */
  z.object({ type: z.literal('cache.delete'), placeId: text(256) }),
  z.object({ type: z.literal('cache.stats') }),
  z.object({ type: z.literal('cache.export') }),
  z.object({ type: z.literal('cache.clear') }),
  /** The user explicitly retries after a 429 or a 401. */
  z.object({ type: z.literal('budget.retry') }),
  z.object({ type: z.literal('settings.changed') }),
  z.object({ type: z.literal('connection.test') }),
  /** The inline panel's "Open settings": content scripts cannot open extension pages themselves. */
  z.object({ type: z.literal('options.open') }),
]);
export type Request = z.infer<typeof RequestSchema>;
export type RequestType = Request['type'];

// The panel offers no retry after a 429 (nothing can succeed before the reset date), so lifting
// that stop is not a content script's to ask for.
export const CONTENT_SCRIPT_MESSAGES: ReadonlySet<RequestType> = new Set([
  'menu.forUrl',
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

export interface CacheStats {
  menus: number;
  approxBytes: number;
}

export type RemoteSearchResponse =
  | { ok: true; result: SearchResult; fromCache: boolean }
  | { ok: false; outcome: import('./view').LookupOutcome };

export type ConnectionTestResponse = { ok: true } | { ok: false; message: string; detail?: string };

/** Response type for each request type. */
export interface ResponseMap {
  'menu.forUrl': MenuView;
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
