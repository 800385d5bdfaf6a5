// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signalTimer } from '@/lib/content/signal-timer';
import { resultBadgeText } from '@/lib/format/result-badge-text';
import { useCatalogue } from '@/lib/i18n/messages';
import type { LinkBadges } from '@/lib/messages/protocol';
import { featureIdToPlaceId } from '@/lib/places/fid';
import { BADGE_ELEMENT } from '@/lib/results/badge-host';
import { startResultsBadges } from '@/lib/results/results-badges';
import german from '@/locales/de.json';
import polish from '@/locales/pl.json';

const ORIGIN = location.origin;
/** A distinct place per number: its feature id, and the ChIJ id the parser derives from it. */
const fid = (n: number) => `0x47e66e1f00000000:0x${n.toString(16).padStart(16, '0')}`;
const placeIdOf = (n: number) => featureIdToPlaceId(fid(n))!;
const href = (n: number) => `${ORIGIN}/maps/place/P${n}/data=!4m7!3m6!1s${fid(n)}!8m2!3d48.8!4d2.3`;

let feed: HTMLElement;
let controller: AbortController;
let asked: string[][];
/** Place numbers with a saved menu: n dishes each. */
let saved: Set<number>;

function card(n: number): HTMLElement {
  const wrapper = document.createElement('div');
  const link = document.createElement('a');
  link.setAttribute('href', href(n));
  link.setAttribute('aria-label', `Place ${n}`);
  wrapper.append(link);
  return wrapper;
}

function addCards(...numbers: number[]): HTMLElement[] {
  const cards = numbers.map(card);
  feed.append(...cards);
  return cards;
}

/** The worker's part: the place of each link, and its badge in the catalogue in use when asked. */
function answer(links: string[]): LinkBadges {
  return {
    links: links.map((link) => {
      const n = Number(/\/P(\d+)\//.exec(link)?.[1]);
      const state = { dishCount: n, matching: null, stale: false };
      const badge = saved.has(n) ? { text: resultBadgeText(state, []), stale: false } : null;
      return { placeId: placeIdOf(n), badge };
    }),
  };
}

function start() {
  return startResultsBadges({
    document,
    origin: ORIGIN,
    signal: controller.signal,
    later: signalTimer(controller.signal),
    ask: async (links) => {
      asked.push(links);
      return answer(links);
    },
  });
}

/** The badge texts by card, in feed order (the shadow root is closed: read through a spy). */
const badgeCount = () => document.querySelectorAll(BADGE_ELEMENT).length;
const badgedCards = () =>
  [...feed.children]
    .filter((node) => node.querySelector(`:scope > ${BADGE_ELEMENT}`))
    .map((node) => node.querySelector('a')?.getAttribute('aria-label'));

let shadows: ShadowRoot[];
beforeEach(() => {
  document.body.replaceChildren();
  feed = document.createElement('div');
  feed.setAttribute('role', 'feed');
  document.body.append(feed);
  controller = new AbortController();
  asked = [];
  saved = new Set([2, 5, 7]);
  shadows = [];
  const attach = HTMLElement.prototype.attachShadow;
  vi.spyOn(HTMLElement.prototype, 'attachShadow').mockImplementation(function (this: HTMLElement, init) {
    const root = attach.call(this, init);
    shadows.push(root);
    return root;
  });
});

afterEach(() => {
  controller.abort();
  vi.restoreAllMocks();
});

const texts = () =>
  shadows.filter((root) => root.host.isConnected).map((root) => root.querySelector('span')?.textContent);

describe('startResultsBadges', () => {
  it('asks once for every place of the list and badges only the saved ones', async () => {
    addCards(1, 2, 3, 4, 5, 6, 7);
    start();
    await vi.waitFor(() => expect(badgeCount()).toBe(3));
    expect(asked).toEqual([[1, 2, 3, 4, 5, 6, 7].map(href)]);
    expect(badgedCards()).toEqual(['Place 2', 'Place 5', 'Place 7']);
    expect(texts()).toEqual(['Menu · 2 dishes', 'Menu · 5 dishes', 'Menu · 7 dishes']);
  });

  it('asks only about places it has not asked about, and follows cards added, re-rendered and removed', async () => {
    const [, second] = addCards(1, 2);
    start();
    await vi.waitFor(() => expect(badgeCount()).toBe(1));
    // Cards added as the list scrolls: one more message, for the new places only.
    addCards(2, 5, 8);
    await vi.waitFor(() => expect(badgeCount()).toBe(3));
    expect(asked).toEqual([[1, 2].map(href), [5, 8].map(href)]);
    // Re-rendered: the card's children replaced (the badge with them), and a card replaced whole.
    second!.replaceChildren(...card(2).childNodes);
    feed.lastElementChild!.replaceWith(card(7));
    await vi.waitFor(() => expect(badgedCards()).toEqual(['Place 2', 'Place 2', 'Place 5', 'Place 7']));
    expect(asked).toHaveLength(3);
    expect(asked[2]).toEqual([href(7)]);
    // Removed: its badge goes with it; a card now showing another place loses its badge.
    second!.remove();
    feed.children[1]!.querySelector('a')!.setAttribute('href', href(9));
    await vi.waitFor(() => expect(badgedCards()).toEqual(['Place 5', 'Place 7']));
    expect(badgeCount()).toBe(2);
  });

  it('follows a card whose link alone is changed to another place (a card reused)', async () => {
    const [first] = addCards(2, 3);
    start();
    await vi.waitFor(() => expect(badgedCards()).toEqual(['Place 2']));
    const link = first!.querySelector('a')!;
    link.setAttribute('href', href(9));
    await vi.waitFor(() => expect(badgeCount()).toBe(0));
    link.setAttribute('href', href(5));
    await vi.waitFor(() => expect(badgeCount()).toBe(1));
    expect(asked).toEqual([[2, 3].map(href), [href(9)], [href(5)]]);
  });

  it('asks about a long list in parts of at most 500 places', async () => {
    addCards(...Array.from({ length: 1200 }, (_, n) => n));
    start();
    await vi.waitFor(() => expect(badgeCount()).toBe(3), { timeout: 10_000 });
    expect(asked.map((part) => part.length)).toEqual([500, 500, 200]);
  });

  it('asks again about a place whose menu changed, and about every place when the settings changed', async () => {
    addCards(1, 2);
    const badges = start();
    await vi.waitFor(() => expect(badgeCount()).toBe(1));
    saved.add(1);
    badges.menuUpdated(placeIdOf(1));
    await vi.waitFor(() => expect(badgeCount()).toBe(2));
    expect(asked.at(-1)).toEqual([href(1)]);
    badges.settingsUpdated();
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    expect(asked.at(-1)).toEqual([1, 2].map(href));
  });

  it('asks again in a newly chosen language (the worker words the badges), and shows its words', async () => {
    addCards(1, 2, 5);
    const badges = start();
    await vi.waitFor(() => expect(texts()).toEqual(['Menu · 2 dishes', 'Menu · 5 dishes']));
    useCatalogue('pl', polish);
    badges.languageChanged();
    await vi.waitFor(() => expect(texts()).toEqual(['Menu · 2 dania', 'Menu · 5 dań']));
    useCatalogue('de', german);
    badges.languageChanged();
    await vi.waitFor(() => expect(texts()).toEqual(['Speisekarte · 2 Gerichte', 'Speisekarte · 5 Gerichte']));
    expect(asked).toEqual([1, 2, 3].map(() => [1, 2, 5].map(href)));
  });

  it('positions a static card to hold its badge, and leaves with the extension as it found the page', async () => {
    const [positioned, own] = addCards(2, 5);
    own!.style.position = 'absolute';
    start();
    await vi.waitFor(() => expect(badgeCount()).toBe(2));
    expect(positioned!.style.position).toBe('relative');
    expect(own!.style.position).toBe('absolute');
    controller.abort();
    expect(badgeCount()).toBe(0);
    expect(positioned!.style.position).toBe('');
    expect(own!.style.position).toBe('absolute');
    addCards(7);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(badgeCount()).toBe(0);
  });

  it('shows nothing, and does not ask again, when the worker does not answer', async () => {
    addCards(2);
    const failing = startResultsBadges({
      document,
      origin: ORIGIN,
      signal: controller.signal,
      later: signalTimer(controller.signal),
      ask: async (links) => {
        asked.push(links);
        throw new Error('refused');
      },
    });
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    addCards(3);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual([href(3)]);
    expect(badgeCount()).toBe(0);
    failing.settingsUpdated();
    await vi.waitFor(() => expect(asked).toHaveLength(3));
  });
});
