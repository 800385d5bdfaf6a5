import type { BudgetStore } from '@/lib/storage/menus/stores';
import { z } from '@/lib/zod';
import { createKeyedLock } from '../memory/keyed-lock';
import type { StorageAreaLike } from './stored-entry';
import { readEntry } from './stored-entry';

// Every billed request is counted twice, in the menu database and here in storage.local, and the
// larger count is shown: a lost database write must not take billed lookups out of the budget.

const KEY_PREFIX = 'usage:';
const MONTHS_KEPT = 3;
const CountSchema = z.int().check(z.nonnegative());

export function mirrorUsage(store: BudgetStore, local: StorageAreaLike): BudgetStore {
  const withLock = createKeyedLock();
  const keyOf = (month: string) => `${KEY_PREFIX}${month}`;

  const mirrored = (month: string) => readEntry(local, keyOf(month), CountSchema, 0);

  const countInMirror = (month: string) =>
    withLock(KEY_PREFIX, async () => {
      const used = (await mirrored(month)) + 1;
      await local.set({ [keyOf(month)]: used });
      // A month's first request retires the month that falls out of the kept ones.
      if (used === 1) await local.remove(keyOf(monthBefore(month, MONTHS_KEPT)));
      return used;
    });

  return {
    async getMonth(month) {
      const [row, mirror] = await Promise.allSettled([store.getMonth(month), mirrored(month)]);
      const counted = mirror.status === 'fulfilled' ? mirror.value : 0;
      // A database that cannot be read (a full disk): the count is the mirror's, so the status and
      // every ask are still answered; only a failure of both is the caller's.
      if (row.status === 'rejected') {
        if (mirror.status === 'rejected') throw row.reason;
        return { month, used: counted, exhaustedUntil: null };
      }
      return { ...row.value, used: Math.max(row.value.used, counted) };
    },
    async countRequest(month) {
      const [inStore, inMirror] = await Promise.allSettled([store.countRequest(month), countInMirror(month)]);
      const counts = [inStore, inMirror].flatMap((count) =>
        count.status === 'fulfilled' ? [count.value] : [],
      );
      // Counted somewhere: the request is not lost. Counted nowhere: the caller must know.
      if (counts.length === 0 && inStore.status === 'rejected') throw inStore.reason;
      return Math.max(...counts);
    },
    setExhaustedUntil: (month, until, since) => store.setExhaustedUntil(month, until, since),
  };
}

/** "2026-11", `back` months before: "2026-09" for 2. */
function monthBefore(month: string, back: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, number - 1 - back, 1));
  return date.toISOString().slice(0, 7);
}
