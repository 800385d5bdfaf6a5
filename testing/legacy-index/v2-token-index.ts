import type { Table } from 'dexie';
import type { Menu } from '@/lib/api/model';
import { tokenize } from '@/lib/storage/search/search-text';

// The dish index as schema version 2 wrote it (table `dishTokens`: key-only rows, value
// { placeId }), for tests that open a database left by version 2. Version 3 deleted the table.

const GRADE: Partial<Record<Menu['status'], number>> = { verified: 0, crawled: 1, scanned: 2, unknown: 3 };

export interface V2TokenEntry {
  key: string;
  placeId: string;
}

export function buildV2TokenEntries(menu: Menu): V2TokenEntry[] {
  const grade = GRADE[menu.status];
  if (grade === undefined) return [];
  return menu.dishes.flatMap((dish, dishIndex) => {
    const tokens = tokenize(dish.name);
    const nameKey = tokens.join(' ');
    return [...new Set(tokens)].map((token) => ({
      key: [grade, token, nameKey, menu.placeId, dishIndex].join('\u0001'),
      placeId: menu.placeId,
    }));
  });
}

export async function addV2TokenEntries(table: Table, entries: V2TokenEntry[]): Promise<void> {
  await table.bulkAdd(
    entries.map(({ placeId }) => ({ placeId })),
    entries.map(({ key }) => key),
  );
}
