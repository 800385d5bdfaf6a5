import { loadingWords, noAnswerWords } from '@/lib/format/pending-words';
import { type WordedView, withoutChanges } from '@/lib/messages/view';

// The inline panel's state machine, free of the DOM and of browser.* so it is unit-tested with fakes.

/**
 * While the worker answers "loading" or "refreshing", ask again this often. Normally the answer to
 * an ask is final or a menu.updated follows; but a worker stopped mid-request sends neither, and the
 * restarted one answers "loading" until the stopped one's in-flight marker expires.
 */
export const PENDING_RECHECK_MS = 5_000;

/**
 * After the page's `online` event, ask again this often while the worker still says offline: the
 * worker's navigator.onLine may flip a moment after the page's.
 */
export const ONLINE_RECHECK_MS = 1_000;
export const ONLINE_RECHECKS = 5;

/**
 * A place change shows the loading skeleton only when the answer takes longer than this. A saved
 * menu answers well within it (BENCHMARKS.md, "Place change → cached menu inline"): it replaces
 * the previous place directly, without a skeleton frame in
 * between (a flash, and a third of the panel's main-thread work per place change).
 */
export const SKELETON_DELAY_MS = 120;

/**
 * A place must stay shown this long before its automatic lookup is made: places a person only passes
 * through, clicking or arrowing down a list of results, cost nothing, and the place they settle on
 * gets its lookup. Saved menus still show at once. Why this long: BENCHMARKS.md, Method, "Dwell".
 */
export const DWELL_MS = 700;

/**
 * An automatic ask that got no answer is asked again this much later, once, for saved menus only: the
 * message wakes a worker that stopped as it came (Firefox stops an idle event page after 30 s, just
 * when the pause after a network failure ends). What that second ask answers says which it was: a
 * lookup the first ask had sent is still out (its in-flight marker: the answer is lost, and the user
 * is offered Try again at once), or nothing was sent (the ask goes on as asked).
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
  /** The page URL, which the worker reads the place from. */
  url: string;
  /** When the page came to this place (deps.elapsed, monotonic), from which its dwell runs. */
  shownAt: number;
  /** The place shown before, while this URL's is not named: a new URL of the same place keeps its dwell. */
  before: { placeId: string; shownAt: number } | null;
  /**
   * A click on the panel of `before`'s place while this URL's is not named yet: honoured once the
   * worker names the same place, dropped if it names another.
   */
  clicked: string | null;
}

export interface PanelControllerDeps {
  /**
   * Asks the worker for the menu of a page URL. `savedOnly`: an automatic ask that must not spend a
   * lookup yet (the dwell, or a hold); the worker then marks what it held back (view.heldBack).
   * `waitsForUse`: another site opened the page and nobody has used it yet (the worker says so).
   */
  ask(url: string, userInitiated: boolean, savedOnly: boolean, waitsForUse: boolean): Promise<WordedView>;
  /** Tells the worker the user dismissed the note of what changed in this place's menu. */
  dismissChanges?(placeId: string): Promise<unknown>;
  /** null hides the panel (no place on this page). */
  render(view: WordedView | null): void;
  /** The worker's answer named the place the page URL shows (null: none). */
  placeFound?(placeId: string | null, url: string): void;
  /**
   * Runs `task` once after `ms` (the content script's timers end with the script). What it returns,
   * if a function, cancels the task (lib/content/signal-timer.ts).
   */
  later(task: () => void, ms: number): unknown;
  /** What holds automatic lookups back now, if anything; askAgain() is called when it ends. */
  hold?(): LookupHold | null;
  /** Wall-clock time, compared with the worker's (when a pause after a network failure ends). */
  now?(): number;
  /**
   * A monotonic clock (performance.now): the dwell is measured on it, so a system clock moved back
   * cannot stretch it, nor one moved forward cut it short.
   */
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

/**
 * Keeps a saved menu already on screen for this place (as the popup does, lib/popup/popup-views.ts);
 * not what it was held back for, nor a pause it waited on: the failure is what is shown now.
 */
function failedView(place: PanelPlace, previous: WordedView | null): WordedView {
  const {
    heldBack: _held,
    unreachableUntil: _until,
    ...base
  } = previous?.menu ? previous : loadingView(place);
  // Said in the panel's words, not Chrome's own jargon (MenuPanel shows it once: the banner above
  // the saved menu on screen, else the panel's state).
  const failure = noAnswerWords();
  const words = base.menu ? { ...base.words, notice: failure.notice } : failure;
  return { ...base, outcome: { kind: 'error', problem: { kind: 'no_answer' } }, words };
}

/** The skeleton, or the saved menu on screen marked as refreshing. */
function pendingView(place: PanelPlace, previous: WordedView | null): WordedView {
  // A refresh shows no banner above the menu.
  return previous?.menu
    ? { ...previous, outcome: { kind: 'refreshing' }, words: { ...previous.words, notice: null } }
    : loadingView(place);
}

/**
 * Where an ask stands after one that got no answer: 'probe' asks for saved menus only
 * (NO_ANSWER_RECHECK_MS), 'probed' goes on as first asked; neither is asked again on no answer.
 */
type NoAnswer = 'none' | 'probe' | 'probed';

interface Recheck {
  delayMs: number;
  onlineRechecks: number;
}

/** When the service's pause after a network failure ends, if the view is waiting for it. */
function unreachableUntil(view: WordedView): number | null {
  return view.unreachableUntil ?? (view.outcome.kind === 'unreachable' ? view.outcome.retryAt : null);
}

/** When to ask again by itself after rendering `view`; null for never. */
function nextRecheck(view: WordedView, onlineRechecks: number, now: number): Recheck | null {
  if (view.outcome.kind === 'loading' || view.outcome.kind === 'refreshing') {
    return { delayMs: PENDING_RECHECK_MS, onlineRechecks };
  }
  const until = view.offline ? null : unreachableUntil(view);
  // Once, when the pause ends (a new failure starts a new pause): with automatic lookups on, the
  // lookup the words promise ("will try again automatically"); off, the policy answers "Show menu".
  if (until !== null)
    return { delayMs: Math.max(0, until - now) + UNREACHABLE_RECHECK_MARGIN_MS, onlineRechecks };
  const offline = view.offline || view.outcome.kind === 'offline';
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
  // The URL whose answer (or skeleton) is on screen: a Try again over a place no answer named yet is
  // for that URL only.
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
  /** What a place is shown while the worker has not named it: only a URL that spells a name. */
  const unnamed = (place: PanelPlace) => place.placeId === null && place.nameHint === null;

  /**
   * The worker's first answer for a URL names its place; false when it has none (the panel hides)
   * or only failed to answer over a URL that spells no name.
   */
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

  /** What to show for an answer that held a lookup back. */
  function heldView(shown: Current, view: WordedView): WordedView {
    if (view.menu || view.outcome.kind !== 'manual') return view;
    // Only the dwell holds it: the lookup follows in a moment, so the skeleton says so. (The worker
    // words a page the user has not used yet: the ask says so, waitsForUse.)
    return hold() === null ? loadingView(shown.place) : view;
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
    let answered = false;
    if (loading === 'now' && !unnamed(shown.place))
      render(pendingView(shown.place, shownFor(shown.place)), shown.url);
    // Cancelled once answered: nearly every place change is answered well within the delay. A saved
    // menu of the place stays on screen meanwhile (a pan that rewrote more than the camera).
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
      // (its lookup may have left: asking again could only bill it again).
      if (!unnamed(shown.place) && !shownFor(shown.place)) render(loadingView(shown.place), shown.url);
      deps.later(() => {
        if (isLatest()) void ask(false, 'never', onlineRechecks, 'probe');
      }, NO_ANSWER_RECHECK_MS);
      return;
    }
    if (shown.place.placeId === null && !named(shown, view, failed)) return;
    // Still out, in a worker that stopped: its answer is lost (a new request waits for its marker).
    if (noAnswer === 'probe' && (view.outcome.kind === 'loading' || view.outcome.kind === 'refreshing')) {
      failed = true;
      view = failedView(shown.place, view.menu ? view : shownFor(shown.place));
    }
    const clicked = shown.clicked;
    shown.clicked = null;
    if (clicked !== null && clicked === shown.place.placeId) return ask(true, 'now');
    if (view.heldBack) {
      // Held back only by the dwell, which this place had already passed under its previous URL.
      if (!dwelling(shown) && hold() === null)
        return ask(false, 'never', onlineRechecks, noAnswer === 'probe' ? 'probed' : 'none');
      render(heldView(shown, view), shown.url);
      // The dwell ends while the place is still shown: its lookup, unless a hold keeps waiting.
      if (hold() === null) {
        deps.later(
          () => {
            if (isLatest()) void ask(false, 'never');
          },
          Math.max(0, shown.shownAt + DWELL_MS - elapsed()),
        );
      }
      return;
    }
    render(view, shown.url);
    // An automatic re-ask: it never spends a lookup the user did not allow.
    const recheck = nextRecheck(view, onlineRechecks, now());
    if (!recheck) return;
    deps.later(() => {
      if (isLatest()) void ask(false, 'never', recheck.onlineRechecks);
    }, recheck.delayMs);
  }

  return {
    /**
     * The page URL changed: asks the worker for its place. A place not yet named by the worker shows
     * nothing before the answer unless the URL spells a name (its heading in the skeleton).
     */
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
     * The user clicked "Show menu" or "Try again" in the panel showing `placeId`: may spend a lookup.
     * Ignored when the page has moved to another place meanwhile (the panel may still show the
     * previous one for SKELETON_DELAY_MS): a click is never spent on a place it was not meant for.
     * Over a new URL not named yet, it waits for the worker's answer and counts only if that names
     * the place clicked.
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
    /**
     * The options page saved settings or a key: a panel that asks for a key, or says it was refused,
     * asks again, and the worker answers under the user's lookup settings (a lookup, or "Show menu").
     */
    async settingsChanged() {
      const waiting = onScreen?.outcome.kind === 'no_key' || onScreen?.outcome.kind === 'key_invalid';
      // A saved menu on screen stays while the answer comes; otherwise the skeleton if it is slow.
      if (waiting) await ask(false, onScreen?.menu ? 'never' : 'late');
    },
    /**
     * The browser is back online: "It will load once you are back online" must come true. Automatic,
     * so the lookup policy decides: a saved menu or a cool-down sends nothing, and with automatic
     * lookups off it answers "Show menu" (worded so: "Once you are back online, you can look it up").
     */
    backOnline: () => ask(false, 'never', ONLINE_RECHECKS),
    /**
     * The panel was expanded, or its hidden tab shown: asks again what was asked for saved menus only.
     * Over a lookup that was only held back, the skeleton replaces "Automatic lookups are off" at once;
     * otherwise the skeleton only if the answer is slow: it is often already decided (auto-lookup off, a 404).
     */
    askAgain: () =>
      ask(false, onScreen?.outcome.kind === 'manual' && onScreen.outcome.heldBack ? 'now' : 'late'),
  };
}
