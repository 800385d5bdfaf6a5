import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@/lib/api/api-result';
import type { Menu } from '@/lib/api/model';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@/lib/clock';
import type { PackJobView, PackStartView, ResponseMap } from '@/lib/messages/protocol';
import { CacheStorageError } from '@/lib/storage/menus/storage-errors';
import { LOOKUP_ERROR_NOTES } from '@/lib/storage/session/failure-memo';
import { IN_FLIGHT_MARKERS } from '@/lib/storage/session/in-flight-markers';
import { PACK_FAILURES_IN_A_ROW, PACK_IN_FLIGHT } from '@/lib/worker/pack/pack-runner';
import type { Worker } from '@/lib/worker/worker';
import { failed, ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, deferred, type Harness } from '@/tests/fixtures/worker/worker-harness';

const TAB = 7;
/** A start's answer when the price held: the pack (busy when another list's). */
type Started = Exclude<PackStartView, { repriced: number }>;
const SEARCH = 'https://www.google.com/maps/search/ramen+Shibuya/@35.66,139.70,15z';
/** A result link the harness's parser reads, with the place's own position in its `data=`. */
const link = (placeId: string, lat = 35.6, lng = 139.7) =>
  `https://www.google.com/maps/place/x/data=!4m2!3d${lat}!4d${lng}?q=place_id:${placeId}`;

describe('trip pack (pack.forTab, pack.start, pack.status, pack.cancel)', () => {
  let h: Harness;
  let worker: Worker;

  const listAnswer = (ids: string[]) => ({
    url: SEARCH,
    cards: ids.map((id, i) => ({ href: link(id, 35 + i), name: `Place ${id}` })),
  });
  const forTab = (w = worker) => h.send<ResponseMap['pack.forTab']>(w, { type: 'pack.forTab', tabId: TAB });
  /** The tab's list, started at the price pack.forTab answered (as the popup does). */
  async function startFromTab(w = worker): Promise<Started> {
    const { list } = await forTab(w);
    if (!list) throw new Error('no list');
    const places = list.places.map(({ placeId, name, at }) => ({ placeId, name, ...(at ? { at } : {}) }));
    return h.send<Started>(w, {
      type: 'pack.start',
      cost: list.cost,
      list: { name: 'ramen Shibuya · 28 Nov', query: list.query, centre: list.centre, places },
    });
  }
  /** A saved list's refresh at the price pack.forList answered. */
  async function refresh(listId: string, w = worker): Promise<Started> {
    const price = await h.send<ResponseMap['pack.forList']>(w, { type: 'pack.forList', listId });
    return h.send<Started>(w, { type: 'pack.start', listId, cost: price?.cost ?? 0 });
  }

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    await h.cache.putMenu(sampleMenu('FRESH'), h.clock.now - DAY_MS);
    await h.cache.putMenu(sampleMenu('STALE'), h.clock.now - 30 * DAY_MS);
    await h.cache.putNotFound('GONE', h.clock.now, DAY_MS);
    h.resultsLists.set(TAB, listAnswer(['FRESH', 'STALE', 'NEW1', 'GONE', 'NEW2']));
    worker = h.startWorker();
  });

  it('prices the list shown: its stale and unsaved places, nothing for fresh or remembered 404s', async () => {
    const { list, job } = await forTab();
    expect(job).toBeNull();
    expect(list?.query).toBe('ramen Shibuya');
    expect(list?.centre).toEqual({ lat: 35.66, lng: 139.7 });
    expect(list?.places.map((place) => [place.placeId, place.saved])).toEqual([
      ['FRESH', 'fresh'],
      ['STALE', 'stale'],
      ['NEW1', 'none'],
      ['GONE', 'not_found'],
      ['NEW2', 'none'],
    ]);
    expect(list?.cost).toBe(3);
    expect(list?.confirmAbove).toBe(10);
    expect(h.api.menuCalls).toEqual([]);
  });

  it('starts nothing that would bill more than the price accepted: a menu gone out of date meanwhile', async () => {
    const { list } = await forTab();
    if (!list) throw new Error('no list');
    expect(list.cost).toBe(3);
    // The popup stayed open past FRESH's freshness and GONE's remembered 404: the pack would bill 5.
    h.clock.now += 6 * DAY_MS;
    const places = list.places.map(({ placeId, name, at }) => ({ placeId, name, ...(at ? { at } : {}) }));
    const request = {
      type: 'pack.start',
      list: { name: 'ramen', query: list.query, centre: list.centre, places },
    };
    expect(await h.send(worker, { ...request, cost: list.cost })).toEqual({ repriced: 5 });
    await worker.settled();
    expect(h.api.menuCalls).toEqual([]);
    expect(await h.lists.all()).toEqual([]);
    expect(await h.send(worker, { type: 'pack.status' })).toBeNull();
    // Two popups start it at once, one at the old price, one at the new: the second starts it.
    const [old, accepted] = await Promise.all([
      h.send(worker, { ...request, cost: 3 }),
      h.send<Started>(worker, { ...request, cost: 5 }),
    ]);
    expect(old).toEqual({ repriced: 5 });
    expect(accepted).toMatchObject({ status: 'running' });
    await worker.settled();
    expect([...h.api.menuCalls].sort()).toEqual(['FRESH', 'GONE', 'NEW1', 'NEW2', 'STALE']);
    // At its price, it starts; a price that fell meanwhile (a menu saved by a tab) starts too.
    h.clock.now += 8 * DAY_MS;
    h.api.menuCalls.length = 0;
    await h.cache.putMenu(sampleMenu('NEW1'), h.clock.now);
    expect(await h.send<Started>(worker, { ...request, cost: 5 })).toMatchObject({ status: 'running' });
    await worker.settled();
    expect([...h.api.menuCalls].sort()).toEqual(['FRESH', 'GONE', 'NEW2', 'STALE']);
  });

  it('bills exactly the stale and unsaved places, keeps the list and the places’ positions', async () => {
    const started = await startFromTab();
    expect(started.status).toBe('running');
    await worker.settled();
    expect([...h.api.menuCalls].sort()).toEqual(['NEW1', 'NEW2', 'STALE']);
    const status = await h.send<PackJobView>(worker, { type: 'pack.status' });
    expect(status).toMatchObject({ status: 'done', total: 3, done: 3 });
    expect(status.places.map((place) => place.state)).toEqual([
      'skipped',
      'saved',
      'saved',
      'skipped',
      'saved',
    ]);
    const [list] = await h.lists.all();
    expect(list).toMatchObject({ id: status.listId, name: 'ramen Shibuya · 28 Nov', query: 'ramen Shibuya' });
    expect(list?.places[2]).toEqual({ placeId: 'NEW1', name: 'Place NEW1', at: { lat: 37, lng: 139.7 } });
    expect((await h.cache.getMenu('NEW1'))?.at).toEqual({ lat: 37, lng: 139.7 });
    // A second pack over the same list bills nothing: every place is saved and fresh now.
    expect((await forTab()).list?.cost).toBe(0);
  });

  it(`keeps at most ${PACK_IN_FLIGHT} requests out at once`, async () => {
    h.resultsLists.set(TAB, listAnswer(['A', 'B', 'C', 'D', 'E', 'F', 'G']));
    const answers = new Map<string, ReturnType<typeof deferred<ApiResult<Menu>>>>();
    h.api.answerMenu((placeId) => {
      const answer = deferred<ApiResult<Menu>>();
      answers.set(placeId, answer);
      return answer.promise;
    });
    await startFromTab();
    await vi.waitFor(() => expect(h.api.menuCalls).toHaveLength(PACK_IN_FLIGHT));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.api.menuCalls).toHaveLength(PACK_IN_FLIGHT);
    answers.get('A')?.resolve(ok(sampleMenu('A')));
    await vi.waitFor(() => expect(h.api.menuCalls).toHaveLength(PACK_IN_FLIGHT + 1));
    for (const id of 'BCDEFG') {
      await vi.waitFor(() => expect(answers.has(id)).toBe(true));
      answers.get(id)?.resolve(ok(sampleMenu(id)));
    }
    await worker.settled();
    expect(h.api.menuCalls).toHaveLength(7);
  });

  it('stops at a 429 and says when lookups resume; nothing more is sent', async () => {
    h.resultsLists.set(TAB, listAnswer(['A', 'B', 'C', 'D', 'E', 'F']));
    h.api.answerMenu((placeId) =>
      placeId === 'B'
        ? failed({ kind: 'budget_exhausted', status: 429, retryAfterMs: 2 * HOUR_MS })
        : ok(sampleMenu(placeId)),
    );
    await startFromTab();
    await worker.settled();
    const status = await h.send<PackJobView>(worker, { type: 'pack.status' });
    expect(status.status).toBe('stopped');
    expect(status.stop).toEqual({ kind: 'budget_exhausted', resetsAt: h.clock.now + 2 * HOUR_MS });
    // A, B and C left together; nothing after the 429.
    expect(h.api.menuCalls).toEqual(['A', 'B', 'C']);
    expect(status.places.find((place) => place.placeId === 'B')?.state).toBe('failed');
  });

  it('never spends beyond the user’s monthly allowance', async () => {
    await h.changeSettings(worker, { monthlyAllowance: 2 });
    h.resultsLists.set(TAB, listAnswer(['A', 'B', 'C', 'D', 'E']));
    await startFromTab();
    await worker.settled();
    expect(h.api.menuCalls).toHaveLength(2);
    const status = await h.send<PackJobView>(worker, { type: 'pack.status' });
    expect(status).toMatchObject({ status: 'stopped', stop: { kind: 'allowance_reached', allowance: 2 } });
  });

  it('ends at the allowance when the last request out answers while the next place is gated', async () => {
    await h.changeSettings(worker, { monthlyAllowance: 2 });
    h.resultsLists.set(TAB, listAnswer(['A', 'B', 'C', 'D']));
    const held = new Map<string, () => void>();
    h.api.answerMenu(
      (placeId) => new Promise((resolve) => held.set(placeId, () => resolve(ok(sampleMenu(placeId))))),
    );
    await startFromTab();
    await vi.waitFor(() => expect(h.api.menuCalls).toHaveLength(2));
    // A answers; the month's budget read next (C's gate is among them) is held while B answers.
    const read = h.budgetStore.getMonth.bind(h.budgetStore);
    const reading = deferred<void>();
    const release = deferred<void>();
    vi.spyOn(h.budgetStore, 'getMonth').mockImplementationOnce(async (month) => {
      reading.resolve();
      await release.promise;
      return read(month);
    });
    held.get('A')?.();
    await reading.promise;
    held.get('B')?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    release.resolve();
    await worker.settled();
    expect(h.api.menuCalls).toEqual(['A', 'B']);
    const view = await h.send<PackJobView>(worker, { type: 'pack.status' });
    expect(view).toMatchObject({ status: 'stopped', stop: { kind: 'allowance_reached', allowance: 2 } });
  });

  it('cancels: nothing more leaves; a second pack bills only the rest, none twice', async () => {
    h.resultsLists.set(TAB, listAnswer(['A', 'B', 'C', 'D', 'E', 'F']));
    const held: Array<() => void> = [];
    h.api.answerMenu(
      (placeId) => new Promise((resolve) => held.push(() => resolve(ok(sampleMenu(placeId))))),
    );
    await startFromTab();
    await vi.waitFor(() => expect(h.api.menuCalls).toHaveLength(PACK_IN_FLIGHT));
    const cancelled = await h.send<PackJobView>(worker, { type: 'pack.cancel' });
    expect(cancelled.status).toBe('cancelled');
    for (const answer of held) answer();
    await worker.settled();
    expect(h.api.menuCalls).toEqual(['A', 'B', 'C']);
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    await startFromTab();
    await worker.settled();
    expect([...h.api.menuCalls].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('after a worker stop, reports the place whose request was out as interrupted and bills the rest once', async () => {
    h.resultsLists.set(TAB, listAnswer(['A', 'B', 'C', 'D', 'E']));
    // The first worker's requests never answer: it is stopped with them out.
    h.api.answerMenu(() => new Promise(() => undefined));
    await startFromTab();
    // Stopped with its requests out: each left a mark (the stored job may not say so yet).
    await vi.waitFor(() => expect(h.api.menuCalls).toHaveLength(PACK_IN_FLIGHT));
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    const next = h.startWorker();
    await next.resumePack();
    await next.settled();
    expect(h.api.menuCalls).toEqual(['A', 'B', 'C', 'D', 'E']);
    const status = await h.send<PackJobView>(next, { type: 'pack.status' });
    expect(status.status).toBe('done');
    // The stopped worker's three, counted from their marks, and the two sent since.
    expect(status.spent).toBe(5);
    expect(status.places.map((place) => place.state)).toEqual([
      'interrupted',
      'interrupted',
      'interrupted',
      'saved',
      'saved',
    ]);
  });

  /** A first worker with its first requests out and held: it is "stopped", yet its page lives on. */
  async function stoppedWithRequestsOut(ids: string[]): Promise<() => void> {
    h.resultsLists.set(TAB, listAnswer(ids));
    const held: Array<() => void> = [];
    h.api.answerMenu(
      (placeId) => new Promise((resolve) => held.push(() => resolve(ok(sampleMenu(placeId))))),
    );
    await startFromTab();
    await vi.waitFor(() => expect(h.api.menuCalls).toHaveLength(PACK_IN_FLIGHT));
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    return () => {
      for (const answer of held) answer();
    };
  }

  // Firefox unloads a stopped event page after the next one may have started: the old page's
  // requests answer, and its loop would go on, after the new worker took the job over.
  it('a stopped worker whose requests answer after the takeover sends nothing more', async () => {
    const ids = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    const release = await stoppedWithRequestsOut(ids);
    // The next worker's own requests are out (D, E, F) when the stopped one's answers come.
    const held: Array<() => void> = [];
    h.api.answerMenu(
      (placeId) => new Promise((resolve) => held.push(() => resolve(ok(sampleMenu(placeId))))),
    );
    const next = h.startWorker();
    await next.resumePack();
    await vi.waitFor(() => expect(h.api.menuCalls).toHaveLength(2 * PACK_IN_FLIGHT));
    release();
    await worker.settled();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    for (const answer of held) answer();
    await next.settled();
    expect([...h.api.menuCalls].sort()).toEqual(ids);
    const status = await h.send<PackJobView>(h.startWorker(), { type: 'pack.status' });
    expect(status.status).toBe('done');
  });

  it('a Cancel taken by the next worker holds against the stopped one’s late progress', async () => {
    const release = await stoppedWithRequestsOut(['A', 'B', 'C', 'D', 'E', 'F']);
    const next = h.startWorker();
    const cancelled = await h.send<PackJobView>(next, { type: 'pack.cancel' });
    expect(cancelled.status).toBe('cancelled');
    release();
    await worker.settled();
    await next.settled();
    expect(h.api.menuCalls).toEqual(['A', 'B', 'C']);
    for (const reader of [next, h.startWorker()]) {
      const status = await h.send<PackJobView>(reader, { type: 'pack.status' });
      expect(status.status).toBe('cancelled');
    }
    expect(h.api.menuCalls).toEqual(['A', 'B', 'C']);
  });

  it('a cancelled pack’s late answer leaves the next pack’s mark of the same place index alone', async () => {
    const held = new Map<string, () => void>();
    h.api.answerMenu(
      (placeId) => new Promise((resolve) => held.set(placeId, () => resolve(ok(sampleMenu(placeId))))),
    );
    // A Maps tab's ask for X is out; pack A's X (its place 0) joins it, so A sends nothing for X.
    const tabAsk = h.send(worker, { type: 'menu.forPlace', placeId: 'X' });
    await vi.waitFor(() => expect(h.api.menuCalls).toEqual(['X']));
    h.resultsLists.set(TAB, listAnswer(['X']));
    await startFromTab();
    await vi.waitFor(async () => expect(await h.session.get('pack.sent.0')).not.toEqual({}));
    expect((await h.send<PackJobView>(worker, { type: 'pack.cancel' })).status).toBe('cancelled');
    // Pack B marks its own place 0 (Z) before its request leaves; Z's answer is held.
    h.resultsLists.set(TAB, listAnswer(['Z']));
    await startFromTab();
    await vi.waitFor(() => expect(h.api.menuCalls).toEqual(['X', 'Z']));
    const jobB = ((await h.session.get('pack.job'))['pack.job'] as { id: string }).id;
    // X answers: A's lookup was not sent, and takes back only its own mark (it reads the mark first).
    const reads = vi.spyOn(h.session, 'get');
    held.get('X')?.();
    await tabAsk;
    await vi.waitFor(() => expect(reads).toHaveBeenCalledWith('pack.sent.0'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    reads.mockRestore();
    expect(await h.session.get('pack.sent.0')).toEqual({ 'pack.sent.0': jobB });
    // The worker stops with Z out: the next one reports Z interrupted instead of billing it again.
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    const next = h.startWorker();
    await next.resumePack();
    await next.settled();
    expect(h.api.menuCalls).toEqual(['X', 'Z']);
    const view = await h.send<PackJobView>(next, { type: 'pack.status' });
    expect(view.places.map((place) => place.state)).toEqual(['interrupted']);
  });

  it('sends nothing for a place whose mark cannot be stored', async () => {
    const set = h.session.set.bind(h.session);
    const failing = vi
      .spyOn(h.session, 'set')
      .mockImplementation((items) =>
        Object.keys(items).some((key) => key.startsWith('pack.sent.'))
          ? Promise.reject(new Error('storage.session is gone'))
          : set(items),
      );
    await startFromTab();
    await worker.settled();
    expect(h.api.menuCalls).toEqual([]);
    const status = await h.send<PackJobView>(worker, { type: 'pack.status' });
    expect(status).toMatchObject({ status: 'stopped', done: 0 });
    // The stop is a code the popup words in its own language (error-text.ts problemText).
    expect(status.stop).toMatchObject({ kind: 'error', problem: { kind: 'storage' } });
    failing.mockRestore();
  });

  it('a lookup that fails before its request leaves costs nothing and says storage is failing', async () => {
    h.resultsLists.set(TAB, listAnswer(['A']));
    const set = h.session.set.bind(h.session);
    // The in-flight marker, written just before the request would leave, cannot be stored.
    const failing = vi
      .spyOn(h.session, 'set')
      .mockImplementation((items) =>
        Object.keys(items).some((key) => key.startsWith(IN_FLIGHT_MARKERS.prefix))
          ? Promise.reject(new Error('storage.session is gone'))
          : set(items),
      );
    await startFromTab();
    await worker.settled();
    failing.mockRestore();
    expect(h.api.menuCalls).toEqual([]);
    const view = await h.send<PackJobView>(worker, { type: 'pack.status' });
    expect(view.spent).toBe(0);
    // A code the popup words in its own language, not the caught error's English.
    expect(view.places[0]).toMatchObject({
      state: 'failed',
      failure: { kind: 'error', problem: { kind: 'storage' } },
    });
    expect(JSON.stringify(view)).not.toContain('storage.session is gone');
    expect(await h.session.get('pack.sent.0')).toEqual({});
  });

  it('a lookup that fails after its request left still counts it spent, and keeps its mark', async () => {
    h.resultsLists.set(TAB, listAnswer(['A']));
    h.api.answerMenu(() => failed({ kind: 'server', status: 503 }));
    const set = h.session.set.bind(h.session);
    // The place's failure note, written once the 503 came back, cannot be stored.
    const failing = vi
      .spyOn(h.session, 'set')
      .mockImplementation((items) =>
        Object.keys(items).some((key) => key.startsWith(LOOKUP_ERROR_NOTES.prefix))
          ? Promise.reject(new Error('storage.session is gone'))
          : set(items),
      );
    await startFromTab();
    await worker.settled();
    failing.mockRestore();
    expect(h.api.menuCalls).toEqual(['A']);
    const view = await h.send<PackJobView>(worker, { type: 'pack.status' });
    expect(view.spent).toBe(1);
    expect(view.places[0]).toMatchObject({ state: 'failed', failure: { problem: { kind: 'storage' } } });
    expect(await h.session.get('pack.sent.0')).not.toEqual({});
  });

  // Every place is sent as a click: the guards that hold automatic lookups back are the gate's to apply.
  const status = () => h.send<PackJobView>(worker, { type: 'pack.status' });
  const SIX = ['A', 'B', 'C', 'D', 'E', 'F'];
  /** After the cause went, the user starts it again: the rest is saved, no saved menu is billed twice. */
  async function completesAfterwards() {
    const before = (await forTab()).list?.places ?? [];
    const saved = before.filter((place) => place.saved === 'fresh').map((place) => place.placeId);
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    h.api.menuCalls.length = 0;
    await startFromTab();
    await worker.settled();
    expect(h.api.menuCalls.filter((id) => saved.includes(id))).toEqual([]);
    expect((await status()).status).toBe('done');
    expect((await forTab()).list?.cost).toBe(0);
  }

  it('counts spent only what was sent: a place saved meanwhile by another ask costs the pack nothing', async () => {
    h.resultsLists.set(TAB, listAnswer(['A', 'B', 'C']));
    const set = h.session.set.bind(h.session);
    const marks = vi.spyOn(h.session, 'set').mockImplementation(async (items) => {
      // B's menu is saved by another ask (a Maps tab's lookup) just as the pack marks it sent.
      if (Object.keys(items).includes('pack.sent.1')) await h.cache.putMenu(sampleMenu('B'), h.clock.now);
      return set(items);
    });
    await startFromTab();
    await worker.settled();
    marks.mockRestore();
    expect([...h.api.menuCalls].sort()).toEqual(['A', 'C']);
    const view = await status();
    expect(view).toMatchObject({ status: 'done', spent: 2 });
    expect(view.places.map((place) => place.state)).toEqual(['saved', 'saved', 'saved']);
    // Its mark went too: a worker taking the pack over would count the same.
    expect(await h.session.get('pack.sent.1')).toEqual({});
  });

  it('sends nothing while browser storage is failing, and says so', async () => {
    h.resultsLists.set(TAB, listAnswer(SIX));
    h.storage.failing = true;
    await startFromTab();
    await worker.settled();
    expect(h.api.menuCalls).toEqual([]);
    expect(await status()).toMatchObject({ status: 'stopped', stop: { kind: 'storage_failing' }, spent: 0 });
    h.storage.failing = false;
    await completesAfterwards();
  });

  it('stops at the first menu a full disk could not keep; never "done" with nothing saved', async () => {
    h.resultsLists.set(TAB, listAnswer(SIX));
    const put = vi
      .spyOn(h.cache, 'putMenu')
      .mockRejectedValue(new CacheStorageError('failing', 'The disk is full.'));
    await startFromTab();
    await worker.settled();
    // The requests out together when the first write failed; none after it.
    expect(h.api.menuCalls.length).toBeLessThanOrEqual(PACK_IN_FLIGHT);
    const view = await status();
    expect(view).toMatchObject({ status: 'stopped', stop: { kind: 'not_saved' }, saved: 0 });
    expect(view.spent).toBe(h.api.menuCalls.length);
    const billed = [...h.api.menuCalls];
    // Started again with the disk still full: the first menu already paid for stops it, unbilled.
    await startFromTab();
    await worker.settled();
    expect(h.api.menuCalls).toEqual(billed);
    expect(await status()).toMatchObject({ status: 'stopped', stop: { kind: 'not_saved' }, spent: 0 });
    put.mockRestore();
    // Room again: the menus already paid for are saved from memory, not billed again.
    await completesAfterwards();
    expect(h.api.menuCalls.filter((id) => billed.includes(id))).toEqual([]);
  });

  it('sends nothing offline, and completes once back online', async () => {
    h.resultsLists.set(TAB, listAnswer(SIX));
    h.network.online = false;
    await startFromTab();
    await worker.settled();
    expect(h.api.menuCalls).toEqual([]);
    expect(await status()).toMatchObject({ status: 'stopped', stop: { kind: 'offline' }, spent: 0 });
    h.network.online = true;
    await completesAfterwards();
  });

  it('stops when the service cannot be reached, and sends nothing during its pause', async () => {
    h.resultsLists.set(TAB, listAnswer(SIX));
    h.api.answerMenu(() => failed({ kind: 'network', message: 'Failed to fetch' }));
    await startFromTab();
    await worker.settled();
    expect(h.api.menuCalls.length).toBeLessThanOrEqual(PACK_IN_FLIGHT);
    expect(await status()).toMatchObject({ status: 'stopped', stop: { kind: 'unreachable' } });
    // Started again during the pause: nothing leaves.
    h.api.menuCalls.length = 0;
    await startFromTab();
    await worker.settled();
    expect(h.api.menuCalls).toEqual([]);
    expect(await status()).toMatchObject({ status: 'stopped', stop: { kind: 'unreachable' }, spent: 0 });
    h.clock.now += MINUTE_MS;
    await completesAfterwards();
  });

  it(`stops after ${PACK_FAILURES_IN_A_ROW} failed requests in a row (a 5xx), and says what it cost`, async () => {
    h.resultsLists.set(TAB, listAnswer(SIX));
    h.api.answerMenu(() => failed({ kind: 'server', status: 503 }));
    await startFromTab();
    await worker.settled();
    expect(h.api.menuCalls.length).toBeLessThanOrEqual(PACK_IN_FLIGHT);
    const view = await status();
    expect(view).toMatchObject({
      status: 'stopped',
      stopAfterFailures: PACK_FAILURES_IN_A_ROW,
      stop: { kind: 'error', problem: { kind: 'api', error: 'server' } },
      spent: h.api.menuCalls.length,
      saved: 0,
    });
    // After one failure, the requests out answer before another leaves: never more than one beyond.
    expect(h.api.menuCalls.length).toBeLessThanOrEqual(PACK_FAILURES_IN_A_ROW + 1);
    await completesAfterwards();
  });

  it('a pack whose only place failed is stopped, not done', async () => {
    h.resultsLists.set(TAB, listAnswer(['FRESH', 'ONLY']));
    h.api.answerMenu(() => failed({ kind: 'server', status: 500 }));
    await startFromTab();
    await worker.settled();
    expect(h.api.menuCalls).toEqual(['ONLY']);
    expect(await status()).toMatchObject({ status: 'stopped', stop: { kind: 'error' }, spent: 1, saved: 0 });
  });

  it('two quick starts of the same list are one pack and one list', async () => {
    h.resultsLists.set(TAB, listAnswer(['A', 'B', 'C', 'D']));
    const [first, second] = await Promise.all([startFromTab(), startFromTab()]);
    expect(second.id).toBe(first.id);
    expect(second.busy).toBeUndefined();
    await worker.settled();
    expect(await h.lists.all()).toHaveLength(1);
    expect([...h.api.menuCalls].sort()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('a start while another list’s pack runs starts nothing and answers busy with that pack', async () => {
    const { listId } = await startFromTab();
    await worker.settled();
    h.clock.now += 8 * DAY_MS;
    h.resultsLists.set(TAB, listAnswer(['A', 'B', 'C', 'D']));
    h.api.answerMenu(() => new Promise(() => undefined));
    const running = await startFromTab();
    await vi.waitFor(() => expect(h.api.menuCalls).toContain('A'));
    const refreshed = await refresh(listId);
    expect(refreshed).toMatchObject({
      busy: true,
      id: running.id,
      listId: running.listId,
      status: 'running',
    });
    // Asked twice at once, both are told.
    const both = await Promise.all([refresh(listId), refresh(listId)]);
    expect(both.map((answer) => answer.busy)).toEqual([true, true]);
    expect(await h.lists.all()).toHaveLength(2);
    // The running pack's own refresh is that pack, not busy.
    const same = await refresh(running.listId);
    expect(same).toMatchObject({ id: running.id });
    expect(same.busy).toBeUndefined();
  });

  it('refreshes a saved list by its id: only its stale or unsaved menus', async () => {
    const { listId } = await startFromTab();
    await worker.settled();
    h.clock.now += 8 * DAY_MS;
    await h.cache.putMenu(sampleMenu('NEW1'), h.clock.now);
    await h.cache.putNotFound('GONE', h.clock.now, DAY_MS);
    h.api.menuCalls.length = 0;
    await refresh(listId);
    await worker.settled();
    // FRESH, STALE and NEW2 are stale again; NEW1 was just saved; GONE is still a remembered 404.
    expect([...h.api.menuCalls].sort()).toEqual(['FRESH', 'NEW2', 'STALE']);
  });

  it('refuses every pack message from a content script, and reads no list a page fakes', async () => {
    for (const message of [
      { type: 'pack.forTab', tabId: TAB },
      { type: 'pack.start', listId: 'x', cost: 1 },
      { type: 'pack.status' },
      { type: 'pack.cancel' },
    ]) {
      const reply = await worker.handleMessage(message, h.tabSender(TAB));
      expect(reply.ok).toBe(false);
    }
    h.resultsLists.set(TAB, {
      url: 'https://evil.example/maps/search/x',
      cards: [{ href: link('A'), name: 'A' }],
    });
    expect((await forTab()).list).toBeNull();
    h.resultsLists.set(TAB, {
      url: SEARCH,
      cards: [
        { href: 'https://evil.example/maps/place/?q=place_id:EVIL', name: 'Evil' },
        { href: 'javascript:alert(1)', name: 'Script' },
        { href: link('A'), name: '<b>A</b>' },
        { href: link('A'), name: 'A again' },
      ],
    });
    const { list } = await forTab();
    expect(list?.places.map((place) => [place.placeId, place.name])).toEqual([['A', '<b>A</b>']]);
    h.resultsLists.set(TAB, { url: SEARCH, cards: 'not a list' });
    expect((await forTab()).list).toBeNull();
    expect(h.api.menuCalls).toEqual([]);
  });
});
