import type { ApiErrorKind } from '@/lib/api/api-result';
import type { Menu, Price } from '@/lib/api/model';

// Plain types (and one constant) only: the content script imports this file and must not pull in zod.

/** An instant in words: "3 days ago", and the date and time in full (on hover). */
export interface TimeTexts {
  ago: string;
  full: string;
  /**
   * Under a minute ago, where Intl says "now" ("保存：今"): the page says its catalogue's `time.justNow`
   * instead, in the language it renders (the worker writes `ago` in the asker's).
   */
  justNow?: true;
}

/**
 * A menu's prices and dates in words, in the asker's language (lib/format/menu-texts.ts), written by
 * the worker: the first number or date format in the Maps page would set up Intl there (tens of ms
 * of its main thread: BENCHMARKS.md, "Intl set-up in a page").
 */
export interface MenuTexts {
  /** Each dish's price by its position in `menu.dishes`; null where it has none. */
  prices: Array<string | null>;
  /** When this extension fetched the record; null when that instant cannot be shown. */
  fetched: TimeTexts | null;
  /** The service's own date; null when it gave none. */
  verified: TimeTexts | null;
}

export interface CachedMenu {
  /** Amounts, currency codes and times as they are; `texts` holds them in words. */
  menu: Menu;
  texts: MenuTexts;
  /** When this extension last fetched the record (epoch ms). */
  fetchedAt: number;
  /** Older than the user's freshness window. */
  stale: boolean;
  /** Not in the cache: its write has not committed yet, or failed. Never shown as "Saved". */
  unsaved?: true;
  /** What changed when this record replaced a saved one, until the user dismisses it. */
  changes?: MenuChanges;
  /**
   * A record without a menu (status `none`): stale from `at` (its fetch plus the freshness window);
   * opening the place then refreshes it by itself if `automatic`, else offers Refresh (lookup-policy.ts).
   */
  askAgain?: { at: number; automatic: boolean };
}

/** How a newer record's dishes differ from the one it replaced (lib/storage/menus/menu-changes.ts). */
export interface MenuChanges {
  /** The replaced record's verified_at (its fetch time when it had none), epoch ms. */
  since: number;
  /** Positions in the new record's `menu.dishes`. */
  added: number[];
  /** `direction`: null when the two prices cannot be compared (another currency, a label). */
  repriced: Array<{ position: number; was: Price; direction: 'up' | 'down' | null }>;
  gone: Array<{ name: string; section: string | null; price: Price | null }>;
}

export type ChangeTone = 'new' | 'up' | 'down' | 'changed';

/** What changed, in the reader's words (lib/format/change-text.ts): the note and the dishes' marks. */
export interface ChangeTexts {
  /** "3 new dishes · 2 prices changed since 12 Oct 2026". */
  summary: string;
  /** "New", "up from €9.00", "was 12 CHF", by position in `menu.dishes`. */
  marks: Array<{ position: number; tone: ChangeTone; text: string }>;
  gone: Array<{ name: string; price: string | null }>;
}

/** Why browser storage failed (lib/storage/menus/storage-errors.ts tells them apart). */
export type StorageErrorKind =
  | 'quota'
  | 'failing'
  | 'closed'
  | 'blocked'
  | 'version'
  | 'unavailable'
  | 'unknown';

/**
 * Why something failed, as a code: the context that shows it words it in its own language
 * (lib/format/error-text.ts), since the worker and a Maps page's panel may speak different ones.
 */
export type Problem =
  | { kind: 'api'; error: ApiErrorKind; status?: number }
  | { kind: 'storage'; storage: StorageErrorKind }
  /** The key or the service changed while the request was out. */
  | { kind: 'credentials_changed' }
  /** A 429 arrived just as the month's budget renewed. */
  | { kind: 'budget_renewed' }
  /** The worker never answered (stopped mid-request). */
  | { kind: 'no_answer' }
  /** The connection test: what is not set up yet. */
  | { kind: 'no_service_url' }
  | { kind: 'no_key' }
  | { kind: 'not_allowed'; origin: string }
  /** Words already in the asker's language; never a caught error's (English) message, which is `detail`. */
  | { kind: 'text'; text: string };

/**
 * What happened to the lookup for the place being shown. `autoLookup` (not_found, offline,
 * unreachable): the panel's own ask once it may ask again looks the menu up by itself (automatic
 * lookups, or over a saved menu automatic refresh, are on); without it, that ask offers "Show menu"
 * (the worker's view says which: lib/worker/lookup/menu-service.ts).
 */
export type LookupOutcome =
  | { kind: 'ok' }
  | { kind: 'loading' }
  /** A cached menu is shown while one background refresh runs. */
  | { kind: 'refreshing' }
  | { kind: 'no_place' }
  /** Setup is missing: the key, or with a key stored the service's address (e.g. storage.local cleared). */
  | { kind: 'no_key'; missing?: 'service' }
  /**
   * Auto-lookup is off and nothing is cached: the user must ask ("uses 1 lookup"). `heldBack`: it is
   * on, but the ask was for saved menus only (a collapsed panel, a hidden tab, the dwell).
   * `waitsForUse`: another site opened the page, which nobody has used yet.
   */
  | { kind: 'manual'; heldBack?: true; waitsForUse?: true }
  /** The service's catalog does not hold the place (a 404, remembered a week). */
  | { kind: 'not_found'; autoLookup?: true }
  | { kind: 'budget_exhausted'; resetsAt: number }
  /** The user's own monthly allowance is spent (the service would still answer). */
  | { kind: 'allowance_reached'; allowance: number }
  | { kind: 'key_invalid' }
  /** `detail`: technical, shown only on request (error-text.ts technicalDetail, or the popup's caught error). */
  | { kind: 'error'; problem: Problem; detail?: string }
  /** The browser is offline and nothing is cached. */
  | { kind: 'offline'; autoLookup?: true }
  /** The service could not be reached (the browser online); automatic asks resume at retryAt. */
  | { kind: 'unreachable'; retryAt: number; autoLookup?: true }
  /** The menu was fetched but could not be saved on this device (`problem`: why, e.g. a full disk). */
  | { kind: 'not_saved'; problem: Problem }
  /** Storage is full or failing: automatic lookups (each would bill and keep nothing) wait; a click shows unsaved. */
  | { kind: 'storage_failing' }
  /** Too many lookups billed for one tab in a short time. */
  | { kind: 'tab_limit'; resetsAt: number }
  /** The user's ceiling on automatic lookups in an hour (all tabs together) is reached. */
  | { kind: 'hourly_limit'; resetsAt: number; limit: number };

export type LookupOutcomeKind = LookupOutcome['kind'];

/** Why a stale saved menu is shown without its refresh: automatic refresh is off, or a limit held it back. */
export type RefreshHold = Extract<LookupOutcome, { kind: 'manual' | 'hourly_limit' | 'tab_limit' }>;

/** A monthly figure of lookups still to spend: the service's rate-limit headers', or the user's allowance. */
export interface LookupsLeft {
  left: number;
  of: number;
  source: 'service' | 'allowance';
  /** When the service's quota renews, when it said. */
  resetsAt?: number;
}

export type MessageActionKind = 'lookup' | 'openOptions';

export interface MessageAction {
  label: string;
  does: MessageActionKind;
}

/** A message about a lookup's outcome, in words (lib/format/outcome-wording.ts). */
export interface MessageContent {
  title: string;
  detail: string | null;
  action: MessageAction | null;
  tone: 'info' | 'warning' | 'error';
  /** A failure's technical detail, in no user's language: shown only on request, as text. */
  technicalDetail?: string;
}

/**
 * What a menu panel says of its view's outcome, in the reader's language: the worker words the Maps
 * panel's (lib/format/outcome-wording.ts, panelWords), so the page carries no wording table.
 */
export interface PanelWords {
  /** Fills the panel when there is no menu to show; null: the loading skeleton. */
  state: MessageContent | null;
  /** The banner above a saved menu; null: none. */
  notice: MessageContent | null;
  /** The collapsed inline panel's one line, when no menu is shown. */
  chip: string;
  changes?: ChangeTexts;
  /** CachedMenu.askAgain in words. */
  askAgain?: string;
  /** "238 of 1,000 lookups left", beside a button that bills, when a monthly figure is known. */
  left?: string;
}

/** A view as the Maps panel gets it: with its words. */
export type WordedView = MenuView & { words: PanelWords };

/** Everything a menu panel (inline or popup) needs to render one place. */
export interface MenuView {
  placeId: string | null;
  /** Name from the Maps URL (`/maps/place/<name>/`) when the record carries none. */
  nameHint: string | null;
  menu: CachedMenu | null;
  outcome: LookupOutcome;
  offline: boolean;
  /** The service could not be reached lately: automatic asks resume at this time (a panel then asks). */
  unreachableUntil?: number;
  /** Diet tags the user asked to highlight (settings). */
  dietPreferences: string[];
  lookupsLeft?: LookupsLeft;
  /** The ask for saved menus only held back a lookup or refresh: asking without savedOnly makes it. */
  heldBack?: true;
  /** A stale saved menu shown without its refresh: why (heldBack says when savedOnly held it). */
  refreshHeldBy?: RefreshHold;
}

export interface BudgetStatus {
  /** Calendar month, UTC, "2026-11". */
  month: string;
  /** Requests sent to the service this month (each one bills). */
  used: number;
  /** The user's own monthly allowance, null when none is set. */
  allowance: number | null;
  /** Set after a 429, until its Retry-After or the next UTC month, or a connection test that succeeds. */
  exhaustedUntil: number | null;
  /** 'warn' from BUDGET_WARN_SHARE of the allowance, 'reached' at 100 %. */
  level: 'none' | 'warn' | 'reached';
}

/** Share of the user's allowance from which the budget is shown as nearly used up (80 %). */
export const BUDGET_WARN_SHARE = 0.8;

/**
 * How near the figure shown is to spent: the allowance's as the budget guard judged it; the
 * service's by the share of its quota spent, unless that says nothing is near.
 */
export function levelOfLeft(left: LookupsLeft, budgetLevel: BudgetStatus['level']): BudgetStatus['level'] {
  const level = left.source === 'allowance' ? 'none' : serviceLevel(left);
  return level === 'none' ? budgetLevel : level;
}

/** The service's figure alone: 'reached' at none left, 'warn' from BUDGET_WARN_SHARE of it spent. */
export function serviceLevel({ left, of }: Pick<LookupsLeft, 'left' | 'of'>): BudgetStatus['level'] {
  if (left <= 0) return 'reached';
  return of - left >= of * BUDGET_WARN_SHARE ? 'warn' : 'none';
}

export interface StatusView {
  /** null: unknown, the key's storage failing (`storageError` says so). */
  hasKey: boolean | null;
  keyInvalid: boolean;
  serviceUrl: string | null;
  budget: BudgetStatus;
  offline: boolean;
  /** As MenuView's; null when the service could be reached. */
  unreachableUntil: number | null;
  /** A database problem the user should know about (quota, blocked). */
  storageError: StorageErrorKind | null;
  /** The service's figure, else the user's allowance, when one is known. */
  lookupsLeft?: LookupsLeft;
}

/** The view once its what-changed note is dismissed (the panel and the popup both drop it at once). */
export function withoutChanges<View extends MenuView>(view: View): View {
  if (!view.menu?.changes) return view;
  const { changes: _dismissed, ...menu } = view.menu;
  return { ...view, menu };
}
