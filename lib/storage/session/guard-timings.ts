import { HOUR_MS } from '@/lib/clock';

// Timings of the worker's guards, in one place so tests and docs agree; they live with the notes
// the guards keep, whose stores apply them.

/** After a network failure (offline, or the service unreachable), automatic lookups pause this long. */
export const NETWORK_FAILURE_WINDOW_MS = 30_000;
/** After a failed lookup (5xx, timeout, bad answer), automatic lookups of that place pause this long. */
export const ERROR_COOLDOWN_MS = 2 * 60_000;
/** An in-flight marker older than this belongs to a worker that was stopped mid-request. */
export const IN_FLIGHT_TTL_MS = 45_000;
/** Billed lookups one tab may make per window. */
export const TAB_CAP_LIMIT = 20;
export const TAB_CAP_WINDOW_MS = 10 * 60_000;
/** The window of the ceiling on all automatic lookups (its limit is the user's setting). */
export const HOURLY_CEILING_WINDOW_MS = HOUR_MS;
/** An identical remote search within this time is answered from the remote search answers kept. */
export const SEARCH_ANSWERS_TTL_MS = 5 * 60_000;
/** Remote-search answers kept, in bytes of JSON: a fifth of storage.session's 10 MB, which others share. */
export const SEARCH_ANSWERS_MAX_BYTES = 2 * 1024 * 1024;
