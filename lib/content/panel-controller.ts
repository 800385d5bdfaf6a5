import { loadingWords, noAnswerWords } from '@/lib/format/pending-words';
import { type WordedView, withoutChanges } from '@/lib/messages/view';

// The inline panel's state machine, free of the DOM and of browser.* so it is unit-tested with fakes.

/**
 * While the worker answers "loading" or "refreshing", ask again this often: a worker stopped
 * mid-request sends no menu.updated, and the restarted one answers "loading" until the stopped
 * one's in-flight marker expires.
 */
export const PENDING_RECHECK_MS = 5_000;

/** After the page's `online` event, ask again this often while the worker (a moment behind) says offline. */
export const ONLINE_RECHECK_MS = 1_000;
export const ONLINE_RECHECKS = 5;

/**
 * A place change shows the loading skeleton only when the answer takes longer than this: a saved
 * menu answers well within it (BENCHMARKS.md, "Place change → cached menu inline") and replaces the
 * previous place without a skeleton frame between (a flash, and a third of the panel's work).
 */
export const SKELETON_DELAY_MS = 120;

/**
 * A place must stay shown this long before its automatic lookup: places passed through (arrowing
 * down a results list) cost nothing; saved menus still show at once. BENCHMARKS.md, Method, "Dwell".
 */
export const DWELL_MS = 700;

/**
 * An automatic ask that got no answer is asked again this much later, once, for saved menus only
 * (it wakes a worker that stopped as the first came: Firefox stops an idle event page after 30 s).
 * Its answer says whether the first ask's lookup is still out (lost: Try again is offered at once)
 * or nothing was sent (the ask goes on as asked).
 */
export const NO_ANSWER_RECHECK_MS = 1_000;

/** After the pause that follows a network failure, the panel asks again this much later, once. */
export const UNREACHABLE_RECHECK_MARGIN_MS = 500;

/** Why automatic lookups wait, besides the dwell. */
export type LookupHold = 'collapsed' | 'hidden' | 'opened_by_site';

export interface PanelPlace {
  /** null until the worker, which reads the place from the page URL, has answered. */
  placeId: string | null;
  nameHint: string | null;
}

interface Current {
  place: PanelPlace;
  url: string;
  /** When the page came to this place (deps.elapsed), from which its dwell runs. */
  shownAt: number;
  /** The place shown before, while this URL's is not named: a new URL of the same place keeps its dwell. */
  before: { placeId: string; shownAt: number } | null;
  /** A click on `before`'s panel meanwhile: honoured once the worker names the same place. */
  clicked: string | null;
}

export interface PanelControllerDeps {
  /**
   * Asks the worker for the menu of a page URL. `savedOnly`: an automatic ask that must not spend a
   * lookup yet (the dwell, a hold: view.heldBack says what was held). `waitsForUse`: another site
   * opened the page and nobody has used it yet.
   */
  ask(url: string, userInitiated: boolean, savedOnly: boolean, waitsForUse: boolean): Promise<WordedView>;
  /** Tells the worker the user dismissed the note of what changed in this place's menu. */
  dismissChanges?(placeId: string): Promise<unknown>;
  /** null hides the panel (no place on this page). */
  render(view: WordedView | null): void;
  /** The worker's answer named the place the page URL shows (null: none). */
  placeFound?(placeId: string | null, url: string): void;
  /** Runs `task` once after `ms` (signal-timer.ts); what it returns, if a function, cancels it. */
  later(task: () => void, ms: number): unknown;
  /** What holds automatic lookups back now, if anything; askAgain() is called when it ends. */
  hold?(): LookupHold | null;
  /** Wall-clock time, compared with the worker's (when a pause after a network failure ends). */
  now?(): number;
  /** A monotonic clock (performance.now) for the dwell: a system clock moved cannot stretch or cut it. */
  elapsed?(): number;
}

export function loadingView(place: PanelPlace): WordedView {
  return {
    placeId: place.placeId,
    nameHint: place.nameHint,
    menu: null,
    outcome: { kind: 'loading' },
    offline: false,
    dietPreferences: [],
    words: loadingWords(),
  };
}

/** Keeps a saved menu on screen for this place (as the popup does), without its hold or pause: the failure shows now. */
function failedView(place: PanelPlace, previous: WordedView | null): WordedView {
  const {
    heldBack: _held,
    unreachableUntil: _until,
    ...base
  } = previous?.menu ? previous : loadingView(place);
  // In the panel's words, not Chrome's jargon: the banner above a saved menu, else the panel's state.
  const failure = noAnswerWords();
  const words = base.menu ? { ...base.words, notice: failure.notice } : failure;
  return { ...base, outcome: { kind: 'error', problem: { kind: 'no_answer' } }, words };
}

/** The skeleton, or the saved menu on screen marked as refreshing (no banner). */
function pendingView(place: PanelPlace, previous: WordedView | null): WordedView {
  return previous?.menu
    ? { ...previous, outcome: { kind: 'refreshing' }, words: { ...previous.words, notice: null } }
    : loadingView(place);
}

/**
 * Where an ask stands after one that got no answer: 'probe' asks for saved menus only
 * (NO_ANSWER_RECHECK_MS), 'probed' goes on as first asked; neither is asked again on no answer.
 */
type NoAnswer = 'none' | 'probe' | 'probed';

/** When to ask again by itself after rendering `view`; null for never. */
function nextRecheck(view: WordedView, onlineRechecks: number, now: number) {
  const { outcome } = view;
  if (outcome.kind === 'loading' || outcome.kind === 'refreshing') {
    return { delayMs: PENDING_RECHECK_MS, onlineRechecks };
  }
  // When the service's pause after a network failure ends, if the view is waiting for it.
  const until = view.offline
    ? null
    : (view.unreachableUntil ?? (outcome.kind === 'unreachable' ? outcome.retryAt : null));
  // Once, when the pause ends: the lookup the words promise, or with automatic lookups off "Show menu".
  if (until !== null)
    return { delayMs: Math.max(0, until - now) + UNREACHABLE_RECHECK_MARGIN_MS, onlineRechecks };
  const offline = view.offline || outcome.kind === 'offline';
  return offline && onlineRechecks > 0
    ? { delayMs: ONLINE_RECHECK_MS, onlineRechecks: onlineRechecks - 1 }
    : null;
}

export function createPanelController(deps: PanelControllerDeps) {
  const now = deps.now ?? Date.now;
  const elapsed = deps.elapsed ?? (() => performance.now());
  const hold = deps.hold ?? (() => null);
  let current: Current | null = null;
  // Answers can arrive out of order after quick navigation: only the latest ask may render.
  let generation = 0;
  // What is on screen, so a retry over a saved menu does not blank it.
  let onScreen: WordedView | null = null;
  // The URL whose answer is on screen: a Try again over a place no answer named is for it only.
  let screenUrl: string | null = null;
  const render = (view: WordedView | null, url: string | null = null) => {
    onScreen = view;
    screenUrl = url;
    deps.render(view);
  };
  // A place the worker has not named yet (a new URL) is the one on screen when its name is.
  const shownFor = (place: PanelPlace) => {
    const same =
      place.placeId !== null
        ? onScreen?.placeId === place.placeId
        : place.nameHint !== null && onScreen?.nameHint === place.nameHint;
    return same ? onScreen : null;
  };
  const dwelling = (shown: Current) => elapsed() - shown.shownAt < DWELL_MS;
  /** Nothing is shown for a place the worker has not named, unless its URL spells a name. */
  const unnamed = (place: PanelPlace) => place.placeId === null && place.nameHint === null;

  /** The worker's first answer names the URL's place; false for none (the panel hides) or a failure over no name. */
  function named(shown: Current, view: WordedView, failed: boolean): boolean {
    // No answer: said over a URL that spells a name; the next answer names the place.
    if (failed && !unnamed(shown.place)) return true;
    const { placeId } = failed ? shown.place : view;
    if (placeId !== null) {
      shown.place = { placeId, nameHint: view.nameHint };
      if (shown.before?.placeId === placeId) shown.shownAt = shown.before.shownAt;
    }
    shown.before = null;
    deps.placeFound?.(placeId, shown.url);
    if (placeId === null) render(null);
    return placeId !== null;
  }

  /** `loading`: show the skeleton at once, after SKELETON_DELAY_MS without an answer, or not at all. */
  async function ask(
    userInitiated: boolean,
    loading: 'now' | 'late' | 'never',
    onlineRechecks = 0,
    noAnswer: NoAnswer = 'none',
  ): Promise<void> {
    const shown = current;
    if (!shown) return;
    const mine = ++generation;
    const isLatest = () => mine === generation && current === shown;
    const askLater = (ms: number, ...again: Parameters<typeof ask>) =>
      deps.later(() => {
        if (isLatest()) void ask(...again);
      }, ms);
    let answered = false;
    if (loading === 'now' && !unnamed(shown.place))
      render(pendingView(shown.place, shownFor(shown.place)), shown.url);
    // Cancelled once answered; a saved menu of the place stays on screen meanwhile.
    const skeleton =
      loading === 'late'
        ? deps.later(() => {
            if (!answered && isLatest() && !unnamed(shown.place) && !shownFor(shown.place)?.menu)
              render(loadingView(shown.place), shown.url);
          }, SKELETON_DELAY_MS)
        : undefined;
    const savedOnly = noAnswer === 'probe' || (!userInitiated && (dwelling(shown) || hold() !== null));
    let view: WordedView;
    let failed = false;
    try {
      view = await deps.ask(shown.url, userInitiated, savedOnly, hold() === 'opened_by_site');
    } catch {
      failed = true;
      view = failedView(shown.place, shownFor(shown.place));
    }
    answered = true;
    if (typeof skeleton === 'function') skeleton();
    if (!isLatest()) return;
    if (failed && !userInitiated && noAnswer === 'none') {
      // No answer to an automatic ask: asked again for saved menus only. A click's is said at once
      // (asking again could bill its lookup twice).
      if (!unnamed(shown.place) && !shownFor(shown.place)) render(loadingView(shown.place), shown.url);
      askLater(NO_ANSWER_RECHECK_MS, false, 'never', onlineRechecks, 'probe');
      return;
    }
    if (shown.place.placeId === null && !named(shown, view, failed)) return;
    // Still out, in a worker that stopped: its answer is lost (a new request waits for its marker).
    if (noAnswer === 'probe' && (view.outcome.kind === 'loading' || view.outcome.kind === 'refreshing')) {
      view = failedView(shown.place, view.menu ? view : shownFor(shown.place));
    }
    const clicked = shown.clicked;
    shown.clicked = null;
    if (clicked !== null && clicked === shown.place.placeId) return ask(true, 'now');
    if (view.heldBack) {
      // Held back only by the dwell, which this place had already passed under its previous URL.
      if (!dwelling(shown) && hold() === null)
        return ask(false, 'never', onlineRechecks, noAnswer === 'probe' ? 'probed' : 'none');
      // Only the dwell holds a lookup: it follows in a moment, so the skeleton says so.
      const dwellOnly = !view.menu && view.outcome.kind === 'manual' && hold() === null;
      render(dwellOnly ? loadingView(shown.place) : view, shown.url);
      // The dwell ends while the place is still shown: its lookup, unless a hold keeps waiting.
      if (hold() === null) askLater(Math.max(0, shown.shownAt + DWELL_MS - elapsed()), false, 'never');
      return;
    }
    render(view, shown.url);
    // An automatic re-ask: it never spends a lookup the user did not allow.
    const recheck = nextRecheck(view, onlineRechecks, now());
    if (recheck) askLater(recheck.delayMs, false, 'never', recheck.onlineRechecks);
  }

  return {
    /** The page URL changed: asks the worker for its place. */
    async showPlace(place: PanelPlace | null, url: string) {
      const before = current?.place.placeId
        ? { placeId: current.place.placeId, shownAt: current.shownAt }
        : null;
      current = place
        ? {
            place,
            url,
            shownAt: elapsed(),
            before: before ?? current?.before ?? null,
            // Another rewrite of a URL not named yet keeps a click made on it.
            clicked: before ? null : (current?.clicked ?? null),
          }
        : null;
      if (!place) {
        generation++;
        render(null);
        return;
      }
      await ask(false, 'late');
    },
    /**
     * The user clicked "Show menu" or "Try again" in the panel showing `placeId`: may spend a lookup,
     * never on a place it was not meant for (the page moved on meanwhile). Over a new URL not named
     * yet, it counts only if the worker's answer names the place clicked.
     */
    async lookup(placeId: string | null) {
      if (!current) return;
      // A panel no answer named (a failure over a URL that spells a name) is for its URL only.
      if (current.place.placeId === placeId) {
        if (placeId !== null || screenUrl === current.url) await ask(true, 'now');
        return;
      }
      if (current.place.placeId === null && placeId !== null && current.before?.placeId === placeId)
        current.clicked = placeId;
    },
    /** The user dismissed the note of what changed in the menu shown: it goes at once, for good. */
    dismissChanges(placeId: string | null) {
      if (!placeId || onScreen?.placeId !== placeId || !onScreen.menu?.changes) return;
      render(withoutChanges(onScreen));
      void deps.dismissChanges?.(placeId).catch(() => undefined);
    },
    /** The worker says this place's record changed (background refresh finished). */
    async menuUpdated(placeId: string) {
      if (current?.place.placeId === placeId) await ask(false, 'never');
    },
    /** The options page saved settings or a key: a panel asking for one, or refused one, asks again. */
    async settingsChanged() {
      const waiting = onScreen?.outcome.kind === 'no_key' || onScreen?.outcome.kind === 'key_invalid';
      // A saved menu on screen stays while the answer comes; otherwise the skeleton if it is slow.
      if (waiting) await ask(false, onScreen?.menu ? 'never' : 'late');
    },
    /** Back online: "It will load once you are back online" comes true, as the lookup policy allows. */
    backOnline: () => ask(false, 'never', ONLINE_RECHECKS),
    /**
     * The panel was expanded, or its hidden tab shown: asks again what was asked for saved menus only;
     * over a lookup only held back, with the skeleton at once, else only if the answer is slow.
     */
    askAgain: () =>
      ask(false, onScreen?.outcome.kind === 'manual' && onScreen.outcome.heldBack ? 'now' : 'late'),
  };
}
