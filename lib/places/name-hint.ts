import { decodeFormText } from './url-text';

// `40.7222,-73.9873`, `40°43'20.0"N 73°59'14.6"W`, `48.85, 2.35`: a dropped pin, not a name.
const COORDINATE_CHARS = /^[\d\s.,°'"′″+\-NSEW]+$/;

export function looksLikeCoordinates(text: string): boolean {
  return COORDINATE_CHARS.test(text) && /\d/.test(text) && /[,°]/.test(text);
}

/** A display name from an encoded URL piece; null when empty or only coordinates. */
export function nameHintFrom(encoded: string): string | null {
  const name = decodeFormText(encoded)
    // The Cc block spelt out: a \p{…} escape would set up ICU (tens of ms) on every Maps page.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return name === '' || looksLikeCoordinates(name) ? null : name;
}
