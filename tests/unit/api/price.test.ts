import { describe, expect, it } from 'vitest';
import { PriceSchema } from '@/lib/api/model';
import { parseAmount, parsePrice, readCurrency } from '@/lib/api/normalise/price';

const p = (amount: number | null, currency: string | null, text: string | null = null) => ({
  amount,
  currency,
  text,
});

describe('parsePrice', () => {
  it.each([
    ['number', 12.5, null, p(12.5, null)],
    ['number with menu currency', 9, 'EUR', p(9, 'EUR')],
    ['numeric string with dot', '12.50', null, p(12.5, null)],
    ['numeric string with comma', '12,50', 'EUR', p(12.5, 'EUR')],
    ['thousands comma', '1,200', 'JPY', p(1200, 'JPY')],
    ['thousands and decimals (EU)', '1.234,50 €', null, p(1234.5, 'EUR')],
    ['thousands and decimals (US)', '$1,234.50', null, p(1234.5, 'USD')],
    ['grouped with spaces', '1 200 ₽', null, p(1200, 'RUB')],
    ['euro prefix', '€12.50', null, p(12.5, 'EUR')],
    ['euro suffix with comma', '12,50 €', null, p(12.5, 'EUR')],
    ['code suffix', '12.50 EUR', null, p(12.5, 'EUR')],
    ['code prefix', 'USD 9.99', null, p(9.99, 'USD')],
    ['lower-case code', '9.99 usd', null, p(9.99, 'USD')],
    ['dollar', '$8', null, p(8, 'USD')],
    ['dollar follows a dollar menu currency', '$8', 'CAD', p(8, 'CAD')],
    ['dollar ignores a non-dollar menu currency', '$8', 'EUR', p(8, 'USD')],
    ['prefixed dollar', 'CA$12', null, p(12, 'CAD')],
    ['yen', '¥1200', null, p(1200, 'JPY')],
    ['yen on a CNY menu', '¥38', 'CNY', p(38, 'CNY')],
    ['pound', '£7.5', null, p(7.5, 'GBP')],
    ['rupee', '₹250', null, p(250, 'INR')],
    ['won', '₩9,000', null, p(9000, 'KRW')],
    ['swiss francs code', 'CHF 18.-', null, p(18, 'CHF')],
    ['swiss francs abbreviation', 'Fr. 18.50', null, p(18.5, 'CHF')],
    ['swiss thousands with a straight apostrophe', "CHF 1'234.50", null, p(1234.5, 'CHF')],
    ['swiss thousands with a typographic apostrophe', 'CHF 1\u2019234.50', null, p(1234.5, 'CHF')],
    ['krona on a SEK menu', '95 kr', 'SEK', p(95, 'SEK')],
    ['krona without context', '95 kr', null, p(95, null)],
    ['market price', 'market price', 'EUR', p(null, null, 'market price')],
    ['MP', 'MP', null, p(null, null, 'MP')],
    ['a range stays text', '12-15 €', null, p(null, null, '12-15 €')],
    ['not a currency code', '12 pcs', null, p(null, null, '12 pcs')],
    [
      'a capitalised word is not a code (CUP is the Cuban peso)',
      'Cup 4.50',
      'EUR',
      p(null, null, 'Cup 4.50'),
    ],
    ['object amount + currency', { amount: 12.5, currency: 'EUR' }, null, p(12.5, 'EUR')],
    ['object value + lower-case currency', { value: '12,50', currency: 'eur' }, null, p(12.5, 'EUR')],
    ['object with menu currency', { amount: 4 }, 'GBP', p(4, 'GBP')],
    ['object minor units', { amount_minor: 1250, currency: 'EUR' }, null, p(12.5, 'EUR')],
    ['object cents', { cents: 999 }, 'USD', p(9.99, 'USD')],
    ['object minor units in yen', { amount_minor: 1200, currency: 'JPY' }, null, p(1200, 'JPY')],
    ['object minor units in dinar', { cents: 1250, currency: 'KWD' }, null, p(1.25, 'KWD')],
    ['object with currency object', { amount: 3, currency: { code: 'chf' } }, null, p(3, 'CHF')],
    ['object with symbol string amount', { amount: '€4' }, null, p(4, 'EUR')],
    ['object with only display text', { text: 'seasonal' }, 'EUR', p(null, null, 'seasonal')],
    ['variants: first readable wins', [null, { size: 'S' }, '€5', '€7'], null, p(5, 'EUR')],
  ])('%s', (_label, raw, fallback, expected) => {
    const price = parsePrice(raw, fallback);
    expect(price).toEqual(expected);
    expect(PriceSchema.parse(price)).toEqual(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty string', '   '],
    ['negative number', -3],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['absurdly large', 1e12],
    ['boolean', true],
    ['object with nothing readable', { foo: 'bar' }],
    ['object amount null', { amount: null, currency: 'EUR' }],
    ['empty array', []],
  ])('%s gives no price', (_label, raw) => {
    expect(parsePrice(raw, 'EUR')).toBeNull();
  });

  it('strips control characters and caps long price text', () => {
    const price = parsePrice(`ask\u0000 the\u202E waiter ${'x'.repeat(500)}`, null);
    expect(price?.amount).toBeNull();
    expect(price?.text?.startsWith('ask the waiter')).toBe(true);
    expect(price?.text?.length).toBeLessThanOrEqual(200);
  });
});

describe('parseAmount', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['0.10', 0.1],
    ['1.200', 1.2],
    ['1,200', 1200],
    ['1,234,567.89', 1234567.89],
    ['1.234.567,89', 1234567.89],
    ["1'200.50", 1200.5],
    ['12,-', 12],
    ['1,2,3', null],
    ['12a', null],
    ['', null],
    ['.5', null],
    ['-5', null],
  ])('%j → %j', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });
});

describe('readCurrency', () => {
  it.each([
    ['EUR', 'EUR'],
    [' usd ', 'USD'],
    ['€', 'EUR'],
    ['£', 'GBP'],
    ['₩', 'KRW'],
    ['CHF', 'CHF'],
    ['$', 'USD'],
    ['XYZ', null],
    ['euro', null],
    [42, null],
    [null, null],
    [{ code: 'jpy' }, 'JPY'],
  ])('%j → %j', (raw, expected) => {
    expect(readCurrency(raw)).toBe(expected);
  });
});
