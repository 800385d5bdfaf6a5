import { MENU_STATUSES, MenuStatusSchema, PriceSchema } from '@/lib/api/model';
import { z } from '@/lib/zod';
import type { SearchSource } from './search-rows';

// What the rebuild reads of a stored menu row: only the fields its search row is built from,
// checked. The schema is the rule; since zod cannot compile its checks under the extension's CSP,
// a row first meets a plain check as strict or stricter (tests pin it), and only a row it refuses
// meets the schema, which decides.

export const SearchSourceSchema = z.object({
  placeId: z.string().check(z.minLength(1)),
  menu: z.object({
    placeId: z.string().check(z.minLength(1)),
    name: z.nullable(z.string()),
    status: MenuStatusSchema,
    verifiedAt: z.nullable(z.number()),
    dishes: z.array(
      z.object({
        name: z.string(),
        price: z.nullable(PriceSchema),
        section: z.nullable(z.string()),
        diet: z.array(z.string()),
      }),
    ),
  }),
});

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';
const isNumberOrNull = (value: unknown) => value === null || Number.isFinite(value);
const STATUSES: ReadonlySet<unknown> = new Set(MENU_STATUSES);

/** Every element, holes included (a hole is no string). */
function isTextList(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i += 1) if (typeof value[i] !== 'string') return false;
  return true;
}

const isPrice = (value: unknown): boolean =>
  value === null ||
  (isFields(value) &&
    isNumberOrNull(value.amount) &&
    isTextOrNull(value.currency) &&
    isTextOrNull(value.text));

const isDish = (value: unknown) =>
  isFields(value) &&
  isText(value.name) &&
  isPrice(value.price) &&
  isTextOrNull(value.section) &&
  isTextList(value.diet);

/** The plain check: true only for rows the schema accepts too. */
export function plainSearchSource(raw: unknown): SearchSource | undefined {
  if (!isFields(raw) || !isText(raw.placeId) || raw.placeId === '') return undefined;
  const menu = raw.menu;
  if (
    !isFields(menu) ||
    menu.placeId !== raw.placeId ||
    !isTextOrNull(menu.name) ||
    !STATUSES.has(menu.status) ||
    !isNumberOrNull(menu.verifiedAt) ||
    !Array.isArray(menu.dishes)
  )
    return undefined;
  const { dishes } = menu;
  for (let i = 0; i < dishes.length; i += 1) if (!isDish(dishes[i])) return undefined;
  // Checked field by field above; buildSearchRow reads no other field.
  return menu as unknown as SearchSource;
}

/** The fields a search row is built from, or undefined for a damaged row (it gets no search row). */
export function readSearchSource(raw: unknown): SearchSource | undefined {
  const plain = plainSearchSource(raw);
  if (plain) return plain;
  const parsed = SearchSourceSchema.safeParse(raw);
  return parsed.success && parsed.data.menu.placeId === parsed.data.placeId ? parsed.data.menu : undefined;
}
