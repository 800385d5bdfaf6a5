import type { Price } from '@/lib/api/model';
import { formatterFor } from '@/lib/format/intl-formatters';
import { isObject, type JsonObject, MAX_SHORT_CHARS, pick, readText } from './fields';

// --- Currency symbols and codes as they appear in menu prices, mapped to ISO 4217.

const DOLLAR_CURRENCIES = new Set([
  'USD',
  'CAD',
  'AUD',
  'NZD',
  'SGD',
  'HKD',
  'MXN',
  'TWD',
  'ARS',
  'CLP',
  'COP',
]);
const KRONA_CURRENCIES = new Set(['SEK', 'NOK', 'DKK', 'ISK']);

/** Longest first, so "US$" wins over "$". Values of null are ambiguous without context. */
const SYMBOLS: ReadonlyArray<readonly [string, string | null]> = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['AU$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['MX$', 'MXN'],
  ['NT$', 'TWD'],
  ['CN¥', 'CNY'],
  ['RMB', 'CNY'],
  ['Fr.', 'CHF'],
  ['zł', 'PLN'],
  ['Kč', 'CZK'],
  // Danish and Norwegian formats end in "kr." ("125,00 kr."): longer, so it goes first.
  ['kr.', null],
  ['kr', null],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['S$', 'SGD'],
  ['R$', 'BRL'],
  ['$', null],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', null],
  ['￥', null],
  ['円', 'JPY'],
  ['元', 'CNY'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  ['₽', 'RUB'],
  ['₺', 'TRY'],
  ['₪', 'ILS'],
  ['₫', 'VND'],
  ['฿', 'THB'],
  ['₱', 'PHP'],
  ['₴', 'UAH'],
  ['₦', 'NGN'],
];

/** Every browser the extension supports (Chrome 116, Firefox 140) lists the codes it knows. */
let isoCodes: ReadonlySet<string> | undefined;

/** An ambiguous symbol ($, ¥, kr) follows the menu's own currency when it fits. */
function resolveAmbiguous(symbol: string, fallback: string | null): string | null {
  if (symbol === '$') return fallback && DOLLAR_CURRENCIES.has(fallback) ? fallback : 'USD';
  if (symbol === '¥' || symbol === '￥') return fallback === 'CNY' ? 'CNY' : 'JPY';
  return fallback && KRONA_CURRENCIES.has(fallback) ? fallback : null;
}

const CODE_AT_START = /^(?<code>[A-Za-z]{3})(?![A-Za-z])(?<rest>.*)$/s;
const CODE_AT_END = /^(?<rest>.*?)(?<![A-Za-z])(?<code>[A-Za-z]{3})$/s;

/** "eur" → "EUR" when it is an ISO 4217 code; "usd" is a sloppy code, but "Cup 4.50" and "Top 5" are words. */
function codeIn(word: string): string | null {
  if (/^[A-Z][a-z]{2}$/.test(word)) return null;
  const upper = word.toUpperCase();
  isoCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCodes.has(upper) ? upper : null;
}

/** Finds a currency symbol or ISO code at the start or end of `text`; `rest` is the text without it. */
function splitCurrency(text: string, fallback: string | null) {
  const trimmed = text.trim();
  for (const pattern of [CODE_AT_START, CODE_AT_END]) {
    const groups = pattern.exec(trimmed)?.groups;
    const currency = groups ? codeIn(groups.code ?? '') : null;
    if (currency) return { currency, rest: groups?.rest ?? '' };
  }
  for (const [symbol, iso] of SYMBOLS) {
    const rest = trimmed.startsWith(symbol)
      ? trimmed.slice(symbol.length)
      : trimmed.endsWith(symbol)
        ? trimmed.slice(0, -symbol.length)
        : null;
    if (rest !== null) return { currency: iso ?? resolveAmbiguous(symbol, fallback), rest };
  }
  return null;
}

/** A currency field: ISO code, symbol, or `{code}`. Anything else gives null. */
export function readCurrency(value: unknown, fallback: string | null = null): string | null {
  if (isObject(value)) return Object.hasOwn(value, 'code') ? readCurrency(value.code, fallback) : null;
  if (typeof value !== 'string' || value.length > 20) return null;
  const match = splitCurrency(value, fallback);
  return match && match.rest.trim() === '' ? match.currency : null;
}

// --- The number in a price: "12.50", "12,50", "1,200", "1.200,50", "1 200", "12.-". A lone comma
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
    const whole = joinGroups(text.slice(0, decimalAt).split(lastDot > lastComma ? ',' : '.'));
    const fraction = text.slice(decimalAt + 1);
    return whole !== null && /^\d+$/.test(fraction) ? `${whole}.${fraction}` : null;
  }
  const separator = lastDot >= 0 ? '.' : ',';
  const parts = text.split(separator);
  const [whole, fraction] = parts as [string, string];
  if (parts.length > 2 || ((separator === ',' || wholeUnits) && fraction.length === 3))
    return joinGroups(parts);
  return `${whole}.${fraction}`;
}

/** The amount in major units of `currency`, or null when `text` is not just a number. */
export function parseAmount(text: string, currency: string | null = null): number | null {
  const trimmed = text.trim().replace(/[.,][-–]+$/, '');
  const compact = GROUPED_WITH_SPACES.test(trimmed) ? trimmed.replace(GROUP_SPACES, '') : trimmed;
  if (!DIGITS_AND_SEPARATORS.test(compact)) return null;
  const canonical = toCanonical(compact, minorDigits(currency) === 0);
  return canonical === null ? null : toAmount(Number(canonical));
}

/** Finite, non-negative and sane, rounded to drop float noise; else null. */
function toAmount(value: number): number | null {
  if (!Number.isFinite(value) || value < 0 || value > MAX_AMOUNT) return null;
  return Math.round(value * 1e6) / 1e6;
}

// --- Prices.

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
    const amount = parseAmount(match.rest, match.currency);
    if (amount !== null) return { amount, currency: match.currency, text: null };
  }
  const amount = parseAmount(text, fallbackCurrency);
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
