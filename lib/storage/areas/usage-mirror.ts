import type { BudgetRow } from '@/lib/storage/menus/rows';
import type { BudgetStore } from '@/lib/storage/menus/stores';
import { z } from '@/lib/zod';
import { createKeyedLock } from '../memory/keyed-lock';
import type { StorageAreaLike } from './stored-entry';
import { readEntry } from './stored-entry';

// Every billed request is counted twice, in the menu database and here in storage.local, and the
// larger count is shown: a lost database write must not take billed lookups out of the budget. A
// 429's stop is kept twice too: a database that cannot be read must not send lookups into it.

const KEY_PREFIX = 'usage:';
const STOP_PREFIX = 'stop:';
const MONTHS_KEPT = 3;
const CountSchema = z.int().check(z.nonnegative());
const StopSchema = z.object({ until: z.number(), since: z.nullable(z.number()) });
type Stop = z.infer<typeof StopSchema>;

/** The mirror's stop where it ends later than the database's (kept where that write failed). */
const laterStop = (until: number | null, mirror: Stop | null): Partial<BudgetRow> =>
  mirror !== null && (until === null || mirror.until > until)
    ? { exhaustedUntil: mirror.until, exhaustedSince: mirror.since }
    : {};

export function mirrorUsage(store: BudgetStore, local: StorageAreaLike): BudgetStore {
  const withLock = createKeyedLock();
  const keyOf = (month: string) => `${KEY_PREFIX}${month}`;
  const stopKeyOf = (month: string) => `${STOP_PREFIX}${month}`;

  const mirrored = (month: string) => readEntry(local, keyOf(month), CountSchema, 0);
  const mirroredStop = (month: string) => readEntry(local, stopKeyOf(month), StopSchema, null);

  const countInMirror = (month: string) =>
    withLock(KEY_PREFIX, async () => {
      const used = (await mirrored(month)) + 1;
      await local.set({ [keyOf(month)]: used });
      // A month's first request retires the month that falls out of the kept ones.
      if (used === 1) {
        const retired = monthBefore(month, MONTHS_KEPT);
        await local.remove([keyOf(retired), stopKeyOf(retired)]);
      }
      return used;
    });

  return {
    async getMonth(month) {
      const [row, mirror, stop] = await Promise.allSettled([
        store.getMonth(month),
        mirrored(month),
        mirroredStop(month),
      ]);
      const counted = mirror.status === 'fulfilled' ? mirror.value : 0;
      const held = stop.status === 'fulfilled' ? stop.value : null;
      // A database that cannot be read (a full disk): the count and the stop are the mirror's, so the
      // status and every ask are still answered; only a failure of both is the caller's.
      if (row.status === 'rejected') {
        if (mirror.status === 'rejected') throw row.reason;
        return { month, used: counted, exhaustedUntil: null, ...laterStop(null, held) };
      }
      return {
        ...row.value,
        used: Math.max(row.value.used, counted),
        ...laterStop(row.value.exhaustedUntil, held),
      };
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
    async setExhaustedUntil(month, until, since = null) {
      const [inStore, inMirror] = await Promise.allSettled([
        store.setExhaustedUntil(month, until, since),
        until === null ? local.remove(stopKeyOf(month)) : local.set({ [stopKeyOf(month)]: { until, since } }),
      ]);
      // A stop kept in either holds (the later one is read). One cleared in one only would come back.
      if (inStore.status === 'rejected' && (until === null || inMirror.status === 'rejected'))
        throw inStore.reason;
      if (until === null && inMirror.status === 'rejected') throw inMirror.reason;
    },
  };
}

/** "2026-11", `back` months before: "2026-09" for 2. */
function monthBefore(month: string, back: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1 - back, 1)).toISOString().slice(0, 7);
}
