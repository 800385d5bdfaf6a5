import { parseOr } from '@/lib/zod';
import type { MenuDb } from './menu-db';
import { type BudgetRow, BudgetRowSchema } from './rows';
import { runStorageOp } from './storage-errors';
import type { BudgetStore } from './stores';

/** The stored row of `month`; a missing or damaged one restarts from zero (nothing better is known). */
function budgetRow(month: string, raw: unknown): BudgetRow {
  const row = parseOr(BudgetRowSchema, raw, null);
  return row?.month === month ? row : { month, used: 0, exhaustedUntil: null };
}

export function createBudgetStore(db: MenuDb): BudgetStore {
  // Read and write in one read-write transaction: IndexedDB serialises those, so no update is lost.
  const update = (month: string, change: (row: BudgetRow) => BudgetRow) =>
    runStorageOp(db, 'write', () =>
      db.transaction('rw', db.budget, async () => {
        const next = change(budgetRow(month, await db.budget.get(month)));
        await db.budget.put(next);
        return next;
      }),
    );

  return {
    async getMonth(month): Promise<BudgetRow> {
      return budgetRow(month, await runStorageOp(db, 'read', () => db.budget.get(month)));
    },
    async countRequest(month) {
      return (await update(month, (row) => ({ ...row, used: row.used + 1 }))).used;
    },
    async setExhaustedUntil(month, until, since = null) {
      await update(month, ({ exhaustedSince: _, ...row }) => ({
        ...row,
        exhaustedUntil: until,
        ...(until !== null && since !== null ? { exhaustedSince: since } : {}),
      }));
    },
  };
}
