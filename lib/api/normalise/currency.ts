import { isObject } from './fields';

// Currency symbols and codes as they appear in menu prices, mapped to ISO 4217.

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

/** "eur" → "EUR" when it is an ISO 4217 code, else null ("PCS" is not a currency). */
export function isoCode(text: string): string | null {
  const upper = text.trim().toUpperCase();
  isoCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return /^[A-Z]{3}$/.test(upper) && isoCodes.has(upper) ? upper : null;
}

/** Resolves a symbol; ambiguous ones ($, ¥, kr) follow the menu's own currency when it fits. */
function resolveSymbol(iso: string | null, symbol: string, fallback: string | null): string | null {
  if (iso) return iso;
  if (symbol === '$') return fallback && DOLLAR_CURRENCIES.has(fallback) ? fallback : 'USD';
  if (symbol === '¥' || symbol === '￥') return fallback === 'CNY' ? 'CNY' : 'JPY';
  return fallback && KRONA_CURRENCIES.has(fallback) ? fallback : null;
}

const PREFIX_CODE = /^([A-Za-z]{3})(?![A-Za-z])(.*)$/s;
const SUFFIX_CODE = /^(.*?)(?<![A-Za-z])([A-Za-z]{3})$/s;
/** "usd" is a sloppy code, "Cup 4.50" and "Top 5" are words: no code is written capitalised. */
const codeIn = (word: string) => (/^[A-Z][a-z]{2}$/.test(word) ? null : isoCode(word));

/** Finds a currency symbol or ISO code at the start or end of `text`; `rest` is the text without it. */
export function splitCurrency(text: string, fallback: string | null) {
  const trimmed = text.trim();
  const prefix = PREFIX_CODE.exec(trimmed);
  const prefixIso = prefix ? codeIn(prefix[1] ?? '') : null;
  if (prefixIso) return { currency: prefixIso, rest: prefix?.[2] ?? '' };
  const suffix = SUFFIX_CODE.exec(trimmed);
  const suffixIso = suffix ? codeIn(suffix[2] ?? '') : null;
  if (suffixIso) return { currency: suffixIso, rest: suffix?.[1] ?? '' };
  for (const [symbol, iso] of SYMBOLS) {
    if (trimmed.startsWith(symbol)) {
      return { currency: resolveSymbol(iso, symbol, fallback), rest: trimmed.slice(symbol.length) };
    }
    if (trimmed.endsWith(symbol)) {
      return { currency: resolveSymbol(iso, symbol, fallback), rest: trimmed.slice(0, -symbol.length) };
    }
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
