import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createFailureMemo } from '@/lib/storage/session/failure-memo';
import { ERROR_COOLDOWN_MS, IN_FLIGHT_TTL_MS } from '@/lib/storage/session/guard-timings';
import { createInFlightMarkers } from '@/lib/storage/session/in-flight-markers';
import { pruneSession } from '@/lib/storage/session/session-prune';

const HTTP_503 = { kind: 'api', error: 'server', status: 503 } as const;

describe('pruneSession', () => {
  it('drops expired and unreadable failure notes and in-flight markers, and nothing else', async () => {
    const session = fakeBrowser.storage.session;
    let time = 1_000_000;
    const now = () => time;
    const memo = createFailureMemo(session, now);
    const markers = createInFlightMarkers(session, 'stopped-worker', now);
    await memo.lookupFailed('old-error', HTTP_503);
    await markers.mark('old-marker');
    time += Math.max(ERROR_COOLDOWN_MS, IN_FLIGHT_TTL_MS);
    await memo.lookupFailed('fresh-error', HTTP_503);
    await markers.mark('fresh-marker');
    await memo.networkFailed();
    await session.set({ 'lookupError:garbled': 'not a note', 'tabcap:7': [{ placeId: 'p', at: 0 }] });

    expect(await pruneSession(session, time)).toBe(3);

    expect(Object.keys(await session.get(null)).sort()).toEqual([
      'inflight:fresh-marker',
      'lastNetworkFailureAt',
      'lookupError:fresh-error',
      'tabcap:7',
    ]);
    expect(await memo.recentError('fresh-error')).toEqual({ problem: HTTP_503 });
    expect(await pruneSession(session, time)).toBe(0);
  });
});
