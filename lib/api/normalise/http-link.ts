import { isObject, pick } from './fields';

const MAX_URL_CHARS = 2048;

/** An absolute http(s) URL without credentials, normalised; anything else (javascript:, data:, relative) is null. */
export function readHttpLink(raw: unknown): string | null {
  const value = isObject(raw) ? pick(raw, ['url', 'href']) : raw;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text.length > MAX_URL_CHARS) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href.length <= MAX_URL_CHARS ? url.href : null;
}
