import type { Client } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMenuMcpServer } from '@/mcp/menu-mcp-server.ts';
import { createProxyClient, proxyBackend } from '@/mcp/stdio/proxy-backend.ts';
import {
  MAX_QUERY_CHARS,
  MENU_TOOL,
  MenuOutputSchema,
  SEARCH_TOOL,
  SearchOutputSchema,
} from '@/mcp/tool-schemas.ts';
import {
  HOSTILE_IDS,
  type MenuRecord,
  SAMPLE_CATALOG,
  SAMPLE_IDS,
  type ServiceHandle,
  startService,
} from '@/service/index.ts';
import { answerOf, connectInProcess, connectOverHttp, errorOf } from '@/tests/fixtures/mcp/mcp-client';

// The stdio proxy's tools in process: the shared definitions over the extension's client,
// against the reference service on loopback. The same calls as the service's own /mcp, read
// leniently, one request per tool call (the client as the proxy configures it: no retries).

const NOW = Date.parse('2026-11-15T12:00:00Z');
let service: ServiceHandle;
const clients: Client[] = [];

beforeAll(async () => {
  service = await startService({ port: 0, testMode: true, now: () => new Date(NOW) });
});
afterAll(() => service.close());
beforeEach(() => {
  service.setFaults({});
  service.reset();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

/** A proxy client; `sent` counts the requests the extension's client made (each one bills). */
async function proxy(apiKey = service.demoKey): Promise<{ client: Client; sent: () => number }> {
  let sent = 0;
  const api = createProxyClient(
    { serviceUrl: service.url, apiKey },
    {
      onRequestSent: () => {
        sent += 1;
      },
    },
  );
  const client = await connectInProcess(() => createMenuMcpServer(proxyBackend(api, () => NOW)));
  clients.push(client);
  return { client, sent: () => sent };
}

const menuOf = (client: Client, placeId: string, detail = 'concise') =>
  client.callTool({ name: MENU_TOOL, arguments: { place_id: placeId, detail } });

describe('answers', () => {
  it('give the menu with the contract fields and bill exactly one lookup; listing bills none', async () => {
    const { client, sent } = await proxy();
    await client.listTools();
    expect(service.budgetUsed()).toBe(0);
    const menu = answerOf(await menuOf(client, SAMPLE_IDS.verified), MenuOutputSchema);
    expect(menu).toMatchObject({
      place_id: SAMPLE_IDS.verified,
      menu_status: 'verified',
      prices: { currency: 'EUR' },
      source_url: 'https://lepetitbistrot.example/carte',
    });
    expect([sent(), service.budgetUsed()]).toEqual([1, 1]);
    expect(service.log().filter((entry) => entry.billed)).toMatchObject([{ path: '/v1/menu' }]);
  });

  it('are the service’s own /mcp answers, except that the proxy reads amounts out of price labels', async () => {
    const { client } = await proxy();
    const direct = await connectOverHttp(service.url, service.demoKey);
    clients.push(direct);
    for (const entry of SAMPLE_CATALOG) {
      const viaProxy = answerOf(await menuOf(client, entry.placeId, 'detailed'), MenuOutputSchema);
      const viaService = answerOf(await menuOf(direct, entry.placeId, 'detailed'), MenuOutputSchema);
      const labels = (entry.record as MenuRecord).items.some(
        (item) => typeof item === 'object' && typeof item.price === 'string',
      );
      if (!labels) {
        expect(viaProxy, entry.name).toEqual(viaService);
        continue;
      }
      expect({ ...viaProxy, items: [], prices: null }).toEqual({ ...viaService, items: [], prices: null });
      expect(viaProxy.items.map((item) => item.name)).toEqual(viaService.items.map((item) => item.name));
      const label = viaService.items.find((item) => item.price?.text);
      const read = viaProxy.items.find((item) => item.name === label?.name);
      expect(label?.price?.amount).toBeNull();
      expect(read?.price?.amount).toEqual(expect.any(Number));
    }
  });

  it('search, marked truncated when the service sent more than limit', async () => {
    const { client, sent } = await proxy();
    const cut = answerOf(
      await client.callTool({ name: SEARCH_TOOL, arguments: { q: 'a', limit: 3 } }),
      SearchOutputSchema,
    );
    expect(cut.results).toHaveLength(3);
    expect(cut.truncated).toBe(true);
    const pizza = answerOf(
      await client.callTool({ name: SEARCH_TOOL, arguments: { q: 'pizza' } }),
      SearchOutputSchema,
    );
    expect(pizza.truncated).toBe(false);
    expect(pizza.results.map((hit) => hit.dish)).toContain('Pizza Margherita');
    expect([sent(), service.budgetUsed()]).toEqual([2, 2]);
  });

  it('never send a query the reference service refuses: the longest the tool takes is one it takes', async () => {
    const { client } = await proxy();
    const longest = 's'.repeat(MAX_QUERY_CHARS);
    const found = answerOf(
      await client.callTool({ name: SEARCH_TOOL, arguments: { q: longest } }),
      SearchOutputSchema,
    );
    expect(found.query).toBe(longest);
  });

  it('read broken records leniently, as the extension does, where the service itself refuses them', async () => {
    const { client } = await proxy();
    const unknownGrade = answerOf(await menuOf(client, HOSTILE_IDS.unknownStatus), MenuOutputSchema);
    expect(unknownGrade.menu_status).toBe('unknown');
    const scriptLink = answerOf(await menuOf(client, HOSTILE_IDS.javascriptUrl), MenuOutputSchema);
    expect(scriptLink.source_url).toBeNull();
  });
});

describe('tool errors', () => {
  it('unknown_place for a 404, billed once', async () => {
    const { client, sent } = await proxy();
    expect(errorOf(await menuOf(client, SAMPLE_IDS.notInCatalog)).code).toBe('unknown_place');
    expect([sent(), service.budgetUsed()]).toEqual([1, 1]);
  });

  it('budget_exhausted for a 429, with when the budget renews from Retry-After', async () => {
    service.setBudget({ used: 1000 });
    const { client, sent } = await proxy();
    const error = errorOf(await menuOf(client, SAMPLE_IDS.verified));
    expect(error).toMatchObject({ code: 'budget_exhausted', resets_at: '2026-12-01T00:00:00.000Z' });
    expect(sent()).toBe(1);
    expect(service.log().filter((entry) => entry.billed)).toEqual([]);
  });

  it('auth_invalid for a 401, billing nothing', async () => {
    const { client } = await proxy('not-the-key');
    expect(errorOf(await menuOf(client, SAMPLE_IDS.verified)).code).toBe('auth_invalid');
    expect(errorOf(await client.callTool({ name: SEARCH_TOOL, arguments: { q: 'pizza' } })).code).toBe(
      'auth_invalid',
    );
    expect(service.budgetUsed()).toBe(0);
  });

  it('upstream_unavailable for a 5xx, sent once and billed once: a tool call bills one lookup', async () => {
    service.setFaults({ places: { [SAMPLE_IDS.verified]: { status: 503 } } });
    const { client, sent } = await proxy();
    const error = errorOf(await menuOf(client, SAMPLE_IDS.verified));
    expect(error).toMatchObject({
      code: 'upstream_unavailable',
      message: expect.stringContaining('status 503'),
    });
    expect(error.message).toContain('You may try again later');
    expect([sent(), service.budgetUsed()]).toEqual([1, 1]);
  });

  it('a refused connection is sent once too', async () => {
    const closed = await startService({ port: 0 });
    const url = closed.url;
    await closed.close();
    let sent = 0;
    const api = createProxyClient(
      { serviceUrl: url, apiKey: service.demoKey },
      {
        onRequestSent: () => {
          sent += 1;
        },
      },
    );
    const client = await connectInProcess(() => createMenuMcpServer(proxyBackend(api, () => NOW)));
    clients.push(client);
    expect(errorOf(await menuOf(client, SAMPLE_IDS.verified)).code).toBe('upstream_unavailable');
    expect(sent).toBe(1);
  });

  it('after a passing 5xx, the agent asking again later gets the menu: two calls, two lookups', async () => {
    service.setFaults({ places: { [SAMPLE_IDS.verified]: { status: 502, times: 1 } } });
    const { client, sent } = await proxy();
    expect(errorOf(await menuOf(client, SAMPLE_IDS.verified)).code).toBe('upstream_unavailable');
    expect(answerOf(await menuOf(client, SAMPLE_IDS.verified), MenuOutputSchema).menu_status).toBe(
      'verified',
    );
    expect([sent(), service.budgetUsed()]).toEqual([2, 2]);
  });

  it('invalid_response for a body that is not a JSON object', async () => {
    service.setFaults({ malformed: { [SAMPLE_IDS.verified]: 'html' }, searchMalformed: 'array' });
    const { client, sent } = await proxy();
    expect(errorOf(await menuOf(client, SAMPLE_IDS.verified)).code).toBe('invalid_response');
    expect(errorOf(await client.callTool({ name: SEARCH_TOOL, arguments: { q: 'pizza' } })).code).toBe(
      'invalid_response',
    );
    expect(sent()).toBe(2);
  });

  it('invalid_response for a redirect, which is never followed, billed once', async () => {
    service.setFaults({
      places: { [SAMPLE_IDS.verified]: { redirectTo: `${service.url}/v1/menu?place_id=x` } },
    });
    const { client, sent } = await proxy();
    expect(errorOf(await menuOf(client, SAMPLE_IDS.verified)).code).toBe('invalid_response');
    expect(sent()).toBe(1);
  });

  it('request_refused for another 4xx, with what the service said', async () => {
    service.setFaults({ places: { [SAMPLE_IDS.verified]: { status: 400 } } });
    const { client } = await proxy();
    const error = errorOf(await menuOf(client, SAMPLE_IDS.verified));
    expect(error).toMatchObject({
      code: 'request_refused',
      message: expect.stringContaining('Injected status 400'),
    });
  });
});
