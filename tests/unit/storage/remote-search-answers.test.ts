import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { SearchResult } from '@/lib/api/model';
import { createSearchCache } from '@/lib/storage/areas/remote-search-answers';
import { SEARCH_CACHE_MAX_BYTES, SEARCH_CACHE_TTL_MS } from '@/lib/storage/session/guard-timings';

const T0 = Date.UTC(2026, 10, 20);

/** A search answer whose JSON is about `bytes` long. */
function answer(query: string, bytes: number): SearchResult {
  const dish = 'x'.repeat(Math.max(1, bytes - 200));
  return {
    query,
    hits: [
      {
        dish,
        restaurant: null,
        placeId: null,
        price: null,
        sourceUrl: null,
        verifiedAt: null,
        status: 'verified',
      },
    ],
  };
}

describe('createSearchCache', () => {
  it('keeps recent answers by their size, newest first, well under the storage area quota', async () => {
    const cache = createSearchCache(fakeBrowser.storage.session, () => T0);
    const third = Math.floor(SEARCH_CACHE_MAX_BYTES / 3);
    await cache.put('scope', 'a', answer('a', third));
    await cache.put('scope', 'b', answer('b', third));
    await cache.put('scope', 'c', answer('c', third));
    await cache.put('scope', 'd', answer('d', third));
    expect(await cache.get('scope', 'a')).toBeNull();
    expect(await cache.get('scope', 'd')).not.toBeNull();
    const stored = (await fakeBrowser.storage.session.get('remoteSearchCache')).remoteSearchCache;
    expect(typeof stored).toBe('string');
    expect(new TextEncoder().encode(stored as string).length).toBeLessThanOrEqual(SEARCH_CACHE_MAX_BYTES);
  });

  it('stores the answers as one JSON text', async () => {
    const cache = createSearchCache(fakeBrowser.storage.session, () => T0);
    await cache.put('scope', 'soup', answer('soup', 500));
    const stored = (await fakeBrowser.storage.session.get('remoteSearchCache')).remoteSearchCache;
    expect(JSON.parse(stored as string)).toEqual([
      { scope: 'scope', query: 'soup', at: T0, result: answer('soup', 500) },
    ]);
    // Text that is not JSON, or JSON of another shape, holds nothing.
    for (const damaged of ['[{"scope":', '{"scope":"scope"}']) {
      await fakeBrowser.storage.session.set({ remoteSearchCache: damaged });
      expect(await cache.get('scope', 'soup')).toBeNull();
      await cache.put('scope', 'fresh', answer('fresh', 500));
      expect(await cache.get('scope', 'fresh')).toEqual(answer('fresh', 500));
    }
  });

  it('does not keep an answer larger than the whole bound, and keeps the others', async () => {
    const cache = createSearchCache(fakeBrowser.storage.session, () => T0);
    await cache.put('scope', 'small', answer('small', 1_000));
    await cache.put('scope', 'huge', answer('huge', SEARCH_CACHE_MAX_BYTES + 1_000));
    expect(await cache.get('scope', 'huge')).toBeNull();
    expect(await cache.get('scope', 'small')).not.toBeNull();
  });

  it('answers kept in the future (the clock moved back since) are not served', async () => {
    let time = T0;
    const cache = createSearchCache(fakeBrowser.storage.session, () => time);
    await cache.put('scope', 'q', answer('q', 500));
    time += SEARCH_CACHE_TTL_MS - 1;
    expect(await cache.get('scope', 'q')).not.toBeNull();
    time = T0 - 60_000;
    expect(await cache.get('scope', 'q')).toBeNull();
  });
});
