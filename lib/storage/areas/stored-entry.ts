import type { StorageAreaLike } from '@/lib/worker/worker-deps';
import type { z } from '@/lib/zod';

/** `key`'s value in `area` if `schema` accepts it (anything may be stored there), else `fallback`. */
export async function readEntry<T, F>(
  area: StorageAreaLike,
  key: string,
  schema: z.ZodMiniType<T>,
  fallback: F,
): Promise<T | F> {
  const parsed = schema.safeParse((await area.get(key))[key]);
  return parsed.success ? parsed.data : fallback;
}
