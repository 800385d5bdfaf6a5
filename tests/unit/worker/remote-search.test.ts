import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiResult } from '@/lib/api/api-result';
import type { SearchResult } from '@/lib/api/model';
import type { RemoteSearchResponse } from '@/lib/messages/protocol';
import { loadSettings, saveSettings } from '@/lib/storage/areas/settings-store';
import { normaliseQuery, SEARCH_ANSWERS_STORAGE_KEY } from '@/lib/storage/session/remote-search-answers';
import { failed, ok } from '@/tests/fixtures/worker/fake-menu-api';
import { createHarness, deferred, type Harness } from '@/tests/fixtures/worker/worker-harness';

const result = (query: string): SearchResult => ({
  query,
  hits: [
    {
      dish: 'Pho',
      restaurant: 'Saigon',
      placeId: 'HIT-PLACE',
      price: null,
      sourceUrl: null,
      verifiedAt: null,
      status: 'crawled',
    },
  ],
});

describe('search.remote', () => {
  let h: Harness;
  const search = (query: string) =>
    h.send<RemoteSearchResponse>(h.startWorker(), { type: 'search.remote', query });

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
    h.api.answerSearch((query) => ok(result(query)));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('normalises queries', () => {
    expect(normaliseQuery('  Pho   Bo\tTai ')).toBe('pho bo tai');
  });

  it('answers a repeated query within 5 minutes with the answer kept', async () => {
    expect(await search('Pho')).toMatchObject({ ok: true, keptAnswer: false });
    expect(await search('  pho ')).toMatchObject({
      ok: true,
      keptAnswer: true,
      result: { hits: [{ dish: 'Pho' }] },
    });
    expect(h.api.searchCalls).toEqual(['Pho']);
    h.clock.now += 5 * 60_000;
    expect(await search('pho')).toMatchObject({ ok: true, keptAnswer: false });
    expect(h.api.searchCalls).toEqual(['Pho', 'pho']);
    expect(h.budgetStore.months.get('2026-11')?.used).toBe(2);
  });

  it('never writes search hits into the menu cache', async () => {
    await search('pho');
    expect(h.cache.menus.size).toBe(0);
  });

  it('stops after a 401 or a 429 like menu lookups do', async () => {
    h.api.answerSearch(() => failed({ kind: 'unauthorized', status: 401 }));
    expect(await search('a')).toEqual({ ok: false, outcome: { kind: 'key_invalid' } });
    expect(await search('b')).toEqual({ ok: false, outcome: { kind: 'key_invalid' } });
    expect(h.api.searchCalls).toEqual(['a']);

    await h.changeKey(h.startWorker(), 'sk-other');
    h.api.answerSearch(() => failed({ kind: 'budget_exhausted', status: 429, retryAfterMs: null }));
    expect(await search('c')).toMatchObject({ ok: false, outcome: { kind: 'budget_exhausted' } });
    expect(await search('d')).toMatchObject({ ok: false, outcome: { kind: 'budget_exhausted' } });
    expect(h.api.searchCalls).toEqual(['a', 'c']);
  });

  it('a click sends one request: a 503 is reported, not retried', async () => {
    const sent: string[] = [];
    const worker = h.startWorkerWithFetch(async (url) => {
      sent.push(url);
      return new Response('{}', { status: 503 });
    });
    const answer = await h.send<RemoteSearchResponse>(worker, { type: 'search.remote', query: 'pho' });
    expect(answer).toMatchObject({ ok: false, outcome: { kind: 'error' } });
    expect(sent).toHaveLength(1);
    expect(h.budgetStore.months.get('2026-11')?.used).toBe(1);
  });

  it('a paid search whose answer cannot be kept (storage.session full) is still answered', async () => {
    const set = fakeBrowser.storage.session.set.bind(fakeBrowser.storage.session);
    vi.spyOn(fakeBrowser.storage.session, 'set').mockImplementation(async (items) => {
      if (SEARCH_ANSWERS_STORAGE_KEY in items) throw new Error('QUOTA_BYTES quota exceeded');
      return set(items);
    });
    expect(await search('pho')).toMatchObject({
      ok: true,
      keptAnswer: false,
      result: { hits: [{ dish: 'Pho' }] },
    });
    expect(h.api.searchCalls).toEqual(['pho']);
  });

  it('without a key or offline, nothing is sent', async () => {
    h.network.online = false;
    expect(await search('pho')).toEqual({ ok: false, outcome: { kind: 'offline' } });
    const noKey = createHarness({ key: null });
    await noKey.setup();
    expect(await noKey.send(noKey.startWorker(), { type: 'search.remote', query: 'pho' })).toEqual({
      ok: false,
      outcome: { kind: 'no_key' },
    });
    expect([...h.api.searchCalls, ...noKey.api.searchCalls]).toEqual([]);
  });
});

// A remote search answered after the options page pointed the extension at another service or key
// belongs to the old configuration: it must not be served, from the remote search answers kept, as the
// answer of the new one.

const resultFrom = (query: string, restaurant: string): SearchResult => ({
  query,
  hits: [
    {
      dish: 'Pho',
      restaurant,
      placeId: `${restaurant}-PLACE`,
      price: null,
      sourceUrl: null,
      verifiedAt: null,
      status: 'crawled',
    },
  ],
});

describe('search.remote across a change of service or key', () => {
  let h: Harness;
  beforeEach(async () => {
    h = createHarness();
    await h.setup();
  });

  /** A worker whose first search for "pho" has reached the service, its answer held in `oldAnswer`. */
  async function searchHeldAtTheService() {
    const worker = h.startWorker();
    const search = (query: string) => h.send<RemoteSearchResponse>(worker, { type: 'search.remote', query });
    const oldAnswer = deferred<ApiResult<SearchResult>>();
    h.api.answerSearch(() => oldAnswer.promise);
    const first = search('pho');
    await vi.waitFor(() => expect(h.api.searchCalls).toEqual(['pho']));
    return { worker, search, oldAnswer, first };
  }

  async function searchSpanningAChange(change: () => Promise<Record<string, unknown>>) {
    const { worker, search, oldAnswer, first } = await searchHeldAtTheService();
    await worker.onStorageChanged(await change(), 'local');
    await worker.handleMessage({ type: 'settings.changed' }, h.pageSender);
    oldAnswer.resolve(ok(resultFrom('pho', 'Old service')));
    await first;

    h.api.answerSearch((query) => ok(resultFrom(query, 'New service')));
    return search('pho');
  }

  it('a new key: the same query is asked again with it', async () => {
    const after = await searchSpanningAChange(async () => {
      return h.saveKey('sk-new-key-0123456789');
    });
    expect(after).toMatchObject({
      ok: true,
      keptAnswer: false,
      result: { hits: [{ restaurant: 'New service' }] },
    });
    expect(h.api.keysUsed.at(-1)).toBe('sk-new-key-0123456789');
  });

  it('a new service URL: the same query is asked of the new service', async () => {
    const after = await searchSpanningAChange(async () => {
      const before = await loadSettings(h.local);
      const next = await saveSettings(h.local, { ...before, serviceUrl: 'https://menus.example.org' });
      return { settings: { oldValue: before, newValue: next } };
    });
    expect(after).toMatchObject({
      ok: true,
      keptAnswer: false,
      result: { hits: [{ restaurant: 'New service' }] },
    });
  });

  it('a change of preferences only keeps the recent answers: the same query bills nothing', async () => {
    const worker = h.startWorker();
    h.api.answerSearch((query) => ok(resultFrom(query, 'Same service')));
    await h.send<RemoteSearchResponse>(worker, { type: 'search.remote', query: 'pho' });
    await h.changeSettings(worker, { autoRefresh: false, dietPreferences: ['vegan'] });
    await worker.handleMessage({ type: 'settings.changed' }, h.pageSender);

    const again = await h.send<RemoteSearchResponse>(worker, { type: 'search.remote', query: 'pho' });
    expect(again).toMatchObject({
      ok: true,
      keptAnswer: true,
      result: { hits: [{ restaurant: 'Same service' }] },
    });
    expect(h.api.searchCalls).toEqual(['pho']);
  });

  it('a search asked after the change while the old one is still out does not get its answer', async () => {
    const { worker, search, oldAnswer, first } = await searchHeldAtTheService();
    await h.changeKey(worker, 'sk-new-key-0123456789');
    h.api.answerSearch((query) => ok(resultFrom(query, 'New service')));
    const second = search('pho');
    oldAnswer.resolve(ok(resultFrom('pho', 'Old service')));

    expect(await first).toMatchObject({ result: { hits: [{ restaurant: 'Old service' }] } });
    expect(await second).toMatchObject({ ok: true, result: { hits: [{ restaurant: 'New service' }] } });
  });
});
