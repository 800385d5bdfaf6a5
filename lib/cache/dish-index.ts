import type { Table } from 'dexie';
import type { Menu, MenuStatus } from '../api/menu';
import type { DishTokenRow } from './rows';
import { tokenize } from './text';

// The search index holds one row per (dish, distinct name token). Its primary key is
//   grade ␁ token ␁ folded dish name ␁ placeId ␁ dish position
// so one key range lists the dishes holding a token already sorted by status grade, then name:
// a search reads keys only, in rank order, and stops once it has enough.

export const SEPARATOR = '\u0001';
/** Sorts after every character a token can contain. */
export const RANGE_END = '\uffff';

const GRADE: Partial<Record<MenuStatus, number>> = { verified: 0, crawled: 1, scanned: 2, unknown: 3 };
export const SEARCH_GRADES: readonly number[] = [0, 1, 2, 3];

/** Sort rank of a status (lower first); undefined for statuses that carry no dishes. */
export function searchGrade(status: MenuStatus): number | undefined {
  return GRADE[status];
}

export interface DishTokenKey {
  grade: number;
  token: string;
  /** The dish name's folded tokens joined by single spaces. */
  nameKey: string;
  placeId: string;
  dishIndex: number;
}

export function encodeTokenKey({ grade, token, nameKey, placeId, dishIndex }: DishTokenKey): string {
  return [grade, token, nameKey, placeId, dishIndex].join(SEPARATOR);
}

export function decodeTokenKey(key: string): DishTokenKey | undefined {
  const [grade, token, nameKey] = key.split(SEPARATOR, 3);
  const last = key.lastIndexOf(SEPARATOR);
  const placeStart = (grade?.length ?? 0) + (token?.length ?? 0) + (nameKey?.length ?? 0) + 3;
  if (nameKey === undefined || token === undefined || last <= placeStart) return undefined;
  const dishIndex = Number(key.slice(last + 1));
  if (!/^\d$/.test(grade ?? '') || !Number.isInteger(dishIndex)) return undefined;
  return { grade: Number(grade), token, nameKey, placeId: key.slice(placeStart, last), dishIndex };
}

export interface TokenEntry {
  key: string;
  placeId: string;
}

export function buildTokenEntries(menu: Menu): TokenEntry[] {
  const grade = searchGrade(menu.status);
  if (grade === undefined) return [];
  return menu.dishes.flatMap((dish, dishIndex) => {
    const tokens = tokenize(dish.name);
    const nameKey = tokens.join(' ');
    return [...new Set(tokens)].map((token) => ({
      key: encodeTokenKey({ grade, token, nameKey, placeId: menu.placeId, dishIndex }),
      placeId: menu.placeId,
    }));
  });
}

export async function addTokenEntries(
  table: Table<DishTokenRow, string>,
  entries: TokenEntry[],
): Promise<void> {
  await table.bulkAdd(
    entries.map(({ placeId }) => ({ placeId })),
    entries.map(({ key }) => key),
  );
}
