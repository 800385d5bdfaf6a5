import { MAX_SHORT_CHARS, readText } from '@/lib/api/normalise/clean-text';
import { caughtMessage } from '@/lib/format/error-text';
import { untilAborted } from './abort';
import { type RateLimitFigure, readRateLimit } from './rate-limit';
import { type AttemptOutcome, fail, readOutcome } from './response';

// One HTTP request to the service. `redirect: 'manual'`: following one would send the key wherever
// it points, and 'error' looks like a network failure (retried); manual reports it as `redirected`.

export interface AttemptRequest {
  url: URL;
  apiKey: string;
  fetch: typeof fetch;
  timeoutMs: number;
  now: () => number;
  onRequestSent?: () => void;
  /** Called with what the response's rate-limit headers say is left, when they say it. */
  onRateLimit?: (figure: RateLimitFigure) => void;
}

export function requestInit(apiKey: string, signal: AbortSignal): RequestInit {
  return {
    method: 'GET',
    headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
    credentials: 'omit',
    cache: 'no-store',
    redirect: 'manual',
    referrerPolicy: 'no-referrer',
    signal,
  };
}

/** The budget counter (and the figure's record) must never break a request. */
function notify(listener: (() => unknown) | undefined): void {
  try {
    const result: unknown = listener?.();
    if (result instanceof Promise) result.catch(() => {});
  } catch {
    // Ignored on purpose.
  }
}

/** The response's monthly figure, handed on; after a 429 nothing is left, whatever it says. */
function noteRateLimit(request: AttemptRequest, response: Response): RateLimitFigure | null {
  const read = readRateLimit(response.headers, request.now());
  const figure = read && response.status === 429 ? { ...read, remaining: 0 } : read;
  const { onRateLimit } = request;
  if (figure && onRateLimit) notify(() => onRateLimit(figure));
  return figure;
}

export async function sendAttempt(request: AttemptRequest): Promise<AttemptOutcome> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    notify(request.onRequestSent);
    const pending = request.fetch(request.url.href, requestInit(request.apiKey, signal));
    const response = await untilAborted(pending, signal);
    const figure = noteRateLimit(request, response);
    const outcome = await readOutcome(response, signal, request.now());
    // The service says nothing is left: a retry (a 5xx's) would bill again for nothing.
    return !outcome.ok && outcome.retryable && figure?.remaining === 0
      ? { ...outcome, retryable: false }
      : outcome;
  } catch (error) {
    // Not retried: the service may have answered, and billed, the request we stopped waiting for.
    if (signal.aborted) return fail({ kind: 'timeout' });
    const message = readText(caughtMessage(error), MAX_SHORT_CHARS) ?? 'network error';
    return fail({ kind: 'network', message }, true);
  }
}
