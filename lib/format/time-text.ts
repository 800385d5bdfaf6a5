import { DAY_MS, HOUR_MS, MINUTE_MS } from '@/lib/clock';
import { plural } from './counts';

// Times and dates for people. English like the rest of the interface, and made without Intl: a
// DateTimeFormat or RelativeTimeFormat is as costly to set up in a page as a NumberFormat
// (BENCHMARKS.md, "Intl set-up in a page"), which the inline panel would pay on every Maps page.

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
const ONE_AGO: Partial<Record<RelativeUnit, string>> = {
  year: 'last year',
  month: 'last month',
  week: 'last week',
  day: 'yesterday',
};

/** "3 days ago" for a past instant. Under 45 seconds, and future instants (clock skew), read as "just now". */
export function relativeTime(then: number, now: number): string {
  const elapsed = Math.max(0, now - then);
  if (elapsed < 45 * SECOND) return 'just now';
  const [unit, length] = RELATIVE_UNITS.find(([, length]) => elapsed >= length) ?? ['second', SECOND];
  const count = Math.floor(elapsed / length);
  return (count === 1 && ONE_AGO[unit]) || `${count} ${plural(count, { one: unit, other: `${unit}s` })} ago`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "17 Nov 2026", local time. */
export function dateText(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "14:05", local time. */
export function clockText(epochMs: number): string {
  const date = new Date(epochMs);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** "17 Nov 2026, 14:05", local time. */
export function absoluteTime(epochMs: number): string {
  return `${dateText(epochMs)}, ${clockText(epochMs)}`;
}

/** False for NaN and for instants Date cannot represent (toISOString would throw). */
export function isValidInstant(epochMs: number | null): epochMs is number {
  return epochMs !== null && Number.isFinite(epochMs) && Math.abs(epochMs) <= 8.64e15;
}
