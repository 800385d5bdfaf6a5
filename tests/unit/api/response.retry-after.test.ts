import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '@/lib/api/http/response';

const NOW = Date.UTC(2015, 9, 21, 7, 28, 0); // Wed, 21 Oct 2015 07:28:00 GMT

describe('parseRetryAfter', () => {
  it.each([
    ['delta seconds', '120', 120_000],
    ['zero', '0', 0],
    ['padded', '  5 ', 5_000],
    ['fractional seconds (lenient)', '1.5', 1_500],
    ['IMF-fixdate in the future', 'Wed, 21 Oct 2015 07:28:30 GMT', 30_000],
    ['IMF-fixdate in the past', 'Wed, 21 Oct 2015 07:27:00 GMT', 0],
    ['RFC 850 date', 'Wednesday, 21-Oct-15 07:28:10 GMT', 10_000],
    ['asctime date (GMT implied)', 'Wed Oct 21 07:28:20 2015', 20_000],
    ['absurd delay capped at a year', '99999999999999999999', 366 * 86_400_000],
    ['far-future date capped at a year', 'Fri, 01 Jan 2100 00:00:00 GMT', 366 * 86_400_000],
  ])('%s', (_label, value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['negative', '-5'],
    ['words', 'soon'],
    ['number with unit', '10s'],
    ['bare date-like digits', '2015-10-21'],
    ['invalid date', 'Wed, 99 Foo 2015 07:28:30 GMT'],
  ])('%s → null', (_label, value) => {
    expect(parseRetryAfter(value, NOW)).toBeNull();
  });

  it('reads the date against the injected clock, not the real one', () => {
    const date = 'Wed, 21 Oct 2015 07:29:00 GMT';
    expect(parseRetryAfter(date, NOW)).toBe(60_000);
    expect(parseRetryAfter(date, NOW + 45_000)).toBe(15_000);
  });
});
