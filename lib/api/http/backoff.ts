// Full-jitter exponential backoff (AWS Architecture Blog, "Exponential Backoff and Jitter").

export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 8000;

/** The upper bound of the wait before retry number `retry` (0 for the first retry). */
export function backoffCeilingMs(retry: number, baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, retry));
}

/** random(0, min(cap, base·2^retry)), with `random` returning values in [0, 1). */
export function backoffDelayMs(
  retry: number,
  random: () => number,
  baseMs = BACKOFF_BASE_MS,
  capMs = BACKOFF_CAP_MS,
): number {
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(1, Math.max(0, r)) : 0;
  return Math.floor(unit * backoffCeilingMs(retry, baseMs, capMs));
}
