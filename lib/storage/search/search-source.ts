import { MenuStatusSchema, PriceSchema } from '@/lib/api/model';
import { z } from '@/lib/zod';
import type { SearchSource } from './search-rows';

// What the rebuild reads of a stored menu row: only the fields its search row is built from,
// checked like every storage read.

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

/** The fields a search row is built from, or undefined for a damaged row (it gets no search row). */
export function readSearchSource(raw: unknown): SearchSource | undefined {
  const parsed = SearchSourceSchema.safeParse(raw);
  return parsed.success && parsed.data.menu.placeId === parsed.data.placeId ? parsed.data.menu : undefined;
}
