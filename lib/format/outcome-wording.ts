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
export type MessageActionKind = 'lookup' | 'openSettings' | 'retryBudget';

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
}

export function resumeDateText(resetsAt: number): string {
  return isValidInstant(resetsAt) ? `Lookups resume on ${dateText(resetsAt)}.` : 'Lookups resume next month.';
}

/** Time of day when it is within a day, else date and time. */
export function pausedUntilText(resetsAt: number, now: number): string {
  if (!isValidInstant(resetsAt)) return 'for a while';
  return resetsAt - now < DAY_MS ? clockText(resetsAt) : absoluteTime(resetsAt);
}

export function allowanceText(allowance: number): string {
  const lookups = plural(allowance, { one: 'lookup', other: 'lookups' });
  return `You set a limit of ${groupDigits(allowance)} ${lookups} a month.`;
}

const SAVED = 'Showing the saved menu.';
const RETRY: MessageAction = { label: 'Retry', does: 'lookup' };
const OPEN_SETTINGS: MessageAction = { label: 'Open settings', does: 'openSettings' };
const TRY_AGAIN_BUDGET: MessageAction = { label: 'Try again', does: 'retryBudget' };
const SEARCH_OPTIONS: MessageAction = { label: 'Open options', does: 'openSettings' };
const SEARCH_RETRY_BUDGET: MessageAction = { label: 'Try again (uses 1 lookup)', does: 'retryBudget' };
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

type Wordings = {
  [K in LookupOutcomeKind]: (outcome: Extract<LookupOutcome, { kind: K }>, now: number) => OutcomeWording;
};

const WORDINGS: Wordings = {
  ok: () => ({
    alone: message('No menu to show', 'The lookup finished without a menu.', RETRY, 'info'),
    withSaved: null,
    search: searchLine(SEARCH_UNAVAILABLE),
  }),
  loading: () => ({ alone: null, withSaved: null, search: searchLine(SEARCH_UNAVAILABLE) }),
  refreshing: () => ({ alone: null, withSaved: null, search: searchLine(SEARCH_UNAVAILABLE) }),
  no_place: () => ({
    alone: message(
      'Open a restaurant in Google Maps to see its menu',
      'The menu of the place you open appears here.',
      null,
      'info',
    ),
    withSaved: null,
    search: searchLine(SEARCH_UNAVAILABLE),
  }),
  no_key: () => ({
    alone: message(
      'Add your API key to see menus',
      'Menus come from a menu service that needs your key.',
      OPEN_SETTINGS,
      'info',
    ),
    withSaved: message('Add your API key to refresh menus.', SAVED, OPEN_SETTINGS, 'info'),
    search: searchLine('Add your API key in the options to search all restaurants.', SEARCH_OPTIONS),
  }),
  // With a saved menu, only a stale one shown while automatic refresh is off (see MenuPanel).
  manual: ({ waitsForUse }) => ({
    alone: message(
      'Menu not loaded',
      waitsForUse
        ? 'Another site opened this page: its menu is looked up once you use the page.'
        : 'Automatic lookups are off.',
      { label: 'Show menu — uses 1 lookup', does: 'lookup' },
      'info',
    ),
    withSaved: message(
      'Automatic refresh is off.',
      SAVED,
      { label: 'Refresh — uses 1 lookup', does: 'lookup' },
      'info',
    ),
    search: searchLine(SEARCH_UNAVAILABLE),
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
  }),
  budget_exhausted: ({ resetsAt }) => {
    const resume = resumeDateText(resetsAt);
    return {
      alone: message(
        'Monthly lookup budget used up',
        `${resume} Saved menus still show.`,
        TRY_AGAIN_BUDGET,
        'warning',
      ),
      withSaved: message('Monthly lookup budget used up.', `${resume} ${SAVED}`, TRY_AGAIN_BUDGET, 'warning'),
      search: searchLine(`The monthly lookup budget is used up. ${resume}`, SEARCH_RETRY_BUDGET),
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
  }),
  key_invalid: () => ({
    alone: message('The API key was refused', 'Check or replace it in settings.', OPEN_SETTINGS, 'error'),
    withSaved: message('The API key was refused.', SAVED, OPEN_SETTINGS, 'error'),
    search: searchLine('The menu service refused your API key. Check it in the options.', SEARCH_OPTIONS),
  }),
  error: ({ message: text, detail }) => {
    const said = detail ? { serviceSaid: detail } : {};
    const refresh = "Couldn't refresh the menu. Showing the saved one.";
    return {
      alone: { ...message("Couldn't load the menu", errorDetail(text), RETRY, 'error'), ...said },
      withSaved: { ...message(refresh, errorDetail(text), RETRY, 'error'), ...said },
      search: { ...searchLine(`Search failed: ${text.trim() || 'something went wrong.'}`), ...said },
    };
  },
  offline: () => ({
    alone: message(
      "You're offline and this menu isn't saved yet",
      'It will load once you are back online.',
      { label: 'Try again', does: 'lookup' },
      'warning',
    ),
    withSaved: message("You're offline.", SAVED, null, 'warning'),
    search: searchLine(
      "You're offline. Searching all restaurants needs a connection; saved menus are still searched.",
    ),
  }),
  not_saved: ({ message: problem }) => ({
    alone: message("Couldn't save the menu", errorDetail(problem), null, 'warning'),
    withSaved: message('This menu could not be saved on this device.', errorDetail(problem), null, 'warning'),
    search: searchLine(SEARCH_UNAVAILABLE),
  }),
  hourly_limit: ({ resetsAt, limit }, now) => {
    const paused = `Automatic lookups paused until ${pausedUntilText(resetsAt, now)}`;
    const why = `Pages asked for more than ${groupDigits(limit)} lookups in an hour (your setting).`;
    return {
      alone: message(paused, why, { label: 'Show menu — uses 1 lookup', does: 'lookup' }, 'warning'),
      withSaved: message(
        `${paused}.`,
        SAVED,
        { label: 'Refresh — uses 1 lookup', does: 'lookup' },
        'warning',
      ),
      search: searchLine(SEARCH_UNAVAILABLE),
    };
  },
  unreachable: ({ retryAt }, now) => {
    const retry = `It is asked again by itself at ${pausedUntilText(retryAt, now)}.`;
    return {
      alone: message(
        "The menu service can't be reached",
        `You're online, but the service did not answer. ${retry}`,
        { label: 'Try again — uses 1 lookup', does: 'lookup' },
        'warning',
      ),
      withSaved: message("The menu service can't be reached.", `${retry} ${SAVED}`, null, 'warning'),
      search: searchLine("The menu service can't be reached. Saved menus are still searched."),
    };
  },
  tab_limit: ({ resetsAt }, now) => {
    const paused = `Too many new places looked up from this tab; paused until ${pausedUntilText(resetsAt, now)}`;
    return {
      alone: message(paused, 'This protects your lookup budget. Saved menus still show.', null, 'warning'),
      withSaved: message(`${paused}.`, SAVED, null, 'warning'),
      search: searchLine('Too many lookups in a short time. Try again a little later.'),
    };
  },
};

/** Everything said about `outcome`, in each place it can show. */
export function outcomeWording(outcome: LookupOutcome, now: number): OutcomeWording {
  const word = WORDINGS[outcome.kind] as (outcome: LookupOutcome, now: number) => OutcomeWording;
  return word(outcome, now);
}
