// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readResultCards, readResultsList } from '@/lib/results/result-cards';
import { BENGALURU, EAST_VILLAGE } from '@/tests/unit/places/place-fixtures';

/** The page's own origin: relative links resolve against it. */
const ORIGIN = location.origin;
const data = (featureId: string, placeId?: string) =>
  `data=!4m7!3m6!1s${featureId}!8m2!3d40.7!4d-73.9!16s%2Fg%2F11x${placeId ? `!19s${placeId}` : ''}`;
const placeHref = (name: string, featureId: string, placeId?: string) =>
  `${ORIGIN}/maps/place/${encodeURIComponent(name)}/${data(featureId, placeId)}?authuser=0&hl=en&rclk=1`;

/** A feed as Maps builds it: card wrappers with an overlay link, separators between them. */
function feedOf(cards: Array<{ href: string; label?: string; nested?: boolean }>): HTMLElement {
  const feed = document.createElement('div');
  feed.setAttribute('role', 'feed');
  for (const { href, label, nested = true } of cards) {
    const link = document.createElement('a');
    link.setAttribute('href', href);
    if (label !== undefined) link.setAttribute('aria-label', label);
    if (nested) {
      const wrapper = document.createElement('div');
      const inner = document.createElement('div');
      inner.className = 'Nv2PK';
      inner.append(link, Object.assign(document.createElement('div'), { textContent: label ?? '' }));
      wrapper.append(inner);
      feed.append(wrapper);
    } else feed.append(link);
    const separator = document.createElement('div');
    separator.setAttribute('role', 'separator');
    feed.append(separator);
  }
  document.body.append(feed);
  return feed;
}

beforeEach(() => {
  document.body.replaceChildren();
});

describe('readResultCards', () => {
  it('reads each card: its link resolved (the worker reads the place from it), the name from aria-label', () => {
    const diner = placeHref('Diner', EAST_VILLAGE.featureId, EAST_VILLAGE.placeId);
    const canteen = placeHref('Canteen', BENGALURU.featureId);
    const feed = feedOf([
      { href: diner, label: ' East  Village Diner ' },
      { href: canteen, label: 'Koramangala Canteen' },
      { href: `/maps/place/Rel/${data(BENGALURU.featureId)}`, label: '' },
    ]);
    const cards = readResultCards(feed, ORIGIN);
    expect(cards.map(({ href, name }) => ({ href, name }))).toEqual([
      { href: diner, name: 'East Village Diner' },
      { href: canteen, name: 'Koramangala Canteen' },
      { href: `${ORIGIN}/maps/place/Rel/${data(BENGALURU.featureId)}`, name: null },
    ]);
    // The card is the feed's child holding the link, not the link or its obfuscated parent.
    expect(cards.every(({ card }) => card.parentElement === feed && card.tagName === 'DIV')).toBe(true);
  });

  it('a link that is itself the feed child is its own card', () => {
    const feed = feedOf([{ href: placeHref('Diner', EAST_VILLAGE.featureId), nested: false }]);
    const [card] = readResultCards(feed, ORIGIN);
    expect(card?.card.tagName).toBe('A');
  });

  it('skips javascript: links, other sites, other Google origins and huge links', () => {
    const path = `/maps/place/x/${data(EAST_VILLAGE.featureId, EAST_VILLAGE.placeId)}`;
    const feed = feedOf([
      { href: `javascript:alert(1)//${path}`, label: 'js' },
      { href: `https://evil.example${path}`, label: 'foreign' },
      { href: `https://www.google.de${path}`, label: 'another origin' },
      { href: `https://www.google.com${path}`, label: 'another Google origin' },
      { href: `//evil.example${path}`, label: 'protocol-relative' },
      { href: `${ORIGIN}/maps/place/x/${'!'.repeat(9000)}`, label: 'huge' },
    ]);
    expect(readResultCards(feed, ORIGIN)).toEqual([]);
  });

  it('markup in a name stays the text it is', () => {
    const name = '<img src=x onerror=alert(1)>';
    const feed = feedOf([{ href: placeHref('x', EAST_VILLAGE.featureId), label: name }]);
    expect(readResultCards(feed, ORIGIN)[0]?.name).toBe(name);
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('cuts a huge name', () => {
    const feed = feedOf([{ href: placeHref('x', EAST_VILLAGE.featureId), label: 'a'.repeat(10_000) }]);
    expect(readResultCards(feed, ORIGIN)[0]?.name).toHaveLength(200);
  });

  it('one result per card, and links outside the feed are no result', () => {
    const feed = feedOf([{ href: placeHref('Diner', EAST_VILLAGE.featureId) }]);
    const second = document.createElement('a');
    second.setAttribute('href', placeHref('Canteen', BENGALURU.featureId));
    feed.firstElementChild?.append(second);
    const outside = document.createElement('a');
    outside.setAttribute('href', placeHref('Canteen', BENGALURU.featureId));
    document.body.append(outside);
    expect(readResultCards(feed, ORIGIN).map(({ href }) => href)).toEqual([
      placeHref('Diner', EAST_VILLAGE.featureId),
    ]);
  });
});

describe('readResultsList', () => {
  const SEARCH = `${ORIGIN}/maps/search/ramen+Shibuya/@35.66,139.70,15z`;

  it('names the list by the search address the page showed, also with a result opened over it', () => {
    feedOf([{ href: placeHref('Diner', EAST_VILLAGE.featureId), label: 'Diner' }]);
    history.replaceState(null, '', SEARCH);
    expect(readResultsList(document, ORIGIN, null)?.url).toBe(SEARCH);
    // A result opened: the address is the place's, the feed stays beside it.
    history.replaceState(null, '', placeHref('Diner', EAST_VILLAGE.featureId));
    expect(readResultsList(document, ORIGIN, SEARCH)).toEqual({
      url: SEARCH,
      cards: [{ href: placeHref('Diner', EAST_VILLAGE.featureId), name: 'Diner' }],
    });
  });

  it('is none without a feed', () => {
    expect(readResultsList(document, ORIGIN, SEARCH)).toBeNull();
  });
});
