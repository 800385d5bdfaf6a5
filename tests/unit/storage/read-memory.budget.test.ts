import { describe, expect, it, vi } from 'vitest';
import { rememberedBudgetStore } from '@/lib/storage/memory/read-memory';
import { createFakeBudgetStore } from '@/tests/fixtures/worker/fake-budget-store';
import { T0 } from '@/tests/fixtures/worker/sample-menu';

// The worker's memory of its budget reads (read-memory.ts): it must answer as the database
// would, whatever the worker wrote in between.

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
    const budget = createFakeBudgetStore();
    const failing = { now: false };
    const store = rememberedBudgetStore(budget, { bypass: () => failing.now });
    await store.getMonth('2026-11');
    const reads = [vi.spyOn(budget, 'getMonth')];
    failing.now = true;
    const readAll = () => Promise.all([store.getMonth('2026-11')]);
    await readAll();
    await readAll();
    expect(reads.map((read) => read.mock.calls.length)).toEqual([2]);
    failing.now = false;
    await readAll();
    expect(reads.map((read) => read.mock.calls.length)).toEqual([2]);
  });
});
