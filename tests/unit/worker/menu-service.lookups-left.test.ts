import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '@/lib/clock';
import type { MenuView, StatusView } from '@/lib/messages/view';
import type { Settings } from '@/lib/storage/areas/settings';
import { createHarness, type Harness } from '@/tests/fixtures/worker/worker-harness';

// "X of Y lookups left" in the views the worker answers with: the fewer of the service's rate-limit
// figure (while it is recent) and what is left of the user's allowance; either alone; else nothing.

const BODY = JSON.stringify({ menu_status: 'none', items: [] });
const answer =
  (status: number, headers: Record<string, string> = {}) =>
  async () =>
    new Response(status === 200 ? BODY : '{}', {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
const FIGURE = { 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '238' };

async function harness(settings: Partial<Settings> = {}): Promise<Harness> {
  const h = createHarness({ settings });
  await h.setup();
  return h;
}

const menuFor = (h: Harness, worker: ReturnType<Harness['startWorker']>, placeId: string) =>
  h.send<MenuView>(worker, { type: 'menu.forPlace', placeId });
const status = (h: Harness, worker: ReturnType<Harness['startWorker']>) =>
  h.send<StatusView>(worker, { type: 'status.get' });

describe('menu-service: lookups left in the views', () => {
  let h: Harness;

  describe('without an allowance', () => {
    beforeEach(async () => {
      h = await harness();
    });

    it('shows nothing while the service sends no figure', async () => {
      const worker = h.startWorkerWithFetch(answer(200));
      expect((await menuFor(h, worker, 'P1')).lookupsLeft).toBeUndefined();
      expect((await status(h, worker)).lookupsLeft).toBeUndefined();
    });

    it("shows the service's figure from the answer of the lookup itself, and in the status", async () => {
      const worker = h.startWorkerWithFetch(answer(200, FIGURE));
      expect((await menuFor(h, worker, 'P1')).lookupsLeft).toEqual({
        left: 238,
        of: 1000,
        source: 'service',
      });
      expect((await status(h, worker)).lookupsLeft).toEqual({ left: 238, of: 1000, source: 'service' });
    });

    it('shows it beside the next manual lookup, and keeps it across a worker restart', async () => {
      await h
        .startWorkerWithFetch(answer(200, FIGURE))
        .handleMessage({ type: 'menu.forPlace', placeId: 'P1' }, h.pageSender);
      await h.changeSettings(h.startWorker(), { autoLookup: false });
      const view = await h.send<MenuView>(
        h.startWorker(),
        { type: 'menu.forUrl', url: 'https://www.google.com/maps/place/?q=place_id:P2' },
        h.tabSender(3),
      );
      expect(view.outcome).toEqual({ kind: 'manual' });
      expect(view.lookupsLeft).toEqual({ left: 238, of: 1000, source: 'service' });
      expect(h.api.menuCalls).toEqual([]);
    });

    it("sets the toolbar button from the service's figure once the answer carrying it is in", async () => {
      const worker = h.startWorkerWithFetch(answer(200, FIGURE));
      await menuFor(h, worker, 'P1');
      expect(h.badges.at(-1)).toEqual({ text: '', color: '#00000000' });
      const nearly = h.startWorkerWithFetch(
        answer(200, { 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '150' }),
      );
      await menuFor(h, nearly, 'P2');
      expect(h.badges.at(-1)).toEqual({ text: '80%', color: '#ef6c00' });
      expect(h.titles.at(-1)).toBe(
        'Menu on Maps: 150 of 1,000 lookups left this month, says the menu service',
      );
      const spent = h.startWorkerWithFetch(
        answer(200, { 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '0' }),
      );
      await menuFor(h, spent, 'P3');
      expect(h.badges.at(-1)).toEqual({ text: '!', color: '#c62828' });
    });

    it('reads a 429 as none left', async () => {
      const worker = h.startWorkerWithFetch(
        answer(429, { 'X-RateLimit-Limit': '1000', 'X-RateLimit-Remaining': '0' }),
      );
      expect((await menuFor(h, worker, 'P1')).outcome.kind).toBe('budget_exhausted');
      expect((await status(h, worker)).lookupsLeft).toEqual({ left: 0, of: 1000, source: 'service' });
    });

    it('forgets a figure older than a day, or past its reset', async () => {
      const worker = h.startWorkerWithFetch(answer(200, FIGURE));
      await menuFor(h, worker, 'P1');
      h.clock.now += DAY_MS + 1;
      expect((await status(h, worker)).lookupsLeft).toBeUndefined();

      const resetting = h.startWorkerWithFetch(answer(200, { ...FIGURE, 'RateLimit-Reset': '3600' }));
      await menuFor(h, resetting, 'P2');
      expect((await status(h, resetting)).lookupsLeft).toMatchObject({ left: 238 });
      h.clock.now += HOUR_MS;
      expect((await status(h, resetting)).lookupsLeft).toBeUndefined();
    });

    it("does not show one key's figure for another", async () => {
      const worker = h.startWorkerWithFetch(answer(200, FIGURE));
      await menuFor(h, worker, 'P1');
      await h.changeKey(worker, 'sk-test-OTHER-key');
      expect((await status(h, worker)).lookupsLeft).toBeUndefined();
      await h.changeKey(worker, 'sk-test-SECRET-0123456789');
      expect((await status(h, worker)).lookupsLeft).toMatchObject({ left: 238 });
    });
  });

  describe('with an allowance', () => {
    beforeEach(async () => {
      h = await harness({ monthlyAllowance: 100 });
    });

    it('shows what is left of it, counting the lookup just made', async () => {
      const worker = h.startWorkerWithFetch(answer(200));
      expect((await status(h, worker)).lookupsLeft).toEqual({ left: 100, of: 100, source: 'allowance' });
      expect((await menuFor(h, worker, 'P1')).lookupsLeft).toEqual({
        left: 99,
        of: 100,
        source: 'allowance',
      });
      expect((await status(h, worker)).lookupsLeft).toEqual({ left: 99, of: 100, source: 'allowance' });
    });

    it("shows the fewer: what is left of it, below the service's figure", async () => {
      const worker = h.startWorkerWithFetch(answer(200, FIGURE));
      expect((await menuFor(h, worker, 'P1')).lookupsLeft).toEqual({
        left: 99,
        of: 100,
        source: 'allowance',
      });
      expect((await status(h, worker)).lookupsLeft).toEqual({ left: 99, of: 100, source: 'allowance' });
    });

    it("shows the service's figure while it is recent and the fewer, then the allowance's", async () => {
      const worker = h.startWorkerWithFetch(
        answer(200, { 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '12' }),
      );
      expect((await menuFor(h, worker, 'P1')).lookupsLeft).toEqual({
        left: 12,
        of: 1000,
        source: 'service',
      });
      h.clock.now += DAY_MS + 1;
      expect((await status(h, worker)).lookupsLeft).toEqual({ left: 99, of: 100, source: 'allowance' });
    });
  });
});

describe("menu-service: the service's own figures (issue 31)", () => {
  it('when the service says none is left, automatic lookups stop and a click still asks', async () => {
    const h = await harness();
    let sent = 0;
    const worker = h.startWorkerWithFetch(async () => {
      sent++;
      return answer(200, { 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '0' })();
    });
    await menuFor(h, worker, 'P1');
    expect(sent).toBe(1);
    const automatic = await menuFor(h, worker, 'P2');
    expect(automatic.outcome.kind).toBe('budget_exhausted');
    expect(automatic.lookupsLeft).toMatchObject({ left: 0, source: 'service' });
    expect(sent).toBe(1);
    await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P3', userInitiated: true });
    expect(sent).toBe(2);
  });

  it('a negative figure is unknown: nothing shown, lookups go on', async () => {
    const h = await harness();
    const worker = h.startWorkerWithFetch(
      answer(200, { 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '-5' }),
    );
    expect((await menuFor(h, worker, 'P1')).lookupsLeft).toBeUndefined();
    expect((await menuFor(h, worker, 'P2')).outcome.kind).not.toBe('budget_exhausted');
  });

  it('an automatic lookup answered by a 5xx that says none is left is not retried', async () => {
    const h = await harness();
    let sent = 0;
    const worker = h.startWorkerWithFetch(async () => {
      sent++;
      return answer(500, { 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '0' })();
    });
    await menuFor(h, worker, 'P1');
    expect(sent).toBe(1);
  });

  it('a 429 that says 999 left shows none left beside the stop', async () => {
    const h = await harness();
    const worker = h.startWorkerWithFetch(
      answer(429, { 'Retry-After': '3600', 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '999' }),
    );
    expect((await menuFor(h, worker, 'P1')).outcome.kind).toBe('budget_exhausted');
    expect((await status(h, worker)).lookupsLeft).toMatchObject({ left: 0, of: 1000 });
  });
});
