import type { ResultsListAnswer } from '@/lib/messages/content-channel';
import { parseHttpUrl, parsePlacePath } from '@/lib/places/place-path';

// The cards of a Maps results list, read the way the page is built (field notes, "Results list on
// Google Maps"): a `[role="feed"]` whose cards each hold a link to `/maps/place/…`, the place's name
// in its aria-label and the place in its `data=`. Class names are obfuscated and rotate: only the
// role, the link and its URL are relied on.

export const FEED_SELECTOR = '[role="feed"]';
const PLACE_LINK = 'a[href*="/maps/place/"]';
/** Longer aria-labels are cut: a name is a hint for display, and a page could make it huge. */
const MAX_NAME_LENGTH = 200;

export interface ResultCard {
  /** The feed's child that holds the link: where the badge goes. */
  card: HTMLElement;
  placeId: string;
  /** The link's aria-label, trimmed; null when it has none. */
  name: string | null;
  /** The link's resolved address (its `data=` holds the place's position). */
  href: string;
}

/** Parsed links by href: a re-rendered card carries the same href, which is then not parsed again. */
export type LinkMemory = Map<string, string | null>;
const REMEMBERED_LINKS = 5_000;
/** A pack's list holds at most this many places (MAX_LIST_PLACES in lib/storage/lists). */
const MAX_LIST_CARDS = 500;

/**
 * The cards of `feed` that link to a place on the page's own origin (`origin`), in page order, one
 * per card. Links elsewhere (another site, `javascript:`, a place-less URL) are no result.
 */
export function readResultCards(feed: Element, origin: string, memory: LinkMemory = new Map()): ResultCard[] {
  const cards: ResultCard[] = [];
  const seen = new Set<Element>();
  for (const link of feed.querySelectorAll<HTMLAnchorElement>(PLACE_LINK)) {
    const card = cardOf(link, feed);
    if (!card || seen.has(card)) continue;
    // The resolved address (a relative link resolved against the page, as the browser follows it).
    const placeId = placeIdOfLink(link.href, origin, memory);
    if (!placeId) continue;
    seen.add(card);
    cards.push({ card, placeId, name: linkName(link), href: link.href });
  }
  return cards;
}

/** What a trip pack asks of the page (content-channel.ts): its URL and its cards' links, in order. */
export function readResultsList(doc: Document, origin: string): ResultsListAnswer | null {
  const feed = doc.querySelector(FEED_SELECTOR);
  if (!feed) return null;
  const cards = readResultCards(feed, origin).slice(0, MAX_LIST_CARDS);
  return { url: doc.location.href, cards: cards.map(({ href, name }) => ({ href, name })) };
}

/** The place a result link (an absolute address) names, when it stays on the page's origin. */
export function placeIdOfLink(href: string, origin: string, memory: LinkMemory = new Map()): string | null {
  const known = memory.get(href);
  if (known !== undefined) return known;
  const url = parseHttpUrl(href);
  const placeId = url && url.origin === origin ? (parsePlacePath(url)?.placeId ?? null) : null;
  if (memory.size >= REMEMBERED_LINKS) memory.clear();
  memory.set(href, placeId);
  return placeId;
}

/** The feed's child holding `link` (the link itself when it is one); null when outside the feed. */
function cardOf(link: Element, feed: Element): HTMLElement | null {
  let node: Element | null = link;
  while (node && node.parentElement !== feed) node = node.parentElement;
  return node instanceof HTMLElement ? node : null;
}

function linkName(link: Element): string | null {
  const label = link.getAttribute('aria-label')?.replace(/\s+/g, ' ').trim() ?? '';
  return label === '' ? null : label.slice(0, MAX_NAME_LENGTH);
}
