import { describe, expect, it, vi } from 'vitest';
import { safeHttpLink } from '@/components/menu/links';
import { MENU_STATUSES } from '@/lib/api/model';
import { GRADE_INFO, gradeInfo, reasonText, restaurantName } from '@/lib/format/menu-text';
import { formatPrice } from '@/lib/format/price-format';
import { absoluteTime, clockText, dateText, isValidInstant, relativeTime } from '@/lib/format/time-text';
import { DAY, HOUR, MINUTE, NOW, price } from '@/tests/fixtures/menu-views';

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

describe('relativeTime', () => {
  const cases: Array<[number, string]> = [
    [10_000, 'just now'],
    [5 * MINUTE, '5 minutes ago'],
    [2 * HOUR + 10 * MINUTE, '2 hours ago'],
    [DAY + HOUR, 'yesterday'],
    [3 * DAY, '3 days ago'],
    [15 * DAY, '2 weeks ago'],
    [90 * DAY, '3 months ago'],
    [800 * DAY, '2 years ago'],
  ];
  it.each(cases)('%i ms ago reads "%s"', (elapsed, expected) => {
    expect(relativeTime(NOW - elapsed, NOW)).toBe(expected);
  });

  it('reads a future instant (clock skew) as just now', () => {
    expect(relativeTime(NOW + 5 * DAY, NOW)).toBe('just now');
  });

  it.each<[number, string]>([
    [50_000, '50 seconds ago'],
    [MINUTE, '1 minute ago'],
    [HOUR, '1 hour ago'],
    [7 * DAY, 'last week'],
    [31 * DAY, 'last month'],
    [366 * DAY, 'last year'],
  ])('%i ms ago reads "%s"', (elapsed, expected) => {
    expect(relativeTime(NOW - elapsed, NOW)).toBe(expected);
  });

  it('is English like the rest of the interface, and makes no Intl formatter', () => {
    const made = vi.spyOn(Intl, 'RelativeTimeFormat');
    expect(relativeTime(NOW - 3 * DAY, NOW)).toBe('3 days ago');
    expect(made).not.toHaveBeenCalled();
  });
});

describe('isValidInstant', () => {
  it('rejects null, NaN and instants Date cannot represent', () => {
    expect(isValidInstant(NOW)).toBe(true);
    expect(isValidInstant(null)).toBe(false);
    expect(isValidInstant(Number.NaN)).toBe(false);
    expect(isValidInstant(9e15)).toBe(false);
  });
});

describe('reasonText', () => {
  it('words the known reason codes', () => {
    expect(reasonText('closed_permanently')).toBe('This restaurant has closed permanently.');
    expect(reasonText('temporarily_closed')).toBe('This restaurant is temporarily closed.');
    expect(reasonText('menu_not_public')).toBe('The restaurant does not make its menu public.');
    expect(reasonText('owner_opt_out')).toBe('The owner asked for the menu not to be shown.');
    expect(reasonText('no_menu_online')).toBe('The restaurant has no menu online.');
  });

  it('shows unknown codes raw, including names of Object.prototype members', () => {
    expect(reasonText('weird_code')).toBe('Reason: weird_code');
    expect(reasonText('__proto__')).toBe('Reason: __proto__');
    expect(reasonText('toString')).toBe('Reason: toString');
    expect(reasonText(null)).toBe('No reason was given.');
  });
});

describe('gradeInfo', () => {
  it('has a distinct label, explanation and colour class for every grade', () => {
    const infos = MENU_STATUSES.map((status) => GRADE_INFO[status]);
    for (const key of ['label', 'description', 'className'] as const) {
      expect(new Set(infos.map((info) => info[key])).size).toBe(MENU_STATUSES.length);
    }
    expect(gradeInfo('scanned').description).toMatch(/photo or scan.*OCR/);
    expect(gradeInfo('crawled').description).toMatch(/website/);
  });

  it('includes the raw grade for unknown grades', () => {
    const info = gradeInfo('unknown', 'half_checked');
    expect(info.label).toBe('Grade: half_checked');
    expect(info.description).toContain('"half_checked"');
    expect(gradeInfo('unknown', null).label).toBe('Unknown grade');
    expect(gradeInfo('verified', 'verified').label).toBe('Verified');
  });
});

describe('restaurantName', () => {
  it('prefers the record name, then the URL hint, then a generic phrase', () => {
    expect(restaurantName('Sole', 'Hint')).toBe('Sole');
    expect(restaurantName(null, 'Hint')).toBe('Hint');
    expect(restaurantName('  ', null)).toBe('This place');
    expect(restaurantName(undefined, '')).toBe('This place');
  });
});

describe('safeHttpLink', () => {
  it('keeps http(s) links and their host name', () => {
    expect(safeHttpLink('https://a.example/menu?x=1')).toEqual({
      href: 'https://a.example/menu?x=1',
      host: 'a.example',
    });
    expect(safeHttpLink('http://b.example')?.host).toBe('b.example');
    expect(safeHttpLink('https://user:pw@c.example/')?.host).toBe('c.example');
  });

  it('drops every other scheme and garbage', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://d.example/',
      'file:///etc/passwd',
      '//e.example/',
      'not a url',
      '',
      null,
    ]) {
      expect(safeHttpLink(url)).toBeNull();
    }
  });
});

describe('absoluteTime', () => {
  it('reads day, month, year and a 24-hour local time, in English and without Intl', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(absoluteTime(new Date(2026, 10, 17, 9, 5).getTime())).toBe('17 Nov 2026, 09:05');
    expect(absoluteTime(new Date(2027, 0, 1, 23, 59).getTime())).toBe('1 Jan 2027, 23:59');
    expect(dateText(new Date(2026, 11, 31, 0, 0).getTime())).toBe('31 Dec 2026');
    expect(clockText(new Date(2026, 11, 31, 0, 0).getTime())).toBe('00:00');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
