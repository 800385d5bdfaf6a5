import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

// A stopped worker evaluates this module (and rate-limit.ts) before it answers the ask that woke
// it: their schemas are built when a figure is first stored or read, not at load (lazy-schema.ts).

const built = vi.hoisted(() => ({ objects: 0 }));
vi.mock('zod/mini', async (importActual) => {
  const actual = await importActual<typeof import('zod/mini')>();
  const object: typeof actual.object = (...args) => {
    built.objects += 1;
    return actual.object(...args);
  };
  return { ...actual, object };
});

afterEach(() => {
  built.objects = 0;
  fakeBrowser.reset();
  vi.resetModules();
});

const SCOPE = { baseUrl: 'https://menus.example', apiKey: 'sk-key' };

describe('service-quota schemas', () => {
  it('are built on the first read, not when the module loads', async () => {
    const { createServiceQuota } = await import('@/lib/worker/storage/service-quota');
    const quota = createServiceQuota(fakeBrowser.storage.local, () => 1_000);
    expect(built.objects).toBe(0);
    await quota.record(SCOPE, { limit: 10, remaining: 4, resetAt: null });
    expect(await quota.latest(SCOPE)).toEqual({
      figure: { limit: 10, remaining: 4, resetAt: null },
      readAt: 1_000,
    });
    expect(built.objects).toBeGreaterThan(0);
  });
});
