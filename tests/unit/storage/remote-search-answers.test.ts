import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { SearchResult } from '@/lib/api/model';
import { SEARCH_ANSWERS_MAX_BYTES, SEARCH_ANSWERS_TTL_MS } from '@/lib/storage/session/guard-timings';
import { createRemoteSearchAnswers } from '@/lib/storage/session/remote-search-answers';

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

describe('createRemoteSearchAnswers', () => {
  it('keeps recent answers by their size, newest first, well under the storage area quota', async () => {
    const answers = createRemoteSearchAnswers(fakeBrowser.storage.session, () => T0);
    const third = Math.floor(SEARCH_ANSWERS_MAX_BYTES / 3);
    await answers.put('scope', 'a', answer('a', third));
    await answers.put('scope', 'b', answer('b', third));
    await answers.put('scope', 'c', answer('c', third));
    await answers.put('scope', 'd', answer('d', third));
    expect(await answers.get('scope', 'a')).toBeNull();
    expect(await answers.get('scope', 'd')).not.toBeNull();
    const stored = (await fakeBrowser.storage.session.get('remoteSearchAnswers')).remoteSearchAnswers;
    expect(typeof stored).toBe('string');
    expect(new TextEncoder().encode(stored as string).length).toBeLessThanOrEqual(SEARCH_ANSWERS_MAX_BYTES);
  });

  it('stores the answers as one JSON text', async () => {
    const answers = createRemoteSearchAnswers(fakeBrowser.storage.session, () => T0);
    await answers.put('scope', 'soup', answer('soup', 500));
    const stored = (await fakeBrowser.storage.session.get('remoteSearchAnswers')).remoteSearchAnswers;
    expect(JSON.parse(stored as string)).toEqual([
      { scope: 'scope', query: 'soup', at: T0, result: answer('soup', 500) },
    ]);
    // Text that is not JSON, or JSON of another shape, holds nothing.
    for (const damaged of ['[{"scope":', '{"scope":"scope"}']) {
      await fakeBrowser.storage.session.set({ remoteSearchAnswers: damaged });
      expect(await answers.get('scope', 'soup')).toBeNull();
      await answers.put('scope', 'fresh', answer('fresh', 500));
      expect(await answers.get('scope', 'fresh')).toEqual(answer('fresh', 500));
    }
  });

  it('does not keep an answer larger than the whole bound, and keeps the others', async () => {
    const answers = createRemoteSearchAnswers(fakeBrowser.storage.session, () => T0);
    await answers.put('scope', 'small', answer('small', 1_000));
    await answers.put('scope', 'huge', answer('huge', SEARCH_ANSWERS_MAX_BYTES + 1_000));
    expect(await answers.get('scope', 'huge')).toBeNull();
    expect(await answers.get('scope', 'small')).not.toBeNull();
  });

  it('answers kept in the future (the clock moved back since) are not served', async () => {
    let time = T0;
    const answers = createRemoteSearchAnswers(fakeBrowser.storage.session, () => time);
    await answers.put('scope', 'q', answer('q', 500));
    time += SEARCH_ANSWERS_TTL_MS - 1;
    expect(await answers.get('scope', 'q')).not.toBeNull();
    time = T0 - 60_000;
    expect(await answers.get('scope', 'q')).toBeNull();
  });
});
