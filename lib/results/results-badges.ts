import type { Later } from '@/lib/content/signal-timer';
import { resultBadgeText } from '@/lib/format/result-badge-text';
import { SAVED_STATES_MAX } from '@/lib/messages/content-channel';
import type { SavedPlaceState, SavedStates } from '@/lib/messages/protocol';
import { BADGE_ELEMENT, type BadgeHost, createBadgeHost } from './badge-host';
import { FEED_SELECTOR, type LinkMemory, type ResultCard, readResultCards } from './result-cards';

// Badges on a Maps results list for the places with a saved menu (issue 33). The worker answers
// from the database only, so showing, scrolling and re-rendering a list never costs a lookup. Each
// place is asked about once per page (until its menu or the settings change), however often its
// card is rendered again, and the places of a scan are asked about together in one message.

export interface ResultsBadgesOptions {
  document: Document;
  /** The page's origin: result links elsewhere are no result. */
  origin: string;
  /** One `menu.savedStates` message. */
  ask(placeIds: string[]): Promise<SavedStates>;
  signal: AbortSignal;
  later: Later;
}

/** What the worker's events change (lib/content/worker-events.ts calls these). */
export interface ResultsBadges {
  menuUpdated(placeId: string): void;
  settingsUpdated(): void;
  /** The catalogue in use changed (the options' language choice): the badges shown are worded again. */
  languageChanged(): void;
}

/** How long page changes gather before one scan: Maps changes its DOM many times a second. */
export const SCAN_DELAY_MS = 100;

/** A card positioned so: the badge's `position: absolute` is already relative to it. */
const POSITIONED = /^(relative|absolute|fixed|sticky)$/;

/** What the worker said of a place; worded when painted, in the catalogue then in use. */
interface Shown {
  state: SavedPlaceState;
  diets: readonly string[];
}

export function startResultsBadges({
  document: doc,
  origin,
  ask,
  signal,
  later,
}: ResultsBadgesOptions): ResultsBadges {
  /** Per place: its badge, or null when nothing is saved (or the worker could not say). */
  const known = new Map<string, Shown | null>();
  const asking = new Set<string>();
  /** Settings changes since start: an answer asked for before one is dropped. */
  let generation = 0;
  const badges = new Map<HTMLElement, BadgeHost>();
  /** Cards made `position: relative` to hold their badge, restored when the badge goes. */
  const positioned = new Set<HTMLElement>();
  const links: LinkMemory = new Map();
  let cancelScan: (() => void) | null = null;
  /** The cards the last scan read, and whether the page changed since (else answers paint them). */
  let lastCards: ResultCard[] = [];
  let changed = true;

  const schedule = (ms = SCAN_DELAY_MS) => {
    if (cancelScan || signal.aborted) return;
    cancelScan = later(() => {
      cancelScan = null;
      if (changed) scan();
      else paint(lastCards);
    }, ms);
  };

  function scan(): void {
    changed = false;
    const cards: ResultCard[] = [];
    for (const feed of doc.querySelectorAll(FEED_SELECTOR))
      cards.push(...readResultCards(feed, origin, links));
    const unknown = [...new Set(cards.map((card) => card.placeId))].filter(
      (placeId) => !known.has(placeId) && !asking.has(placeId),
    );
    for (let start = 0; start < unknown.length; start += SAVED_STATES_MAX) {
      askAbout(unknown.slice(start, start + SAVED_STATES_MAX));
    }
    lastCards = cards;
    paint(cards);
  }

  function askAbout(placeIds: string[]): void {
    const asked = generation;
    for (const placeId of placeIds) asking.add(placeId);
    const settle = (shown: (index: number) => Shown | null) => {
      for (const [index, placeId] of placeIds.entries()) {
        asking.delete(placeId);
        if (asked === generation) known.set(placeId, shown(index));
      }
      schedule(0);
    };
    ask(placeIds).then(
      ({ diets, places }) =>
        settle((index) => {
          const state = places[index];
          return state ? { state, diets } : null;
        }),
      // A refused or lost answer shows no badge; the next settings change asks again.
      () => settle(() => null),
    );
  }

  function paint(cards: ResultCard[]): void {
    const wanted = new Map<HTMLElement, Shown>();
    for (const { card, placeId } of cards) {
      const shown = known.get(placeId);
      if (shown) wanted.set(card, shown);
    }
    for (const [card, badge] of badges) {
      if (!wanted.has(card) || badge.host.parentElement !== card) removeBadge(card, badge);
    }
    const added: HTMLElement[] = [];
    for (const [card, { state, diets }] of wanted) {
      let badge = badges.get(card);
      if (!badge) {
        badge = createBadgeHost(doc);
        badges.set(card, badge);
        added.push(card);
      }
      badge.show(resultBadgeText(state, diets), state.stale);
    }
    // Every style read before any write: one style computation for the whole list.
    const statics = added.filter((card) => !POSITIONED.test(getComputedStyle(card).position));
    for (const card of statics) {
      card.style.position = 'relative';
      positioned.add(card);
    }
    for (const card of added) card.append(badges.get(card)!.host);
  }

  function removeBadge(card: HTMLElement, badge: BadgeHost): void {
    badge.host.remove();
    badges.delete(card);
    if (positioned.delete(card)) card.style.position = '';
  }

  const observer = new MutationObserver((records) => {
    // Our own badges coming and going are no change to the list.
    const ours = records.every((record) =>
      [...record.addedNodes, ...record.removedNodes].every(
        (node) => node.nodeName === BADGE_ELEMENT.toUpperCase(),
      ),
    );
    if (ours) return;
    changed = true;
    schedule();
  });
  if (!signal.aborted) {
    observer.observe(doc.documentElement, { childList: true, subtree: true });
    schedule(0);
  }
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      cancelScan?.();
      for (const [card, badge] of badges) removeBadge(card, badge);
    },
    { once: true },
  );

  return {
    menuUpdated: (placeId) => {
      known.delete(placeId);
      changed = true;
      schedule();
    },
    settingsUpdated: () => {
      generation += 1;
      known.clear();
      changed = true;
      schedule();
    },
    // No new ask: the cards are painted again from what is known (no scan, as after an answer).
    languageChanged: () => schedule(0),
  };
}
