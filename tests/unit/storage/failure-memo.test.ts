import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DAY_MS } from '@/lib/clock';
import { createFailureMemo } from '@/lib/storage/session/failure-memo';
import { ERROR_COOLDOWN_MS } from '@/lib/storage/session/guard-timings';
import { createInFlightMarkers } from '@/lib/storage/session/in-flight-markers';
import { pruneSession } from '@/lib/storage/session/session-prune';

const HTTP_503 = { kind: 'api', error: 'server', status: 503 } as const;

// The clock can be moved back (by the user, a VM, a dead battery): a note written then lies in the
// future, and must count as over rather than hold a place for as long as the jump.

describe('failure notes and a clock moved back', () => {
  it("a place's failure cool-down ends with its own window, not when the clock catches up", async () => {
    let time = 10 * DAY_MS;
    const memo = createFailureMemo(fakeBrowser.storage.session, () => time);
    await memo.lookupFailed('p1', HTTP_503);
    expect(await memo.recentError('p1')).toEqual({ problem: HTTP_503 });
    time += ERROR_COOLDOWN_MS - 1;
    expect(await memo.recentError('p1')).not.toBeNull();
    await memo.lookupFailed('p2', HTTP_503);
    time -= 2 * DAY_MS;
    expect(await memo.recentError('p2')).toBeNull();
  });

  it("another worker's in-flight marker from the future does not keep a place loading", async () => {
    let time = 10 * DAY_MS;
    const stopped = createInFlightMarkers(fakeBrowser.storage.session, 'stopped', () => time);
    const current = createInFlightMarkers(fakeBrowser.storage.session, 'current', () => time);
    await stopped.mark('p1');
    expect(await current.runningElsewhere('p1')).toBe(true);
    time -= DAY_MS;
    expect(await current.runningElsewhere('p1')).toBe(false);
  });

  it('start-up pruning drops notes and markers from the future', async () => {
    const session = fakeBrowser.storage.session;
    const memo = createFailureMemo(session, () => 10 * DAY_MS);
    await memo.lookupFailed('p1', HTTP_503);
    await createInFlightMarkers(session, 'stopped', () => 10 * DAY_MS).mark('p2');
    expect(await pruneSession(session, 8 * DAY_MS)).toBe(2);
    expect(await session.get(null)).toEqual({});
  });
});
