import { parseOr, z } from '@/lib/zod';
import type { MenuSizeTables } from './rows';

// Running totals of the menu rows, their sizes and their number (damaged rows too), kept in one
// `meta` row in the transactions that write rows, so stats() and the saved-menus list read one row
// instead of every menu. A missing or damaged total is summed again from the `size` index. A writer
// never counts: it moves the number, or leaves it missing for the next reader to count (recountMenus,
// menu-cache.ts).

/** The key of versions that kept the byte total alone: their writes rewrite the row without the number. */
const KEY = 'menuBytes';

const TotalsRowSchema = z.object({
  key: z.literal(KEY),
  value: z.number().check(z.nonnegative()),
  count: z.optional(z.int().check(z.nonnegative())),
});

/** The size recorded in a stored row, even one that fails validation otherwise. */
export function recordedSize(raw: unknown): number {
  const size = typeof raw === 'object' && raw !== null ? (raw as { size?: unknown }).size : undefined;
  return typeof size === 'number' && size >= 0 ? size : 0;
}

export async function sumMenuSizes(db: MenuSizeTables): Promise<number> {
  const sizes = await db.menus.orderBy('size').keys();
  return sizes.reduce<number>((sum, size) => sum + (typeof size === 'number' ? size : 0), 0);
}

/** The stored totals, each undefined when missing or damaged. */
export async function storedMenuTotals(
  db: Pick<MenuSizeTables, 'meta'>,
): Promise<{ bytes?: number; count?: number }> {
  const row = parseOr(TotalsRowSchema, await db.meta.get(KEY), null);
  return row ? { bytes: row.value, count: row.count } : {};
}

/**
 * Call after the rows were written, in the same read-write transaction: their sizes moved the byte
 * total by `delta`, and `added` rows were added (negative: deleted).
 */
export async function adjustMenuTotals(db: MenuSizeTables, delta: number, added = 0): Promise<void> {
  const { bytes, count } = await storedMenuTotals(db);
  if (bytes === undefined) await storeMenuTotals(db, await sumMenuSizes(db));
  else
    await storeMenuTotals(
      db,
      Math.max(0, bytes + delta),
      count === undefined ? undefined : Math.max(0, count + added),
    );
}

/** Stores the totals; without `count`, the next reader counts the rows. */
export async function storeMenuTotals(
  db: Pick<MenuSizeTables, 'meta'>,
  bytes: number,
  count?: number,
): Promise<void> {
  await db.meta.put({ key: KEY, value: bytes, ...(count === undefined ? {} : { count }) });
}

/**
 * Whether `count` can be the number of rows, given that a read of at most `limit` rows from
 * `offset` (in any order) returned `read`: a page that is not full says exactly where the rows end.
 */
export function countFitsPage(count: number, offset: number, read: number, limit: number): boolean {
  if (read >= limit) return count >= offset + read;
  if (read > 0 || offset === 0) return count === offset + read;
  return count <= offset;
}
