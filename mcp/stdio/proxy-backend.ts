import type { ApiError, ApiResult } from '@/lib/api/api-result';
import { createMenuClient, type MenuClient, type MenuClientConfig } from '@/lib/api/http/client';
import type { MenuBackend } from '@/mcp/menu-mcp-server.ts';
import type { Outcome, ToolFailure } from '@/mcp/tool-errors.ts';
import { modelMenuView, modelSearchHitView } from './contract-fields.ts';
import type { ProxyConfig } from './proxy-config.ts';

// The tools' lookups through the extension's own client: its body limits and its lenient reading
// of whatever a `/v1` service sends. Not its retries: every request bills a lookup, and a tool call
// bills exactly one (the tools' descriptions say so), so a failed request is reported, not repeated;
// the error result tells the agent it may try again later.

/** The extension's client as the proxy uses it: one request per tool call, never retried. */
export function createProxyClient(
  config: ProxyConfig,
  extra: Pick<MenuClientConfig, 'fetch' | 'onRequestSent'> = {},
): MenuClient {
  return createMenuClient({ baseUrl: config.serviceUrl, apiKey: config.apiKey, maxRetries: 0, ...extra });
}

function failureOf(error: ApiError, now: number): ToolFailure {
  switch (error.kind) {
    case 'unauthorized':
      return { code: 'auth_invalid' };
    case 'not_found':
      return { code: 'unknown_place' };
    case 'budget_exhausted':
      return {
        code: 'budget_exhausted',
        resetsAt: error.retryAfterMs === null ? null : new Date(now + error.retryAfterMs).toISOString(),
      };
    case 'server':
      return { code: 'upstream_unavailable', detail: `status ${error.status}` };
    case 'network':
      return { code: 'upstream_unavailable', detail: error.message };
    case 'timeout':
      return { code: 'upstream_unavailable', detail: 'the service did not answer in time' };
    case 'bad_request':
      return { code: 'request_refused', detail: error.message ?? `status ${error.status}` };
    case 'redirected':
      return {
        code: 'invalid_response',
        detail: `the service redirected the request (status ${error.status})`,
      };
    case 'invalid_response':
      return { code: 'invalid_response', detail: error.message };
  }
}

function outcome<T, V>(result: ApiResult<T>, view: (value: T) => V, now: () => number): Outcome<V> {
  return result.ok
    ? { ok: true, value: view(result.value) }
    : { ok: false, failure: failureOf(result.error, now()) };
}

export function proxyBackend(client: MenuClient, now: () => number = Date.now): MenuBackend {
  return {
    async menu(placeId) {
      return outcome(await client.getMenu(placeId), modelMenuView, now);
    },
    async search(query, limit) {
      // The contract's search takes `q` only: the service decides how many results it sends, and
      // one past `limit`, when it sends that many, tells the agent that the list was cut.
      const result = await client.search(query, { limit: limit + 1 });
      return outcome(
        result,
        (found) => ({ query: found.query, results: found.hits.map(modelSearchHitView) }),
        now,
      );
    },
  };
}
