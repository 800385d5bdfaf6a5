import type { Transaction } from 'dexie';
import { MenuSchema } from '@/lib/api/model';
import { scheduleSearchRebuild } from '@/lib/storage/search/search-rebuild';
import { z } from '@/lib/zod';
import { storeMenuTotals } from './menu-totals';
import { makeMenuRow } from './rows';

// Numbered schema migrations, oldest first, never edited once released. Versions 2 to 5 also filled
// a dish index that version 6 replaced: those fills are left out (testing/legacy-index/ builds them).

export interface Migration {
  version: number;
  description: string;
  /** Dexie store definitions; null deletes a table. */
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void>;
}

/** Version 1 stored menus with a `savedAt` time and had no dish search index. */
const V1MenuRowSchema = z.object({
  placeId: z.string().check(z.minLength(1)),
  menu: MenuSchema,
  verifiedAt: z.nullable(z.number()),
  savedAt: z.number(),
});

/** Version 2: fetchedAt for savedAt, and each row's size with their running total. */
async function addRowSizes(tx: Transaction): Promise<void> {
  let menuBytes = 0;
  await tx
    .table('menus')
    .toCollection()
    .modify((raw: unknown, ref: { value: unknown }) => {
      const old = V1MenuRowSchema.safeParse(raw);
      // A row that cannot be read now never will be: drop it rather than carry it forward.
      if (!old.success || old.data.menu.placeId !== old.data.placeId) {
        delete (ref as { value?: unknown }).value;
        return;
      }
      const row = makeMenuRow(old.data.menu, old.data.savedAt);
      ref.value = row;
      menuBytes += row.size;
    });
  await storeMenuTotals({ meta: tx.table('meta') }, menuBytes);
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'menus, 404 notes and monthly budget',
    stores: { menus: 'placeId, savedAt', notFound: 'placeId', budget: 'month' },
  },
  {
    version: 2,
    description: 'savedAt becomes fetchedAt, per-row size and running total, dish search index',
    stores: {
      menus: 'placeId, fetchedAt, size',
      // Out-of-line primary key (the encoded key), value { placeId }.
      dishTokens: ', placeId',
      notFound: 'placeId',
      budget: 'month',
      meta: 'key',
    },
    upgrade: addRowSizes,
  },
  {
    version: 3,
    description: 'dish index with word pairs and hit fields (dishIndex) replaces dishTokens',
    stores: {
      menus: 'placeId, fetchedAt, size',
      dishTokens: null,
      // Inline primary key k (dish-index.ts), so a range read returns keys and hit fields at once.
      // No index by place: a place's rows are found again from its stored menu (menu-writes.ts).
      dishIndex: 'k',
      notFound: 'placeId',
      budget: 'month',
      meta: 'key',
    },
  },
  {
    version: 4,
    description: 'dish index rebuilt with each Chinese character a word of its own',
    stores: {
      menus: 'placeId, fetchedAt, size',
      dishIndex: 'k',
      notFound: 'placeId',
      budget: 'month',
      meta: 'key',
    },
  },
  {
    version: 5,
    description: 'dish index rebuilt keeping the marks that make a letter (パン, दाल) and folding ς to σ',
    stores: {
      menus: 'placeId, fetchedAt, size',
      dishIndex: 'k',
      notFound: 'placeId',
      budget: 'month',
      meta: 'key',
    },
  },
  {
    version: 6,
    description:
      'one search row per menu (search) and a snapshot of the index built from them (searchState) replace the dish index; the rows are built, and the dish index emptied, after the upgrade',
    stores: {
      menus: 'placeId, fetchedAt, size',
      // Kept, and emptied after the upgrade (search-rebuild.ts): deleting a store deletes its rows
      // one by one inside the upgrade, which holds the whole database for seconds at 10,000 menus.
      dishIndex: 'k',
      // Keyed by the row's number, and nothing else: a reader catches up on the rows numbered
      // after those it has seen (search/search-rows.ts).
      search: 'seq',
      searchState: 'key',
      notFound: 'placeId',
      budget: 'month',
      meta: 'key',
    },
    // Cheap inside the upgrade: the rows are built afterwards, in chunks (search-rebuild.ts).
    upgrade: scheduleSearchRebuild,
  },
  {
    version: 7,
    description: 'saved lists: the places of a Maps results list kept together (issue 33)',
    stores: {
      menus: 'placeId, fetchedAt, size',
      dishIndex: 'k',
      search: 'seq',
      searchState: 'key',
      notFound: 'placeId',
      budget: 'month',
      meta: 'key',
      lists: 'id, updatedAt',
    },
  },
  {
    version: 8,
    description:
      'search rows rebuilt with a new word where hiragana, katakana and Latin letters or digits meet (とんこつ + ラーメン, BLT + サンド)',
    stores: {
      menus: 'placeId, fetchedAt, size',
      dishIndex: 'k',
      search: 'seq',
      searchState: 'key',
      notFound: 'placeId',
      budget: 'month',
      meta: 'key',
      lists: 'id, updatedAt',
    },
    // searchWords changed (search-text.ts): the rows of the old words go inside the upgrade (about
    // one per menu once a snapshot dropped the outlived ones), the new are built afterwards. The
    // number of menus moved into the byte total's row (menu-totals.ts): 0.1.0's own row goes, so that
    // 0.1.0, opened on this database again, counts the menus instead of trusting a stale number.
    upgrade: async (tx) => {
      await tx.table('meta').delete('menuCount');
      await scheduleSearchRebuild(tx);
    },
  },
];

export const CURRENT_VERSION = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 1;
