import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createServiceQuota, SERVICE_QUOTA_STORAGE_KEY } from '@/lib/storage/areas/service-quota';
import { deferred } from '@/tests/fixtures/worker/worker-harness';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const A = { baseUrl: 'https://menus.example', apiKey: 'sk-key-a' };
const figure = (remaining: number) => ({ limit: 1000, remaining, resetAt: null });

beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('createServiceQuota', () => {
  it('keeps the latest figure per service and key, with when it was read', async () => {
    const clock = { now: NOW };
    const quota = createServiceQuota(fakeBrowser.storage.local, () => clock.now);
    await quota.record(A, figure(500));
    clock.now += 1000;
    await quota.record(A, figure(499));
    await quota.record({ ...A, apiKey: 'sk-key-b' }, figure(7));
    expect(await quota.latest(A)).toEqual({ figure: figure(499), readAt: NOW + 1000 });
    expect(await quota.latest({ ...A, apiKey: 'sk-key-b' })).toMatchObject({ figure: figure(7) });
    expect(await quota.latest({ ...A, baseUrl: 'https://other.example' })).toBeNull();
  });

  it('stores no key, only a fingerprint', async () => {
    const quota = createServiceQuota(fakeBrowser.storage.local, () => NOW);
    await quota.record(A, figure(1));
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('sk-key-a');
  });

  it('keeps the last four scopes', async () => {
    const quota = createServiceQuota(fakeBrowser.storage.local, () => NOW);
    for (const key of ['k1', 'k2', 'k3', 'k4', 'k5']) await quota.record({ ...A, apiKey: key }, figure(1));
    expect(await quota.latest({ ...A, apiKey: 'k1' })).toBeNull();
    expect(await quota.latest({ ...A, apiKey: 'k2' })).not.toBeNull();
  });

  it('reads a damaged entry as none', async () => {
    const quota = createServiceQuota(fakeBrowser.storage.local, () => NOW);
    await fakeBrowser.storage.local.set({
      [SERVICE_QUOTA_STORAGE_KEY]: [{ for: 'x', figure: { limit: -1 } }],
    });
    expect(await quota.latest(A)).toBeNull();
    await quota.record(A, figure(3));
    expect(await quota.latest(A)).toMatchObject({ figure: figure(3) });
  });

  it('reads the figures at once, beside a scope still on its way (the key and settings a cold worker reads)', async () => {
    const quota = createServiceQuota(fakeBrowser.storage.local, () => NOW);
    await quota.record(A, figure(42));
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    const scope = deferred<typeof A | null>();
    const latest = quota.latest(scope.promise);
    expect(get).toHaveBeenCalledWith(SERVICE_QUOTA_STORAGE_KEY);
    scope.resolve(A);
    expect(await latest).toMatchObject({ figure: figure(42) });
  });

  it('answers none without a scope (no key or service yet), even when the figures cannot be read', async () => {
    const quota = createServiceQuota(fakeBrowser.storage.local, () => NOW);
    await quota.record(A, figure(42));
    expect(await quota.latest(null)).toBeNull();
    vi.spyOn(fakeBrowser.storage.local, 'get').mockRejectedValue(new Error('storage failed'));
    expect(await quota.latest(Promise.resolve(null))).toBeNull();
    await expect(quota.latest(A)).rejects.toThrow('storage failed');
  });
});
