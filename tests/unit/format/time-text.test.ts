import { describe, expect, it } from 'vitest';
import { timeTexts } from '@/lib/format/menu-texts';
import {
  absoluteTime,
  calendarDateText,
  clockText,
  dateText,
  daysAgo,
  isJustNow,
  isValidInstant,
  relativeTime,
} from '@/lib/format/time-text';
import { useCatalogue } from '@/lib/i18n/messages';
import { DAY, HOUR, MINUTE, NOW } from '@/tests/fixtures/menu-views';

describe('relativeTime', () => {
  const cases: Array<[number, string]> = [
    [10_000, 'now'],
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

  it('reads a future instant (clock skew) as now', () => {
    expect(relativeTime(NOW + 5 * DAY, NOW)).toBe('now');
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

  it("is Intl's, in the catalogue's language or the one given", () => {
    expect(relativeTime(NOW - 3 * DAY, NOW, 'de')).toBe('vor 3 Tagen');
    expect(relativeTime(NOW - DAY - HOUR, NOW, 'fr')).toBe('hier');
    useCatalogue('pl', {});
    expect(relativeTime(NOW - 5 * DAY, NOW)).toBe('5 dni temu');
    expect(relativeTime(NOW - 10_000, NOW, 'ar')).toBe(
      new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(0, 'second'),
    );
    useCatalogue('en', {});
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

describe('absoluteTime', () => {
  it("reads the date and local time in the catalogue's language", () => {
    expect(absoluteTime(new Date(2026, 10, 17, 9, 5).getTime())).toBe('Nov 17, 2026, 9:05 AM');
    expect(dateText(new Date(2026, 11, 31, 0, 0).getTime())).toBe('Dec 31, 2026');
    expect(clockText(new Date(2026, 11, 31, 0, 0).getTime())).toBe('12:00 AM');
    useCatalogue('de', {});
    expect(absoluteTime(new Date(2026, 10, 17, 9, 5).getTime())).toBe('17.11.2026, 09:05');
    expect(dateText(new Date(2026, 11, 31, 0, 0).getTime())).toBe('31.12.2026');
    expect(clockText(new Date(2026, 11, 31, 0, 0).getTime())).toBe('00:00');
  });
});

describe('a calendar date (a verified_at sent without a time, kept as its UTC midnight)', () => {
  // The test process runs in UTC; tests/unit/format/menu-texts.zones.test.ts runs other zones.
  const day = Date.UTC(2026, 10, 12);
  it('reads as that date, without a time', () => {
    expect(calendarDateText(day)).toBe('Nov 12, 2026');
    expect(calendarDateText(day, 'de')).toBe('12.11.2026');
  });

  it('counts whole days to the user’s own date; a date ahead of it is today', () => {
    const cases: Array<[number, string]> = [
      [Date.UTC(2026, 10, 12, 23, 59), 'today'],
      [Date.UTC(2026, 10, 11, 12), 'today'],
      [Date.UTC(2026, 10, 13, 0, 1), 'yesterday'],
      [Date.UTC(2026, 10, 19, 12), 'last week'],
      [Date.UTC(2027, 1, 12, 12), '3 months ago'],
    ];
    expect(cases.map(([now]) => daysAgo(day, now))).toEqual(cases.map(([, text]) => text));
  });
});

describe('isJustNow', () => {
  it('is the span Intl calls "now": under 45 seconds ago, and a future instant', () => {
    expect(isJustNow(NOW - 44_999, NOW)).toBe(true);
    expect(isJustNow(NOW + DAY, NOW)).toBe(true);
    expect(isJustNow(NOW - 45_000, NOW)).toBe(false);
    expect(relativeTime(NOW - 45_000, NOW)).not.toBe('now');
  });

  it('marks the texts the worker writes, so that the page can say its own word for it', () => {
    expect(timeTexts(NOW - 10_000, NOW, 'ja')).toMatchObject({ ago: '今', justNow: true });
    expect(timeTexts(NOW - MINUTE, NOW, 'ja')).not.toHaveProperty('justNow');
  });
});
