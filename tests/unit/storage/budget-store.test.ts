import { afterEach, describe, expect, it } from 'vitest';
import { createBudgetStore } from '@/lib/storage/menus/budget-store';
import { deleteTestDbs, testDb } from './helpers';

afterEach(deleteTestDbs);

describe('budget store', () => {
  it('starts a month at zero, not exhausted', async () => {
    const budget = createBudgetStore(testDb());
    expect(await budget.getMonth('2026-11')).toEqual({ month: '2026-11', used: 0, exhaustedUntil: null });
  });

  it('counts requests per month', async () => {
    const budget = createBudgetStore(testDb());
    expect(await budget.countRequest('2026-11')).toBe(1);
    expect(await budget.countRequest('2026-11')).toBe(2);
    expect(await budget.countRequest('2026-12')).toBe(1);
    expect((await budget.getMonth('2026-11')).used).toBe(2);
  });

  it('loses no count under 50 concurrent increments', async () => {
    const budget = createBudgetStore(testDb());
    const results = await Promise.all(Array.from({ length: 50 }, () => budget.countRequest('2026-11')));
    expect((await budget.getMonth('2026-11')).used).toBe(50);
    expect([...results].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('sets and clears exhaustedUntil without touching the count', async () => {
    const budget = createBudgetStore(testDb());
    await budget.countRequest('2026-11');
    await budget.setExhaustedUntil('2026-11', 12_345);
    expect(await budget.getMonth('2026-11')).toEqual({ month: '2026-11', used: 1, exhaustedUntil: 12_345 });
    await budget.setExhaustedUntil('2026-11', null);
    expect((await budget.getMonth('2026-11')).exhaustedUntil).toBeNull();
  });

  it('treats a damaged row as an empty month', async () => {
    const db = testDb();
    const budget = createBudgetStore(db);
    await db.budget.put({ month: '2026-11', used: -4, exhaustedUntil: null });
    expect((await budget.getMonth('2026-11')).used).toBe(0);
    expect(await budget.countRequest('2026-11')).toBe(1);
  });
});
