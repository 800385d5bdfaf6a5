import { DAY_MS } from '@/lib/clock';
import type { LookupOutcome, LookupOutcomeKind } from '@/lib/messages/view';
import { groupDigits, plural } from './counts';
import { errorDetail } from './error-text';
import { absoluteTime, clockText, dateText, isValidInstant } from './time-text';

// What the user is told about a lookup's outcome, in one table keyed by outcome. Each outcome is
// worded where it can show: filling the panel when there is no menu to show (`alone`), as a banner
// above a saved menu (`withSaved`), and under the popup's "Search all restaurants" (`search`). The
// buttons are named by what they do; the component showing a message binds them.

/** What a message's button does. */
export type MessageActionKind = 'lookup' | 'openSettings';

export interface MessageAction {
  label: string;
  does: MessageActionKind;
}

export interface MessageContent {
  title: string;
  detail: string | null;
  action: MessageAction | null;
  tone: 'info' | 'warning' | 'error';
  /** What the service itself said: shown only on request, as text. */
  serviceSaid?: string;
}

export interface OutcomeWording {
  /** Fills the panel when there is no menu to show; null: the loading skeleton. */
  alone: MessageContent | null;
  /** The banner above a saved menu; null: none. */
  withSaved: MessageContent | null;
  /** Why the service's dish search gave no results. */
  search: MessageContent;
  /** The collapsed inline panel's one line, when no menu is shown. */
  chip: string;
}

export function resumeDateText(resetsAt: number): string {
  return isValidInstant(resetsAt) ? `Lookups resume on ${dateText(resetsAt)}.` : 'Lookups resume next month.';
}

/** Time of day when it is within a day, else date and time. */
export function pausedUntilText(resetsAt: number, now: number): string {
  if (!isValidInstant(resetsAt)) return 'for a while';
  return resetsAt - now < DAY_MS ? clockText(resetsAt) : absoluteTime(resetsAt);
}

/** "238 of 1,000 lookups left": the monthly figure shown beside what can bill. */
export function lookupsLeftText({ left, of }: { left: number; of: number }): string {
  return `${groupDigits(left)} of ${groupDigits(of)} ${plural(of, { one: 'lookup', other: 'lookups' })} left`;
}

/**
 * What the popup and the options page say of browser storage: its failure (the worker's status), or
 * before it happens, that little room is left (`littleRoomLeft`: bytes, null when there is room;
 * lib/storage/menus/storage-errors.ts).
 */
export function storageNoticeText(storageError: string | null, littleRoomLeft: number | null): string | null {
  if (storageError) return storageError;
  if (littleRoomLeft === null) return null;
  const megabytes = Math.floor(littleRoomLeft / (1024 * 1024));
  const left = megabytes < 1 ? 'less than 1 MB' : `about ${groupDigits(megabytes)} MB`;
  return `Browser storage is nearly full: ${left} left on this device. Free disk space, or new menus will stop being kept.`;
}

export function allowanceText(allowance: number): string {
  const lookups = plural(allowance, { one: 'lookup', other: 'lookups' });
  return `You set a limit of ${groupDigits(allowance)} ${lookups} a month.`;
}

const SAVED = 'Showing the saved menu.';
// Every button that can bill says so: a click sends exactly one request, and each request bills.
const RETRY: MessageAction = { label: 'Retry — uses 1 lookup', does: 'lookup' };
const SHOW_MENU: MessageAction = { label: 'Show menu — uses 1 lookup', does: 'lookup' };
const REFRESH: MessageAction = { label: 'Refresh — uses 1 lookup', does: 'lookup' };
const TRY_AGAIN: MessageAction = { label: 'Try again — uses 1 lookup', does: 'lookup' };
const OPEN_SETTINGS: MessageAction = { label: 'Open settings', does: 'openSettings' };
const SEARCH_OPTIONS: MessageAction = { label: 'Open options', does: 'openSettings' };
const SEARCH_UNAVAILABLE = 'Searching all restaurants is not available right now.';

function message(
  title: string,
  detail: string | null,
  action: MessageAction | null,
  tone: MessageContent['tone'],
): MessageContent {
  return { title, detail, action, tone };
}

/** A search failure reads as one line, with at most a button. */
const searchLine = (text: string, action: MessageAction | null = null) =>
  message(text, null, action, 'error');

// The collapsed panel's line names the menu first, then what stops it.
const chip = (state: string) => `Menu · ${state}`;

type Wordings = {
  [K in LookupOutcomeKind]: (outcome: Extract<LookupOutcome, { kind: K }>, now: number) => OutcomeWording;
};

const WORDINGS: Wordings = {
  ok: () => ({
    alone: message('No menu to show', 'The lookup finished without a menu.', RETRY, 'info'),
    withSaved: null,
    search: searchLine(SEARCH_UNAVAILABLE),
    chip: 'Menu',
  }),
  loading: () => ({
    alone: null,
    withSaved: null,
    search: searchLine(SEARCH_UNAVAILABLE),
    chip: chip('Looking up…'),
  }),
  refreshing: () => ({
    alone: null,
    withSaved: null,
    search: searchLine(SEARCH_UNAVAILABLE),
    chip: chip('Refreshing…'),
  }),
  no_place: () => ({
    alone: message(
      'Open a restaurant in Google Maps to see its menu',
      'The menu of the place you open appears here.',
      null,
      'info',
    ),
    withSaved: null,
    search: searchLine(SEARCH_UNAVAILABLE),
    chip: 'Menu on Maps',
  }),
  // With a key stored, only the service's address is asked for (storage.local cleared, say).
  no_key: ({ missing }) =>
    missing === 'service'
      ? {
          alone: message(
            'Add the menu service URL to see menus',
            'Your API key is saved, but the address of the menu service is missing.',
            OPEN_SETTINGS,
            'info',
          ),
          withSaved: message('Add the menu service URL to refresh menus.', SAVED, OPEN_SETTINGS, 'info'),
          search: searchLine(
            'Add the menu service URL in the options to search all restaurants.',
            SEARCH_OPTIONS,
          ),
          chip: chip('Add the service URL'),
        }
      : {
          alone: message(
            'Add your API key to see menus',
            'Menus come from a menu service that needs your key.',
            OPEN_SETTINGS,
            'info',
          ),
          withSaved: message('Add your API key to refresh menus.', SAVED, OPEN_SETTINGS, 'info'),
          search: searchLine('Add your API key in the options to search all restaurants.', SEARCH_OPTIONS),
          chip: chip('Add your API key'),
        },
  // With a saved menu, only a stale one shown while automatic refresh is off (see MenuPanel).
  manual: ({ waitsForUse }) => ({
    alone: message(
      'Menu not loaded',
      waitsForUse
        ? 'Another site opened this page: its menu is looked up once you use the page.'
        : 'Automatic lookups are off.',
      SHOW_MENU,
      'info',
    ),
    withSaved: message('Automatic refresh is off.', SAVED, REFRESH, 'info'),
    search: searchLine(SEARCH_UNAVAILABLE),
    chip: 'Show menu',
  }),
  not_found: () => ({
    alone: message(
      'This place is not in the menu catalog yet',
      'Menus are added over time; check back later.',
      null,
      'info',
    ),
    withSaved: message('No longer in the menu catalog.', SAVED, null, 'info'),
    search: searchLine(SEARCH_UNAVAILABLE),
    chip: 'No menu in the catalog',
  }),
  // Nothing to retry before the reset date: say what still works instead of offering a button that
  // cannot succeed (a key with a bigger plan lifts the stop in the options).
  budget_exhausted: ({ resetsAt }) => {
    const resume = resumeDateText(resetsAt);
    const stillWorks = 'Saved menus still show, and the toolbar button searches them.';
    return {
      alone: message('Monthly lookup budget used up', `${resume} ${stillWorks}`, null, 'warning'),
      withSaved: message('Monthly lookup budget used up.', `${resume} ${SAVED}`, null, 'warning'),
      search: searchLine(`The monthly lookup budget is used up. ${resume} Saved menus are still searched.`),
      chip: 'Budget used up',
    };
  },
  allowance_reached: ({ allowance }) => ({
    alone: message(
      'Your monthly allowance is reached',
      `${allowanceText(allowance)} Raise it in settings or wait for next month.`,
      OPEN_SETTINGS,
      'warning',
    ),
    withSaved: message(
      'Your monthly allowance is reached.',
      `${allowanceText(allowance)} ${SAVED}`,
      OPEN_SETTINGS,
      'warning',
    ),
    search: searchLine(
      `Your monthly allowance of ${allowance} lookups is reached. Raise it in the options.`,
      SEARCH_OPTIONS,
    ),
    chip: 'Allowance used up',
  }),
  key_invalid: () => ({
    alone: message('The API key was refused', 'Check or replace it in settings.', OPEN_SETTINGS, 'error'),
    withSaved: message('The API key was refused.', SAVED, OPEN_SETTINGS, 'error'),
    search: searchLine('The menu service refused your API key. Check it in the options.', SEARCH_OPTIONS),
    chip: chip('Key refused'),
  }),
  error: ({ message: text, detail }) => {
    const said = detail ? { serviceSaid: detail } : {};
    const refresh = "Couldn't refresh the menu. Showing the saved one.";
    return {
      alone: { ...message("Couldn't load the menu", errorDetail(text), RETRY, 'error'), ...said },
      withSaved: { ...message(refresh, errorDetail(text), RETRY, 'error'), ...said },
      search: { ...searchLine(`Search failed: ${text.trim() || 'something went wrong.'}`), ...said },
      chip: chip("Couldn't load"),
    };
  },
  offline: () => ({
    alone: message(
      "You're offline and this menu isn't saved yet",
      'It will load once you are back online.',
      TRY_AGAIN,
      'warning',
    ),
    withSaved: message("You're offline.", SAVED, null, 'warning'),
    search: searchLine(
      "You're offline. Searching all restaurants needs a connection; saved menus are still searched.",
    ),
    chip: chip('Offline'),
  }),
  not_saved: ({ message: problem }) => ({
    alone: message("Couldn't save the menu", errorDetail(problem), null, 'warning'),
    withSaved: message('This menu could not be saved on this device.', errorDetail(problem), null, 'warning'),
    search: searchLine(SEARCH_UNAVAILABLE),
    chip: chip('Not saved'),
  }),
  storage_failing: () => ({
    alone: message(
      'Browser storage is full or failing',
      'Automatic lookups are paused, since their menus could not be kept. Free disk space. A click still shows the menu, but it will not be kept.',
      SHOW_MENU,
      'warning',
    ),
    withSaved: message(
      'Browser storage is full or failing.',
      `Automatic refresh is paused. ${SAVED}`,
      REFRESH,
      'warning',
    ),
    search: searchLine(SEARCH_UNAVAILABLE),
    chip: chip('Storage full'),
  }),
  hourly_limit: ({ resetsAt, limit }, now) => {
    const paused = `Automatic lookups paused until ${pausedUntilText(resetsAt, now)}`;
    const why = `Pages asked for more than ${groupDigits(limit)} lookups in an hour (your setting).`;
    return {
      alone: message(paused, why, SHOW_MENU, 'warning'),
      withSaved: message(`${paused}.`, SAVED, REFRESH, 'warning'),
      search: searchLine(SEARCH_UNAVAILABLE),
      chip: chip('Lookups paused'),
    };
  },
  unreachable: ({ retryAt }, now) => {
    const retry = `It is asked again by itself at ${pausedUntilText(retryAt, now)}.`;
    return {
      alone: message(
        "The menu service can't be reached",
        `You're online, but the service did not answer. ${retry}`,
        TRY_AGAIN,
        'warning',
      ),
      withSaved: message("The menu service can't be reached.", `${retry} ${SAVED}`, null, 'warning'),
      search: searchLine("The menu service can't be reached. Saved menus are still searched."),
      chip: chip('Service unreachable'),
    };
  },
  tab_limit: ({ resetsAt }, now) => {
    const paused = `Too many new places looked up from this tab; paused until ${pausedUntilText(resetsAt, now)}`;
    return {
      alone: message(paused, 'This protects your lookup budget. Saved menus still show.', null, 'warning'),
      withSaved: message(`${paused}.`, SAVED, null, 'warning'),
      search: searchLine('Too many lookups in a short time. Try again a little later.'),
      chip: chip('Lookups paused'),
    };
  },
};

/** Everything said about `outcome`, in each place it can show. */
export function outcomeWording(outcome: LookupOutcome, now: number): OutcomeWording {
  const word = WORDINGS[outcome.kind] as (outcome: LookupOutcome, now: number) => OutcomeWording;
  return word(outcome, now);
}
