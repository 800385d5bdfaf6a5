// What passes between a Maps tab's content script and the worker besides the request protocol
// (protocol.ts). The content script imports this module, so it imports nothing: no zod, no `wxt/browser`.

/**
 * The port a Maps tab's content script keeps open while it shows a place, sending each page URL it
 * shows; its end (page gone, worker stopped) is the worker's cue to forget.
 */
export const PLACE_PORT = 'menu-on-maps.place';

/** Places asked about in one `menu.savedStates`: a results list asks in parts of this size. */
export const SAVED_STATES_MAX = 500;

/** The worker asks a tab's content script for its page URL (no `tabs` permission needed). */
export const PAGE_LOCATION_REQUEST = { type: 'page.location' } as const;

/**
 * The worker asks a tab's content script for the results list it shows (a trip pack, issue 33), as
 * lib/results reads it. The page is untrusted: the worker validates the answer and reads each place
 * from its link itself (lib/worker/pack).
 */
export const RESULTS_LIST_REQUEST = { type: 'results.list' } as const;

export interface ResultsListAnswer {
  url: string;
  cards: Array<{ href: string; name: string | null }>;
}

/** Worker → content scripts and extension pages: a place's record changed (a refresh finished). */
export interface MenuUpdatedEvent {
  type: 'menu.updated';
  placeId: string;
}

export function isMenuUpdatedEvent(message: unknown): message is MenuUpdatedEvent {
  if (typeof message !== 'object' || message === null) return false;
  const { type, placeId } = message as Partial<MenuUpdatedEvent>;
  return type === 'menu.updated' && typeof placeId === 'string' && placeId !== '';
}

/**
 * Worker → Maps content scripts: the options page saved settings or a key. A panel waiting for them
 * ("Add your API key", "key refused") asks again; each content script answers `true`, which counts
 * the open Maps tabs.
 */
export const SETTINGS_UPDATED_EVENT = { type: 'settings.updated' } as const;
export type SettingsUpdatedEvent = typeof SETTINGS_UPDATED_EVENT;

/** Worker → Maps content scripts: the user chose another language; the panel asks for its start again. */
export const LANGUAGE_CHOSEN_EVENT = { type: 'language.chosen' } as const;
export type LanguageChosenEvent = typeof LANGUAGE_CHOSEN_EVENT;

/** Whether `message` is `kind`, one of the fixed messages above (told apart by their type). */
export function isMessage<T extends { type: string }>(message: unknown, kind: T): message is T {
  return (message as { type?: unknown } | null)?.type === kind.type;
}
