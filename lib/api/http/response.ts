import type { ApiError } from '@/lib/api/api-result';
import { MAX_BODY_BYTES } from '@/lib/api/normalise/body';
import { isObject, MAX_SHORT_CHARS, pick, readText } from '@/lib/api/normalise/fields';
import { DAY_MS } from '@/lib/clock';

// Turns one HTTP response into a body text or a classified ApiError, reading at most a capped
// number of bytes (Content-Length is checked first, then the stream as it arrives).

const MAX_ERROR_BODY_BYTES = 64 * 1024;
/** Longer waits are not meaningful for a monthly budget and would overflow a Date. */
const MAX_RETRY_AFTER_MS = 366 * DAY_MS;
// IMF-fixdate, obsolete RFC 850 and asctime forms all name a weekday or a month in letters.
const HTTP_DATE = /^[A-Za-z]{3},? .*\d{2}:\d{2}:\d{2}|^[A-Za-z]+, \d{2}-[A-Za-z]{3}-\d{2} /;

export type AttemptOutcome =
  | { ok: true; text: string }
  /** `retryAfterMs` only matters when `retryable`: the server's own Retry-After, if any. */
  | { ok: false; error: ApiError; retryable: boolean; retryAfterMs: number | null };

export function fail(error: ApiError, retryable = false, retryAfterMs: number | null = null): AttemptOutcome {
  return { ok: false, error, retryable, retryAfterMs };
}

/**
 * Retry-After (RFC 9110 §10.2.3), delay-seconds or an HTTP date: milliseconds to wait from `now`
 * (epoch ms), 0 for a date in the past, at most a year, null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  const text = value?.trim() ?? '';
  if (text === '' || text.length > 64) return null;
  let ms: number;
  if (/^\d+(?:\.\d+)?$/.test(text)) ms = Math.ceil(Number(text) * 1000);
  else if (HTTP_DATE.test(text))
    // asctime dates carry no zone but are GMT by definition.
    ms = Math.max(0, Date.parse(/GMT|UTC|[+-]\d{4}$/i.test(text) ? text : `${text} GMT`) - now);
  else return null;
  return Number.isFinite(ms) ? Math.min(MAX_RETRY_AFTER_MS, ms) : null;
}

/** Settles like `promise`, or rejects as soon as `signal` aborts (a fetch may ignore its signal). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function discard(response: Response): void {
  response.body?.cancel().catch(() => {});
}

/** The body as text, or null when it is larger than `maxBytes`. */
async function readTextCapped(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(response);
    return null;
  }
  // No body stream only when there is no body (Fetch): its text is ''.
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await untilAborted(reader.read(), signal);
      if (done) return text + decoder.decode();
      size += value.byteLength;
      if (size > maxBytes) {
        reader.cancel().catch(() => {});
        return null;
      }
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error;
  }
}

/** The message of a 4xx's JSON body: `{error: {message}}`, `{error: "…"}` or `{message}`. */
function errorMessage(text: string | null): string | null {
  try {
    const json: unknown = JSON.parse(text ?? '');
    if (!isObject(json)) return null;
    const error = pick(json, ['error']);
    return readText(
      isObject(error) ? pick(error, ['message']) : (error ?? pick(json, ['message'])),
      MAX_SHORT_CHARS,
    );
  } catch {
    return null;
  }
}

export async function readOutcome(
  response: Response,
  signal: AbortSignal,
  now: number,
): Promise<AttemptOutcome> {
  const { status } = response;
  if (response.type === 'opaqueredirect' || response.redirected || (status >= 300 && status < 400)) {
    discard(response);
    return fail({ kind: 'redirected', status });
  }
  if (status >= 200 && status < 300) {
    const text = await readTextCapped(response, MAX_BODY_BYTES, signal);
    if (text === null)
      return fail({ kind: 'invalid_response', message: `body larger than ${MAX_BODY_BYTES} bytes` });
    return { ok: true, text };
  }
  if (status >= 400 && status < 500 && status !== 401 && status !== 404 && status !== 429) {
    const text = await readTextCapped(response, MAX_ERROR_BODY_BYTES, signal).catch(() => null);
    return fail({ kind: 'bad_request', status, message: errorMessage(text) });
  }
  discard(response);
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now);
  if (status === 401) return fail({ kind: 'unauthorized', status: 401 });
  if (status === 404) return fail({ kind: 'not_found', status: 404 });
  if (status === 429) return fail({ kind: 'budget_exhausted', status: 429, retryAfterMs: retryAfter });
  if (status >= 500 && status < 600) return fail({ kind: 'server', status }, true, retryAfter);
  return fail({ kind: 'invalid_response', message: `unexpected status ${status}` });
}
