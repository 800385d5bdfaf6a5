import { DAY_MS } from '@/lib/clock';

// verified_at arrives as an ISO date-time, a date, or an epoch number in seconds or milliseconds.
// Offset-less ISO times are read as UTC so that the result never depends on the machine's zone.
// A date alone ("2026-11-12") names no instant (the zones people live in span 25 hours, so any
// instant falls on another date somewhere): it is kept as its UTC midnight, and shown as that UTC
// date (isCalendarDate). Midnight orders it as every write does (newest verified_at wins): a later
// date always wins, and on the same day a date alone never displaces a record with a time.

/** 00:00:00.000 UTC: where a date alone is kept (a time sent as exactly that reads as its UTC date). */
export const isCalendarDate = (epochMs: number): boolean => epochMs % DAY_MS === 0;

/** 2000-01-01 and 2100-01-01: anything outside is a unit mistake or junk. */
const EARLIEST_MS = 946_684_800_000;
const LATEST_MS = 4_102_444_800_000;

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(?:Z|([+-])(\d{2})(?::?(\d{2}))?)?)?$/i;
/** RFC 9557 ("…+01:00[Europe/Paris]"): bracketed suffixes after a Z or offset, which is authoritative. */
const ANNOTATED = /^(.*(?:Z|[+-]\d{2}(?::?\d{2})?))(?:\[[^[\]]{1,40}\])+$/i;

function plausible(ms: number): number | null {
  // Truncated, as ISO fractions are: one instant reads the same in every format.
  return Number.isFinite(ms) && ms >= EARLIEST_MS && ms < LATEST_MS ? Math.floor(ms) : null;
}

/** Seconds below 1e11, milliseconds below 1e14, then micro- and nanoseconds. */
function epochToMs(value: number): number | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  return plausible(value < 1e11 ? value * 1000 : value / (value < 1e14 ? 1 : value < 1e17 ? 1e3 : 1e6));
}

function parseIso(text: string): number | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate())
    return null;
  if (hour > 23 || minute > 59 || second > 60) return null;
  const fractionMs = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  const offsetMinutes = (m[8] === '-' ? -1 : 1) * (Number(m[9] ?? 0) * 60 + Number(m[10] ?? 0));
  return plausible(Date.UTC(year, month - 1, day, hour, minute, second, fractionMs) - offsetMinutes * 60_000);
}

/** Epoch milliseconds, or null when the value is not a readable time in 2000–2099. */
export function parseTimestamp(raw: unknown): number | null {
  if (typeof raw === 'number') return epochToMs(raw);
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text === '' || text.length > 64) return null;
  if (/^\d+(?:\.\d+)?$/.test(text)) return epochToMs(Number(text));
  const iso = parseIso(ANNOTATED.exec(text)?.[1] ?? text);
  if (iso !== null) return iso;
  // RFC 1123 / 2822 dates ("Tue, 05 Mar 2024 10:00:00 GMT"): only with an explicit zone.
  if (/\b(?:GMT|UTC)\b|[+-]\d{4}$/.test(text)) return plausible(Date.parse(text));
  return null;
}
