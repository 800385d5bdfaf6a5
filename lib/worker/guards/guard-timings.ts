import { DAY_MS } from '@/lib/format/time-text';

// Timings of the worker's guards, in one place so tests and docs agree.

/** A 404 is remembered this long before the place is asked for again. */
export const NOT_FOUND_TTL_MS = 7 * DAY_MS;
/** After a network failure, automatic lookups pause this long (the browser is probably offline). */
export const NETWORK_FAILURE_WINDOW_MS = 30_000;
/** After a failed lookup (5xx, timeout, bad answer), automatic lookups of that place pause this long. */
export const ERROR_COOLDOWN_MS = 2 * 60_000;
/** An in-flight marker older than this belongs to a worker that was stopped mid-request. */
export const IN_FLIGHT_TTL_MS = 45_000;
/** Distinct uncached places one tab may look up per window. */
export const TAB_CAP_LIMIT = 20;
export const TAB_CAP_WINDOW_MS = 10 * 60_000;
/** An identical remote search within this time is answered from the short-lived cache. */
export const SEARCH_CACHE_TTL_MS = 5 * 60_000;
/** Kept remote-search entries (oldest dropped first). */
export const SEARCH_CACHE_MAX_ENTRIES = 30;
