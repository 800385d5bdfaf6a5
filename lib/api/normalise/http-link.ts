import { parseHttpUrl } from '@/lib/places/place-path';
import { isObject, pick } from './fields';

const MAX_URL_CHARS = 2048;

/** An absolute http(s) URL without credentials, normalised; anything else (javascript:, data:, relative) is null. */
export function readHttpLink(raw: unknown): string | null {
  const value = isObject(raw) ? pick(raw, ['url', 'href']) : raw;
  if (typeof value !== 'string') return null;
  const url = parseHttpUrl(value.trim(), MAX_URL_CHARS);
  if (!url || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href.length <= MAX_URL_CHARS ? url.href : null;
}
