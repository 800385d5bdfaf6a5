import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchResult } from '@/lib/api/model';
import type { RemoteSearchResponse } from '@/lib/messages/protocol';
import { normaliseQuery } from '@/lib/worker/storage/search-cache';
import { failed, ok } from '@/tests/fixtures/worker/fake-menu-api';
import { createHarness, type Harness } from '@/tests/fixtures/worker/worker-harness';

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

  it('normalises queries', () => {
    expect(normaliseQuery('  Pho   Bo\tTai ')).toBe('pho bo tai');
  });

  it('answers a repeated query within 5 minutes from the short-lived cache', async () => {
    expect(await search('Pho')).toMatchObject({ ok: true, fromCache: false });
    expect(await search('  pho ')).toMatchObject({
      ok: true,
      fromCache: true,
      result: { hits: [{ dish: 'Pho' }] },
    });
    expect(h.api.searchCalls).toEqual(['Pho']);
    h.clock.now += 5 * 60_000;
    expect(await search('pho')).toMatchObject({ ok: true, fromCache: false });
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

    await h.send(h.startWorker(), { type: 'budget.retry' });
    h.api.answerSearch(() => failed({ kind: 'budget_exhausted', status: 429, retryAfterMs: null }));
    expect(await search('c')).toMatchObject({ ok: false, outcome: { kind: 'budget_exhausted' } });
    expect(await search('d')).toMatchObject({ ok: false, outcome: { kind: 'budget_exhausted' } });
    expect(h.api.searchCalls).toEqual(['a', 'c']);
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
