// The number in a price: "12.50", "12,50", "1,200", "1.200,50", "1 200", "12.-". A lone comma
// before exactly three digits groups thousands; a lone separator is otherwise the decimal mark
// ("1.200" = 1.2), except in a currency without minor units, where "45.000" is 45,000.

const MAX_AMOUNT = 1e9;
const GROUPED_WITH_SPACES = /^\d{1,3}(?:[\s\u00A0\u202F'\u2019]\d{3})+(?:[.,]\d+)?$/;
const GROUP_SPACES = /[\s\u00A0\u202F'\u2019]/g;
const DIGITS_AND_SEPARATORS = /^\d+(?:[.,]\d+)*$/;

function joinGroups(groups: string[]): string | null {
  const [head, ...tail] = groups;
  if (!head || head.length > 3 || tail.some((g) => g.length !== 3)) return null;
  return head + tail.join('');
}

function toCanonical(text: string, wholeUnits: boolean): string | null {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot < 0 && lastComma < 0) return text;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalAt = Math.max(lastDot, lastComma);
    const thousands = lastDot > lastComma ? ',' : '.';
    const whole = joinGroups(text.slice(0, decimalAt).split(thousands));
    const fraction = text.slice(decimalAt + 1);
    return whole !== null && /^\d+$/.test(fraction) ? `${whole}.${fraction}` : null;
  }
  const separator = lastDot >= 0 ? '.' : ',';
  const parts = text.split(separator);
  if (parts.length > 2) return joinGroups(parts);
  const [whole, fraction] = parts as [string, string];
  if ((separator === ',' || wholeUnits) && fraction.length === 3) return joinGroups(parts);
  return `${whole}.${fraction}`;
}

/**
 * The amount in major units, or null when `text` is not just a number. `wholeUnits`: the currency
 * has no minor unit, so a lone separator before three digits groups thousands.
 */
export function parseAmount(text: string, wholeUnits = false): number | null {
  const trimmed = text.trim().replace(/[.,][-–]+$/, '');
  const compact = GROUPED_WITH_SPACES.test(trimmed) ? trimmed.replace(GROUP_SPACES, '') : trimmed;
  if (!DIGITS_AND_SEPARATORS.test(compact)) return null;
  const canonical = toCanonical(compact, wholeUnits);
  if (canonical === null) return null;
  return toAmount(Number(canonical));
}

/** Finite, non-negative and sane, rounded to drop float noise; else null. */
export function toAmount(value: number): number | null {
  if (!Number.isFinite(value) || value < 0 || value > MAX_AMOUNT) return null;
  return Math.round(value * 1e6) / 1e6;
}
