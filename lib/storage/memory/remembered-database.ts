import type { BudgetRow } from '@/lib/storage/menus/rows';
import type { BudgetStore } from '@/lib/storage/menus/stores';
import { createReadMemory } from './read-memory';

// Every view and every trip pack's gate reads the month's budget: an IndexedDB transaction each.
// The worker is the database's only user, so it keeps its recent reads (its writes drop them).
// While a failure is shown (`bypass`), reads go to storage: only a read that succeeds clears it
// (storage-op.ts). Menus and their 404 notes are read from the database each time: a memory of them
// bought the cached place change nothing beyond its run-to-run spread.

const REMEMBERED_MONTHS = 2;

export function rememberedBudgetStore(
  store: BudgetStore,
  { bypass }: { bypass?: () => boolean } = {},
): BudgetStore {
  const months = createReadMemory<BudgetRow>(REMEMBERED_MONTHS, { bypass });
  return {
    getMonth: (month) => months.read(month, () => store.getMonth(month)),
    countRequest: (month) => months.writing(() => store.countRequest(month)),
    setExhaustedUntil: (month, until, since) =>
      months.writing(() => store.setExhaustedUntil(month, until, since)),
  };
}
