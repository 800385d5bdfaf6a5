/** Largest response body read, measured in UTF-8 bytes before parsing. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** UTF-8 size of `text`, computed only when the UTF-16 length leaves it in doubt. */
export function exceedsByteLimit(text: string, maxBytes: number): boolean {
  if (text.length > maxBytes) return true;
  if (text.length * 3 <= maxBytes) return false;
  return new TextEncoder().encode(text).byteLength > maxBytes;
}
