import { describe, expect, it } from 'vitest';
import { isCalendarDate, parseTimestamp } from '@/lib/api/normalise/timestamp';

const AT = Date.UTC(2024, 4, 1, 10, 30, 0); // 2024-05-01T10:30:00Z
const SECONDS = AT / 1000;

describe('parseTimestamp', () => {
  it.each([
    ['ISO with Z', '2024-05-01T10:30:00Z', AT],
    ['ISO with milliseconds', '2024-05-01T10:30:00.250Z', AT + 250],
    ['ISO with microseconds', '2024-05-01T10:30:00.123456Z', AT + 123],
    ['ISO with offset', '2024-05-01T12:30:00+02:00', AT],
    ['ISO with compact negative offset', '2024-05-01T05:30:00-0500', AT],
    ['ISO without zone is UTC', '2024-05-01T10:30:00', AT],
    ['ISO with space separator', '2024-05-01 10:30', AT],
    ['lower-case t and z', '2024-05-01t10:30:00z', AT],
    ['date only', '2024-05-01', Date.UTC(2024, 4, 1)],
    ['padded with spaces', `  2024-05-01${' '.repeat(100)}`, Date.UTC(2024, 4, 1)],
    ['epoch seconds', SECONDS, AT],
    ['epoch seconds with fraction', SECONDS + 0.5, AT + 500],
    ['epoch milliseconds', AT, AT],
    ['epoch seconds as string', String(SECONDS), AT],
    ['epoch milliseconds as string', ` ${AT} `, AT],
    ['epoch microseconds', AT * 1000, AT],
    // Truncated as the ISO fraction is: the same instant reads the same in both formats.
    ['epoch microseconds with a fraction of a millisecond', AT * 1000 + 123_600, AT + 123],
    ['ISO with the same microseconds', '2024-05-01T10:30:00.123600Z', AT + 123],
    ['HTTP date', 'Wed, 01 May 2024 10:30:00 GMT', AT],
  ])('%s', (_label, raw, expected) => {
    expect(parseTimestamp(raw)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['words', 'last tuesday'],
    ['impossible date', '2024-02-30'],
    ['month 13', '2024-13-01'],
    ['hour 25', '2024-05-01T25:00:00Z'],
    ['zero', 0],
    ['negative', -5],
    ['before 2000', '1999-12-31'],
    ['after 2099', '2100-01-02'],
    ['NaN', Number.NaN],
    ['boolean', true],
    ['object', { seconds: SECONDS }],
    ['zone-less free text date', 'May 1 2024'],
    ['trailing junk', '2024-05-01 garbage'],
    ['fraction too long to be real', `2024-05-01T10:30:00.${'1'.repeat(80)}Z`],
  ])('%s → null', (_label, raw) => {
    expect(parseTimestamp(raw)).toBeNull();
  });

  it('keeps a date alone as its UTC midnight, which reads as that date (a time does not)', () => {
    const read = (raw: string) => isCalendarDate(parseTimestamp(raw) ?? Number.NaN);
    expect(['2024-05-01', ' 2024-05-01 ', '2024-05-01T00:00:00Z'].map(read)).toEqual([true, true, true]);
    expect(
      ['2024-05-01T10:30:00Z', '2024-05-01T00:00:00.001Z', '2024-05-01T00:00:00+02:00'].map(read),
    ).toEqual([false, false, false]);
  });
});
