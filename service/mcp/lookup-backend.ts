import type { z } from 'zod';
import type { MenuBackend } from '@/mcp/menu-mcp-server.ts';
import { type Outcome, type ToolFailure, unreadable } from '@/mcp/tool-errors.ts';
import { ErrorBodySchema, MenuRecordSchema, SearchResponseWireSchema } from '@/service/catalog/types.ts';
import { billedLookup } from '@/service/http/api-routes.ts';
import { menuEndpoint, searchAnswer } from '@/service/http/endpoints.ts';
import type { Reply } from '@/service/http/reply.ts';
import type { RequestTrace, ServiceState } from '@/service/state.ts';
import { wireMenuView, wireSearchHitView } from './wire-views.ts';

// The MCP tools' lookups on the service itself: each one runs the `/v1` pipeline after the key
// check (latency, faults, the same per-key budget, malformed bodies), then reads the reply back
// as a client would, through the service's wire schemas.

/** What the request log keeps of one `/mcp` request, filled in as it is served. */
export interface McpRecord {
  trace: RequestTrace;
  /** The JSON-RPC method, and the tool a `tools/call` named. */
  rpc: string | null;
  tool: string | null;
  /** A tool call's lookup parameters, logged as a `/v1` request's query is. */
  query: Record<string, string>;
}

/** An authenticated `/mcp` request, as its tool calls see it. */
export class McpExchange {
  constructor(
    readonly key: string,
    readonly record: McpRecord,
  ) {}
}

function failed<T>(failure: ToolFailure): Outcome<T> {
  return { ok: false, failure };
}

function resetsAt(retryAfter: string | undefined, now: Date): string | null {
  const seconds = Number(retryAfter);
  return retryAfter !== undefined && Number.isFinite(seconds)
    ? new Date(now.getTime() + seconds * 1000).toISOString()
    : null;
}

function refusal(reply: Reply): string {
  let message = '';
  try {
    const body = ErrorBodySchema.safeParse(JSON.parse(reply.body));
    if (body.success) message = `: ${body.data.error.message}`;
  } catch {
    // An error body that is not JSON: the status says enough.
  }
  return `status ${reply.status}${message}`;
}

function failureOf(reply: Reply, state: ServiceState): ToolFailure {
  if (reply.status === 404) return { code: 'unknown_place' };
  if (reply.status === 429)
    return { code: 'budget_exhausted', resetsAt: resetsAt(reply.headers['Retry-After'], state.now()) };
  if (reply.status >= 500) return { code: 'upstream_unavailable', detail: refusal(reply) };
  return { code: 'request_refused', detail: refusal(reply) };
}

function read<T, V>(
  reply: Reply,
  state: ServiceState,
  schema: z.ZodType<T>,
  view: (body: T) => V,
): Outcome<V> {
  if (reply.status !== 200) return failed(failureOf(reply, state));
  let json: unknown;
  try {
    json = JSON.parse(reply.body);
  } catch {
    return failed({ code: 'invalid_response', detail: 'body is not JSON' });
  }
  const body = schema.safeParse(json);
  if (!body.success) return failed(unreadable(body.error));
  return { ok: true, value: view(body.data) };
}

export function lookupBackend(state: ServiceState, exchange: McpExchange): MenuBackend {
  return {
    async menu(placeId) {
      exchange.record.query = { place_id: placeId };
      const answer = () => menuEndpoint(new URLSearchParams({ place_id: placeId }), state);
      const reply = await billedLookup(
        { endpoint: 'menu', placeId, answer },
        exchange.key,
        state,
        exchange.record.trace,
      );
      return read(reply, state, MenuRecordSchema, (record) => wireMenuView(placeId, record));
    },
    async search(query, limit) {
      exchange.record.query = { q: query, limit: String(limit) };
      // One more than asked: its presence is what tells the agent that the list was cut.
      const answer = () => searchAnswer(query, limit + 1, state);
      const reply = await billedLookup(
        { endpoint: 'search', placeId: null, answer },
        exchange.key,
        state,
        exchange.record.trace,
      );
      return read(reply, state, SearchResponseWireSchema, (body) => ({
        query: body.query,
        results: body.results.map(wireSearchHitView),
      }));
    },
  };
}
