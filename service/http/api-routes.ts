import type { IncomingMessage } from 'node:http';
import type { RequestTrace, ServiceState } from '@/service/state.ts';
import { authenticate } from './auth.ts';
import { ENDPOINTS, type EndpointName, isEndpointPath } from './endpoints.ts';
import type { FaultDecision } from './faults.ts';
import { malformReply } from './malformed.ts';
import { emptyReply, errorReply, jsonReply, type Reply } from './reply.ts';

const PREFLIGHT_MAX_AGE = '600';

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

function budgetExhausted(retryAfterSeconds: number): Reply {
  return errorReply(429, 'budget_exhausted', 'Monthly lookup budget exhausted.', {
    'Retry-After': String(retryAfterSeconds),
  });
}

function injectedStatus(status: number, state: ServiceState): Reply {
  if (status === 429) return budgetExhausted(state.budget.retryAfterSeconds());
  if (status === 404) return errorReply(404, 'place_not_found', 'No menu record for this place id.');
  if (status >= 500) return errorReply(status, 'internal_error', 'Injected server failure.');
  return errorReply(status, 'injected_error', `Injected status ${status}.`);
}

/**
 * `/v1/*` pipeline. Order: route → preflight → method → key, then `billedLookup`.
 * Billed: every GET to a known endpoint with a valid key that passes the budget check, whatever
 * it answers (200, 400, 404, injected 5xx, malformed). Not billed: 401, 405, 429, OPTIONS, unknown paths.
 */
export async function handleApi(
  request: IncomingMessage,
  url: URL,
  state: ServiceState,
  trace: RequestTrace,
): Promise<Reply> {
  const path = url.pathname;
  if (!isEndpointPath(path)) return errorReply(404, 'not_found', `No route for ${path}.`);
  if (request.method === 'OPTIONS') return emptyReply(204, { 'Access-Control-Max-Age': PREFLIGHT_MAX_AGE });
  if (request.method !== 'GET') {
    return errorReply(405, 'method_not_allowed', 'Only GET is supported.', { Allow: 'GET, OPTIONS' });
  }
  const auth = authenticate(request.headers.authorization, state.keys);
  trace.auth = auth.kind;
  if (auth.kind !== 'valid') return unauthorized(auth.kind);
  trace.keyIndex = auth.keyIndex;

  const endpoint = ENDPOINTS[path];
  const lookup: Lookup = {
    endpoint: endpoint.name,
    placeId: url.searchParams.get('place_id'),
    answer: () => endpoint.handle(url.searchParams, state),
  };
  return billedLookup(lookup, auth.key, state, trace);
}

export function unauthorized(kind: 'missing' | 'invalid'): Reply {
  const error = kind === 'missing' ? 'API key missing.' : 'API key invalid.';
  return errorReply(401, 'unauthorized', error, { 'WWW-Authenticate': 'Bearer realm="menu-service"' });
}

/** One lookup of an authenticated caller: which endpoint it bills as, and how it is answered. */
export interface Lookup {
  endpoint: EndpointName;
  /** The place asked for (menu lookups), which per-place faults match on. */
  placeId: string | null;
  answer: () => Reply;
}

function withHeaders(reply: Reply, headers: Record<string, string>): Reply {
  return { ...reply, headers: { ...reply.headers, ...headers } };
}

/**
 * Everything after the key check, shared by `/v1` requests and MCP tool calls so that both bill
 * the same budget and meet the same faults. Order: latency → forced 429 → budget (bills one
 * lookup) → injected status → answer → malformed body. Every answer says what is left of the
 * key's month (the rate-limit fields, budget.ts); a 429 says nothing is.
 */
export async function billedLookup(
  lookup: Lookup,
  key: string,
  state: ServiceState,
  trace: RequestTrace,
): Promise<Reply> {
  const decision = state.faults.decide(lookup.endpoint, lookup.placeId);
  await sleep(decision.latencyMs, state.signal);
  const spent = state.budget.rateLimitHeaders(0);
  if (decision.force429) {
    trace.fault = 'force-429';
    return withHeaders(budgetExhausted(state.budget.retryAfterSeconds()), spent);
  }
  const consumed = state.budget.tryConsume(key);
  if (!consumed.ok) return withHeaders(budgetExhausted(consumed.retryAfterSeconds), spent);
  trace.billed = true;
  const reply = billedReply(lookup, decision, state, trace);
  return withHeaders(reply, reply.status === 429 ? spent : state.budget.rateLimitHeaders(consumed.remaining));
}

function billedReply(
  lookup: Lookup,
  decision: FaultDecision,
  state: ServiceState,
  trace: RequestTrace,
): Reply {
  if (decision.status !== null) {
    trace.fault = decision.statusFault;
    return injectedStatus(decision.status, state);
  }
  if (decision.redirectTo !== null) {
    trace.fault = 'redirect';
    return emptyReply(302, { Location: decision.redirectTo });
  }
  const reply = decision.record ? jsonReply(200, decision.record.value) : lookup.answer();
  if (decision.record) trace.fault = 'record-override';
  if (decision.malformed && reply.status === 200) {
    trace.fault = `malformed-${decision.malformed}`;
    return malformReply(reply, decision.malformed);
  }
  return reply;
}
