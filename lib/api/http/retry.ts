import type { ApiResult } from '@/lib/api/api-result';
import { abortedError } from './attempt';
import { backoffDelayMs } from './backoff';
import type { AttemptOutcome } from './response';

// Retries network errors and 5xx only (a timed-out request may have been billed). A 5xx's
// Retry-After replaces the backoff up to `maxRetryAfterMs`; a longer one ends the call.

export interface RetryPolicy {
  maxRetries: number;
  baseMs: number;
  capMs: number;
  maxRetryAfterMs: number;
  random: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Asked after the wait, before each retry: false gives up with the last failure. */
  mayRetry: () => Promise<boolean>;
}

export async function withRetries<T>(
  attempt: () => Promise<AttemptOutcome>,
  finish: (text: string, attempts: number) => ApiResult<T>,
  policy: RetryPolicy,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  let attempts = 0;
  for (let retry = 0; ; retry++) {
    if (signal?.aborted) return { ok: false, error: abortedError(), attempts };
    attempts++;
    const outcome = await attempt();
    if (outcome.ok) return finish(outcome.text, attempts);
    const giveUp =
      !outcome.retryable ||
      retry >= policy.maxRetries ||
      (outcome.retryAfterMs !== null && outcome.retryAfterMs > policy.maxRetryAfterMs);
    if (giveUp) return { ok: false, error: outcome.error, attempts };
    const delay = outcome.retryAfterMs ?? backoffDelayMs(retry, policy.random, policy.baseMs, policy.capMs);
    try {
      await policy.sleep(delay, signal);
    } catch {
      // An injected sleep that rejects on abort: the abort check at the loop head reports it.
    }
    if (!signal?.aborted && !(await policy.mayRetry())) return { ok: false, error: outcome.error, attempts };
  }
}
