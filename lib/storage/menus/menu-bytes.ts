import { type MenuSizeTables, readMetaNumber } from './rows';

// Running total of the menu rows' sizes, kept in the rows' transactions, so stats() reads one row;
// a missing or damaged total is summed again from the `size` index.

const KEY = 'menuBytes';

/** The size recorded in a stored row, even one that fails validation otherwise. */
export function recordedSize(raw: unknown): number {
  const size = typeof raw === 'object' && raw !== null ? (raw as { size?: unknown }).size : undefined;
  return typeof size === 'number' && size >= 0 ? size : 0;
}

export async function sumMenuSizes(db: MenuSizeTables): Promise<number> {
  const sizes = await db.menus.orderBy('size').keys();
  return sizes.reduce<number>((sum, size) => sum + (typeof size === 'number' ? size : 0), 0);
}

/** The stored total, or undefined when it is missing or damaged. */
export const storedMenuBytes = (db: Pick<MenuSizeTables, 'meta'>) => readMetaNumber(db.meta, KEY);

/** Call after the rows were written, in the same read-write transaction. Returns the new total. */
export async function adjustMenuBytes(db: MenuSizeTables, delta: number): Promise<number> {
  const current = await storedMenuBytes(db);
  const value = current === undefined ? await sumMenuSizes(db) : Math.max(0, current + delta);
  await db.meta.put({ key: KEY, value });
  return value;
}

export async function resetMenuBytes(db: Pick<MenuSizeTables, 'meta'>, value = 0): Promise<void> {
  await db.meta.put({ key: KEY, value });
}
