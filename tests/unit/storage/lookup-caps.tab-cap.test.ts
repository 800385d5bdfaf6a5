import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DAY_MS } from '@/lib/clock';
import type { MenuView } from '@/lib/messages/view';
import { TAB_CAP_LIMIT } from '@/lib/storage/session/guard-timings';
import { createTabCap } from '@/lib/storage/session/lookup-caps';
import { ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu, T0 } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, type Harness, mapsUrl } from '@/tests/fixtures/worker/worker-harness';

const TEN_MINUTES = 10 * 60_000;

describe('createTabCap', () => {
  it('counts every billed lookup per tab in a sliding window, a place asked again like a new one', async () => {
    const clock = { now: T0 };
    const cap = createTabCap(fakeBrowser.storage.session, () => clock.now);
    for (let i = 0; i < TAB_CAP_LIMIT; i++) {
      expect(await cap.acquire(1)).toEqual({ full: false });
      clock.now += 100;
    }
    expect(await cap.peek(1)).toEqual({ full: true, resetsAt: T0 + TEN_MINUTES });
    expect(await cap.acquire(1)).toEqual({ full: true, resetsAt: T0 + TEN_MINUTES });
    expect(await cap.acquire(2)).toEqual({ full: false });
    clock.now = T0 + TEN_MINUTES;
    expect(await cap.acquire(1)).toEqual({ full: false });
    await cap.forget(1);
    expect(await fakeBrowser.storage.session.get('tabcap:1')).toEqual({ 'tabcap:1': undefined });
  });

  it('concurrent acquisitions never exceed the limit', async () => {
    const cap = createTabCap(fakeBrowser.storage.session, () => T0);
    const states = await Promise.all(Array.from({ length: TAB_CAP_LIMIT + 5 }, () => cap.acquire(1)));
    expect(states.filter((state) => !state.full)).toHaveLength(TAB_CAP_LIMIT);
  });

  it('forgets lookups counted in the future: a clock moved back does not hold the tab for longer', async () => {
    const clock = { now: T0 + 2 * DAY_MS };
    const cap = createTabCap(fakeBrowser.storage.session, () => clock.now);
    for (let i = 0; i < TAB_CAP_LIMIT; i++) await cap.acquire(1);
    clock.now = T0;
    expect(await cap.acquire(1)).toEqual({ full: false });
  });
});

describe('per-tab cap in the worker', () => {
  let h: Harness;
  const fromTab = (tabId: number, placeId: string, userInitiated = false) =>
    h.send<MenuView>(
      h.startWorker(),
      { type: 'menu.forUrl', url: mapsUrl(placeId), userInitiated },
      h.tabSender(tabId),
    );

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    for (let i = 1; i <= 20; i++) expect((await fromTab(1, `P${i}`)).outcome).toEqual({ kind: 'ok' });
  });

  it('the 21st distinct uncached place from one tab gets tab_limit without a request', async () => {
    const view = await fromTab(1, 'P21');
    expect(view.outcome).toEqual({ kind: 'tab_limit', resetsAt: T0 + TEN_MINUTES });
    expect((await fromTab(1, 'P22', true)).outcome.kind).toBe('tab_limit');
    expect(h.api.menuCalls).toHaveLength(20);
  });

  it('other tabs and extension pages are not affected; cached places are not counted', async () => {
    expect((await fromTab(2, 'P21')).outcome).toEqual({ kind: 'ok' });
    const page = await h.send<MenuView>(h.startWorker(), { type: 'menu.forPlace', placeId: 'P22' });
    expect(page.outcome).toEqual({ kind: 'ok' });
    expect((await fromTab(1, 'P21')).outcome).toEqual({ kind: 'ok' });
    expect((await fromTab(1, 'P5')).outcome).toEqual({ kind: 'ok' });
    expect(h.api.menuCalls).toHaveLength(22);
  });

  it('a stale saved place past the cap is shown without the refresh another tab still gets', async () => {
    await h.cache.putMenu(sampleMenu('STALE'), T0 - 30 * DAY_MS);
    const worker = h.startWorker();
    const ask = (tabId: number) =>
      h.send<MenuView>(worker, { type: 'menu.forUrl', url: mapsUrl('STALE') }, h.tabSender(tabId));
    expect(await ask(1)).toMatchObject({ outcome: { kind: 'ok' }, menu: { stale: true } });
    await worker.settled();
    expect(h.api.menuCalls).not.toContain('STALE');
    expect((await ask(2)).outcome.kind).toBe('refreshing');
    await worker.settled();
    expect(h.api.menuCalls.filter((id) => id === 'STALE')).toHaveLength(1);
  });

  it('the window expires with the clock', async () => {
    h.clock.now += TEN_MINUTES;
    expect((await fromTab(1, 'P21')).outcome).toEqual({ kind: 'ok' });
  });

  it('a closed tab is forgotten', async () => {
    await h.startWorker().forgetTab(1);
    expect((await fromTab(1, 'P21')).outcome).toEqual({ kind: 'ok' });
  });
});

describe('per-tab cap, every billed lookup', () => {
  it('a place asked again after a failure counts again: a failing page cannot bill past the cap', async () => {
    const h = createHarness();
    await h.setup();
    const fromTab = (tabId: number, placeId: string) =>
      h.send<MenuView>(h.startWorker(), { type: 'menu.forUrl', url: mapsUrl(placeId) }, h.tabSender(tabId));
    h.api.answerMenu(() => ({
      ok: false,
      error: { kind: 'bad_request', status: 400, message: '' },
    }));
    for (let i = 1; i <= 10; i++) expect((await fromTab(1, `F${i}`)).outcome.kind).toBe('error');
    // After the failures' cool-down the same places are asked for again, automatically.
    h.clock.now += 2 * 60_000;
    for (let i = 1; i <= 10; i++) expect((await fromTab(1, `F${i}`)).outcome.kind).toBe('error');
    h.clock.now += 2 * 60_000;
    expect((await fromTab(1, 'F1')).outcome.kind).toBe('tab_limit');
    expect(h.api.menuCalls).toHaveLength(20);
  });
});
