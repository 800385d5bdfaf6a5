import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BudgetLedger } from '@/service/budget.ts';
import { hostileEntries } from '@/service/catalog/hostile.ts';
import { SAMPLE_CATALOG } from '@/service/catalog/sample.ts';
import { type Catalog, createCatalog } from '@/service/catalog/store.ts';
import type { CatalogEntry } from '@/service/catalog/types.ts';
import { firstValues, type LogEntry, RequestLog } from '@/service/log.ts';
import type { McpRecord } from '@/service/mcp/lookup-backend.ts';
import { createMcpRoute, MCP_PATH, type McpRoute } from '@/service/mcp/mcp-route.ts';
import type { RequestTrace, ServiceState } from '@/service/state.ts';
import { handleApi } from './api-routes.ts';
import { type FaultConfig, FaultController } from './faults.ts';
import { errorReply, type Reply } from './reply.ts';
import { applyBudgetUpdate, type BudgetUpdate, handleTestRoute } from './test-routes.ts';

export const DEMO_KEY = 'demo-key-menu-on-maps';
export const DEFAULT_MONTHLY_BUDGET = 1000;
export const DEFAULT_HOST = '127.0.0.1';

export interface ServiceOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Defaults to SAMPLE_CATALOG. */
  catalog?: Iterable<CatalogEntry>;
  /** Accepted bearer keys; the first is `demoKey`. Defaults to [DEMO_KEY]. */
  keys?: readonly string[];
  monthlyBudget?: number;
  faults?: FaultConfig;
  /** Enables the `/__*` control routes and the hostile records. */
  testMode?: boolean;
  /** Adds HOSTILE_IDS records to the catalog. Defaults to `testMode`. */
  includeHostile?: boolean;
  now?: () => Date;
  /** Most recent log entries kept (default 10,000). */
  logLimit?: number;
}

export interface ServiceHandle {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:53211 */
  url: string;
  port: number;
  demoKey: string;
  keys: readonly string[];
  catalog: Catalog;
  close(): Promise<void>;
  /** Requests received and not yet answered (e.g. held by injected latency). */
  inFlight(): number;
  log(): LogEntry[];
  clearLog(): void;
  /** Replaces the fault config (validated; throws on an invalid one). */
  setFaults(faults: FaultConfig): void;
  faults(): FaultConfig;
  /** Clears budget usage and the request log (faults stay). */
  reset(): void;
  setBudget(update: BudgetUpdate): void;
  budgetUsed(key?: string): number;
}

const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  // Pages read the 429's wait and what is left of the month (the worker's fetches need no CORS).
  'Access-Control-Expose-Headers':
    'Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy',
};

function write(response: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...CORS_HEADERS, 'Cache-Control': 'no-store', ...reply.headers };
  if (reply.contentType) headers['Content-Type'] = reply.contentType;
  const body = Buffer.from(reply.body, 'utf8');
  if (reply.status !== 204) headers['Content-Length'] = String(body.length);
  response.writeHead(reply.status, headers);
  response.end(reply.status === 204 ? undefined : body);
}

async function respond(
  request: IncomingMessage,
  response: ServerResponse,
  state: ServiceState,
  mcp: McpRoute,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://service.invalid');
  if (url.pathname.startsWith('/__')) {
    write(response, await handleTestRoute(request, url, state));
    return;
  }
  if (state.faults.get().resetConnections) {
    request.socket.resetAndDestroy();
    return;
  }
  const entry = {
    method: request.method ?? 'GET',
    path: url.pathname,
    at: state.now().toISOString(),
  };
  if (url.pathname === MCP_PATH) {
    const record: McpRecord = { trace: newTrace(), rpc: null, tool: null, query: {} };
    const reply = await mcp.handle(request, response, record);
    if (reply) write(response, reply);
    const { trace, rpc, tool, query } = record;
    state.log.add({
      ...entry,
      query,
      status: reply?.status ?? response.statusCode,
      ...trace,
      mcp: { rpc, tool },
    });
    return;
  }
  const trace = newTrace();
  const log = (status: number) =>
    state.log.add({ ...entry, query: firstValues(url.searchParams), status, ...trace });
  let reply: Reply;
  try {
    reply = await handleApi(request, url, state, trace);
  } catch (error) {
    // Billed or not, a request the service failed to handle is in the log like any other.
    log(500);
    throw error;
  }
  write(response, reply);
  log(reply.status);
}

function newTrace(): RequestTrace {
  return { auth: 'none', keyIndex: null, billed: false, fault: null };
}

function buildCatalog(options: ServiceOptions): Catalog {
  const base = options.catalog ?? SAMPLE_CATALOG;
  const withHostile = options.includeHostile ?? options.testMode ?? false;
  return createCatalog(withHostile ? [...base, ...hostileEntries()] : base);
}

export async function startService(options: ServiceOptions = {}): Promise<ServiceHandle> {
  const keys = options.keys ?? [DEMO_KEY];
  const demoKey = keys[0];
  if (demoKey === undefined) throw new Error('startService needs at least one key');
  const now = options.now ?? (() => new Date());
  const lifetime = new AbortController();
  const state: ServiceState = {
    catalog: buildCatalog(options),
    keys,
    budget: new BudgetLedger(options.monthlyBudget ?? DEFAULT_MONTHLY_BUDGET, now),
    faults: new FaultController(options.faults),
    log: new RequestLog(options.logLimit),
    testMode: options.testMode ?? false,
    now,
    signal: lifetime.signal,
  };
  const mcp = createMcpRoute(state);
  let inFlight = 0;
  const server = createServer((request, response) => {
    inFlight += 1;
    respond(request, response, state, mcp)
      .catch((error: unknown) => {
        if (response.headersSent) return response.destroy();
        const message = error instanceof Error ? error.message : 'Unexpected error.';
        write(response, errorReply(500, 'internal_error', message));
      })
      .finally(() => {
        inFlight -= 1;
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? DEFAULT_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    port,
    demoKey,
    keys,
    catalog: state.catalog,
    close: async () => {
      lifetime.abort();
      await mcp.close();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
    inFlight: () => inFlight,
    log: () => state.log.entries(),
    clearLog: () => state.log.clear(),
    setFaults: (faults) => state.faults.set(faults),
    faults: () => state.faults.get(),
    reset: () => {
      state.budget.reset();
      state.log.clear();
    },
    setBudget: (update) => applyBudgetUpdate(state, update),
    budgetUsed: (key = demoKey) => state.budget.used(key),
  };
}
