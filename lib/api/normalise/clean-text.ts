// Strings from the service are shown to users: trimmed, capped, and stripped of control and
// bidi-override characters (which can disguise text). They stay literal text; nothing here escapes HTML.

export const MAX_NAME_CHARS = 300;
export const MAX_DESCRIPTION_CHARS = 1000;
export const MAX_SHORT_CHARS = 200;
export const MAX_REASON_CHARS = 100;

// C0/C1 controls, zero-width space, bidi embeddings/overrides/isolates, BOM.
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const WHITESPACE_RUN = /\s+/g;

/** Cuts to `max` UTF-16 units without leaving half a surrogate pair behind. */
function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** Cleans a string; numbers become their decimal text. Anything else, or empty, gives null. */
export function readText(value: unknown, max: number): string | null {
  let raw: string;
  if (typeof value === 'string') raw = value;
  else if (typeof value === 'number' && Number.isFinite(value)) raw = String(value);
  else return null;
  const cleaned = cap(raw.replace(INVISIBLE, '').replace(WHITESPACE_RUN, ' ').trim(), max).trim();
  return cleaned === '' ? null : cleaned;
}
