/** Every way a call to the service can fail, as one discriminated union. */
export type ApiError =
  | { kind: 'unauthorized'; status: 401 }
  | { kind: 'not_found'; status: 404 }
  | { kind: 'budget_exhausted'; status: 429; retryAfterMs: number | null }
  | { kind: 'server'; status: number }
  | { kind: 'bad_request'; status: number; message: string | null }
  | { kind: 'network'; message: string }
  | { kind: 'timeout' }
  /** The service answered with a redirect, which is never followed (the key would go along). 0: opaque. */
  | { kind: 'redirected'; status: number }
  | { kind: 'invalid_response'; message: string };

export type ApiErrorKind = ApiError['kind'];

export const API_ERROR_KINDS = [
  'unauthorized',
  'not_found',
  'budget_exhausted',
  'server',
  'bad_request',
  'network',
  'timeout',
  'redirected',
  'invalid_response',
] as const satisfies readonly ApiErrorKind[];

/** The requests a call sent are counted as they go out (the client's onRequestSent), not here. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };
