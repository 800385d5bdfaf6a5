import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@/lib/clock';
import type { BudgetStatus, MenuView, StatusView } from '@/lib/messages/view';
import {
  badgeFor,
  budgetLevel,
  createBudgetGuard,
  MAX_STOP_MS,
  monthOf,
  nextMonthStart,
} from '@/lib/worker/guards/budget-guard';
import { createFakeBudgetStore } from '@/tests/fixtures/worker/fake-budget-store';
import { failed, ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu, T0 } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, deferred, type Harness, TEST_KEY } from '@/tests/fixtures/worker/worker-harness';

const EXHAUSTED = failed<never>({ kind: 'budget_exhausted', status: 429, retryAfterMs: null });

describe('budget helpers', () => {
  it('months are UTC calendar months, as budget rows are keyed', () => {
    expect(monthOf(Date.UTC(2026, 10, 30, 23, 59))).toBe('2026-11');
    expect(monthOf(Date.UTC(2026, 11, 1, 0, 0))).toBe('2026-12');
    expect(nextMonthStart(Date.UTC(2026, 11, 31, 12))).toBe(Date.UTC(2027, 0, 1));
  });

  it('levels and badges warn at 80 % and 100 %', () => {
    expect(budgetLevel(79, 100)).toBe('none');
    expect(budgetLevel(80, 100)).toBe('warn');
    expect(budgetLevel(100, 100)).toBe('reached');
    expect(budgetLevel(1000, null)).toBe('none');
    const status: BudgetStatus = {
      month: '2026-11',
      used: 8,
      allowance: 10,
      exhaustedUntil: null,
      level: 'warn',
    };
    expect(badgeFor(status, T0).text).toBe('80%');
    expect(badgeFor({ ...status, level: 'reached' }, T0).text).toBe('!');
    expect(badgeFor({ ...status, level: 'none', exhaustedUntil: T0 + 1 }, T0).text).toBe('!');
    expect(badgeFor({ ...status, level: 'none' }, T0).text).toBe('');
  });

  it('reads the month while the allowance is still on its way', async () => {
    const store = createFakeBudgetStore();
    store.months.set('2026-11', { month: '2026-11', used: 9, exhaustedUntil: null });
    const guard = createBudgetGuard(store, () => T0);
    let allowanceArrives: (allowance: number | null) => void = () => undefined;
    const status = guard.status(new Promise((resolve) => (allowanceArrives = resolve)));
    store.months.set('2026-11', { month: '2026-11', used: 10, exhaustedUntil: null });
    allowanceArrives(10);
    expect(await status).toMatchObject({ used: 9, allowance: 10, level: 'warn' });
    expect(await guard.status(null)).toMatchObject({ used: 10, allowance: null, level: 'none' });
  });
});

describe('budgetLevel', () => {
  it.each([
    [79, 100, 'none'],
    [80, 100, 'warn'],
    [99, 100, 'warn'],
    [100, 100, 'reached'],
    [500, null, 'none'],
    [4, 5, 'warn'],
  ] as const)('%i of %s → %s', (used, allowance, level) => {
    expect(budgetLevel(used, allowance)).toBe(level);
  });
});

describe('budget guard in the worker', () => {
  let h: Harness;
  const used = () => h.budgetStore.months.get('2026-11')?.used ?? 0;
  const ask = (placeId: string, userInitiated = false) =>
    h.send<MenuView>(h.startWorker(), { type: 'menu.forPlace', placeId, userInitiated });

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
  });

  it('counts every request sent, retries included', async () => {
    h.api.answerMenu((placeId) =>
      placeId === 'P1' ? ok(sampleMenu(placeId), 3) : failed({ kind: 'server', status: 503 }, 3),
    );
    await ask('P1');
    expect(used()).toBe(3);
    const view = await ask('P2');
    expect(view.outcome.kind).toBe('error');
    expect(used()).toBe(6);
  });

  it('after a 429: no request (cache still served) until the next UTC month', async () => {
    await h.cache.putMenu(sampleMenu('CACHED'), T0 - 20 * DAY_MS);
    h.api.answerMenu(() => EXHAUSTED);
    const first = await ask('P1');
    const resetsAt = Date.UTC(2026, 11, 1);
    expect(first.outcome).toEqual({ kind: 'budget_exhausted', resetsAt });
    expect(h.api.menuCalls).toEqual(['P1']);

    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    expect((await ask('P2')).outcome.kind).toBe('budget_exhausted');
    expect((await ask('P2', true)).outcome.kind).toBe('budget_exhausted');
    const cached = await ask('CACHED');
    expect(cached.menu?.menu.placeId).toBe('CACHED');
    expect(cached.outcome.kind).toBe('budget_exhausted');
    expect(h.api.menuCalls).toEqual(['P1']);
    expect(h.badges.at(-1)?.text).toBe('!');

    h.clock.now = resetsAt;
    expect((await ask('P2')).outcome).toEqual({ kind: 'ok' });
    expect(h.api.menuCalls).toEqual(['P1', 'P2']);
  });

  it('a connection test that succeeds lifts the stop after a 429', async () => {
    h.api.answerMenu(() => EXHAUSTED);
    await ask('P1');
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    const worker = h.startWorker();
    expect(await h.send(worker, { type: 'connection.test' })).toMatchObject({ ok: true });
    const status = await h.send<StatusView>(worker, { type: 'status.get' });
    expect(status.budget.exhaustedUntil).toBeNull();
    expect((await ask('P1')).outcome).toEqual({ kind: 'ok' });
    expect(h.api.menuCalls).toEqual(['P1', 'P1']);
  });

  it('no retry goes past the user allowance: a 5xx on the last allowed lookup is not sent again', async () => {
    await h.local.set({ settings: { serviceUrl: 'https://menus.example.com', monthlyAllowance: 1 } });
    const sent: string[] = [];
    const worker = h.startWorkerWithFetch(async (url) => {
      sent.push(url);
      return new Response('{}', { status: 503 });
    });
    const view = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1' });
    expect(view.outcome.kind).toBe('error');
    expect(sent).toHaveLength(1);
    expect(used()).toBe(1);
  });

  it('the user allowance blocks automatic lookups only, and warns on the badge', async () => {
    await h.local.set({ settings: { serviceUrl: 'https://menus.example.com', monthlyAllowance: 5 } });
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    for (const id of ['A', 'B', 'C', 'D']) await ask(id);
    expect(h.badges.at(-1)?.text).toBe('80%');
    await ask('E');
    expect(h.badges.at(-1)?.text).toBe('!');
    expect((await ask('F')).outcome).toEqual({ kind: 'allowance_reached', allowance: 5 });
    expect(h.api.menuCalls).toHaveLength(5);
    expect((await ask('F', true)).outcome).toEqual({ kind: 'ok' });
    expect(h.api.menuCalls).toHaveLength(6);
    const status = await h.send<{ budget: BudgetStatus }>(h.startWorker(), { type: 'status.get' });
    expect(status.budget).toMatchObject({ used: 6, allowance: 5, level: 'reached' });
  });
});

describe('badge on startup', () => {
  it("every worker start, the browser's included, brings it up to date: a new month clears it", async () => {
    const h = createHarness();
    await h.setup();
    await h.budgetStore.setExhaustedUntil('2026-11', Date.UTC(2026, 11, 1));
    await h.startWorker().refreshToolbar();
    expect(h.badges.at(-1)?.text).toBe('!');
    h.clock.now = Date.UTC(2026, 11, 1);
    await h.startWorker().refreshToolbar();
    expect(h.badges.at(-1)?.text).toBe('');
  });

  it('refreshes one at a time: one that read before the stop ended never sets its older state after a later one', async () => {
    const h = createHarness();
    await h.setup();
    await h.budgetStore.setExhaustedUntil('2026-11', Date.UTC(2026, 11, 1));
    const set: string[] = [];
    let release = () => {};
    let firstRead = () => {};
    const read = new Promise<void>((resolve) => {
      firstRead = resolve;
    });
    let first = true;
    const worker = h.startWorkerWith({
      notifier: {
        toTab: async () => {},
        toPages: async () => {},
        toMapsTabs: async () => 0,
        setTitle: async () => {},
        // The first refresh has read the state; its badge lands only once released, as a slow browser call can.
        setBadge: async (badge) => {
          if (first) {
            first = false;
            firstRead();
            await new Promise<void>((resolve) => {
              release = resolve;
            });
          }
          set.push(badge.text);
        },
      },
    });
    const before = worker.refreshToolbar();
    await read;
    h.clock.now = Date.UTC(2026, 11, 1);
    const after = worker.refreshToolbar();
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([before, after]);
    expect(set).toEqual(['!', '']);
  });

  it('a status read brings it up to date once the stop has ended, with nothing billed', async () => {
    const h = createHarness();
    await h.setup();
    await h.budgetStore.setExhaustedUntil('2026-11', Date.UTC(2026, 11, 1));
    const worker = h.startWorker();
    await worker.refreshToolbar();
    expect(h.badges.at(-1)?.text).toBe('!');
    expect(h.titles.at(-1)).toMatch(/Dec 1/);
    h.clock.now = Date.UTC(2026, 11, 1);
    await h.send(worker, { type: 'status.get' });
    await vi.waitFor(() => expect(h.badges.at(-1)?.text).toBe(''));
    expect(h.titles.at(-1)).not.toMatch(/Dec 1/);
    expect(h.api.menuCalls).toHaveLength(0);
  });
});

describe('a 429 stop', () => {
  it('belongs to the month the request was sent in, not the one its answer is read in', async () => {
    const h = createHarness();
    await h.setup();
    const worker = h.startWorker();
    const ask = (placeId: string) => h.send<MenuView>(worker, { type: 'menu.forPlace', placeId });
    h.clock.now = Date.UTC(2026, 10, 30, 23, 59, 59, 900);
    h.api.answerMenu(() => {
      h.clock.now = Date.UTC(2026, 11, 1, 0, 0, 0, 100); // November's 429, read in December
      return EXHAUSTED;
    });
    // November is over: the answer is a failure to retry, not "lookups resume on 1 Dec".
    expect((await ask('P1')).outcome).toMatchObject({
      kind: 'error',
      problem: { kind: 'budget_renewed' },
    });
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    h.clock.now = Date.UTC(2026, 11, 1, 9, 0, 0);
    expect((await ask('P2')).outcome.kind).toBe('ok');
  });

  it('belongs to the key: a new key is asked again at once', async () => {
    const h = createHarness();
    await h.setup();
    const worker = h.startWorker();
    const ask = (placeId: string) => h.send<MenuView>(worker, { type: 'menu.forPlace', placeId });
    h.api.answerMenu(() => EXHAUSTED);
    expect((await ask('P1')).outcome.kind).toBe('budget_exhausted');
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    await h.changeKey(worker, 'sk-upgraded-key');
    expect((await ask('P2')).outcome.kind).toBe('ok');
    expect(h.api.menuCalls).toEqual(['P1', 'P2']);
    expect(h.badges.at(-1)?.text).toBe('');
  });

  it('a 429 to a request sent with the old key, answered after the change, does not stop the new key', async () => {
    const h = createHarness();
    await h.setup();
    const worker = h.startWorker();
    const ask = (placeId: string) => h.send<MenuView>(worker, { type: 'menu.forPlace', placeId });
    const { answer: oldAnswer, view: inFlight } = await h.lookupAcrossKeyChange(worker, 'sk-upgraded-key');
    oldAnswer.resolve(EXHAUSTED);
    // Nothing to say of the new key's budget: a failure to retry.
    expect((await inFlight).outcome).toMatchObject({
      kind: 'error',
      problem: { kind: 'credentials_changed' },
    });
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    expect((await ask('P2')).outcome.kind).toBe('ok');
    expect(h.api.menuCalls).toEqual(['P1', 'P2']);
  });

  it('stays when the same key is written again', async () => {
    const h = createHarness();
    await h.setup();
    const worker = h.startWorker();
    h.api.answerMenu(() => EXHAUSTED);
    await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1' });
    await h.changeKey(worker, TEST_KEY);
    // Some browsers report a write of the same value as a change.
    await worker.onStorageChanged({ apiKeyRevision: { oldValue: 'r1', newValue: 'r1' } }, 'local');
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    const view = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P2' });
    expect(view.outcome.kind).toBe('budget_exhausted');
    expect(h.api.menuCalls).toEqual(['P1']);
  });

  it('ends the retries of requests already under way: none is sent after it', async () => {
    const h = createHarness();
    await h.setup();
    const sent: string[] = [];
    const p1Answer = deferred<Response>();
    const retryWait = deferred<void>();
    const worker = h.startWorkerWithFetch(
      async (url) => {
        sent.push(url);
        return url.includes('P2') ? new Response('{}', { status: 503 }) : p1Answer.promise;
      },
      () => retryWait.promise,
    );
    const ask = (placeId: string) => h.send<MenuView>(worker, { type: 'menu.forPlace', placeId });
    const p2 = ask('P2'); // a 503: waits to retry
    const p1 = ask('P1');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    p1Answer.resolve(new Response('{}', { status: 429 }));
    expect((await p1).outcome.kind).toBe('budget_exhausted');
    retryWait.resolve();
    expect((await p2).outcome.kind).toBe('error');
    expect(sent.filter((url) => url.includes('P2'))).toHaveLength(1);
  });
});

describe("a 429's Retry-After", () => {
  const HOUR = 60 * 60_000;
  const exhaustedFor = (retryAfterMs: number) =>
    failed<never>({ kind: 'budget_exhausted', status: 429, retryAfterMs });

  async function stoppedBy(retryAfterMs: number, at = T0) {
    const h = createHarness();
    await h.setup();
    h.clock.now = at;
    const worker = h.startWorker();
    const ask = async (placeId: string, now: number) => {
      h.clock.now = now;
      return (await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId })).outcome;
    };
    h.api.answerMenu(() => exhaustedFor(retryAfterMs));
    const first = await ask('P1', at);
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    return { h, worker, first, ask };
  }

  it("is the service's word on when lookups resume, also past the end of the month", async () => {
    const at = Date.UTC(2026, 10, 29, 12); // 29 November, a stop of 5 days
    const { h, first, ask } = await stoppedBy(5 * DAY_MS, at);
    expect(first).toEqual({ kind: 'budget_exhausted', resetsAt: at + 5 * DAY_MS });
    expect((await ask('P2', Date.UTC(2026, 11, 2))).kind).toBe('budget_exhausted');
    expect(h.api.menuCalls).toEqual(['P1']);
    expect((await ask('P2', at + 5 * DAY_MS)).kind).toBe('ok');
    expect(h.api.menuCalls).toEqual(['P1', 'P2']);
  });

  // One stop a test: harnesses share storage.local, where the stop is kept too (usage-mirror.ts).
  it('is held to at least an hour', async () => {
    expect((await stoppedBy(0)).first).toEqual({ kind: 'budget_exhausted', resetsAt: T0 + HOUR });
  });

  it('is held to at most 62 days', async () => {
    expect((await stoppedBy(400 * DAY_MS)).first).toEqual({
      kind: 'budget_exhausted',
      resetsAt: T0 + 62 * DAY_MS,
    });
  });

  it('a connection test that succeeds lifts a stop that runs into next month, in next month too', async () => {
    const { h, worker, ask } = await stoppedBy(10 * DAY_MS);
    expect(await h.send(worker, { type: 'connection.test' })).toMatchObject({ ok: true });
    expect((await ask('P2', Date.UTC(2026, 11, 2))).kind).toBe('ok');
    expect(h.api.menuCalls).toEqual(['P1', 'P2']);
  });
});

describe('a 429 stop kept nowhere', () => {
  it('is still the answer: a failing write does not replace the 429 (the next one stops the next ask)', async () => {
    const store = {
      ...createFakeBudgetStore(),
      setExhaustedUntil: () => Promise.reject(new Error('database and storage.local both failing')),
    };
    const time = Date.UTC(2026, 10, 20);
    const guard = createBudgetGuard(store, () => time);
    expect(await guard.markExhausted(time)).toBe(Date.UTC(2026, 11, 1));
  });
});

describe('a 429 stop and a clock moved back', () => {
  it('a stop set in the future (the clock moved back since) is over; one set in the past holds', async () => {
    const store = createFakeBudgetStore();
    let time = Date.UTC(2026, 10, 20);
    const guard = createBudgetGuard(store, () => time);
    const until = await guard.markExhausted(time, 60 * 60_000);
    expect((await guard.status(null)).exhaustedUntil).toBe(until);
    time -= 3 * 24 * 60 * 60_000;
    expect((await guard.status(null)).exhaustedUntil).toBeNull();
  });

  it('a stop written before its start was kept lasts at most the longest stop from now', async () => {
    const store = createFakeBudgetStore();
    const time = Date.UTC(2026, 10, 20);
    const guard = createBudgetGuard(store, () => time);
    await store.setExhaustedUntil('2026-11', time + 30 * 24 * 60 * 60_000);
    expect((await guard.status(null)).exhaustedUntil).not.toBeNull();
    await store.setExhaustedUntil('2026-11', time + MAX_STOP_MS + 1);
    expect((await guard.status(null)).exhaustedUntil).toBeNull();
  });
});
