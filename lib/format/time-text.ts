import { DAY_MS, HOUR_MS, MINUTE_MS } from '@/lib/clock';
import { messageLanguage, t } from '@/lib/i18n/messages';

// Times and dates for people, in the catalogue's language. Relative times are the catalogue's own
// plural messages ("3 days ago"); dates and clock times go through Intl.DateTimeFormat, one made per
// language and style.

const SECOND = 1000;
type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';
// Largest first: the largest unit that fits in the elapsed time names it.
const RELATIVE_UNITS: ReadonlyArray<[RelativeUnit, number]> = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
];
const AGO = {
  year: 'time.yearsAgo',
  month: 'time.monthsAgo',
  week: 'time.weeksAgo',
  day: 'time.daysAgo',
  hour: 'time.hoursAgo',
  minute: 'time.minutesAgo',
  second: 'time.secondsAgo',
} as const;
const ONE_AGO: Partial<
  Record<RelativeUnit, 'time.lastYear' | 'time.lastMonth' | 'time.lastWeek' | 'time.yesterday'>
> = {
  year: 'time.lastYear',
  month: 'time.lastMonth',
  week: 'time.lastWeek',
  day: 'time.yesterday',
};

/** "3 days ago" for a past instant. Under 45 seconds, and future instants (clock skew), read as "just now". */
export function relativeTime(then: number, now: number): string {
  const elapsed = Math.max(0, now - then);
  if (elapsed < 45 * SECOND) return t('time.justNow');
  const [unit, length] = RELATIVE_UNITS.find(([, size]) => elapsed >= size) ?? ['second', SECOND];
  const count = Math.floor(elapsed / length);
  const one = count === 1 ? ONE_AGO[unit] : undefined;
  return one ? t(one) : t(AGO[unit], { count });
}

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(style: 'date' | 'clock' | 'both'): Intl.DateTimeFormat {
  const language = messageLanguage();
  const key = `${language} ${style}`;
  let made = formats.get(key);
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      style === 'date'
        ? { dateStyle: 'medium' }
        : style === 'clock'
          ? { timeStyle: 'short' }
          : { dateStyle: 'medium', timeStyle: 'short' };
    made = new Intl.DateTimeFormat(language, options);
    formats.set(key, made);
  }
  return made;
}

/** "17 Nov 2026" (in the catalogue's language), local time. */
export function dateText(epochMs: number): string {
  return dateFormat('date').format(epochMs);
}

/** "14:05", local time. */
export function clockText(epochMs: number): string {
  return dateFormat('clock').format(epochMs);
}

/** "17 Nov 2026, 14:05", local time. */
export function absoluteTime(epochMs: number): string {
  return dateFormat('both').format(epochMs);
}

/** False for NaN and for instants Date cannot represent (toISOString would throw). */
export function isValidInstant(epochMs: number | null): epochMs is number {
  return epochMs !== null && Number.isFinite(epochMs) && Math.abs(epochMs) <= 8.64e15;
}
