import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  localhostHostValidation,
  localhostOriginValidation,
  toNodeHandler,
} from '@modelcontextprotocol/node';
import { type AuthInfo, createMcpHandler } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { createMenuMcpServer } from '@/mcp/menu-mcp-server.ts';
import { unauthorized } from '@/service/http/api-routes.ts';
import { authenticate } from '@/service/http/auth.ts';
import { jsonReply, type Reply } from '@/service/http/reply.ts';
import { readBody } from '@/service/http/request-body.ts';
import type { ServiceState } from '@/service/state.ts';
import { lookupBackend, McpExchange, type McpRecord } from './lookup-backend.ts';

// `POST /mcp`: the MCP tools over stateless Streamable HTTP, on the port and keys of `/v1`.
// Order: Host and Origin (loopback only, against DNS rebinding) → bearer key → body → the SDK.

export const MCP_PATH = '/mcp';

/** A tool call is a few hundred bytes. */
const MAX_BODY_BYTES = 64 * 1024;
/** The SDK hands `authInfo` to the server factory untouched: the request's way to its tool calls. */
const EXCHANGE = 'menuServiceExchange';

/** Only what the log records: the JSON-RPC method and, for a tool call, the tool's name. */
const RpcMessageSchema = z.object({
  method: z.string(),
  params: z.object({ name: z.string().optional() }).optional(),
});

function rpcError(status: number, code: number, message: string): Reply {
  return jsonReply(status, { jsonrpc: '2.0', error: { code, message }, id: null });
}

function exchangeOf(authInfo: AuthInfo | undefined): McpExchange {
  const exchange = authInfo?.extra?.[EXCHANGE];
  if (!(exchange instanceof McpExchange)) throw new Error('MCP request without its exchange');
  return exchange;
}

/** The message, read for the log only; the SDK validates it. Batches are refused. */
function readMessage(text: string, record: McpRecord): { body: unknown } | { reply: Reply } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { reply: rpcError(400, -32700, 'Parse error: the body is not JSON.') };
  }
  // One message per request keeps one log entry per tool call, so the log adds up to the bill.
  if (Array.isArray(body)) return { reply: rpcError(400, -32600, 'Batches are not supported here.') };
  const message = RpcMessageSchema.safeParse(body);
  if (message.success) {
    record.rpc = message.data.method;
    record.tool = message.data.params?.name ?? null;
  }
  return { body };
}

export interface McpRoute {
  /** Serves one request: a reply for the caller to write, or null when it has been answered. */
  handle(request: IncomingMessage, response: ServerResponse, record: McpRecord): Promise<Reply | null>;
  /** Ends the handler's open exchanges. */
  close(): Promise<void>;
}

export function createMcpRoute(state: ServiceState): McpRoute {
  const hostIsLocal = localhostHostValidation();
  const originIsLocal = localhostOriginValidation();
  const handler = createMcpHandler((context) =>
    createMenuMcpServer(lookupBackend(state, exchangeOf(context.authInfo))),
  );
  const serve = toNodeHandler(handler);
  return {
    async handle(request, response, record) {
      // These guards answer 403 themselves.
      if (!hostIsLocal(request, response) || !originIsLocal(request, response)) return null;
      const auth = authenticate(request.headers.authorization, state.keys);
      record.trace.auth = auth.kind;
      if (auth.kind !== 'valid') return unauthorized(auth.kind);
      record.trace.keyIndex = auth.keyIndex;

      let body: unknown;
      if (request.method === 'POST') {
        const text = await readBody(request, MAX_BODY_BYTES);
        if (text === null) return rpcError(413, -32600, 'Request body too large.');
        const message = readMessage(text, record);
        if ('reply' in message) return message.reply;
        body = message.body;
      }
      const exchange = new McpExchange(auth.key, record);
      const authInfo: AuthInfo = {
        token: auth.key,
        clientId: `key-${auth.keyIndex}`,
        scopes: [],
        extra: { [EXCHANGE]: exchange },
      };
      await serve(Object.assign(request, { auth: authInfo }), response, body);
      return null;
    },
    close: () => handler.close(),
  };
}
