import type { Price } from '@/lib/api/model';
import { formatterFor } from '@/lib/format/intl-formatters';
import { parseAmount, toAmount } from './amount';
import { MAX_SHORT_CHARS, readText } from './clean-text';
import { readCurrency, splitCurrency } from './currency';
import { isObject, type JsonObject, pick } from './fields';

const AMOUNT_KEYS = ['amount', 'value', 'price'] as const;
const MINOR_KEYS = ['amount_minor', 'cents', 'minor_units', 'amount_cents'] as const;
const CURRENCY_KEYS = ['currency', 'currency_code', 'currencyCode'] as const;
const TEXT_KEYS = ['text', 'display', 'formatted', 'label'] as const;

/** Decimal places of a currency's minor unit (JPY 0, EUR 2, KWD 3), from the formatter prices share. */
function minorDigits(currency: string | null): number {
  if (!currency) return 2;
  try {
    const make = () => new Intl.NumberFormat('en', { style: 'currency', currency });
    return formatterFor(`n en ${currency}`, make).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2; // An unknown code.
  }
}

function fromNumber(value: number, currency: string | null): Price | null {
  const amount = toAmount(value);
  return amount === null ? null : { amount, currency, text: null };
}

/** LRM, RLM and the Arabic letter mark: Intl puts them around numbers and symbols in RTL locales. */
const BIDI_MARKS = /[\u200E\u200F\u061C]/g;

/** "€12.50", "12,50 €", "USD 9.99", "12.50" (menu currency), or free text ("market price"). */
export function parsePriceText(raw: string, fallbackCurrency: string | null): Price | null {
  const text = readText(raw.replace(BIDI_MARKS, ''), MAX_SHORT_CHARS);
  if (text === null) return null;
  const match = splitCurrency(text, fallbackCurrency);
  if (match) {
    const amount = parseAmount(match.rest, minorDigits(match.currency) === 0);
    if (amount !== null) return { amount, currency: match.currency, text: null };
  }
  const amount = parseAmount(text, minorDigits(fallbackCurrency) === 0);
  if (amount !== null) return { amount, currency: fallbackCurrency, text: null };
  return { amount: null, currency: null, text };
}

/** `{amount|value, currency}` or `{amount_minor|cents, currency}`, with an optional display text. */
function fromObject(obj: JsonObject, fallbackCurrency: string | null): Price | null {
  const ownCurrency = readCurrency(pick(obj, CURRENCY_KEYS), fallbackCurrency);
  const currency = ownCurrency ?? fallbackCurrency;
  const minor = pick(obj, MINOR_KEYS);
  // Number('') is 0: a blank minor amount is missing, not free.
  const minorNumber = typeof minor === 'string' && minor.trim() !== '' ? Number(minor.trim()) : minor;
  if (typeof minorNumber === 'number' && Number.isInteger(minorNumber)) {
    const price = fromNumber(minorNumber / 10 ** minorDigits(currency), currency);
    if (price) return price;
  }
  const major = pick(obj, AMOUNT_KEYS);
  const parsed = typeof major === 'number' || typeof major === 'string' ? parsePrice(major, currency) : null;
  if (parsed && parsed.amount !== null) {
    return { ...parsed, currency: ownCurrency ?? parsed.currency ?? fallbackCurrency };
  }
  const text = readText(pick(obj, TEXT_KEYS), MAX_SHORT_CHARS);
  if (text !== null) return parsePriceText(text, currency);
  return parsed;
}

/**
 * Any price form the service may send: number, numeric or symbol-bearing string, price object,
 * or a list of variants (the first readable one wins). Unreadable text is kept in `text`.
 */
export function parsePrice(raw: unknown, fallbackCurrency: string | null, depth = 0): Price | null {
  if (typeof raw === 'number') return fromNumber(raw, fallbackCurrency);
  if (typeof raw === 'string') return parsePriceText(raw, fallbackCurrency);
  if (isObject(raw)) return fromObject(raw, fallbackCurrency);
  if (Array.isArray(raw) && depth < 2) {
    for (const entry of raw.slice(0, 20)) {
      const price = parsePrice(entry, fallbackCurrency, depth + 1);
      if (price) return price;
    }
  }
  return null;
}
