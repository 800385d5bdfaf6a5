import { parseOr, type z } from '@/lib/zod';

/** The part of a `browser.storage` area the stores use (storage.local / storage.session or a fake). */
export interface StorageAreaLike {
  get(keys: string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

/** `key`'s value in `area` if `schema` accepts it (anything may be stored there), else `fallback`. */
export async function readEntry<T, F>(
  area: StorageAreaLike,
  key: string,
  schema: z.ZodMiniType<T>,
  fallback: F,
): Promise<T | F> {
  return parseOr(schema, (await area.get(key))[key], fallback);
}
