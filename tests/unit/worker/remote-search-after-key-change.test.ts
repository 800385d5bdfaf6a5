import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@/lib/api/api-result';
import type { SearchResult } from '@/lib/api/model';
import type { RemoteSearchResponse } from '@/lib/messages/protocol';
import { saveApiKey } from '@/lib/worker/storage/key-store';
import { loadSettings, saveSettings } from '@/lib/worker/storage/settings-store';
import { ok } from '@/tests/fixtures/worker/fake-menu-api';
import { createHarness, deferred, type Harness } from '@/tests/fixtures/worker/worker-harness';

// A remote search answered after the options page pointed the extension at another service or key
// belongs to the old configuration: it must not be served, from the recent-search cache, as the
// answer of the new one.

const result = (query: string, restaurant: string): SearchResult => ({
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
    oldAnswer.resolve(ok(result('pho', 'Old service')));
    await first;

    h.api.answerSearch((query) => ok(result(query, 'New service')));
    return search('pho');
  }

  it('a new key: the same query is asked again with it', async () => {
    const after = await searchSpanningAChange(async () => {
      await saveApiKey(h.local, 'sk-new-key-0123456789');
      return { apiKey: { newValue: 'sk-new-key-0123456789' } };
    });
    expect(after).toMatchObject({
      ok: true,
      fromCache: false,
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
      fromCache: false,
      result: { hits: [{ restaurant: 'New service' }] },
    });
  });

  it('a change of preferences only keeps the recent answers: the same query bills nothing', async () => {
    const worker = h.startWorker();
    h.api.answerSearch((query) => ok(result(query, 'Same service')));
    await h.send<RemoteSearchResponse>(worker, { type: 'search.remote', query: 'pho' });
    await h.changeSettings(worker, { autoRefresh: false, dietPreferences: ['vegan'] });
    await worker.handleMessage({ type: 'settings.changed' }, h.pageSender);

    const again = await h.send<RemoteSearchResponse>(worker, { type: 'search.remote', query: 'pho' });
    expect(again).toMatchObject({
      ok: true,
      fromCache: true,
      result: { hits: [{ restaurant: 'Same service' }] },
    });
    expect(h.api.searchCalls).toEqual(['pho']);
  });

  it('a search asked after the change while the old one is still out does not get its answer', async () => {
    const { worker, search, oldAnswer, first } = await searchHeldAtTheService();
    await saveApiKey(h.local, 'sk-new-key-0123456789');
    await worker.onStorageChanged({ apiKey: { newValue: 'sk-new-key-0123456789' } }, 'local');
    h.api.answerSearch((query) => ok(result(query, 'New service')));
    const second = search('pho');
    oldAnswer.resolve(ok(result('pho', 'Old service')));

    expect(await first).toMatchObject({ result: { hits: [{ restaurant: 'Old service' }] } });
    expect(await second).toMatchObject({ ok: true, result: { hits: [{ restaurant: 'New service' }] } });
  });
});
