import type { Price } from '@/lib/api/model';
import { messageLanguage } from '@/lib/i18n/messages';

// Prices in their currency, written in the catalogue's language (the text around them): the one
// place that formats a price for display. The worker sends amounts and currency codes.

// Creating an Intl formatter costs far more than using one (the first in a process loads ICU data),
// and a menu formats every dish and several times: each is made once per language and currency.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let made = formatters.get(key);
  if (!made) {
    // A bound against a hostile menu listing many distinct currency codes.
    if (formatters.size > 63) formatters.clear();
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/**
 * Price in its currency; `amount code` when Intl rejects the code; the free text when no amount.
 * `locale` defaults to the catalogue's language (tests pin it).
 */
export function formatPrice(price: Price | null, locale: string = messageLanguage()): string | null {
  if (price === null) return null;
  const { amount, currency, text } = price;
  if (amount === null || !Number.isFinite(amount)) return text?.trim() ? text : null;
  const code = currency?.trim() ? currency : '';
  try {
    return formatter(
      `n ${locale} ${code}`,
      () => new Intl.NumberFormat(locale, code ? { style: 'currency', currency: code } : {}),
    ).format(amount);
  } catch {
    // Intl throws a RangeError on malformed currency codes ("EURO", "€").
    return `${amount} ${currency}`;
  }
}
