import { withinWindow } from '@/lib/clock';
import { LOOKUP_ERROR_NOTES } from './failure-memo';
import { IN_FLIGHT_MARKERS } from './in-flight-markers';

// storage.session keeps what the worker wrote until the browser closes. Failure notes and in-flight
// markers are removed when their lookup ends, but a worker stopped mid-request or a place never
// visited again leaves them behind; once expired they only take space. Pruned at each worker start.

/** Removes expired failure notes and in-flight markers; returns how many went. */
export async function pruneSession(
  session: { get(keys: null): Promise<Record<string, unknown>>; remove(keys: string[]): Promise<void> },
  now: number,
): Promise<number> {
  const items = await session.get(null);
  const expired = Object.keys(items).filter((key) => {
    const rule = [IN_FLIGHT_MARKERS, LOOKUP_ERROR_NOTES].find(({ prefix }) => key.startsWith(prefix));
    const at = rule && (items[key] as Record<string, unknown> | null)?.[rule.field];
    // An unreadable note is as useless as an expired one (every reader validates and ignores it).
    return rule !== undefined && (typeof at !== 'number' || !withinWindow(at, now, rule.ttlMs));
  });
  if (expired.length > 0) await session.remove(expired);
  return expired.length;
}
