import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '@/lib/api/api-result';
import type { Menu } from '@/lib/api/model';
import { DAY_MS } from '@/lib/clock';
import type { MenuView } from '@/lib/messages/view';
import { createSingleFlight } from '@/lib/worker/lookup/single-flight';
import { ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu, T0 } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, deferred, type Harness, mapsUrl } from '@/tests/fixtures/worker/worker-harness';

describe('createSingleFlight', () => {
  it('shares one run between concurrent callers and starts a new one afterwards', async () => {
    const flights = createSingleFlight<number>();
    let runs = 0;
    const gate = deferred<number>();
    const task = async () => {
      runs++;
      return { value: await gate.promise };
    };
    const all = Promise.all([flights.run('a', task), flights.run('a', task), flights.run('a', task)]);
    expect(flights.isRunning('a')).toBe(true);
    gate.resolve(7);
    expect(await all).toEqual([7, 7, 7]);
    expect(runs).toBe(1);
    expect(flights.isRunning('a')).toBe(false);
    await flights.run('a', async () => ({ value: ++runs }));
    expect(runs).toBe(2);
  });

  it('releases the key when the task throws synchronously', async () => {
    const flights = createSingleFlight<number>();
    await expect(
      flights.run('a', () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(flights.isRunning('a')).toBe(false);
  });
});

describe('one request per place', () => {
  let h: Harness;
  beforeEach(async () => {
    h = createHarness();
    await h.setup();
  });

  it('10 concurrent asks from pages and tabs make one request and all get the menu', async () => {
    const worker = h.startWorker();
    const gate = deferred<ApiResult<Menu>>();
    h.api.answerMenu(() => gate.promise);
    const asks = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1' })
        : h.send<MenuView>(worker, { type: 'menu.forUrl', url: mapsUrl('P1') }, h.tabSender(i)),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    gate.resolve(ok(sampleMenu('P1')));
    const views = await Promise.all(asks);
    expect(h.api.menuCalls).toEqual(['P1']);
    for (const view of views) {
      expect(view.outcome).toEqual({ kind: 'ok' });
      expect(view.menu?.menu.dishes[0]?.name).toBe('Margherita');
    }
  });

  it('a fresh in-flight marker of a stopped worker answers "loading" without a request', async () => {
    await h.session.set({ 'inflight:P1': { startedAt: h.clock.now - 10_000, instanceId: 'stopped-worker' } });
    const worker = h.startWorker();
    const view = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1' });
    expect(view.outcome).toEqual({ kind: 'loading' });
    expect(h.api.menuCalls).toEqual([]);
  });

  it('a stale in-flight marker (older than 45 s) expires and the ask proceeds', async () => {
    await h.session.set({ 'inflight:P1': { startedAt: h.clock.now - 10_000, instanceId: 'stopped-worker' } });
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    h.clock.now += 36_000;
    const worker = h.startWorker();
    const view = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1' });
    expect(view.outcome).toEqual({ kind: 'ok' });
    expect(h.api.menuCalls).toEqual(['P1']);
    await worker.settled();
    expect((await h.session.get('inflight:P1'))['inflight:P1']).toBeUndefined();
  });

  it('answers before the menu is written, and starts no second request until it is', async () => {
    const write = deferred<void>();
    const putMenu = h.cache.putMenu.bind(h.cache);
    h.cache.putMenu = async (menu, fetchedAt) => {
      await write.promise;
      return putMenu(menu, fetchedAt);
    };
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    const worker = h.startWorker();
    const ask = (tabId: number) =>
      h.send<MenuView>(worker, { type: 'menu.forUrl', url: mapsUrl('P1') }, h.tabSender(tabId));

    const first = await ask(1);
    expect(first).toMatchObject({ outcome: { kind: 'ok' }, menu: { menu: { placeId: 'P1' } } });
    expect(await h.cache.getMenu('P1')).toBeUndefined();
    // Meanwhile the place is still in flight: another tab gets the same answer, without a request.
    expect(await ask(2)).toMatchObject({ outcome: { kind: 'ok' }, menu: { menu: { placeId: 'P1' } } });
    expect(h.api.menuCalls).toEqual(['P1']);
    expect((await h.session.get('inflight:P1'))['inflight:P1']).toBeDefined();
    expect(h.notices).toEqual([]);

    write.resolve();
    await worker.settled();
    expect((await h.cache.getMenu('P1'))?.menu.placeId).toBe('P1');
    expect((await h.session.get('inflight:P1'))['inflight:P1']).toBeUndefined();
    // The waiting tabs are told once the record can be read from the cache.
    expect(h.notices.map((notice) => notice.to).sort()).toEqual([1, 2, 'pages']);
    expect(await ask(3)).toMatchObject({ outcome: { kind: 'ok' } });
    expect(h.api.menuCalls).toEqual(['P1']);
  });

  it('answers with the stored record when it is newer than the one fetched, as the write will keep it', async () => {
    const withDish = (name: string, verifiedAt: number) => {
      const menu = sampleMenu('P1', { verifiedAt });
      return { ...menu, dishes: menu.dishes.map((dish) => ({ ...dish, name })) };
    };
    h.api.answerMenu(() => ok(withDish('Old soup', T0 - 20 * DAY_MS)));
    await h.cache.putMenu(withDish('New soup', T0 - 10 * DAY_MS), T0 - 9 * DAY_MS);
    const worker = h.startWorker();
    const view = await h.send<MenuView>(worker, {
      type: 'menu.forPlace',
      placeId: 'P1',
      userInitiated: true,
    });
    expect(h.api.menuCalls).toEqual(['P1']);
    expect(view.menu?.menu.dishes.map((dish) => dish.name)).toEqual(['New soup']);
    await worker.settled();
    const stored = await h.cache.getMenu('P1');
    expect(stored?.menu.dishes.map((dish) => dish.name)).toEqual(['New soup']);
    expect(stored?.fetchedAt).toBe(h.clock.now);
  });
});
