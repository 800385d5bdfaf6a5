import { MenuSchema } from '@/lib/api/model';
import { type ImportProblem, MAX_IMPORT_CHARS } from '@/lib/messages/protocol';
import { LatLngSchema, type PlaceList, PlaceListSchema } from '@/lib/storage/lists/list-rows';
import type { StoredMenu } from '@/lib/storage/menus/rows';
import { z } from '@/lib/zod';

// The file that moves a trip to another device (issue 34): saved menus, with every place list or
// one list and its places' menus; never the key or settings. Read as untrusted input: size and
// counts capped, every entry through its schema, unknown fields dropped.

/** Version 1 held menus only; version 2 adds place lists. Both are read. */
export const TRIP_FILE_VERSION = 2;
/** Far more menus than a trip holds; a file claiming more is refused before anything is written. */
export const MAX_TRIP_MENUS = 20_000;
export const MAX_TRIP_LISTS = 1_000;

const StoredMenuSchema = z
  .object({
    placeId: z.string().check(z.minLength(1), z.maxLength(300)),
    menu: MenuSchema,
    verifiedAt: z.nullable(z.number()),
    fetchedAt: z.number(),
    at: z.optional(LatLngSchema),
  })
  .check(z.refine((entry) => entry.menu.placeId === entry.placeId, 'menu.placeId differs from placeId'));

const TripFileSchema = z.object({
  version: z.union([z.literal(1), z.literal(TRIP_FILE_VERSION)]),
  exportedAt: z.optional(z.string()),
  menus: z.array(StoredMenuSchema).check(z.maxLength(MAX_TRIP_MENUS)),
  lists: z._default(z.array(PlaceListSchema).check(z.maxLength(MAX_TRIP_LISTS)), []),
});

/** What an export writes: what readTripFile reads back. */
export type TripFile = z.input<typeof TripFileSchema>;

export type TripFileRead =
  | { ok: true; menus: StoredMenu[]; lists: PlaceList[] }
  | { ok: false; problem: Exclude<ImportProblem, 'storage_full'>; detail?: string };

/** Reads a whole file or refuses it whole: nothing of a file with one bad entry is used. */
export function readTripFile(text: string): TripFileRead {
  if (text.length > MAX_IMPORT_CHARS) return { ok: false, problem: 'too_large' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not_json' };
  }
  if (typeof json !== 'object' || json === null || !('menus' in json) || !('version' in json))
    return { ok: false, problem: 'not_trip_file' };
  const { version } = json as { version: unknown };
  if (typeof version === 'number' && version > TRIP_FILE_VERSION)
    return { ok: false, problem: 'newer_version' };
  const parsed = TripFileSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { ok: false, problem: 'invalid', detail: issue && `${issue.path.join('.')}: ${issue.message}` };
  }
  return { ok: true, menus: parsed.data.menus, lists: parsed.data.lists };
}
