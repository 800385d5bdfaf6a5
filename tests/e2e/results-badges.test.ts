import type { Dialog, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { placePath } from '@/testing/maps-site/place-urls.ts';
import { FIRST_CARDS, HOSTILE_CARDS } from '@/testing/maps-site/results-page.ts';
import { placeById, QUIET_MS } from '@/tests/e2e/harness/lookups.ts';
import { dishNames } from '@/tests/e2e/harness/panel-dom.ts';
import type { E2ESession } from '@/tests/e2e/harness/session.ts';
import { useSharedSession } from '@/tests/e2e/harness/shared-session.ts';

// Issue 33 §1: a Maps results list (the fixture's, built as the real one is) shows a badge in
// each card whose place has a saved menu, and never costs a lookup: not when shown, scrolled or
// re-rendered, nor for a hostile feed of 1,000 cards. The badges never change a card's height.

const shared = useSharedSession();
let session: E2ESession;

beforeAll(() => {
  session = shared.session;
});

/** Saved places: one with `!19s` in its result link, one without, one shown only after a scroll. */
const SAVED = [SAMPLE_IDS.verified, 'Trattoria da Enzo', SAMPLE_IDS.pounds];

/** Opens each place's page (one lookup each, unless saved and fresh); their dish counts by name. */
async function save(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const key of SAVED) {
    const place = key.startsWith('ChIJ')
      ? placeById(session, key)
      : session.places.find((candidate) => candidate.name === key)!;
    const page = await shared.open(place);
    counts.set(place.name, (await dishNames(page)).length);
    await page.close();
  }
  return counts;
}

async function openResults(path: string, dialogs: string[] = []): Promise<Page> {
  const page = await session.context.newPage();
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`https://www.google.com${path}`);
  return page;
}

/** Every card of the feed in order: its link's name and href, its badge's text (null: none). */
function cards(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="feed"] > *')]
      .filter((node) => node.querySelector('a'))
      .map((node) => {
        const link = node.querySelector('a')!;
        const badges = node.querySelectorAll(':scope > menu-on-maps-badge');
        return {
          name: link.getAttribute('aria-label'),
          href: link.getAttribute('href'),
          badge:
            badges.length === 1
              ? (badges[0]!.shadowRoot?.querySelector('span')?.textContent ?? '')
              : badges.length
                ? 'many'
                : null,
          heightBefore: Number((node as HTMLElement).dataset.h),
          height: node.getBoundingClientRect().height,
          // Where the badge sits: px from the card's top edge down to it, whether its box lies within
          // the card, and how far down it covers the card's photo (the fixture's class for it).
          placement: (() => {
            const badge = badges[0]?.getBoundingClientRect();
            if (!badge) return null;
            const box = node.getBoundingClientRect();
            const photo = node.querySelector('.FQ2IWe')?.getBoundingClientRect();
            return {
              belowTop: badge.top - box.top,
              inside:
                badge.left >= box.left &&
                badge.right <= box.right &&
                badge.top >= box.top &&
                badge.bottom <= box.bottom,
              overPhoto: photo ? Math.max(0, badge.bottom - photo.top) : 0,
            };
          })(),
        };
      }),
  );
}

/** Scrolls the feed to its end, as a user does to see more results; returns its scrollTop. */
const scrollFeed = (page: Page) =>
  page.evaluate(() => {
    const feed = document.querySelector('[role="feed"]')!;
    feed.scrollTop = feed.scrollHeight;
    return feed.scrollTop;
  });

const badged = async (page: Page) =>
  (await cards(page)).filter((card) => card.badge !== null).map(({ name, badge }) => [name, badge]);

it('badges the saved places only, as shown, scrolled and re-rendered, with no request and no change to any card height', async () => {
  const counts = await save();
  const [first, second, later] = [...counts];
  const before = session.service.log().length;
  const page = await openResults('/maps/search/restaurants/@48.8566,2.3522,14z/data=!3m1!4b1?entry=ttu');
  const expected = [first!, second!].map(([name, count]) => [name, `Menu · ${count} dishes`]);
  await expect.poll(() => badged(page)).toEqual(expected);
  // The later place is not among the first cards: a scroll appends it.
  expect((await cards(page)).map((card) => card.name)).not.toContain(later![0]);
  expect((await cards(page)).length).toBe(FIRST_CARDS + 1);
  // The fixture writes one link with !19s and one without among the saved places.
  const hrefs = (await cards(page)).filter((card) => card.badge).map((card) => card.href ?? '');
  expect(hrefs.filter((href) => href.includes('!19s'))).toHaveLength(1);

  while (!(await cards(page)).some((card) => card.name === later![0])) {
    await scrollFeed(page);
    await page.waitForTimeout(100);
  }
  const all = [...expected, [later![0], `Menu · ${later![1]} dishes`]];
  await expect.poll(() => badged(page)).toEqual(all);

  // Re-rendered: new children in each card, then new card elements.
  await page.evaluate(() => (window as unknown as { __results: { rerender(): void } }).__results.rerender());
  await expect.poll(() => badged(page)).toEqual(all);
  await page.evaluate(() => (window as unknown as { __results: { rebuild(): void } }).__results.rebuild());
  await expect.poll(() => badged(page)).toEqual(all);

  for (const card of await cards(page)) {
    expect(card.height, card.name ?? '').toBe(card.heightBefore);
  }
  // Inside its own card, clear of the divider above (on the edge it read as the card above's),
  // covering at most the top strip of the card's photo.
  const placed = (await cards(page)).flatMap((card) => (card.placement ? [card.placement] : []));
  expect(placed).toHaveLength(all.length);
  for (const { inside, belowTop, overPhoto } of placed) {
    expect(inside).toBe(true);
    expect(belowTop).toBeGreaterThanOrEqual(3);
    expect(overPhoto).toBeLessThanOrEqual(8);
  }
  await page.waitForTimeout(QUIET_MS);
  expect(session.service.log().slice(before)).toEqual([]);
});

it('follows the diets set, and leaves no badge behind when the feed goes', async () => {
  await save();
  await session.configure({ settings: { dietPreferences: ['vegetarian'] } });
  const before = session.service.log().length;
  const page = await openResults('/maps/search/vegetarian/@48.8566,2.3522,14z?entry=ttu');
  await expect.poll(async () => (await badged(page)).length).toBe(2);
  for (const [, text] of await badged(page)) expect(text).toMatch(/^Menu · \d+ vegetarian$/);
  await page.evaluate(() => document.querySelector('[role="feed"]')?.replaceChildren());
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('menu-on-maps-badge').length))
    .toBe(0);
  expect(session.service.log().slice(before)).toEqual([]);
});

it('a hostile feed of 1,000 cards costs nothing and breaks nothing: markup stays text, javascript: and foreign links get no badge', async () => {
  const counts = await save();
  const before = session.service.log().length;
  const dialogs: string[] = [];
  const page = await openResults('/maps/search/hostile/@48.8566,2.3522,14z?entry=ttu', dialogs);
  const saved = [...counts.keys()];
  // A badge belongs exactly on the cards that link on this site's own origin to a saved place.
  const wanted = (card: { name: string | null; href: string | null }) =>
    saved.includes(card.name ?? '') && (card.href ?? '').startsWith('/maps/place/');
  const shown = await cards(page);
  expect(shown).toHaveLength(HOSTILE_CARDS);
  const expected = shown.filter(wanted).length;
  expect(expected).toBeGreaterThan(0);
  await expect
    .poll(async () => (await cards(page)).filter((card) => card.badge !== null).length)
    .toBe(expected);
  await page.waitForTimeout(QUIET_MS);
  const after = await cards(page);
  expect(after.filter((card) => card.badge !== null)).toEqual(after.filter(wanted));
  expect(
    after.filter((card) => card.badge !== null).every((card) => /^Menu · \d+ dishes$/.test(card.badge ?? '')),
  ).toBe(true);
  expect(after.every((card) => card.height === card.heightBefore)).toBe(true);
  expect(after).toHaveLength(HOSTILE_CARDS);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.evaluate(() => document.querySelectorAll('img, script:not(:first-of-type)').length)).toBe(
    0,
  );
  expect(dialogs).toEqual([]);
  expect(session.service.log().slice(before)).toEqual([]);
  // The list still scrolls as the page wants it to.
  expect(await scrollFeed(page)).toBeGreaterThan(0);
});

/** Puts a feed of one card linking to `path` into the page, as Maps keeps a list behind a place opened over it. */
const addFeed = (page: Page, path: string, name: string) =>
  page.evaluate(
    ([href, label]) => {
      const feed = document.createElement('div');
      feed.setAttribute('role', 'feed');
      const card = document.createElement('div');
      const link = document.createElement('a');
      link.href = href;
      link.setAttribute('aria-label', label);
      link.textContent = label;
      card.append(link);
      feed.append(card);
      document.body.append(feed);
    },
    [path, name] as const,
  );

it('a page opened on a place watches for no list until its address is a search, or has a list on it', async () => {
  const counts = await save();
  const [name] = [...counts.keys()];
  const saved = session.places.find((place) => place.name === name)!;
  const others = session.places.filter((place) => !counts.has(place.name));
  // A place page, then a list that appears on it without the address changing: no badge (no observer).
  const page = await shared.open(others[0]!);
  await addFeed(page, placePath(saved), saved.name);
  await page.waitForTimeout(1_000);
  expect(await badged(page)).toEqual([]);
  // A place opened over the list (the address is another place's, the list still there): badged.
  await page.evaluate((path) => history.pushState({}, '', path), placePath(others[1]!));
  await expect.poll(() => badged(page)).toEqual([[saved.name, `Menu · ${counts.get(saved.name)} dishes`]]);

  // A place page that comes to a search address: the list that renders after it is badged.
  const second = await shared.open(others[2]!);
  await second.evaluate(() => history.pushState({}, '', '/maps/search/restaurants/@48.8566,2.3522,14z'));
  await second.waitForTimeout(500);
  await addFeed(second, placePath(saved), saved.name);
  await expect.poll(() => badged(second)).toEqual([[saved.name, `Menu · ${counts.get(saved.name)} dishes`]]);
});
