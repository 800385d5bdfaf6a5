import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/format/price-format';
import { price } from '@/tests/fixtures/menu-views';

describe('formatPrice', () => {
  it('formats amounts in their currency', () => {
    expect(formatPrice(price(6.5, 'EUR'), 'en-US')).toBe('€6.50');
    expect(formatPrice(price(12, 'USD'), 'en-US')).toBe('$12.00');
    expect(formatPrice(price(1200, 'JPY'), 'en-US')).toBe('¥1,200');
    expect(formatPrice(price(6.5, 'EUR'), 'de-DE')).toBe('6,50\u00a0€');
  });

  it('falls back to "amount code" when Intl rejects the currency code', () => {
    expect(formatPrice(price(12.5, 'EURO'), 'en-US')).toBe('12.5 EURO');
    expect(formatPrice(price(3, '€'), 'en-US')).toBe('3 €');
  });

  it('shows the text when there is no amount, and nothing for a null price', () => {
    expect(formatPrice(price(null, 'EUR', 'market price'), 'en-US')).toBe('market price');
    expect(formatPrice(price(null, null, null), 'en-US')).toBeNull();
    expect(formatPrice(price(null, null, '  '), 'en-US')).toBeNull();
    expect(formatPrice(null, 'en-US')).toBeNull();
  });

  it('formats a bare number when the currency is unknown', () => {
    expect(formatPrice(price(1234.5, null), 'en-US')).toBe('1,234.5');
  });

  it('keeps locales, currencies and rejected codes apart when formatting again', () => {
    const again = () => [
      formatPrice(price(6.5, 'EUR'), 'en-US'),
      formatPrice(price(6.5, 'EUR'), 'de-DE'),
      formatPrice(price(6.5, 'USD'), 'en-US'),
      formatPrice(price(6.5, null), 'de-DE'),
      formatPrice(price(6.5, ''), 'en-US'),
      formatPrice(price(6.5, 'EURO'), 'en-US'),
    ];
    const expected = ['€6.50', '6,50\u00a0€', '$6.50', '6,5', '6.5', '6.5 EURO'];
    expect(again()).toEqual(expected);
    expect(again()).toEqual(expected);
  });
});

describe('reused formatters', () => {
  it('never answer with another locale, currency or style', () => {
    const results = () => [
      formatPrice(price(6.5, 'EUR'), 'en-US'),
      formatPrice(price(6.5, 'EUR'), 'de-DE'),
      formatPrice(price(6.5, 'USD'), 'en-US'),
      formatPrice(price(6.5, null), 'de-DE'),
    ];
    const first = results();
    expect(new Set(first).size).toBe(first.length);
    expect(first.slice(0, 4)).toEqual(['€6.50', '6,50\u00a0€', '$6.50', '6,5']);
    expect(results()).toEqual(first);
  });

  it('stay right past the bound on how many are kept', () => {
    const codes = Intl.supportedValuesOf('currency').slice(0, 100);
    for (const code of codes) formatPrice(price(1, code), 'en-US');
    expect(formatPrice(price(6.5, 'EUR'), 'en-US')).toBe('€6.50');
    expect(formatPrice(price(12, 'USD'), 'en-US')).toBe('$12.00');
  });
});
