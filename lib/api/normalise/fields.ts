import { parseHttpUrl } from '@/lib/places/place-path';

// Reading loosely-shaped JSON: own properties only, so a key such as "constructor" or
// "__proto__" in a hostile body never reaches the prototype chain.

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value of the first of `keys` that the object owns and that is not null/undefined. */
export function pick(obj: JsonObject, keys: readonly string[]): unknown {
  return pickWith(obj, keys, (value) => value ?? null) ?? undefined;
}

/** The first of `keys` whose value `read` accepts (does not turn into null). */
export function pickWith<T>(
  obj: JsonObject,
  keys: readonly string[],
  read: (v: unknown) => T | null,
): T | null {
  for (const key of keys) {
    const result = Object.hasOwn(obj, key) ? read(obj[key]) : null;
    if (result !== null) return result;
  }
  return null;
}

/** The first `max` own entries, without materialising every entry of a huge hostile map. */
export function ownEntries(obj: JsonObject, max: number): Array<[string, unknown]> {
  return Object.keys(obj)
    .slice(0, max)
    .map((key) => [key, obj[key]]);
}

// Strings from the service are shown to users: trimmed, capped, and stripped of control and
// bidi-override characters (which can disguise text). They stay literal text; nothing here escapes HTML.

export const MAX_NAME_CHARS = 300;
export const MAX_DESCRIPTION_CHARS = 1000;
export const MAX_SHORT_CHARS = 200;
export const MAX_REASON_CHARS = 100;
const MAX_URL_CHARS = 2048;

// C0/C1 controls, zero-width space, bidi embeddings/overrides/isolates, BOM.
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** Cleans a string; numbers become their decimal text. Anything else, or empty, gives null. */
export function readText(value: unknown, max: number): string | null {
  if (typeof value === 'number' ? !Number.isFinite(value) : typeof value !== 'string') return null;
  let text = String(value).replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().slice(0, max);
  // Not half a surrogate pair at the cut.
  if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  text = text.trim();
  return text === '' ? null : text;
}

/** A text, or an object's text under one of `keys` ({name: …}). */
export const readNamed = (value: unknown, keys: readonly string[], max: number) =>
  readText(isObject(value) ? pick(value, keys) : value, max);

/** An absolute http(s) URL without credentials, normalised; anything else (javascript:, data:, relative) is null. */
export function readHttpLink(raw: unknown): string | null {
  const value = isObject(raw) ? pick(raw, ['url', 'href']) : raw;
  if (typeof value !== 'string') return null;
  const url = parseHttpUrl(value.trim(), MAX_URL_CHARS);
  if (!url || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href.length <= MAX_URL_CHARS ? url.href : null;
}
