import { describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@/lib/clock';
import { rememberedBudgetStore, rememberedMenuCache } from '@/lib/storage/memory/remembered-database';
import { createFakeBudgetStore } from '@/tests/fixtures/worker/fake-budget-store';
import { createFakeMenuCache } from '@/tests/fixtures/worker/fake-menu-cache';
import { sampleMenu, T0 } from '@/tests/fixtures/worker/sample-menu';
import { deferred } from '@/tests/fixtures/worker/worker-harness';

// The worker's memory of its IndexedDB reads (cached-database.ts): it must answer as the database
// would, whatever the worker wrote in between.

describe('rememberedMenuCache', () => {
  it('reads a menu once, then answers from memory with a copy', async () => {
    const raw = createFakeMenuCache();
    await raw.putMenu(sampleMenu('P1'), T0);
    const reads = vi.spyOn(raw, 'getMenu');
    const cache = rememberedMenuCache(raw);
    const first = await cache.getMenu('P1');
    if (first) first.menu.name = 'changed by a caller';
    expect((await cache.getMenu('P1'))?.menu.name).toBe(sampleMenu('P1').name);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('answers with what was written since, newer or older record alike', async () => {
    const raw = createFakeMenuCache();
    const cache = rememberedMenuCache(raw);
    expect(await cache.getMenu('P1')).toBeUndefined();
    await cache.putMenu(sampleMenu('P1', { verifiedAt: T0 }), T0);
    expect((await cache.getMenu('P1'))?.verifiedAt).toBe(T0);
    // An older record only moves fetchedAt (the database's rule); memory must show that too.
    await cache.putMenu(sampleMenu('P1', { verifiedAt: T0 - DAY_MS }), T0 + DAY_MS);
    expect(await cache.getMenu('P1')).toMatchObject({ verifiedAt: T0, fetchedAt: T0 + DAY_MS });
    await cache.clear();
    expect(await cache.getMenu('P1')).toBeUndefined();
  });

  it('forgets a menu it remembered once the menu is deleted', async () => {
    const raw = createFakeMenuCache();
    await raw.putMenu(sampleMenu('P1'), T0);
    const cache = rememberedMenuCache(raw);
    expect((await cache.getMenu('P1'))?.placeId).toBe('P1');
    expect(await cache.deleteMenu('P1')).toBe(true);
    expect(await cache.getMenu('P1')).toBeUndefined();
    expect(await cache.deleteMenu('P1')).toBe(false);
  });

  it('keeps nothing from a read that a write overlapped', async () => {
    const raw = createFakeMenuCache();
    const cache = rememberedMenuCache(raw);
    const slowRead = deferred<void>();
    const realGet = raw.getMenu.bind(raw);
    vi.spyOn(raw, 'getMenu').mockImplementationOnce(async (placeId) => {
      const before = await realGet(placeId);
      await slowRead.promise;
      return before;
    });
    const stale = cache.getMenu('P1');
    await cache.putMenu(sampleMenu('P1'), T0);
    slowRead.resolve();
    expect(await stale).toBeUndefined();
    expect(await cache.getMenu('P1')).toMatchObject({ placeId: 'P1' });
  });

  it('joins a read of the same menu still on its way; a read after a write does not', async () => {
    const raw = createFakeMenuCache();
    await raw.putMenu(sampleMenu('P1'), T0);
    const slowRead = deferred<void>();
    const realGet = raw.getMenu.bind(raw);
    const reads = vi.spyOn(raw, 'getMenu').mockImplementation(async (placeId) => {
      const found = await realGet(placeId);
      await slowRead.promise;
      return found;
    });
    const cache = rememberedMenuCache(raw);
    const first = cache.getMenu('P1');
    const joined = cache.getMenu('P1');
    expect(reads).toHaveBeenCalledTimes(1);
    await cache.putMenu(sampleMenu('P1', { name: 'Renamed', verifiedAt: T0 }), T0);
    const afterWrite = cache.getMenu('P1');
    expect(reads).toHaveBeenCalledTimes(2);
    slowRead.resolve();
    const [a, b] = await Promise.all([first, joined]);
    if (a) a.menu.name = 'changed by a caller';
    expect(b?.menu.name).toBe(sampleMenu('P1').name);
    expect((await afterWrite)?.menu.name).toBe('Renamed');
  });

  it('remembers "no 404 noted" until a 404 is written, and never a noted 404 past its expiry', async () => {
    const raw = createFakeMenuCache();
    const cache = rememberedMenuCache(raw);
    expect(await cache.getNotFound('P1', T0)).toBe(false);
    await cache.putNotFound('P1', T0, DAY_MS);
    expect(await cache.getNotFound('P1', T0 + 1)).toBe(true);
    expect(await cache.getNotFound('P1', T0 + 2 * DAY_MS)).toBe(false);
    await cache.putNotFound('P2', T0, DAY_MS);
    await cache.clearNotFound();
    expect(await cache.getNotFound('P2', T0 + 1)).toBe(false);
    await cache.putNotFound('P2', T0, DAY_MS);
    await cache.clear();
    expect(await cache.getNotFound('P2', T0 + 1)).toBe(false);
  });

  it('forgets the least recently read menus beyond its limit', async () => {
    const raw = createFakeMenuCache();
    for (const id of ['A', 'B', 'C']) await raw.putMenu(sampleMenu(id), T0);
    const reads = vi.spyOn(raw, 'getMenu');
    const cache = rememberedMenuCache(raw, { limit: 2 });
    for (const id of ['A', 'B', 'A', 'C', 'A', 'B']) await cache.getMenu(id);
    expect(reads.mock.calls.map(([id]) => id)).toEqual(['A', 'B', 'C', 'B']);
  });
});

describe('rememberedBudgetStore', () => {
  it("reads the month once, and again after each of the worker's writes", async () => {
    const raw = createFakeBudgetStore();
    const reads = vi.spyOn(raw, 'getMonth');
    const store = rememberedBudgetStore(raw);
    expect((await store.getMonth('2026-11')).used).toBe(0);
    expect((await store.getMonth('2026-11')).used).toBe(0);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(await store.countRequest('2026-11')).toBe(1);
    expect((await store.getMonth('2026-11')).used).toBe(1);
    await store.setExhaustedUntil('2026-11', T0);
    expect(await store.getMonth('2026-11')).toMatchObject({ used: 1, exhaustedUntil: T0 });
    expect(reads).toHaveBeenCalledTimes(3);
  });
});

describe('while the database is failing', () => {
  it('every read goes to it, remembered or not; the memory answers again once it works', async () => {
    const raw = createFakeMenuCache();
    const budget = createFakeBudgetStore();
    await raw.putMenu(sampleMenu('P1'), T0);
    const failing = { now: false };
    const cache = rememberedMenuCache(raw, { bypass: () => failing.now });
    const store = rememberedBudgetStore(budget, { bypass: () => failing.now });
    await cache.getMenu('P1');
    await cache.getNotFound('P1', T0);
    await store.getMonth('2026-11');
    const reads = [vi.spyOn(raw, 'getMenu'), vi.spyOn(raw, 'getNotFound'), vi.spyOn(budget, 'getMonth')];
    failing.now = true;
    const readAll = () =>
      Promise.all([cache.getMenu('P1'), cache.getNotFound('P1', T0), store.getMonth('2026-11')]);
    await readAll();
    await readAll();
    expect(reads.map((read) => read.mock.calls.length)).toEqual([2, 2, 2]);
    failing.now = false;
    await readAll();
    expect(reads.map((read) => read.mock.calls.length)).toEqual([2, 2, 2]);
  });
});
