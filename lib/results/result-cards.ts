import type { ResultsListAnswer } from '@/lib/messages/content-channel';
// The parser's own limit: a longer link names no place (and the worker refuses it).
import { MAX_URL_LENGTH } from '@/lib/places/place-path';

// The cards of a Maps results list (field notes, "Results list on Google Maps"): a `[role="feed"]`
// whose cards each hold a link to `/maps/place/…`, the name in its aria-label and the place in its
// `data=`. Class names rotate: only the role, the link and its URL are relied on.

export const FEED_SELECTOR = '[role="feed"]';
const PLACE_LINK = 'a[href*="/maps/place/"]';
/** Longer aria-labels are cut: a name is a hint for display, and a page could make it huge. */
const MAX_NAME_LENGTH = 200;

/** A pack's list holds at most this many places (MAX_LIST_PLACES in lib/storage/lists). */
const MAX_LIST_CARDS = 500;

/** The cards of `feed` with a place link on the page's `origin` (not `javascript:`), in page order, one per card. */
export function readResultCards(feed: Element, origin: string) {
  const cards: { card: HTMLElement; href: string; name: string | null }[] = [];
  const seen = new Set<Element>();
  for (const link of feed.querySelectorAll<HTMLAnchorElement>(PLACE_LINK)) {
    const card = cardOf(link, feed);
    // The resolved address, as the browser follows it: the worker reads the place from its `data=`.
    if (!card || seen.has(card) || link.origin !== origin || link.href.length > MAX_URL_LENGTH) continue;
    seen.add(card);
    cards.push({ card, href: link.href, name: linkName(link) });
  }
  return cards;
}

export type ResultCard = ReturnType<typeof readResultCards>[number];

/** Whether `url` is a Maps search, the address a results list is named and centred from. */
export const isSearchUrl = (url: string): boolean => /\/maps\/search\//.test(url);

/**
 * What a trip pack asks of the page: the list's search address and its cards' links, in order.
 * `searchUrl`: the last search address shown, for a result opened over the list (the address is
 * then the place's while the feed stays beside it).
 */
export function readResultsList(
  doc: Document,
  origin: string,
  searchUrl?: string | null,
): ResultsListAnswer | null {
  const feed = doc.querySelector(FEED_SELECTOR);
  if (!feed) return null;
  const cards = readResultCards(feed, origin).slice(0, MAX_LIST_CARDS);
  const url = isSearchUrl(doc.location.href) ? doc.location.href : (searchUrl ?? doc.location.href);
  return { url, cards: cards.map(({ href, name }) => ({ href, name })) };
}

/** The feed's child holding `link`, where its badge goes (the link itself when it is one); null outside the feed. */
function cardOf(link: Element, feed: Element): HTMLElement | null {
  let node: Element | null = link;
  while (node && node.parentElement !== feed) node = node.parentElement;
  return node instanceof HTMLElement ? node : null;
}

function linkName(link: Element): string | null {
  const label = link.getAttribute('aria-label')?.replace(/\s+/g, ' ').trim() ?? '';
  return label === '' ? null : label.slice(0, MAX_NAME_LENGTH);
}
