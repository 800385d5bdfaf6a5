import type { Dish, Menu, SearchHit, SearchResult } from '@/lib/api/model';
import type { SpokenCatalogue } from '@/lib/i18n/messages';
import type { LatLng } from '@/lib/places/coordinates';
import { MAX_URL_LENGTH } from '@/lib/places/place-path';
import type { InlinePreferences } from '@/lib/storage/areas/inline-preferences';
import {
  LatLngSchema,
  MAX_LIST_PLACES,
  type PlaceList,
  type PlaceListEntry,
  PlaceListEntrySchema,
} from '@/lib/storage/lists/list-rows';
import { z } from '@/lib/zod';
import { SAVED_STATES_MAX } from './content-channel';
import type { LookupOutcome, LookupsLeft, MenuView, Problem, StatusView, WordedView } from './view';

/** Saved menus listed per page: a large cache must not load every row to open the popup. */
export const SAVED_MENUS_PAGE = 50;
const SAVED_MENU_SORTS = ['recent', 'name'] as const;
/** Newest fetched first, or by name. */
export type SavedMenuSort = (typeof SAVED_MENU_SORTS)[number];
/** Characters of a trip file accepted for import (lib/storage/transfer/trip-file.ts): 50 MB. */
export const MAX_IMPORT_CHARS = 50 * 1024 * 1024;

// Every message, validated by the worker before it is acted on (lib/worker/messaging/handlers.ts).
// Content scripts may only send the CONTENT_SCRIPT_MESSAGES; the rest are for extension pages.

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const placeId = text(256);
const listId = text(100);
const tabId = z.int().check(z.nonnegative());
const flag = z._default(z.boolean(), false);
const empty = z.object({});
/** A language as a page says it (a BCP 47 tag; the worker matches it to a shipped one). */
const languageTag = z.string().check(z.maxLength(35));
/** Absent: the worker's own language, which is the extension pages'. */
const optionalLanguage = z.optional(languageTag);

const REQUEST_SCHEMAS = {
  /** Menu for a Maps URL; the worker parses the URL itself (the same length cap as the parser). */
  'menu.forUrl': z.object({
    url: text(MAX_URL_LENGTH),
    userInitiated: flag,
    /** The panel is collapsed or its tab hidden: answer from what is saved, start no lookup (none is seen). */
    savedOnly: flag,
    /** Another site opened the page and nobody has used it yet: the panel's words say so. */
    waitsForUse: flag,
    /** The panel's language: its words, and the menu's prices and dates, come written in it (view.ts). */
    language: z._default(languageTag, 'en'),
  }),
  /**
   * The badges of a Maps results list's links (lib/results/), worded in the panel's language: each
   * link's place (on the sending page's origin only) and what is saved for it, in one read. No lookup.
   */
  'menu.savedStates': z.object({
    links: z.array(text(MAX_URL_LENGTH)).check(z.minLength(1), z.maxLength(SAVED_STATES_MAX)),
    language: z._default(languageTag, 'en'),
  }),
  /** Forgets the note of what changed in a place's saved menu; it costs nothing, so the panel may send it. */
  'menu.dismissChanges': z.object({ placeId }),
  /** Menu for a place id (popup: a search result, a saved menu). */
  'menu.forPlace': z.object({
    placeId,
    userInitiated: flag,
    /** No automatic lookup or refresh (the popup opening a result or a saved menu). */
    savedOnly: flag,
    language: optionalLanguage,
  }),
  /** Menu for whatever a tab shows, with the tab; without `tabId`, the active tab's (the popup's first ask). */
  'menu.forTab': z.object({ tabId: z.optional(tabId), language: optionalLanguage }),
  'status.get': empty,
  /**
   * A Maps panel starting: its catalogue, stylesheet and preferences in one answer
   * (lib/worker/messaging/panel-start.ts), so the page reads no storage and fetches no file.
   */
  'panel.start': z.object({
    /** The Maps page's language (its `hl=`, else `<html lang>`), if it says one. */
    pageLanguage: optionalLanguage,
    /**
     * The page's URL (on the sending page's origin only): the answer carries its place's view too, as a
     * first `menu.forUrl` would (saved menus only), one message instead of two on the page's main thread.
     */
    firstUrl: z.optional(text(MAX_URL_LENGTH)),
  }),
  /** An extension page's words: the catalogue the worker speaks, from its memory; `language`: a new choice. */
  'words.get': z.object({ language: optionalLanguage }),
  'search.local': z.object({
    query: z.string().check(z.maxLength(200)),
    limit: z._default(z.int().check(z.minimum(1), z.maximum(200)), 50),
    /** Only the dishes of this place list's places (issue 33): still free, still offline. */
    listId: z.optional(listId),
    /** Give each hit its distance from here (the active tab's map centre), nearest first, unknown last. */
    near: z.optional(LatLngSchema),
  }),
  'search.remote': z.object({ query: text(200) }),
  'cache.list': z.object({
    offset: z._default(z.int().check(z.nonnegative()), 0),
    limit: z._default(z.int().check(z.minimum(1), z.maximum(200)), SAVED_MENUS_PAGE),
    /** Only menus whose name holds this (case- and accent-insensitive); blank: all. */
    query: z._default(z.string().check(z.maxLength(200)), ''),
    sort: z._default(z.enum(SAVED_MENU_SORTS), 'recent'),
  }),
  /** Deletes one saved menu and its search entries. */
  'cache.delete': z.object({ placeId }),
  'cache.stats': empty,
  /** Every saved menu and list, or one list with its places' menus, as a file's JSON. */
  'cache.export': z.object({ listId: z.optional(listId) }),
  /** A trip file's text: validated whole, written whole or not at all. */
  'cache.import': z.object({ text: z.string().check(z.maxLength(MAX_IMPORT_CHARS)) }),
  'cache.clear': empty,
  /** The map's centre (`@lat,lng`) in a tab's Maps URL: where the popup's "nearest" measures from. */
  'tab.mapCentre': z.object({ tabId }),
  /** The place lists (issue 33), with how many of their places have a saved menu. Free. */
  'lists.all': empty,
  /** One place list with each place's saved menu state; null when no such list. Free. */
  'lists.get': z.object({ listId }),
  /** `deleteMenus`: also the saved menus of its places that no other list holds. */
  'lists.delete': z.object({ listId, deleteMenus: flag }),
  'settings.changed': empty,
  'connection.test': empty,
  /**
   * Trip packs (issue 33), extension pages only: only the extension's own UI starts a pack. The
   * results list a tab shows with each place's saved state and the pack's price.
   */
  'pack.forTab': z.object({ tabId }),
  'pack.start': z.object({
    /**
     * The lookups the user was shown and accepted: a pack that would now bill more (a menu went out
     * of date meanwhile) starts nothing and answers its new price.
     */
    cost: z.int().check(z.nonnegative()),
    /** A saved list to refresh: only its stale or unsaved menus bill. */
    listId: z.optional(listId),
    /** A results list to keep as a new list (what pack.forTab answered), with its name. */
    list: z.optional(
      z.object({
        name: text(300),
        query: z.string().check(z.maxLength(300)),
        centre: z.nullable(LatLngSchema),
        places: z.array(PlaceListEntrySchema).check(z.minLength(1), z.maxLength(MAX_LIST_PLACES)),
      }),
    ),
  }),
  /** What refreshing a saved list would bill (its stale or unsaved menus), and the last pack. */
  'pack.forList': z.object({ listId }),
  'pack.status': empty,
  'pack.cancel': empty,
  /** The inline panel's "Open options": content scripts cannot open extension pages themselves. */
  'options.open': empty,
};

type RequestSchemas = typeof REQUEST_SCHEMAS;
export type Request = {
  [T in keyof RequestSchemas]: { type: T } & z.infer<RequestSchemas[T]>;
}[keyof RequestSchemas];

/** Validates a message as a request: the schema of its `type` only. */
export function parseRequest(message: unknown): Request | null {
  const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : null;
  if (typeof type !== 'string' || !Object.hasOwn(REQUEST_SCHEMAS, type)) return null;
  const parsed = REQUEST_SCHEMAS[type as keyof RequestSchemas].safeParse(message);
  return parsed.success ? ({ ...parsed.data, type } as Request) : null;
}
export type RequestType = Request['type'];

export const CONTENT_SCRIPT_MESSAGES: ReadonlySet<RequestType> = new Set([
  'menu.forUrl',
  'menu.savedStates',
  'menu.dismissChanges',
  'status.get',
  'panel.start',
  'options.open',
]);

/** A saved dish the free search found: a service hit's fields, with its section and diets. */
export type LocalSearchHit = Omit<SearchHit, 'placeId' | 'sourceUrl'> &
  Pick<Dish, 'section' | 'diet'> & {
    placeId: string;
    /** Km from the `near` point asked with; absent when none was asked or the place's position is unknown. */
    distanceKm?: number;
  };

/** A place list as the Saved view lists it; `saved`: its places with a saved menu to show. */
export type PlaceListSummary = Pick<PlaceList, 'id' | 'name' | 'updatedAt'> & {
  places: number;
  saved: number;
};

/** One place of a list; `saved`: null when no menu to show is saved for it. */
export interface PlaceListPlace extends Omit<PlaceListEntry, 'at'> {
  at: LatLng | null;
  saved: (SavedPlaceState & { fetchedAt: number; name: string | null }) | null;
}

export interface PlaceListView extends Pick<PlaceList, 'id' | 'name' | 'centre'> {
  places: PlaceListPlace[];
  /** The user's diets, as they typed them (the diet filter's first chips). */
  diets: string[];
}

/** One page of the saved menus; `total` counts every stored menu, or every match of a name filter. */
export interface SavedMenuPage {
  menus: SavedMenuSummary[];
  total: number;
  /** Where the next page starts: the rows read so far, damaged ones (left out of `menus`) included. */
  nextOffset: number;
}

export type SavedMenuSummary = Pick<
  Menu,
  'placeId' | 'name' | 'status' | 'unavailableReason' | 'verifiedAt'
> & {
  dishCount: number;
  fetchedAt: number;
};

/** A saved menu as a results list's badge shows it (lib/results/). */
export interface SavedPlaceState {
  dishCount: number;
  /** Dishes carrying one of the user's diets; null when no diet is set. */
  matching: number | null;
  /** Older than the user's freshness window. */
  stale: boolean;
}

/** A results-list link's place, and its badge ("Menu · 4 vegan", in the asker's language) when a menu is saved. */
export interface LinkBadge {
  placeId: string;
  badge: { text: string; stale: boolean } | null;
}

/** By the links' order: null for a link that names no place on the page's origin. */
export interface LinkBadges {
  links: Array<LinkBadge | null>;
}

/** A place of a results list as the popup's "this list" shows it (pack.forTab). */
export interface ListPlaceView extends PlaceListEntry {
  /** 'fresh' costs nothing; 'stale' and 'none' bill one lookup each; 'not_found': a remembered 404. */
  saved: 'fresh' | 'stale' | 'none' | 'not_found';
  fetchedAt: number | null;
}

/** What a pack costs (its stale and unsaved places), with what is left to spend. */
export interface PackPrice {
  cost: number;
  lookupsLeft?: LookupsLeft;
  /** A pack billing more than this asks once for confirmation (settings). */
  confirmAbove: number;
}

/** The results list a tab shows, as a pack would save it, and what the pack costs. */
export interface ThisListView extends PackPrice, Pick<PlaceList, 'query' | 'centre'> {
  places: ListPlaceView[];
}

/** A saved list's refresh, priced as a pack over it, and the last pack (its progress or outcome). */
export interface ListRefreshView extends PackPrice {
  job: PackJobView | null;
}

/** Where each place of a pack is. `attempted`: its request left (a worker that stopped then reports it `interrupted`). */
export const PACK_PLACE_STATES = [
  'skipped',
  'pending',
  'attempted',
  'saved',
  'not_found',
  'failed',
  'interrupted',
] as const;
export type PackPlaceState = (typeof PACK_PLACE_STATES)[number];

export interface PackJobView {
  id: string;
  listId: string;
  listName: string;
  status: 'running' | 'done' | 'cancelled' | 'stopped';
  /** Why a stopped pack stopped: a 429 (`budget_exhausted`), the allowance, the key, offline, storage failing. */
  stop?: LookupOutcome;
  /** It stopped after this many failed requests in a row (`stop` is the last one's failure). */
  stopAfterFailures?: number;
  /** Places it bills (not skipped), and how many of them are done. */
  total: number;
  done: number;
  /** Requests it sent (each billed one lookup), and menus it saved. */
  spent: number;
  saved: number;
  places: Array<{ placeId: string; name: string; state: PackPlaceState; failure?: LookupOutcome }>;
}

/** The pack started, or the one running (`busy`: another list's), or the lookups it would now bill (nothing started). */
export type PackStartView = (PackJobView & { busy?: true }) | { repriced: number };

export interface CacheStats {
  menus: number;
  approxBytes: number;
}

export type RemoteSearchResponse =
  /** `keptAnswer`: the same search's answer of a few minutes ago, kept for the session: not billed. */
  { ok: true; result: SearchResult; keptAnswer: boolean } | { ok: false; outcome: LookupOutcome };

export type ConnectionTestResponse =
  /** `lookupsLeft`: the month's figure after the test's request, when one is known. */
  { ok: true; lookupsLeft?: LookupsLeft } | { ok: false; problem: Problem; detail?: string };

/** Why an import file was refused (storage_full: the write was refused whole). */
export type ImportProblem =
  | 'too_large'
  | 'not_json'
  | 'not_trip_file'
  | 'newer_version'
  | 'invalid'
  | 'storage_full';

/** What an import wrote: menus and lists new or newer than this device's, and those it held as new. */
export interface ImportCounts {
  menus: number;
  lists: number;
  upToDate: number;
}

export type ImportResponse =
  | ({ ok: true } & ImportCounts)
  | { ok: false; problem: ImportProblem; detail?: string };

/** What a Maps panel starts with: its words, its stylesheet and the user's choices for it. */
export interface PanelStart extends SpokenCatalogue {
  /** content-scripts/maps.css, which WXT builds from its CSS imports. */
  stylesheet: string;
  preferences: InlinePreferences;
  /** The view of `firstUrl`'s place, when the start was asked with one and the worker had it. */
  first?: { url: string; view: WordedView };
}

export interface ResponseMap {
  'menu.forUrl': WordedView;
  'menu.savedStates': LinkBadges;
  /** `dismissed`: false when no note was kept for the place. */
  'menu.dismissChanges': { dismissed: boolean };
  'menu.forPlace': MenuView;
  'menu.forTab': { tabId: number | null; view: MenuView };
  'status.get': StatusView;
  'panel.start': PanelStart;
  'words.get': SpokenCatalogue;
  'search.local': LocalSearchHit[];
  'search.remote': RemoteSearchResponse;
  'cache.list': SavedMenuPage;
  /** `deleted`: false when no menu was saved for the place. */
  'cache.delete': { deleted: boolean };
  'cache.stats': CacheStats;
  'cache.export': string;
  'cache.import': ImportResponse;
  'cache.clear': { cleared: number };
  'tab.mapCentre': { lat: number; lng: number } | null;
  'lists.all': PlaceListSummary[];
  'lists.get': PlaceListView | null;
  /** `menusDeleted`: saved menus deleted with it (those of its places in no other list). */
  'lists.delete': { deleted: boolean; menusDeleted: number };
  /** `mapsTabs`: the open Maps tabs told of the change (content-channel.ts). */
  'settings.changed': { ok: true; mapsTabs: number };
  'connection.test': ConnectionTestResponse;
  'options.open': { ok: true };
  /** `list` null: the tab shows no results list. `job`: the last pack, to show its progress or outcome. */
  'pack.forTab': { list: ThisListView | null; job: PackJobView | null };
  'pack.forList': ListRefreshView | null;
  'pack.start': PackStartView;
  'pack.status': PackJobView | null;
  'pack.cancel': PackJobView | null;
}

/** Every reply is wrapped so a refusal is distinguishable from a result. */
export type Reply<T> = { ok: true; data: T } | { ok: false; error: string };
