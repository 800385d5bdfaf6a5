import { DAY_MS } from '@/lib/clock';
import { t } from '@/lib/i18n/messages';
import type {
  LookupOutcome,
  LookupOutcomeKind,
  MenuView,
  MessageAction,
  MessageContent,
  PanelWords,
  StorageErrorKind,
} from '@/lib/messages/view';
import { changeTexts } from './change-text';
import { problemText, storageErrorText } from './error-text';
import { chipLine, failureWords, loadingWords, tryAgainAction } from './pending-words';
import { absoluteTime, clockText, dateText, isValidInstant } from './time-text';

// What the user is told about a lookup's outcome, in one table keyed by outcome. Each outcome is
// worded where it can show: filling the panel when there is no menu to show (`alone`), as a banner
// above a saved menu (`withSaved`), and under the popup's "Search all restaurants" (`search`). The
// buttons are named by what they do; the component showing a message binds them.

export interface OutcomeWording {
  /** Fills the panel when there is no menu to show; null: the loading skeleton. */
  alone: MessageContent | null;
  /** The banner above a saved menu; null: none. */
  withSaved: MessageContent | null;
  /** Why the service's dish search gave no results: its title and action only are shown. */
  search: MessageContent;
  /** The collapsed inline panel's one line, when no menu is shown. */
  chip: string;
}

export function resumeDateText(resetsAt: number): string {
  return isValidInstant(resetsAt)
    ? t('outcome.resumeOn', { date: dateText(resetsAt) })
    : t('outcome.resumeNextMonth');
}

/** Time of day when it is within a day, else date and time. */
export function pausedUntilText(resetsAt: number, now: number): string {
  if (!isValidInstant(resetsAt)) return t('time.forAWhile');
  return resetsAt - now < DAY_MS ? clockText(resetsAt) : absoluteTime(resetsAt);
}

/** "238 of 1,000 lookups left": the monthly figure shown beside what can bill. */
export function lookupsLeftText({ left, of }: { left: number; of: number }): string {
  return t('outcome.lookupsLeft', { left, count: of });
}

/**
 * What the popup and the options page say of browser storage: its failure (the worker's status), or
 * before it happens, that little room is left (`littleRoomLeft`: bytes, null when there is room;
 * lib/storage/menus/storage-errors.ts).
 */
export function storageNoticeText(
  storageError: StorageErrorKind | null,
  littleRoomLeft: number | null,
): string | null {
  if (storageError) return storageErrorText(storageError);
  if (littleRoomLeft === null) return null;
  const megabytes = Math.floor(littleRoomLeft / (1024 * 1024));
  const left = megabytes < 1 ? t('storage.lessThanOneMb') : t('storage.aboutMb', { count: megabytes });
  return t('storage.nearlyFull', { left });
}

/** Two sentences, one after the other ("Lookups resume next month. Showing the saved menu."). */
const both = (first: string, second: string) => t('outcome.twoSentences', { first, second });

// Every button that can bill says so: a click sends exactly one request, and each request bills.
// Functions, not constants: the words are the catalogue's in use when they are asked for.
const SHOW_MENU = (): MessageAction => ({ label: t('outcome.showMenu'), does: 'lookup' });
const REFRESH = (): MessageAction => ({ label: t('outcome.refresh'), does: 'lookup' });
// The options page, named as the popup's button and the page's title name it, from the panel and
// from the popup's search alike.
const OPEN_OPTIONS = (): MessageAction => ({ label: t('outcome.openOptions'), does: 'openOptions' });
const SAVED = () => t('outcome.saved');
const searchUnavailable = () => searchLine(t('outcome.searchUnavailable'));

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

/** A title that ends a banner's sentence. */
const sentence = (text: string) => t('outcome.sentence', { text });

/** Each outcome's words; one that names no reason for the dish search says it is unavailable. */
type Wording = Omit<OutcomeWording, 'search'> & { search?: MessageContent };
type Wordings = {
  [K in LookupOutcomeKind]: (outcome: Extract<LookupOutcome, { kind: K }>, now: number) => Wording;
};

const WORDINGS: Wordings = {
  ok: () => ({
    alone: message(t('outcome.ok.title'), t('outcome.ok.detail'), tryAgainAction(), 'info'),
    withSaved: null,
    chip: t('menu.chipPlain'),
  }),
  loading: () => ({
    alone: null,
    withSaved: null,
    chip: loadingWords().chip,
  }),
  refreshing: () => ({
    alone: null,
    withSaved: null,
    chip: chipLine(t('outcome.refreshing.chip')),
  }),
  no_place: () => ({
    alone: message(t('outcome.noPlace.title'), t('outcome.noPlace.detail'), null, 'info'),
    withSaved: null,
    chip: t('app.name'),
  }),
  // With a key stored, only the service's address is asked for (storage.local cleared, say).
  no_key: ({ missing }) => {
    const words = missing === 'service' ? 'outcome.noService' : 'outcome.noKey';
    return {
      alone: message(t(`${words}.title`), t(`${words}.detail`), OPEN_OPTIONS(), 'info'),
      withSaved: message(t(`${words}.withSaved`), SAVED(), OPEN_OPTIONS(), 'info'),
      search: searchLine(t(`${words}.search`), OPEN_OPTIONS()),
      chip: chipLine(t(`${words}.chip`)),
    };
  },
  // With a saved menu, only a stale one shown while automatic refresh is off (see MenuPanel). The
  // chip is a state like the others: clicking it only opens the panel, whose button names the price.
  manual: ({ waitsForUse }) => ({
    alone: message(
      t('outcome.manual.title'),
      waitsForUse ? t('outcome.manual.opener') : t('outcome.manual.off'),
      SHOW_MENU(),
      'info',
    ),
    withSaved: message(t('outcome.manual.withSaved'), SAVED(), REFRESH(), 'info'),
    chip: chipLine(t('outcome.manual.chip')),
  }),
  // Remembered a week, with no button meanwhile: say what happens after it. With automatic lookups
  // off, it is the user's click ("Show menu"), not an ask of ours.
  not_found: ({ autoLookup }) => ({
    alone: message(
      t('outcome.notFound.title'),
      autoLookup ? t('outcome.notFound.detail') : t('outcome.notFound.detailManual'),
      null,
      'info',
    ),
    withSaved: message(t('outcome.notFound.withSaved'), SAVED(), null, 'info'),
    chip: t('outcome.notFound.chip'),
  }),
  // The service's 429: its plan for this key has no lookups left this month, unlike the user's own
  // allowance below. Nothing to try again before the reset date: say whose budget it is and what
  // still works, and lead to the options, where another key (a bigger plan) lifts the stop.
  budget_exhausted: ({ resetsAt }) => {
    const resume = resumeDateText(resetsAt);
    return {
      alone: message(
        t('outcome.budget.title'),
        both(resume, both(t('outcome.budget.stillWorks'), t('outcome.budget.otherKey'))),
        OPEN_OPTIONS(),
        'warning',
      ),
      withSaved: message(
        t('outcome.budget.withSaved'),
        both(resume, both(SAVED(), t('outcome.budget.otherKey'))),
        OPEN_OPTIONS(),
        'warning',
      ),
      search: searchLine(
        both(t('outcome.budget.search', { resume }), t('outcome.budget.otherKey')),
        OPEN_OPTIONS(),
      ),
      chip: t('outcome.budget.chip'),
    };
  },
  allowance_reached: ({ allowance }) => {
    const spent = t('outcome.allowance', { count: allowance });
    return {
      alone: message(
        t('outcome.allowance.title'),
        both(spent, t('outcome.allowance.raise')),
        OPEN_OPTIONS(),
        'warning',
      ),
      withSaved: message(t('outcome.allowance.withSaved'), both(spent, SAVED()), OPEN_OPTIONS(), 'warning'),
      search: searchLine(t('outcome.allowance.search', { count: allowance }), OPEN_OPTIONS()),
      chip: t('outcome.allowance.chip'),
    };
  },
  key_invalid: () => ({
    alone: message(t('outcome.keyInvalid.title'), t('outcome.keyInvalid.detail'), OPEN_OPTIONS(), 'error'),
    withSaved: message(t('outcome.keyInvalid.withSaved'), SAVED(), OPEN_OPTIONS(), 'error'),
    search: searchLine(t('outcome.keyInvalid.search'), OPEN_OPTIONS()),
    chip: chipLine(t('outcome.keyInvalid.chip')),
  }),
  error: ({ problem: why, detail }) => {
    const technical = detail ? { technicalDetail: detail } : {};
    const problem = problemText(why);
    const words = failureWords(problem);
    return {
      alone: { ...words.state, ...technical },
      withSaved: { ...words.notice, ...technical },
      search: { ...searchLine(t('outcome.error.search', { problem })), ...technical },
      chip: words.chip,
    };
  },
  // No button: a lookup cannot work offline. The panel and the popup ask again by themselves once the
  // browser is back online; that ask looks the menu up only with automatic lookups on, else it offers
  // "Show menu" (lookup-policy.ts): the words say which.
  offline: ({ autoLookup }) => ({
    alone: message(
      t('outcome.offline.title'),
      autoLookup ? t('outcome.offline.detail') : t('outcome.offline.detailManual'),
      null,
      'warning',
    ),
    withSaved: message(t('outcome.offline.withSaved'), SAVED(), null, 'warning'),
    search: searchLine(t('outcome.offline.search')),
    chip: chipLine(t('outcome.offline.chip')),
  }),
  not_saved: ({ problem }) => ({
    alone: message(t('outcome.notSaved.title'), problemText(problem), null, 'warning'),
    withSaved: message(t('outcome.notSaved.withSaved'), problemText(problem), null, 'warning'),
    chip: chipLine(t('outcome.notSaved.chip')),
  }),
  storage_failing: () => ({
    alone: message(
      t('outcome.storageFailing.title'),
      t('outcome.storageFailing.detail'),
      SHOW_MENU(),
      'warning',
    ),
    withSaved: message(
      t('outcome.storageFailing.withSaved'),
      both(t('outcome.storageFailing.refreshPaused'), SAVED()),
      REFRESH(),
      'warning',
    ),
    chip: chipLine(t('outcome.storageFailing.chip')),
  }),
  hourly_limit: ({ resetsAt, limit }, now) => {
    const paused = t('outcome.hourly.paused', { until: pausedUntilText(resetsAt, now) });
    const why = t('outcome.hourly.why', { count: limit });
    return {
      alone: message(paused, why, SHOW_MENU(), 'warning'),
      withSaved: message(sentence(paused), both(why, SAVED()), REFRESH(), 'warning'),
      chip: chipLine(t('outcome.paused.chip')),
    };
  },
  // The panel asks again by itself when the pause ends (panel-controller.ts); that ask looks the menu
  // up only with automatic lookups on, else it offers the priced button: no promise of ours then. A
  // click passes the pause, so beside the Try again button no time is named for the user's own try.
  unreachable: ({ retryAt, autoLookup }, now) => {
    const at = pausedUntilText(retryAt, now);
    const retry = autoLookup
      ? t('outcome.unreachable.retry', { at })
      : t('outcome.unreachable.retryManual', { at });
    return {
      alone: message(
        t('outcome.unreachable.title'),
        t('outcome.unreachable.detail', { retry: autoLookup ? retry : '' }).trim(),
        tryAgainAction(),
        'warning',
      ),
      withSaved: message(t('outcome.unreachable.withSaved'), both(retry, SAVED()), null, 'warning'),
      search: searchLine(t('outcome.unreachable.search')),
      chip: chipLine(t('outcome.unreachable.chip')),
    };
  },
  tab_limit: ({ resetsAt }, now) => {
    const paused = t('outcome.tabLimit.paused', { until: pausedUntilText(resetsAt, now) });
    return {
      alone: message(paused, t('outcome.tabLimit.detail'), null, 'warning'),
      withSaved: message(sentence(paused), SAVED(), null, 'warning'),
      search: searchLine(t('outcome.tabLimit.search')),
      chip: chipLine(t('outcome.paused.chip')),
    };
  },
};

/** Everything said about `outcome`, in each place it can show. */
export function outcomeWording(outcome: LookupOutcome, now: number): OutcomeWording {
  const word = WORDINGS[outcome.kind] as (outcome: LookupOutcome, now: number) => Wording;
  const wording = word(outcome, now);
  return { ...wording, search: wording.search ?? searchUnavailable() };
}

/**
 * What a menu panel says of `view`: the message filling it when no menu is shown, the banner above
 * a saved menu, the collapsed panel's line, what changed in the menu, and the lookups left beside a
 * billing button.
 */
export function panelWords(view: MenuView, now: number): PanelWords {
  const { outcome, menu } = view;
  // Mark offline whenever a saved menu is shown offline, even if view.offline lags behind.
  const offline = view.offline || (outcome.kind === 'offline' && menu !== null);
  const stale = menu?.stale && outcome.kind === 'ok' && !offline;
  const wording = outcomeWording(outcome, now);
  return {
    state: wording.alone,
    notice: stale ? staleNotice(view, now) : wording.withSaved,
    chip: wording.chip,
    ...(menu?.changes && { changes: changeTexts(menu.changes) }),
    ...(menu?.askAgain && { askAgain: askAgainText(menu.askAgain) }),
    ...(view.lookupsLeft && { left: lookupsLeftText(view.lookupsLeft) }),
  };
}

/**
 * When a record without a menu is asked for again: once it is older than the freshness window, the
 * next opening of the place refreshes it with automatic refresh on, else offers Refresh. "After" the
 * day it turns stale, which holds whatever the hour it does.
 */
function askAgainText({ at, automatic }: { at: number; automatic: boolean }): string {
  const date = dateText(at);
  return automatic ? t('menu.noMenuRead.detail', { date }) : t('menu.noMenuRead.detailManual', { date });
}

/**
 * Why a stale record answered 'ok' online is shown without its refresh, as the worker said: the
 * service could not be reached lately (its refresh waits for the pause to end), automatic refresh is
 * off, a limit on lookups held it back; else (a saved-only ask, the popup's) only that it may be out
 * of date, with the billed refresh.
 */
function staleNotice(view: MenuView, now: number): MessageContent | null {
  const why: LookupOutcome | undefined =
    view.unreachableUntil !== undefined
      ? {
          kind: 'unreachable',
          retryAt: view.unreachableUntil,
          // Automatic refresh off holds a stale record's refresh (refreshHeldBy 'manual'): the
          // panel's ask when the pause ends refreshes nothing by itself.
          ...(view.refreshHeldBy?.kind !== 'manual' && { autoLookup: true as const }),
        }
      : view.refreshHeldBy;
  return why
    ? outcomeWording(why, now).withSaved
    : message(t('outcome.stale.withSaved'), null, REFRESH(), 'info');
}
