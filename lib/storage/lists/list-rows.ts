import type { Table } from 'dexie';
import { toLatLng } from '@/lib/places/coordinates';
import { parseOr, z } from '@/lib/zod';

// Place lists (issue 33): the places of a Maps results list in its order, so that a trip's menus
// open offline together. A list holds places, never menus: each place has its one saved menu.

/** How many places one list may hold: a results list shows about 120 before Maps stops loading. */
export const MAX_LIST_PLACES = 500;

/** A position on Earth, as lists and saved menus keep it. */
export const LatLngSchema = z
  .object({ lat: z.number(), lng: z.number() })
  .check(z.refine((value) => toLatLng(value.lat, value.lng) !== null, 'not a position on Earth'));

export const PlaceListEntrySchema = z.object({
  placeId: z.string().check(z.minLength(1), z.maxLength(300)),
  /** The name the results list showed (the card's aria-label); the menu may name it otherwise. */
  name: z.string().check(z.maxLength(300)),
  /** The place's own position, from its result link (`!3d…!4d…`); absent when the link had none. */
  at: z.optional(LatLngSchema),
});
export type PlaceListEntry = z.infer<typeof PlaceListEntrySchema>;

export const PlaceListSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  /** Shown as the list's title, e.g. "ramen · Shibuya · 28 Nov". */
  name: z.string().check(z.maxLength(300)),
  /** The Maps search the list came from, as the user typed it. */
  query: z.string().check(z.maxLength(300)),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** The map's centre when the list was saved (`@lat,lng`); distances default to it. */
  centre: z.nullable(LatLngSchema),
  places: z.array(PlaceListEntrySchema).check(z.maxLength(MAX_LIST_PLACES)),
});
export type PlaceList = z.infer<typeof PlaceListSchema>;

/** The validated list, or undefined when the row is missing or damaged. */
export const readPlaceList = (raw: unknown): PlaceList | undefined =>
  parseOr(PlaceListSchema, raw, undefined);

/** The lists of `raws` that are whole, in order. */
export const validPlaceLists = (raws: unknown[]): PlaceList[] =>
  raws.flatMap((raw) => readPlaceList(raw) ?? []);

export type PlaceListTable = Table<PlaceList, string>;
