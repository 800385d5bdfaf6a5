import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@/lib/clock';
import type { LocalSearchHit, PlaceListSummary, PlaceListView } from '@/lib/messages/protocol';
import type { PlaceList } from '@/lib/storage/lists/list-rows';
import { placePositions } from '@/lib/worker/lists/list-views';
import { createFakeMenuCache } from '@/tests/fixtures/worker/fake-menu-cache';
import { sampleMenu } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, type Harness } from '@/tests/fixtures/worker/worker-harness';

const dish = (name: string, diet: string[] = []) => ({
  name,
  description: null,
  price: null,
  section: null,
  diet,
});

// Three places along a street in Paris, west to east, about 700 m apart; the list's centre is at WEST.
const WEST = { lat: 48.8606, lng: 2.3376 };
const MIDDLE = { lat: 48.8606, lng: 2.3466 };
const EAST = { lat: 48.8606, lng: 2.3556 };

function list(id: string, places: PlaceList['places'], updatedAt = 1): PlaceList {
  return { id, name: `List ${id}`, query: 'ramen', createdAt: 1, updatedAt, centre: WEST, places };
}

describe('place lists (lists.all, lists.get, lists.delete) and search.local narrowed', () => {
  let h: Harness;
  const send = <T>(message: unknown) => h.send<T>(h.startWorker(), message);

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
    await h.cache.putMenu(
      sampleMenu('A', { name: 'Aki', dishes: [dish('Shoyu ramen'), dish('Tofu ramen', ['vegan'])] }),
      h.clock.now - DAY_MS,
    );
    await h.cache.putMenu(
      sampleMenu('B', { name: 'Bo', dishes: [dish('Miso ramen')] }),
      h.clock.now - 40 * DAY_MS,
    );
    await h.cache.putMenu(
      sampleMenu('OUT', { name: 'Elsewhere', dishes: [dish('Tonkotsu ramen')] }),
      h.clock.now,
    );
    await h.lists.put(
      list('trip', [
        { placeId: 'B', name: 'Bo', at: EAST },
        { placeId: 'NONE', name: 'Not saved', at: MIDDLE },
        { placeId: 'A', name: 'Aki', at: WEST },
      ]),
    );
    await h.lists.put(list('other', [{ placeId: 'A', name: 'Aki' }], 0));
  });

  it('lists every list with its count of places and of saved menus, costing no lookup', async () => {
    const lists = await send<PlaceListSummary[]>({ type: 'lists.all' });
    expect(lists.map(({ id, places, saved }) => ({ id, places, saved }))).toEqual([
      { id: 'trip', places: 3, saved: 2 },
      { id: 'other', places: 1, saved: 1 },
    ]);
    expect(h.api.menuCalls).toEqual([]);
  });

  it("opens a list in its order with each place's saved state (age, stale, not saved)", async () => {
    const view = await send<PlaceListView>({ type: 'lists.get', listId: 'trip' });
    expect(view.places.map((place) => [place.placeId, place.saved?.stale ?? 'not saved'])).toEqual([
      ['B', true],
      ['NONE', 'not saved'],
      ['A', false],
    ]);
    expect(view.places[2]?.saved).toMatchObject({
      dishCount: 2,
      fetchedAt: h.clock.now - DAY_MS,
      name: 'Aki',
    });
    expect(view.places[0]?.at).toEqual(EAST);
    expect(view.centre).toEqual(WEST);
    expect(await send({ type: 'lists.get', listId: 'gone' })).toBeNull();
    expect(h.api.menuCalls).toEqual([]);
  });

  it("finds only the list's dishes when narrowed to a list, and nothing for a list that is gone", async () => {
    const dishes = (hits: LocalSearchHit[]) => hits.map((hit) => hit.dish).sort();
    expect(dishes(await send({ type: 'search.local', query: 'ramen' }))).toEqual([
      'Miso ramen',
      'Shoyu ramen',
      'Tofu ramen',
      'Tonkotsu ramen',
    ]);
    expect(dishes(await send({ type: 'search.local', query: 'ramen', listId: 'trip' }))).toEqual([
      'Miso ramen',
      'Shoyu ramen',
      'Tofu ramen',
    ]);
    expect(await send({ type: 'search.local', query: 'ramen', listId: 'gone' })).toEqual([]);
  });

  it('sorts hits by distance from the point asked, places of unknown position last', async () => {
    const hits = await send<LocalSearchHit[]>({ type: 'search.local', query: 'ramen', near: EAST });
    expect(hits.map((hit) => hit.placeId)).toEqual(['B', 'A', 'A', 'OUT']);
    expect(hits[0]?.distanceKm).toBeCloseTo(0, 5);
    expect(hits[1]?.distanceKm).toBeGreaterThan(1.2);
    expect(hits[1]?.distanceKm).toBeLessThan(1.4);
    expect(hits[3]?.distanceKm).toBeUndefined();
  });

  it('deletes a list and keeps its menus unless asked; then only menus no other list holds', async () => {
    expect(await send({ type: 'lists.delete', listId: 'other' })).toEqual({ deleted: true, menusDeleted: 0 });
    expect(await h.cache.getMenu('A')).toBeDefined();
    await h.lists.put(list('other', [{ placeId: 'A', name: 'Aki' }], 0));
    expect(await send({ type: 'lists.delete', listId: 'trip', deleteMenus: true })).toEqual({
      deleted: true,
      menusDeleted: 1,
    });
    expect(await h.cache.getMenu('B')).toBeUndefined();
    // Still in "other": kept.
    expect(await h.cache.getMenu('A')).toBeDefined();
    expect(await h.cache.getMenu('OUT')).toBeDefined();
    expect(await send({ type: 'lists.delete', listId: 'trip', deleteMenus: true })).toEqual({
      deleted: false,
      menusDeleted: 0,
    });
  });

  it("answers the map's centre in a tab's Maps URL, null without one", async () => {
    h.tabUrls.set(3, 'https://www.google.com/maps/search/ramen/@48.8606,2.3376,15z');
    h.tabUrls.set(4, 'https://www.google.com/maps/place/?q=place_id:A');
    expect(await send({ type: 'tab.mapCentre', tabId: 3 })).toEqual(WEST);
    expect(await send({ type: 'tab.mapCentre', tabId: 4 })).toBeNull();
    expect(await send({ type: 'tab.mapCentre', tabId: 5 })).toBeNull();
  });

  it('refuses the list messages from a content script', async () => {
    const worker = h.startWorker();
    for (const message of [
      { type: 'lists.all' },
      { type: 'tab.mapCentre', tabId: 1 },
      { type: 'lists.get', listId: 'trip' },
      { type: 'lists.delete', listId: 'trip', deleteMenus: true },
    ]) {
      const reply = await worker.handleMessage(message, h.tabSender(1));
      expect(reply).toMatchObject({ ok: false, error: expect.stringMatching(/^refused/) });
    }
    expect(await h.lists.get('trip')).toBeDefined();
  });

  it('rejects a malformed list message or search scope', async () => {
    const worker = h.startWorker();
    for (const message of [
      { type: 'lists.get' },
      { type: 'lists.delete', listId: '' },
      { type: 'search.local', query: 'ramen', near: { lat: 91, lng: 0 } },
      { type: 'search.local', query: 'ramen', listId: 'x'.repeat(101) },
    ]) {
      expect(await worker.handleMessage(message, h.pageSender)).toEqual({
        ok: false,
        error: 'invalid message',
      });
    }
  });
});

describe('placePositions', () => {
  it('gives each place its position from the most recently updated list that has one', async () => {
    const lists = [
      list(
        'new',
        [
          { placeId: 'A', name: 'Aki', at: EAST },
          { placeId: 'B', name: 'Bo' },
        ],
        2,
      ),
      list(
        'old',
        [
          { placeId: 'A', name: 'Aki', at: WEST },
          { placeId: 'B', name: 'Bo', at: MIDDLE },
        ],
        1,
      ),
    ];
    const cache = { getMenus: async (ids: readonly string[]) => ids.map(() => undefined) };
    const positions = await placePositions({ lists: { all: async () => lists }, cache }, ['A', 'B', 'C']);
    expect([...positions]).toEqual([
      ['A', EAST],
      ['B', MIDDLE],
    ]);
  });

  it("prefers the saved menu's own position, kept from its place link, over any list's", async () => {
    const lists = [list('new', [{ placeId: 'A', name: 'Aki', at: EAST }], 2)];
    const cache = createFakeMenuCache();
    await cache.putMenu(sampleMenu('A'), 1, null, WEST);
    await cache.putMenu(sampleMenu('C'), 1, null, MIDDLE);
    const positions = await placePositions({ lists: { all: async () => lists }, cache }, ['A', 'C', 'D']);
    expect(Object.fromEntries(positions)).toEqual({ A: WEST, C: MIDDLE });
  });
});
