import type { Later } from '@/lib/content/signal-timer';
import { SAVED_STATES_MAX } from '@/lib/messages/content-channel';
import type { LinkBadge, LinkBadges } from '@/lib/messages/protocol';
import { BADGE_ELEMENT, type BadgeHost, createBadgeHost } from './badge-host';
import { FEED_SELECTOR, type ResultCard, readResultCards } from './result-cards';

// Badges on a Maps results list for the places with a saved menu (issue 33). The worker reads the
// links' places and answers from the database only (never a lookup), worded in the panel's language.
// Each link is asked about once per page (until its menu, the settings or the language change), the
// links of a scan together in one message. The page only finds the cards and inserts the words.

interface ResultsBadgesOptions {
  document: Document;
  /** The page's origin: result links elsewhere are no result. */
  origin: string;
  /** One `menu.savedStates` message. */
  ask(links: string[]): Promise<LinkBadges>;
  signal: AbortSignal;
  later: Later;
}

export type ResultsBadges = ReturnType<typeof startResultsBadges>;

/** How long page changes gather before one scan: Maps changes its DOM many times a second. */
const SCAN_DELAY_MS = 100;

/** A card positioned so: the badge's `position: absolute` is already relative to it. */
const POSITIONED = /^(relative|absolute|fixed|sticky)$/;

/** Links remembered at most: a page could make up new ones without end. */
const REMEMBERED_LINKS = 5_000;

export function startResultsBadges({ document: doc, origin, ask, signal, later }: ResultsBadgesOptions) {
  /** Per link: its place and badge, or null when it names no place (or the worker could not say). */
  const known = new Map<string, LinkBadge | null>();
  const asking = new Set<string>();
  /** Settings changes since start: an answer asked for before one is dropped. */
  let generation = 0;
  const badges = new Map<HTMLElement, BadgeHost>();
  /** Cards made `position: relative` to hold their badge, restored when the badge goes. */
  const positioned = new Set<HTMLElement>();
  let cancelScan: (() => void) | null = null;
  /** The cards the last scan read, and whether the page changed since (else answers paint them). */
  let lastCards: ResultCard[] = [];
  let changed = true;

  const rescan = () => {
    changed = true;
    schedule();
  };
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
    for (const feed of doc.querySelectorAll(FEED_SELECTOR)) cards.push(...readResultCards(feed, origin));
    const unknown = [...new Set(cards.map((card) => card.href))].filter(
      (href) => !known.has(href) && !asking.has(href),
    );
    if (known.size + unknown.length > REMEMBERED_LINKS) known.clear();
    askAbout(unknown);
    lastCards = cards;
    paint(cards);
  }

  function askAbout(all: string[]): void {
    const asked = generation;
    for (let start = 0; start < all.length; start += SAVED_STATES_MAX) {
      const hrefs = all.slice(start, start + SAVED_STATES_MAX);
      for (const href of hrefs) asking.add(href);
      const settle = (read: (index: number) => LinkBadge | null) => {
        for (const [index, href] of hrefs.entries()) {
          asking.delete(href);
          if (asked === generation) known.set(href, read(index));
        }
        // An answer from before a change is dropped: its links are asked about again.
        if (asked !== generation) changed = true;
        schedule(0);
      };
      ask(hrefs).then(
        ({ links }) => settle((index) => links[index] ?? null),
        // A refused or lost answer shows no badge; the next settings change asks again.
        () => settle(() => null),
      );
    }
  }

  function paint(cards: ResultCard[]): void {
    const wanted = new Map<HTMLElement, { text: string; stale: boolean }>();
    for (const { card, href } of cards) {
      const badge = known.get(href)?.badge;
      if (badge) wanted.set(card, badge);
    }
    for (const [card, badge] of badges) {
      if (!wanted.has(card) || badge.host.parentElement !== card) removeBadge(card, badge);
    }
    const added: HTMLElement[] = [];
    for (const [card, { text, stale }] of wanted) {
      let badge = badges.get(card);
      if (!badge) {
        badge = createBadgeHost(doc);
        badges.set(card, badge);
        added.push(card);
      }
      badge.show(text, stale);
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
    const ours = records.every(
      (record) =>
        record.type === 'childList' &&
        [...record.addedNodes, ...record.removedNodes].every(
          (node) => node.nodeName === BADGE_ELEMENT.toUpperCase(),
        ),
    );
    if (!ours) rescan();
  });
  if (!signal.aborted) {
    // A card may be reused for another place with only its link changed.
    observer.observe(doc.documentElement, { childList: true, subtree: true, attributeFilter: ['href'] });
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
    menuUpdated: (placeId: string) => {
      for (const [href, read] of known) if (read?.placeId === placeId) known.delete(href);
      rescan();
    },
    settingsUpdated: () => {
      generation += 1;
      known.clear();
      rescan();
    },
    // The panel's language changed (the options' choice), and the worker words the badges: every link
    // is asked about again in it (never a lookup), while the badges shown stay until the answer comes.
    languageChanged: () => {
      generation += 1;
      askAbout([...known.keys()]);
    },
  };
}
