import { expect } from 'vitest';
import type { ApiResult } from '@/lib/api/api-result';
import { createMenuClient, type MenuClientConfig } from '@/lib/api/http/client';
import { type Menu, MenuSchema } from '@/lib/api/model';

export { createRandom as seededRandom } from '@/service/catalog/random';

export interface RecordedCall {
  url: string;
  init: RequestInit;
}

type Reply = Response | Error | ((init: RequestInit) => Promise<Response>);

/** A fetch that answers from a script, one reply per call (the last one repeats), and records calls. */
export function scriptedFetch(replies: Reply[]): { fetch: typeof fetch; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({ url: String(input), init: init ?? {} });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply === undefined) throw new Error('no scripted reply');
    if (reply instanceof Error) throw reply;
    if (typeof reply === 'function') return reply(init ?? {});
    return reply.clone();
  };
  return { fetch: fake as typeof fetch, calls };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function status(code: number, headers: Record<string, string> = {}, body = ''): Response {
  return new Response(body === '' ? null : body, { status: code, headers });
}

/** A fetch reply that never settles until its signal aborts, like a hung connection. */
export function hangUntilAborted(init: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
  });
}

/** Records requested sleeps and returns at once. */
export function recordingSleep(): { sleep: (ms: number) => Promise<void>; delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    sleep: async (ms: number) => {
      delays.push(ms);
    },
  };
}

export function expectMenu(result: ApiResult<Menu>): Menu {
  if (!result.ok) throw new Error(`expected a menu, got ${JSON.stringify(result.error)}`);
  expect(MenuSchema.parse(result.value)).toEqual(result.value);
  return result.value;
}

/** A client over scripted replies and a recording sleep, counting the requests it reports sent. */
export function clientUnderTest(replies: Reply[], config: Partial<MenuClientConfig> = {}) {
  const fake = scriptedFetch(replies);
  const clock = recordingSleep();
  const sent = { count: 0 };
  const client = createMenuClient({
    baseUrl: 'https://menus.example',
    apiKey: 'key',
    fetch: fake.fetch,
    sleep: clock.sleep,
    onRequestSent: () => {
      sent.count++;
    },
    ...config,
  });
  return { client, calls: fake.calls, delays: clock.delays, sent };
}
