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

// What the user is told about a lookup's outcome, in one table keyed by outcome: filling the panel
// when there is no menu (`alone`), as a banner above a saved menu (`withSaved`), under the popup's
// "Search all restaurants" (`search`: its title and action only show) and as the collapsed panel's
// line (`chip`). Buttons are named by what they do; the component showing a message binds them.

interface OutcomeWording {
  alone: MessageContent | null;
  withSaved: MessageContent | null;
  search: MessageContent;
  chip: string;
}

export function resumeDateText(resetsAt: number): string {
  return isValidInstant(resetsAt)
    ? t('outcome.resumeOn', { date: dateText(resetsAt) })
    : t('outcome.resumeNextMonth');
}

/** Time of day when it is within a day, else date and time. */
function pausedUntilText(resetsAt: number, now: number): string {
  if (!isValidInstant(resetsAt)) return t('time.forAWhile');
  return resetsAt - now < DAY_MS ? clockText(resetsAt) : absoluteTime(resetsAt);
}

/** "238 of 1,000 lookups left": the monthly figure shown beside what can bill. */
export function lookupsLeftText({ left, of }: { left: number; of: number }): string {
  return t('outcome.lookupsLeft', { left, count: of });
}

/**
 * What the popup and the options page say of browser storage: its failure, or before it happens,
 * that little room is left (`littleRoomLeft`: bytes, null when there is room).
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

/** Sentences one after the other ("Lookups resume next month. Showing the saved menu."). */
const both = (...texts: string[]) =>
  texts.reduceRight((second, first) => t('outcome.twoSentences', { first, second }));

// Every button that can bill says so: a click sends exactly one request, and each request bills.
// Functions, not constants: the words are the catalogue's in use when they are asked for.
const SHOW_MENU = (): MessageAction => ({ label: t('outcome.showMenu'), does: 'lookup' });
const REFRESH = (): MessageAction => ({ label: t('outcome.refresh'), does: 'lookup' });
// The options page, named as the popup's button and the page's title name it.
const OPEN_OPTIONS = (): MessageAction => ({ label: t('outcome.openOptions'), does: 'openOptions' });
const SAVED = () => t('outcome.saved');

const worded =
  (tone: MessageContent['tone']) =>
  (title: string, detail: string | null, action: MessageAction | null = null): MessageContent => ({
    title,
    detail,
    action,
    tone,
  });
const info = worded('info');
const warn = worded('warning');
const error = worded('error');

/** A search failure reads as one line, with at most a button. */
const searchLine = (text: string, action: MessageAction | null = null) => error(text, null, action);

/** A title that ends a banner's sentence. */
const sentence = (text: string) => t('outcome.sentence', { text });

/** Each outcome's words; no `search` says the dish search is unavailable, no `withSaved` no banner. */
type Wording = Omit<OutcomeWording, 'search' | 'withSaved'> & Partial<OutcomeWording>;
type Wordings = {
  [K in LookupOutcomeKind]: (outcome: Extract<LookupOutcome, { kind: K }>, now: number) => Wording;
};

const WORDINGS: Wordings = {
  ok: () => ({
    alone: info(t('outcome.ok.title'), t('outcome.ok.detail'), tryAgainAction()),
    chip: t('menu.chipPlain'),
  }),
  loading: () => ({ alone: null, chip: loadingWords().chip }),
  refreshing: () => ({ alone: null, chip: chipLine(t('outcome.refreshing.chip')) }),
  no_place: () => ({
    alone: info(t('outcome.noPlace.title'), t('outcome.noPlace.detail')),
    chip: t('app.name'),
  }),
  // With a key stored, only the service's address is asked for (storage.local cleared, say).
  no_key: ({ missing }) => {
    const words = missing === 'service' ? 'outcome.noService' : 'outcome.noKey';
    return {
      alone: info(t(`${words}.title`), t(`${words}.detail`), OPEN_OPTIONS()),
      withSaved: info(t(`${words}.withSaved`), SAVED(), OPEN_OPTIONS()),
      search: searchLine(t(`${words}.search`), OPEN_OPTIONS()),
      chip: chipLine(t(`${words}.chip`)),
    };
  },
  // With a saved menu, only a stale one shown while automatic refresh is off (see MenuPanel). The
  // chip is a state like the others: clicking it only opens the panel, whose button names the price.
  manual: ({ waitsForUse }) => ({
    alone: info(
      t('outcome.manual.title'),
      waitsForUse ? t('outcome.manual.opener') : t('outcome.manual.off'),
      SHOW_MENU(),
    ),
    withSaved: info(t('outcome.manual.withSaved'), SAVED(), REFRESH()),
    chip: chipLine(t('outcome.manual.chip')),
  }),
  // Remembered a week, with no button meanwhile: say what happens after it. With automatic lookups
  // off, it is the user's click ("Show menu"), not an ask of ours.
  not_found: ({ autoLookup }) => ({
    alone: info(
      t('outcome.notFound.title'),
      autoLookup ? t('outcome.notFound.detail') : t('outcome.notFound.detailManual'),
    ),
    withSaved: info(t('outcome.notFound.withSaved'), SAVED()),
    chip: t('outcome.notFound.chip'),
  }),
  // The service's 429: its plan for this key has no lookups left this month, unlike the user's own
  // allowance below. Nothing to try again before the reset date: say whose budget it is, what still
  // works, and lead to the options, where another key (a bigger plan) lifts the stop.
  budget_exhausted: ({ resetsAt }) => {
    const resume = resumeDateText(resetsAt);
    const otherKey = t('outcome.budget.otherKey');
    const options = OPEN_OPTIONS();
    return {
      alone: warn(t('outcome.budget.title'), both(resume, t('outcome.budget.stillWorks'), otherKey), options),
      withSaved: warn(t('outcome.budget.withSaved'), both(resume, SAVED(), otherKey), options),
      search: searchLine(both(t('outcome.budget.search', { resume }), otherKey), options),
      chip: t('outcome.budget.chip'),
    };
  },
  allowance_reached: ({ allowance }) => {
    const spent = t('outcome.allowance', { count: allowance });
    return {
      alone: warn(t('outcome.allowance.title'), both(spent, t('outcome.allowance.raise')), OPEN_OPTIONS()),
      withSaved: warn(t('outcome.allowance.withSaved'), both(spent, SAVED()), OPEN_OPTIONS()),
      search: searchLine(t('outcome.allowance.search', { count: allowance }), OPEN_OPTIONS()),
      chip: t('outcome.allowance.chip'),
    };
  },
  key_invalid: () => ({
    alone: error(t('outcome.keyInvalid.title'), t('outcome.keyInvalid.detail'), OPEN_OPTIONS()),
    withSaved: error(t('outcome.keyInvalid.withSaved'), SAVED(), OPEN_OPTIONS()),
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
  // No button: a lookup cannot work offline. The panel and the popup ask again by themselves once
  // back online; that ask looks the menu up only with automatic lookups on, else it offers "Show
  // menu" (lookup-policy.ts): the words say which.
  offline: ({ autoLookup }) => ({
    alone: warn(
      t('outcome.offline.title'),
      autoLookup ? t('outcome.offline.detail') : t('outcome.offline.detailManual'),
    ),
    withSaved: warn(t('outcome.offline.withSaved'), SAVED()),
    search: searchLine(t('outcome.offline.search')),
    chip: chipLine(t('outcome.offline.chip')),
  }),
  not_saved: ({ problem }) => ({
    alone: warn(t('outcome.notSaved.title'), problemText(problem)),
    withSaved: warn(t('outcome.notSaved.withSaved'), problemText(problem)),
    chip: chipLine(t('outcome.notSaved.chip')),
  }),
  storage_failing: () => ({
    alone: warn(t('outcome.storageFailing.title'), t('outcome.storageFailing.detail'), SHOW_MENU()),
    withSaved: warn(
      t('outcome.storageFailing.withSaved'),
      both(t('outcome.storageFailing.refreshPaused'), SAVED()),
      REFRESH(),
    ),
    chip: chipLine(t('outcome.storageFailing.chip')),
  }),
  hourly_limit: ({ resetsAt, limit }, now) => {
    const paused = t('outcome.hourly.paused', { until: pausedUntilText(resetsAt, now) });
    const why = t('outcome.hourly.why', { count: limit });
    return {
      alone: warn(paused, why, SHOW_MENU()),
      withSaved: warn(sentence(paused), both(why, SAVED()), REFRESH()),
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
      alone: warn(
        t('outcome.unreachable.title'),
        t('outcome.unreachable.detail', { retry: autoLookup ? retry : '' }).trim(),
        tryAgainAction(),
      ),
      withSaved: warn(t('outcome.unreachable.withSaved'), both(retry, SAVED())),
      search: searchLine(t('outcome.unreachable.search')),
      chip: chipLine(t('outcome.unreachable.chip')),
    };
  },
  tab_limit: ({ resetsAt }, now) => {
    const paused = t('outcome.tabLimit.paused', { until: pausedUntilText(resetsAt, now) });
    return {
      alone: warn(paused, t('outcome.tabLimit.detail')),
      withSaved: warn(sentence(paused), SAVED()),
      search: searchLine(t('outcome.tabLimit.search')),
      chip: chipLine(t('outcome.paused.chip')),
    };
  },
};

/** Everything said about `outcome`, in each place it can show. */
export function outcomeWording(outcome: LookupOutcome, now: number): OutcomeWording {
  const word = WORDINGS[outcome.kind] as (outcome: LookupOutcome, now: number) => Wording;
  const {
    withSaved = null,
    search = searchLine(t('outcome.searchUnavailable')),
    ...rest
  } = word(outcome, now);
  return { ...rest, withSaved, search };
}

/**
 * What a menu panel says of `view`: the message filling it when no menu is shown, the banner above
 * a saved menu, the chip, what changed in the menu, and the lookups left beside a billing button.
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
    // When a record without a menu is asked for again: "after" the day it turns stale, which holds
    // whatever the hour it does; refreshed on the next opening with automatic refresh on.
    ...(menu?.askAgain && {
      askAgain: t(menu.askAgain.automatic ? 'menu.noMenuRead.detail' : 'menu.noMenuRead.detailManual', {
        date: dateText(menu.askAgain.at),
      }),
    }),
    ...(view.lookupsLeft && { left: lookupsLeftText(view.lookupsLeft) }),
  };
}

/**
 * Why a stale record answered 'ok' online is shown without its refresh, as the worker said: the
 * service could not be reached lately (its refresh waits for the pause), automatic refresh is off,
 * a limit held it back; else (a saved-only ask, the popup's) only that it may be out of date.
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
  return why ? outcomeWording(why, now).withSaved : info(t('outcome.stale.withSaved'), null, REFRESH());
}
