import type { ApiResult } from '@/lib/api/api-result';
import type { Menu, SearchResult } from '@/lib/api/model';
import { parseMenuBody, parseSearchBody } from '@/lib/api/normalise/body';
import { MAX_SHORT_CHARS, readText } from '@/lib/api/normalise/fields';
import { caughtMessage } from '@/lib/format/error-text';
import { type RateLimitFigure, readRateLimit } from './rate-limit';
import { type AttemptOutcome, fail, readOutcome, untilAborted } from './response';
import { endpointUrl, parseServiceBase } from './service-url';

/** Per attempt: an MV3 worker is stopped when a fetch takes 30 s to answer. */
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_RETRIES = 2;
/** Longest Retry-After honoured on a 5xx; a longer one ends the call. */
const MAX_RETRY_AFTER_MS = 10_000;
const MAX_PARAM_CHARS = 500;
// Full-jitter exponential backoff (AWS Architecture Blog, "Exponential Backoff and Jitter").
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 8000;

/** random(0, min(cap, base·2^retry)) before retry number `retry` (0 for the first); `random` in [0, 1). */
export function backoffDelayMs(retry: number, random: () => number): number {
  return Math.floor(random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retry));
}

export interface MenuClientConfig {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** The wait before a retry; it must not reject (the client answers every call with an ApiResult). */
  sleep?: (ms: number) => Promise<void>;
  /** Per attempt; default DEFAULT_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Retries after the first request (a network failure before any answer, and 5xx only); default 2. */
  maxRetries?: number;
  /** Called once per HTTP request sent, before its response is awaited: each one bills a lookup. */
  onRequestSent?: () => void;
  /** Called with the monthly figure a response's rate-limit headers give (rate-limit.ts), when they give one. */
  onRateLimit?: (figure: RateLimitFigure) => void;
  /** Asked before each retry, which bills again: false ends the call with the last failure. */
  mayRetry?: () => Promise<boolean>;
}

export interface MenuClient {
  getMenu(placeId: string): Promise<ApiResult<Menu>>;
  search(query: string, opts?: { limit?: number }): Promise<ApiResult<SearchResult>>;
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

/** A request rejected before sending: nothing billed. */
function refused<T>(message: string): ApiResult<T> {
  return { ok: false, error: { kind: 'bad_request', status: 0, message } };
}

/** Throws TypeError on an unusable base URL or key; the returned methods never throw. */
export function createMenuClient(config: MenuClientConfig): MenuClient {
  const base = parseServiceBase(config.baseUrl);
  const apiKey = config.apiKey.trim();
  if (!/^[\x21-\x7e]+$/.test(apiKey)) throw new TypeError('API key must be non-empty printable ASCII');
  const { timeoutMs = DEFAULT_TIMEOUT_MS, maxRetries = DEFAULT_MAX_RETRIES } = config;
  const random = config.random ?? Math.random;
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const mayRetry = config.mayRetry ?? (async () => true);
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = config.now ?? Date.now;
  const { onRequestSent, onRateLimit } = config;

  async function attempt(url: URL): Promise<AttemptOutcome> {
    const signal = AbortSignal.timeout(timeoutMs);
    let answered = false;
    try {
      notify(onRequestSent);
      // `redirect: 'manual'`: following one would send the key wherever it points, and 'error' looks
      // like a network failure (retried); manual reports it as `redirected`.
      const init: RequestInit = {
        method: 'GET',
        headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
        credentials: 'omit',
        cache: 'no-store',
        redirect: 'manual',
        referrerPolicy: 'no-referrer',
        signal,
      };
      const response = await untilAborted(doFetch(url.href, init), signal);
      answered = true;
      // The response's monthly figure, handed on; after a 429 nothing is left, whatever it says.
      const read = readRateLimit(response.headers, now());
      const figure = read && response.status === 429 ? { ...read, remaining: 0 } : read;
      if (figure && onRateLimit) notify(() => onRateLimit(figure));
      const outcome = await readOutcome(response, signal, now());
      // The service says nothing is left: a retry (a 5xx's) would bill again for nothing.
      return !outcome.ok && outcome.retryable && figure?.remaining === 0
        ? { ...outcome, retryable: false }
        : outcome;
    } catch (error) {
      // Not retried: the service may have answered, and billed, the request we stopped waiting for.
      if (signal.aborted) return fail({ kind: 'timeout' });
      const message = readText(caughtMessage(error), MAX_SHORT_CHARS) ?? 'network error';
      // A status arrived, so the service answered and billed: a body that breaks off is its answer
      // unread, not an unreachable service (no retry, no network pause).
      if (answered) return fail({ kind: 'invalid_response', message: `answer broke off: ${message}` });
      return fail({ kind: 'network', message }, true);
    }
  }

  /**
   * Retries network errors before any answer and 5xx only (a timed-out request, or one whose body
   * broke off after its status, may have been billed). A 5xx's Retry-After replaces the backoff up to
   * MAX_RETRY_AFTER_MS; a longer one ends the call.
   */
  async function call<T>(url: URL, finish: (text: string) => ApiResult<T>): Promise<ApiResult<T>> {
    for (let retry = 0; ; retry++) {
      const outcome = await attempt(url);
      if (outcome.ok) return finish(outcome.text);
      const failed = { ok: false, error: outcome.error } as const;
      if (!outcome.retryable || retry >= maxRetries || (outcome.retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS)
        return failed;
      await sleep(outcome.retryAfterMs ?? backoffDelayMs(retry, random));
      // Asked after the wait, before each retry: false gives up with the last failure.
      if (!(await mayRetry())) return failed;
    }
  }

  return {
    async getMenu(placeId) {
      if (placeId.trim() === '' || placeId.length > MAX_PARAM_CHARS) return refused('bad place id');
      return call(endpointUrl(base, 'menu', { place_id: placeId }), (text) => parseMenuBody(placeId, text));
    },
    async search(query, opts) {
      const q = query.trim();
      if (q === '' || q.length > MAX_PARAM_CHARS) return refused('bad search query');
      const result = await call(endpointUrl(base, 'search', { q }), (text) => parseSearchBody(q, text));
      const limit = opts?.limit;
      if (!result.ok || limit === undefined || !Number.isInteger(limit) || limit < 0) return result;
      return { ...result, value: { ...result.value, hits: result.value.hits.slice(0, limit) } };
    },
  };
}
