import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '@/lib/api/api-result';
import type { Menu } from '@/lib/api/model';
import { DAY_MS } from '@/lib/clock';
import type { MenuView } from '@/lib/messages/view';
import { assembleWorker } from '@/lib/worker/worker';
import { failed, ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu, T0 } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, deferred, type Harness, mapsUrl } from '@/tests/fixtures/worker/worker-harness';

const dish = (name: string, verifiedAt: number) => ({
  verifiedAt,
  dishes: [{ name, description: null, price: null, section: null, diet: [] }],
});

describe('stale-while-revalidate', () => {
  let h: Harness;
  beforeEach(async () => {
    h = createHarness();
    await h.setup();
    await h.cache.putMenu(sampleMenu('P1', dish('Old soup', T0 - 30 * DAY_MS)), T0 - 8 * DAY_MS);
  });

  it('serves the stale record at once, refreshes once, then notifies the asking tabs and pages', async () => {
    const worker = h.startWorker();
    const gate = deferred<ApiResult<Menu>>();
    h.api.answerMenu(() => gate.promise);
    const first = await h.send<MenuView>(worker, { type: 'menu.forUrl', url: mapsUrl('P1') }, h.tabSender(5));
    expect(first.outcome).toEqual({ kind: 'refreshing' });
    expect(first.menu).toMatchObject({ stale: true, menu: { dishes: [{ name: 'Old soup' }] } });
    const second = await h.send<MenuView>(
      worker,
      { type: 'menu.forUrl', url: mapsUrl('P1') },
      h.tabSender(6),
    );
    expect(second.outcome).toEqual({ kind: 'refreshing' });
    expect(h.notices).toEqual([]);

    gate.resolve(ok(sampleMenu('P1', dish('New soup', T0 - DAY_MS))));
    await worker.settled();
    expect(h.api.menuCalls).toEqual(['P1']);
    const event = { type: 'menu.updated', placeId: 'P1' };
    expect(h.notices).toEqual(
      expect.arrayContaining([
        { to: 5, event },
        { to: 6, event },
        { to: 'pages', event },
      ]),
    );
    expect(h.notices).toHaveLength(3);

    const after = await h.send<MenuView>(worker, { type: 'menu.forUrl', url: mapsUrl('P1') }, h.tabSender(5));
    expect(after).toMatchObject({
      outcome: { kind: 'ok' },
      menu: { stale: false, menu: { dishes: [{ name: 'New soup' }] } },
    });
    expect(h.api.menuCalls).toEqual(['P1']);
  });

  it('a failed refresh still notifies, and the re-ask shows the error with the cached menu without billing again', async () => {
    const worker = h.startWorker();
    h.api.answerMenu(() => failed({ kind: 'server', status: 503 }, 3));
    await h.send(worker, { type: 'menu.forUrl', url: mapsUrl('P1') }, h.tabSender(5));
    await worker.settled();
    expect(h.notices.map((notice) => notice.to)).toEqual([5, 'pages']);
    const view = await h.send<MenuView>(worker, { type: 'menu.forUrl', url: mapsUrl('P1') }, h.tabSender(5));
    expect(view.outcome).toMatchObject({
      kind: 'error',
      problem: { kind: 'api', error: 'server', status: 503 },
    });
    expect(view.menu?.menu.dishes[0]?.name).toBe('Old soup');
    expect(h.api.menuCalls).toEqual(['P1']);
    expect(h.budgetStore.months.get('2026-11')?.used).toBe(3);
  });

  it('a newer verified_at replaces the record; an older one only renews fetchedAt', async () => {
    const worker = h.startWorker();
    h.api.answerMenu(() => ok(sampleMenu('P1', dish('Older soup', T0 - 60 * DAY_MS))));
    const kept = await h.send<MenuView>(worker, {
      type: 'menu.forPlace',
      placeId: 'P1',
      userInitiated: true,
    });
    expect(kept.menu).toMatchObject({
      fetchedAt: T0,
      stale: false,
      menu: { dishes: [{ name: 'Old soup' }] },
    });

    h.clock.now += 8 * DAY_MS;
    h.api.answerMenu(() => ok(sampleMenu('P1', dish('Newer soup', T0))));
    const replaced = await h.send<MenuView>(worker, {
      type: 'menu.forPlace',
      placeId: 'P1',
      userInitiated: true,
    });
    expect(replaced.menu).toMatchObject({
      fetchedAt: h.clock.now,
      menu: { dishes: [{ name: 'Newer soup' }] },
    });
  });

  it('auto-refresh off: the stale record is served without a request', async () => {
    await h.local.set({ settings: { serviceUrl: 'https://menus.example.com', autoRefresh: false } });
    const worker = h.startWorker();
    const view = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1' });
    await worker.settled();
    expect(view).toMatchObject({ outcome: { kind: 'ok' }, menu: { stale: true } });
    expect(h.api.menuCalls).toEqual([]);
  });
});

describe('failures and offline', () => {
  let h: Harness;
  const ask = (placeId: string, userInitiated = false) =>
    h.send<MenuView>(h.startWorker(), { type: 'menu.forPlace', placeId, userInitiated });

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
  });

  it('a 404 is remembered for 7 days; with automatic lookups on, opening the place then asks again', async () => {
    h.api.answerMenu(() => failed({ kind: 'not_found', status: 404 }));
    // The view says automatic lookups are on: the panel says the place is asked again by itself.
    expect((await ask('P1')).outcome).toEqual({ kind: 'not_found', autoLookup: true });
    h.clock.now += 7 * DAY_MS - 1;
    expect((await ask('P1', true)).outcome).toEqual({ kind: 'not_found', autoLookup: true });
    expect(h.api.menuCalls).toEqual(['P1']);
    h.clock.now += 1;
    await ask('P1');
    expect(h.api.menuCalls).toEqual(['P1', 'P1']);
  });

  it('with automatic lookups off, a 404 says nothing of asking by itself, and after 7 days the place waits for a click', async () => {
    await h.local.set({ settings: { serviceUrl: 'https://menus.example.com', autoLookup: false } });
    h.api.answerMenu(() => failed({ kind: 'not_found', status: 404 }));
    expect((await ask('P1', true)).outcome).toEqual({ kind: 'not_found' });
    h.clock.now += 7 * DAY_MS;
    expect((await ask('P1')).outcome).toEqual({ kind: 'manual' });
    expect(h.api.menuCalls).toEqual(['P1']);
  });

  it('a network failure while online: the service is unreachable, automatic lookups pause about 30 s', async () => {
    await h.cache.putMenu(sampleMenu('CACHED'), T0 - DAY_MS);
    h.api.answerMenu(() => failed({ kind: 'network', message: 'Failed to fetch' }, 3));
    const failedView = await ask('P1');
    expect(failedView).toMatchObject({
      offline: false,
      outcome: { kind: 'unreachable', retryAt: T0 + 30_000 },
    });
    expect(await ask('P2')).toMatchObject({
      offline: false,
      unreachableUntil: T0 + 30_000,
      outcome: { kind: 'unreachable', retryAt: T0 + 30_000 },
    });
    expect(await ask('CACHED')).toMatchObject({
      offline: false,
      unreachableUntil: T0 + 30_000,
      outcome: { kind: 'ok' },
      menu: { menu: { placeId: 'CACHED' } },
    });
    expect(h.api.menuCalls).toEqual(['P1']);

    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    h.clock.now += 30_000;
    const after = await ask('P2');
    expect(after).toMatchObject({ offline: false, outcome: { kind: 'ok' } });
    expect(after.unreachableUntil).toBeUndefined();
  });

  it("offline or cut off, the view says whether the panel's own ask afterwards looks the place up by itself", async () => {
    // Automatic lookups on (the harness's default): back online, or after the pause, it loads.
    h.network.online = false;
    expect((await ask('P1')).outcome).toEqual({ kind: 'offline', autoLookup: true });
    h.network.online = true;
    h.api.answerMenu(() => failed({ kind: 'network', message: 'Failed to fetch' }, 3));
    expect((await ask('P2', true)).outcome).toEqual({
      kind: 'unreachable',
      retryAt: T0 + 30_000,
      autoLookup: true,
    });
  });

  it('with automatic lookups off, offline or cut off says nothing of loading by itself: the ask afterwards offers "Show menu"', async () => {
    await h.local.set({ settings: { serviceUrl: 'https://menus.example.com', autoLookup: false } });
    h.network.online = false;
    expect((await ask('P1')).outcome).toEqual({ kind: 'offline' });
    h.network.online = true;
    expect((await ask('P1')).outcome).toEqual({ kind: 'manual' });
    h.api.answerMenu(() => failed({ kind: 'network', message: 'Failed to fetch' }, 3));
    expect((await ask('P2', true)).outcome).toEqual({ kind: 'unreachable', retryAt: T0 + 30_000 });
    // The panel's ask when the pause ends is not a click: the policy answers "manual", nothing is sent.
    h.clock.now += 30_000;
    expect((await ask('P2')).outcome).toEqual({ kind: 'manual' });
    expect(h.api.menuCalls).toEqual(['P2']);
  });

  it('navigator offline: cached served, nothing requested', async () => {
    h.network.online = false;
    expect(await ask('P1')).toMatchObject({ offline: true, outcome: { kind: 'offline' }, menu: null });
    expect(h.api.menuCalls).toEqual([]);
  });

  it('menu.forTab answers for the URL the tab shows', async () => {
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    h.tabUrls.set(3, mapsUrl('TAB-PLACE'));
    h.tabUrls.set(4, 'https://example.org/');
    const worker = h.startWorker();
    const forTab = async (tabId: number) =>
      (await h.send<{ view: MenuView }>(worker, { type: 'menu.forTab', tabId })).view;
    expect(await forTab(3)).toMatchObject({
      placeId: 'TAB-PLACE',
      nameHint: 'Hint',
      outcome: { kind: 'ok' },
    });
    expect(await forTab(4)).toMatchObject({
      placeId: null,
      outcome: { kind: 'no_place' },
    });
    expect((await forTab(99)).outcome.kind).toBe('no_place');
  });

  it("menu.forTab keeps the place's position from its URL with the menu, as menu.forUrl does", async () => {
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    h.tabUrls.set(3, `https://www.google.com/maps/place/x/data=!4m2!3d48.86!4d2.34?q=place_id:AT-PLACE`);
    await h.send(h.startWorker(), { type: 'menu.forTab', tabId: 3 });
    await h.startWorker().settled();
    expect((await h.cache.getMenu('AT-PLACE'))?.at).toEqual({ lat: 48.86, lng: 2.34 });
  });
});

describe('notifications never fail a lookup', () => {
  it('a notifier that throws synchronously is ignored', async () => {
    const h = createHarness();
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    const throwing = () => {
      throw new Error('Could not establish connection. Receiving end does not exist.');
    };
    const deps = {
      ...h.makeDeps(),
      notifier: {
        toTab: throwing,
        toPages: throwing,
        toMapsTabs: throwing,
        setBadge: throwing,
        setTitle: throwing,
      },
    };
    const worker = assembleWorker(deps, h.identity);
    const view = await h.send<MenuView>(worker, { type: 'menu.forUrl', url: mapsUrl('P1') }, h.tabSender(1));
    await worker.settled();
    expect(view.outcome).toEqual({ kind: 'ok' });
  });
});

describe('a click looks up once', () => {
  it('sends the one request its button promises: a 5xx is reported, not retried', async () => {
    const h = createHarness();
    await h.setup();
    const sent: string[] = [];
    const worker = h.startWorkerWithFetch(async (url) => {
      sent.push(url);
      return new Response('{}', { status: 503 });
    });
    const ask = (userInitiated: boolean) =>
      h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1', userInitiated });
    expect((await ask(true)).outcome.kind).toBe('error');
    expect(sent).toHaveLength(1);
    // An automatic lookup still retries a 5xx, with backoff.
    h.clock.now += 10 * 60_000;
    await ask(false);
    expect(sent).toHaveLength(4);
  });
});

describe('a verified_at in the future', () => {
  it('is ordered as of its fetch and not shown, so a later record still replaces it', async () => {
    const h = createHarness();
    await h.setup();
    const worker = h.startWorker();
    const year2099 = Date.UTC(2099, 0, 1);
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId, dish('Soup from 2099', year2099))));
    const first = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1' });
    expect(first.menu?.menu.verifiedAt).toBeNull();
    await worker.settled();
    expect((await h.cache.getMenu('P1'))?.verifiedAt).toBe(T0);

    h.clock.now += 8 * DAY_MS;
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId, dish('Soup of today', h.clock.now - DAY_MS))));
    await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1' });
    await worker.settled();
    const stored = await h.cache.getMenu('P1');
    expect(stored?.menu.dishes[0]?.name).toBe('Soup of today');
    expect(stored?.verifiedAt).toBe(h.clock.now - DAY_MS);
  });

  it('as a date alone, is believed while it is already that date somewhere (UTC+14): the service’s today', async () => {
    const h = createHarness();
    await h.setup();
    // T0 is 12:00 UTC; the next day has begun east of UTC+12. Kept as its UTC midnight (timestamp.ts).
    const tomorrow = Date.UTC(2026, 10, 26);
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId, dish('Soup', tomorrow))));
    const view = await h.send<MenuView>(h.startWorker(), { type: 'menu.forPlace', placeId: 'P1' });
    expect(view.menu?.menu.verifiedAt).toBe(tomorrow);
    expect(view.menu?.texts.verified?.full).toBe('Nov 26, 2026');
  });

  it('within a few minutes of clock skew is believed', async () => {
    const h = createHarness();
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId, dish('Soup', T0 + 60_000))));
    const view = await h.send<MenuView>(h.startWorker(), { type: 'menu.forPlace', placeId: 'P1' });
    expect(view.menu?.menu.verifiedAt).toBe(T0 + 60_000);
  });
});
