import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { mirrorUsage } from '@/lib/storage/areas/usage-mirror';
import type { BudgetStore } from '@/lib/storage/menus/stores';
import { createFakeBudgetStore } from '@/tests/fixtures/worker/fake-budget-store';

describe('mirrorUsage', () => {
  it('counts each request in the database and in storage.local', async () => {
    const store = createFakeBudgetStore();
    const budget = mirrorUsage(store, fakeBrowser.storage.local);
    expect(await budget.countRequest('2026-11')).toBe(1);
    expect(await budget.countRequest('2026-11')).toBe(2);
    expect(store.months.get('2026-11')?.used).toBe(2);
    expect(await fakeBrowser.storage.local.get('usage:2026-11')).toEqual({ 'usage:2026-11': 2 });
  });

  it('keeps the count when the database write fails (a full disk)', async () => {
    const store = createFakeBudgetStore();
    const failing: BudgetStore = {
      ...store,
      countRequest: async () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const budget = mirrorUsage(failing, fakeBrowser.storage.local);
    await budget.countRequest('2026-11');
    await budget.countRequest('2026-11');
    expect((await budget.getMonth('2026-11')).used).toBe(2);
  });

  it('answers the month from the mirror when the database cannot be read at all (a backing store failing)', async () => {
    const store = createFakeBudgetStore();
    const budget = mirrorUsage(store, fakeBrowser.storage.local);
    await budget.countRequest('2026-11');
    await budget.countRequest('2026-11');
    const unreadable = mirrorUsage(
      {
        ...store,
        getMonth: async () => {
          throw new DOMException('Internal error opening backing store', 'UnknownError');
        },
      },
      fakeBrowser.storage.local,
    );
    expect(await unreadable.getMonth('2026-11')).toEqual({ month: '2026-11', used: 2, exhaustedUntil: null });
  });

  it('keeps a 429’s stop where the database cannot be read, or could not write it', async () => {
    const store = createFakeBudgetStore();
    await mirrorUsage(store, fakeBrowser.storage.local).setExhaustedUntil('2026-11', 5000, 1000);
    const unreadable = mirrorUsage(
      { ...store, getMonth: () => Promise.reject(new DOMException('Internal error', 'UnknownError')) },
      fakeBrowser.storage.local,
    );
    expect(await unreadable.getMonth('2026-11')).toMatchObject({
      exhaustedUntil: 5000,
      exhaustedSince: 1000,
    });

    const unwritable: BudgetStore = {
      ...store,
      setExhaustedUntil: () =>
        Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    };
    const budget = mirrorUsage(unwritable, fakeBrowser.storage.local);
    await budget.setExhaustedUntil('2026-12', 9000, 2000);
    expect(await budget.getMonth('2026-12')).toMatchObject({ exhaustedUntil: 9000, exhaustedSince: 2000 });
    // Lifted in the database only, it would come back from the mirror: a lift that fails there is the caller's.
    await expect(budget.setExhaustedUntil('2026-12', null)).rejects.toThrow('quota');
    await mirrorUsage(store, fakeBrowser.storage.local).setExhaustedUntil('2026-12', null);
    expect(
      (await mirrorUsage(store, fakeBrowser.storage.local).getMonth('2026-12')).exhaustedUntil,
    ).toBeNull();
  });

  it('keeps the count when the database loses its rows (a database the browser emptied)', async () => {
    const store = createFakeBudgetStore();
    const budget = mirrorUsage(store, fakeBrowser.storage.local);
    for (let i = 0; i < 7; i++) await budget.countRequest('2026-11');
    store.months.clear();
    expect((await budget.getMonth('2026-11')).used).toBe(7);
    expect(await budget.countRequest('2026-11')).toBe(8);
  });

  it('fails only when the request could be counted nowhere', async () => {
    const failing: BudgetStore = {
      ...createFakeBudgetStore(),
      countRequest: async () => {
        throw new Error('database gone');
      },
    };
    const brokenLocal = {
      get: async () => ({}),
      set: async () => {
        throw new Error('storage.local full');
      },
      remove: async () => undefined,
    };
    await expect(mirrorUsage(failing, brokenLocal).countRequest('2026-11')).rejects.toThrow('database gone');
  });

  it('keeps three months: the first request of a month retires the fourth before it', async () => {
    const budget = mirrorUsage(createFakeBudgetStore(), fakeBrowser.storage.local);
    for (const month of ['2026-08', '2026-09', '2026-10', '2026-11']) await budget.countRequest(month);
    expect(Object.keys(await fakeBrowser.storage.local.get(null)).sort()).toEqual([
      'usage:2026-09',
      'usage:2026-10',
      'usage:2026-11',
    ]);
  });
});
