import { withinWindow } from '@/lib/clock';
import { LOOKUP_ERROR_NOTES } from './failure-memo';
import { IN_FLIGHT_MARKERS } from './in-flight-markers';

// storage.session keeps what the worker wrote until the browser closes. Failure notes and in-flight
// markers are removed when their lookup ends, but a worker stopped mid-request or a place never
// visited again leaves them behind; once expired they only take space. Pruned at each worker start.

export interface PrunableArea {
  get(keys: null): Promise<Record<string, unknown>>;
  remove(keys: string[]): Promise<void>;
}

/** The notes that expire, as their stores name them: their keys' prefix, time field and window. */
const EXPIRING: ReadonlyArray<{ prefix: string; field: string; ttlMs: number }> = [
  IN_FLIGHT_MARKERS,
  LOOKUP_ERROR_NOTES,
];

function isExpired(key: string, value: unknown, now: number): boolean {
  const rule = EXPIRING.find(({ prefix }) => key.startsWith(prefix));
  if (!rule) return false;
  const at = (value as Record<string, unknown> | null)?.[rule.field];
  // An unreadable note is as useless as an expired one (every reader validates and ignores it).
  return typeof at !== 'number' || !withinWindow(at, now, rule.ttlMs);
}

/** Removes expired failure notes and in-flight markers; returns how many went. */
export async function pruneSession(session: PrunableArea, now: number): Promise<number> {
  const items = await session.get(null);
  const expired = Object.keys(items).filter((key) => isExpired(key, items[key], now));
  if (expired.length > 0) await session.remove(expired);
  return expired.length;
}
