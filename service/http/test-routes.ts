import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { ServiceState } from '@/service/state.ts';
import { FaultConfigSchema } from './faults.ts';
import { emptyReply, errorReply, jsonReply, type Reply } from './reply.ts';
import { readBody } from './request-body.ts';

const MAX_BODY_BYTES = 1_000_000;

const BudgetUpdateSchema = z.strictObject({
  monthlyBudget: z.number().int().min(0).optional(),
  /** Lookups already spent this month, applied to every configured key. */
  used: z.number().int().min(0).optional(),
});
export type BudgetUpdate = z.infer<typeof BudgetUpdateSchema>;

async function readJson(request: IncomingMessage): Promise<{ value: unknown } | { reply: Reply }> {
  const text = await readBody(request, MAX_BODY_BYTES);
  if (text === null) return { reply: errorReply(413, 'body_too_large', 'Body over 1 MB.') };
  try {
    return { value: text.trim() === '' ? {} : JSON.parse(text) };
  } catch {
    return { reply: errorReply(400, 'invalid_json', 'Body is not valid JSON.') };
  }
}

async function parseBody<T>(
  request: IncomingMessage,
  schema: z.ZodType<T>,
): Promise<{ value: T } | { reply: Reply }> {
  const body = await readJson(request);
  if ('reply' in body) return body;
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return { reply: errorReply(400, 'invalid_body', z.prettifyError(parsed.error)) };
  return { value: parsed.data };
}

export function applyBudgetUpdate(state: ServiceState, update: BudgetUpdate): void {
  if (update.monthlyBudget !== undefined) state.budget.monthlyBudget = update.monthlyBudget;
  const { used } = update;
  if (used !== undefined) for (const key of state.keys) state.budget.setUsed(key, used);
}

function budgetView(state: ServiceState): unknown {
  return {
    monthlyBudget: state.budget.monthlyBudget,
    used: state.keys.map((key) => state.budget.used(key)),
    retryAfterSeconds: state.budget.retryAfterSeconds(),
  };
}

type Handler = (request: IncomingMessage, state: ServiceState) => Reply | Promise<Reply>;

const ROUTES: Readonly<Record<string, Readonly<Record<string, Handler>>>> = {
  '/__log': {
    GET: (_request, state) => jsonReply(200, state.log.entries()),
    DELETE: (_request, state) => {
      state.log.clear();
      return emptyReply(204);
    },
  },
  '/__faults': {
    GET: (_request, state) => jsonReply(200, state.faults.get()),
    POST: async (request, state) => {
      const body = await parseBody(request, FaultConfigSchema);
      if ('reply' in body) return body.reply;
      state.faults.set(body.value);
      return jsonReply(200, state.faults.get());
    },
  },
  '/__budget': {
    GET: (_request, state) => jsonReply(200, budgetView(state)),
    POST: async (request, state) => {
      const body = await parseBody(request, BudgetUpdateSchema);
      if ('reply' in body) return body.reply;
      applyBudgetUpdate(state, body.value);
      return jsonReply(200, budgetView(state));
    },
  },
  '/__reset': {
    POST: (_request, state) => {
      state.budget.reset();
      state.log.clear();
      return emptyReply(204);
    },
  },
};

/** `/__*` control routes: test mode only, never billed, never logged, no bearer key. */
export async function handleTestRoute(
  request: IncomingMessage,
  url: URL,
  state: ServiceState,
): Promise<Reply> {
  const route = state.testMode && Object.hasOwn(ROUTES, url.pathname) ? ROUTES[url.pathname] : undefined;
  if (!route) return errorReply(404, 'not_found', `No route for ${url.pathname}.`);
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') return emptyReply(204);
  const handler = Object.hasOwn(route, method) ? route[method] : undefined;
  if (!handler) {
    return errorReply(405, 'method_not_allowed', `Use ${Object.keys(route).join(' or ')}.`, {
      Allow: Object.keys(route).join(', '),
    });
  }
  return handler(request, state);
}
