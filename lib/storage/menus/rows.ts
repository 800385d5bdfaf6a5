import type { Table } from 'dexie';
import { MenuSchema } from '@/lib/api/model';
import { LatLngSchema } from '@/lib/storage/lists/list-rows';
import { parseOr, z } from '@/lib/zod';
import { changesFit, MenuChangesSchema } from './menu-changes';

// Row shapes of the current schema. Every read goes through them: stored content can be damaged.

export const MenuRowSchema = z
  .object({
    placeId: z.string().check(z.minLength(1)),
    menu: MenuSchema,
    /** Epoch ms of the record's verified_at (null when the service sent none). */
    verifiedAt: z.nullable(z.number()),
    /** Epoch ms when this extension last fetched it (any answer, even an older record). */
    fetchedAt: z.number(),
    /** UTF-8 length of the row's JSON, so stats() never serialises everything (menu-totals.ts). */
    size: z.int().check(z.nonnegative()),
    /** What changed when this record replaced the one before, until dismissed (menu-changes.ts). */
    changes: z.optional(z.catch(z.optional(MenuChangesSchema), undefined)),
    /** The place's own position (a result link's or place URL's `!3d!4d`), kept once known (issue 33). */
    at: z.optional(LatLngSchema),
  })
  .check(z.refine((row) => row.menu.placeId === row.placeId, 'menu.placeId differs from the row key'));
export type MenuRow = z.infer<typeof MenuRowSchema>;
/** A saved menu as the worker sees it (stores.ts). */
export type StoredMenu = Omit<MenuRow, 'size'>;

export const NotFoundRowSchema = z.object({
  placeId: z.string().check(z.minLength(1)),
  expiresAt: z.number(),
});
export type NotFoundRow = z.infer<typeof NotFoundRowSchema>;

/**
 * Small bookkeeping values, such as the running total of the menu rows' sizes (whose row also
 * carries their number: menu-totals.ts).
 */
export const MetaRowSchema = z.object({ key: z.string(), value: z.number().check(z.nonnegative()) });
export type MetaRow = z.infer<typeof MetaRowSchema>;

/** A number kept in `meta`, or undefined when it is missing or damaged. */
export async function readMetaNumber(meta: Table<MetaRow, string>, key: string): Promise<number | undefined> {
  return parseOr(MetaRowSchema, await meta.get(key), undefined)?.value;
}

/** The tables the menu size total is kept in. */
export interface MenuSizeTables {
  menus: Table<MenuRow, string>;
  meta: Table<MetaRow, string>;
}

/** A month's billed requests. */
export const BudgetRowSchema = z.object({
  /** "2026-11" (UTC). */
  month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  used: z.int().check(z.nonnegative()),
  /** Set after a 429: no request until this time (epoch ms) unless the user retries. */
  exhaustedUntil: z.nullable(z.number()),
  /** When that stop was set (absent in rows written before it was kept): a clock moved back ends it. */
  exhaustedSince: z.optional(z.nullable(z.number())),
});
export type BudgetRow = z.infer<typeof BudgetRowSchema>;

/** The validated row, or undefined when it is missing or damaged. */
export function readMenuRow(raw: unknown): MenuRow | undefined {
  const parsed = parseOr(MenuRowSchema, raw, undefined);
  if (!parsed) return undefined;
  // A damaged note is dropped, never the menu with it.
  const { changes, ...row } = parsed;
  return changes && changesFit(changes, row.menu) ? { ...row, changes } : row;
}

/** The rows of `raws` that are whole, in order. */
export const validMenuRows = (raws: unknown[]): MenuRow[] => raws.flatMap((raw) => readMenuRow(raw) ?? []);

export function readStoredMenu(raw: unknown): StoredMenu | undefined {
  const row = readMenuRow(raw);
  return row && toStoredMenu(row);
}

export function toStoredMenu({ size: _size, ...stored }: MenuRow): StoredMenu {
  return stored;
}

const encoder = new TextEncoder();

/** `verifiedAt`: the time the record is ordered by (the menu's own, unless asFetched set another). */
export function makeMenuRow(
  menu: MenuRow['menu'],
  fetchedAt: number,
  verifiedAt: number | null = menu.verifiedAt,
  extras: Pick<MenuRow, 'changes' | 'at'> = {},
): MenuRow {
  const base = {
    placeId: menu.placeId,
    menu,
    verifiedAt,
    fetchedAt,
    size: 0,
    ...(extras.changes ? { changes: extras.changes } : {}),
    ...(extras.at ? { at: extras.at } : {}),
  };
  return { ...base, size: encoder.encode(JSON.stringify(base)).length };
}
