import { DAY_MS } from '@/lib/clock';

// Retry-After (RFC 9110 §10.2.3): delay-seconds or an HTTP date, read against an injected clock.

/** Longer waits are not meaningful for a monthly budget and would overflow a Date. */
const MAX_DELAY_MS = 366 * DAY_MS;
const DELAY_SECONDS = /^\d+(?:\.\d+)?$/;
// IMF-fixdate, obsolete RFC 850 and asctime forms all name a weekday or a month in letters.
const HTTP_DATE = /^[A-Za-z]{3},? .*\d{2}:\d{2}:\d{2}|^[A-Za-z]+, \d{2}-[A-Za-z]{3}-\d{2} /;

/**
 * Milliseconds to wait from `now` (epoch ms): 0 for a date in the past, at most a year,
 * null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (text === '' || text.length > 64) return null;
  if (DELAY_SECONDS.test(text)) {
    const ms = Number(text) * 1000;
    return Number.isFinite(ms) ? Math.min(MAX_DELAY_MS, Math.ceil(ms)) : null;
  }
  if (!HTTP_DATE.test(text)) return null;
  // asctime dates carry no zone but are GMT by definition.
  const at = Date.parse(/GMT|UTC|[+-]\d{4}$/i.test(text) ? text : `${text} GMT`);
  if (!Number.isFinite(at)) return null;
  return Math.min(MAX_DELAY_MS, Math.max(0, at - now));
}
