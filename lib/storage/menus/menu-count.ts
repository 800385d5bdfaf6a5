import { z } from '@/lib/zod';
import { resetMenuBytes, storedMenuBytes, sumMenuSizes } from './menu-bytes';
import type { MenuDb } from './menu-db';
import type { MenuSizeTables } from './rows';

// Running number of menu rows (damaged ones too), kept in `meta` in the transactions that add and
// delete rows, so the saved-menus list and stats() read one row instead of counting every menu.
// It is stored beside the byte total it was written with (menu-bytes.ts): a writer that moved the
// total but not this number (an older version) makes it untrusted. A missing or untrusted number is
// counted again by the next reader (recountMenus); a writer only drops it.

const KEY = 'menuCount';

const MenuCountRowSchema = z.object({
  key: z.literal(KEY),
  value: z.int().check(z.nonnegative()),
  /** The byte total stored in the same transaction. */
  bytes: z.number().check(z.nonnegative()),
});

const countRow = (value: number, bytes: number) => ({ key: KEY, value, bytes });

/** The stored number, when it is whole and stored beside today's byte total; else undefined. */
export async function storedMenuCount(db: Pick<MenuSizeTables, 'meta'>): Promise<number | undefined> {
  const [raw, bytes] = await Promise.all([db.meta.get(KEY), storedMenuBytes(db)]);
  const row = MenuCountRowSchema.safeParse(raw);
  return row.success && bytes !== undefined && row.data.bytes === bytes ? row.data.value : undefined;
}

/**
 * After the rows and the byte total were written, in the same transaction. `before`: storedMenuCount
 * read before the rows were written; `added`: rows added (negative: deleted); `bytes`: the new total.
 */
export async function settleMenuCount(
  db: Pick<MenuSizeTables, 'meta'>,
  before: number | undefined,
  added: number,
  bytes: number,
): Promise<void> {
  if (before === undefined) await db.meta.delete(KEY);
  else await db.meta.put(countRow(Math.max(0, before + added), bytes));
}

/** No rows: call with resetMenuBytes(db) (to 0), in the transaction that emptied `menus`. */
export async function resetMenuCount(db: Pick<MenuSizeTables, 'meta'>): Promise<void> {
  await db.meta.put(countRow(0, 0));
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

/** Counts the menu rows and stores the number (and a missing byte total); a failed store still answers. */
export async function recountMenus(db: MenuDb): Promise<number> {
  try {
    return await db.transaction('rw', [db.menus, db.meta], async () => {
      const [value, stored] = await Promise.all([db.menus.count(), storedMenuBytes(db)]);
      const bytes = stored ?? (await sumMenuSizes(db));
      if (stored === undefined) await resetMenuBytes(db, bytes);
      await db.meta.put(countRow(value, bytes));
      return value;
    });
  } catch {
    return db.transaction('r', db.menus, () => db.menus.count());
  }
}
