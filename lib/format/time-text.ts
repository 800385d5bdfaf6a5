import { DAY_MS, HOUR_MS, MINUTE_MS } from '@/lib/clock';
import { messageLanguage } from '@/lib/i18n/messages';
import { formatterFor } from './intl-formatters';

// Times and dates for people, through Intl in the language of the text around them (the
// catalogue's, unless a locale is given: the worker writes the panel's in the panel's language).

const SECOND = 1000;
// Largest first: the largest unit that fits in the elapsed time names it.
const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
];

const OPTIONS = {
  date: { dateStyle: 'medium' },
  clock: { timeStyle: 'short' },
  both: { dateStyle: 'medium', timeStyle: 'short' },
  // A calendar date (timestamp.ts): the service's date, the same in every zone.
  calendar: { dateStyle: 'medium', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function dateFormat(style: keyof typeof OPTIONS, locale: string): Intl.DateTimeFormat {
  return formatterFor(`${locale} ${style}`, () => new Intl.DateTimeFormat(locale, OPTIONS[style]));
}

/** Under 45 seconds ago, or a future instant (clock skew): what Intl calls "now". */
export function isJustNow(then: number, now: number): boolean {
  return now - then < 45 * SECOND;
}

/** `count` units ago; "yesterday", "last week": numeric only where the language has no word for it. */
function ago(count: number, unit: Intl.RelativeTimeFormatUnit, locale: string): string {
  const make = () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  // -0 would read "in 0 seconds" in some languages: 0 is "now".
  return formatterFor(`${locale} relative`, make).format(-count || 0, unit);
}

/** "3 days ago", "yesterday" for a past instant. Under 45 seconds, and future instants (clock skew), read as "now". */
export function relativeTime(then: number, now: number, locale = messageLanguage()): string {
  const elapsed = Math.max(0, now - then);
  const [unit, length] = isJustNow(then, now)
    ? (['second', Number.POSITIVE_INFINITY] as const)
    : (RELATIVE_UNITS.find(([, size]) => elapsed >= size) ?? (['second', SECOND] as const));
  return ago(Math.floor(elapsed / length), unit, locale);
}

/**
 * "today", "yesterday", "3 days ago": a calendar date (its UTC midnight, timestamp.ts) against the
 * user's own date. A date ahead of it (the service's day began before the user's) reads "today".
 */
export function daysAgo(dayMs: number, now: number, locale = messageLanguage()): string {
  const local = new Date(now);
  const today = Date.UTC(local.getFullYear(), local.getMonth(), local.getDate());
  const elapsed = Math.max(0, Math.round((today - dayMs) / DAY_MS)) * DAY_MS;
  const [unit, length] = RELATIVE_UNITS.find(([, size]) => elapsed >= size) ?? (['day', DAY_MS] as const);
  return ago(Math.floor(elapsed / length), unit, locale);
}

/** "17 Nov 2026" (in the catalogue's language), local time. */
export function dateText(epochMs: number, locale = messageLanguage()): string {
  return dateFormat('date', locale).format(epochMs);
}

/** "17 Nov 2026" for a calendar date, in every zone. */
export function calendarDateText(dayMs: number, locale = messageLanguage()): string {
  return dateFormat('calendar', locale).format(dayMs);
}

/** "14:05", local time. */
export function clockText(epochMs: number, locale = messageLanguage()): string {
  return dateFormat('clock', locale).format(epochMs);
}

/** "17 Nov 2026, 14:05", local time. */
export function absoluteTime(epochMs: number, locale = messageLanguage()): string {
  return dateFormat('both', locale).format(epochMs);
}

/** False for NaN and for instants Date cannot represent (toISOString would throw). */
export function isValidInstant(epochMs: number | null): epochMs is number {
  return epochMs !== null && Number.isFinite(epochMs) && Math.abs(epochMs) <= 8.64e15;
}
