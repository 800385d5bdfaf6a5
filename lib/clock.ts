// Time as the extension reads it from Date.now(): a clock the user or the system may move, forward
// or back, at any moment. Every age check and every "until" goes through these, so that a time
// stored before the clock moved back (which now lies in the future) never holds anything open:
// it counts as outside its window, as if it had expired.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** `at` lies within the last `windowMs` before `now`; a future `at` does not. */
export function withinWindow(at: number, now: number, windowMs: number): boolean {
  const age = now - at;
  return age >= 0 && age < windowMs;
}

/**
 * A stop set at `since` that holds until `until` is still on at `now`. A stop set in the future
 * (the clock moved back since) is over; without `since` (written by an older version), the stop
 * may last at most `maxMs` from now.
 */
export function stillUntil(until: number, now: number, since: number | null, maxMs: number): boolean {
  if (until <= now) return false;
  return since === null ? until - now <= maxMs : since <= now;
}

/** What `task` resolves to, or null when it rejects or `ms` pass first: a wait that cannot hang. */
export function settledWithin<T>(task: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, ms, null);
  });
  return Promise.race([task.catch(() => null), late]).finally(() => clearTimeout(timer));
}
