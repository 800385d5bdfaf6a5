import type { Price } from '@/lib/api/model';
import { messageLanguage } from '@/lib/i18n/messages';
import { formatterFor } from './intl-formatters';

/**
 * The one place that formats a price for display: in its currency, in `locale` (the catalogue's
 * language by default); `amount code` when Intl rejects the code; the free text when no amount.
 */
export function formatPrice(price: Price | null, locale: string = messageLanguage()): string | null {
  if (price === null) return null;
  const { amount, currency, text } = price;
  if (amount === null || !Number.isFinite(amount)) return text?.trim() ? text : null;
  const code = currency?.trim() ? currency : '';
  try {
    return formatterFor(
      `n ${locale} ${code}`,
      () => new Intl.NumberFormat(locale, code ? { style: 'currency', currency: code } : {}),
    ).format(amount);
  } catch {
    // Intl throws a RangeError on malformed currency codes ("EURO", "€").
    return `${amount} ${currency}`;
  }
}
