import { request } from 'node:http';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENU_TOOL, MenuOutputSchema, SEARCH_TOOL, SearchOutputSchema } from '@/mcp/tool-schemas.ts';
import {
  HOSTILE_IDS,
  MAX_SEARCH_LIMIT,
  type MenuRecord,
  SAMPLE_CATALOG,
  SAMPLE_IDS,
  type ServiceHandle,
  sampleEntry,
  startService,
} from '@/service/index.ts';
import { answerOf, connectOverHttp, errorOf, plainErrorText } from '@/tests/fixtures/mcp/mcp-client';
import { call, manualClock, menuPath } from './http';

// The reference service's /mcp with the MCP SDK's client over loopback: every tool, every error
// a tool call can answer over HTTP, the transport's refusals, and the bill.

const clock = manualClock('2026-11-15T12:00:00Z');
let service: ServiceHandle;
const clients: Client[] = [];

beforeAll(async () => {
  service = await startService({ port: 0, testMode: true, keys: ['key-a', 'key-b'], now: clock.now });
});
afterAll(() => service.close());
beforeEach(() => {
  service.setFaults({});
  service.setBudget({ monthlyBudget: 1000 });
  service.reset();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

async function connect(key = 'key-a', modern = false): Promise<Client> {
  const client = await connectOverHttp(service.url, key, { modern });
  clients.push(client);
  return client;
}

const menuOf = (client: Client, placeId: string, detail?: 'concise' | 'detailed') =>
  client.callTool({ name: MENU_TOOL, arguments: { place_id: placeId, ...(detail ? { detail } : {}) } });
const searchOf = (client: Client, q: string, limit?: number) =>
  client.callTool({ name: SEARCH_TOOL, arguments: { q, ...(limit ? { limit } : {}) } });
const record = (placeId: string) => sampleEntry(placeId)?.record as MenuRecord;
const billed = () => service.log().filter((entry) => entry.billed);

describe('listing and the handshake', () => {
  it('list both tools in a fixed order, read-only and open-world, and bill nothing', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([MENU_TOOL, SEARCH_TOOL]);
    for (const tool of tools) {
      expect(tool.annotations).toMatchObject({
        readOnlyHint: true,
        idempotentHint: true,
        destructiveHint: false,
        openWorldHint: true,
      });
      expect(tool.outputSchema).toBeDefined();
      expect(tool.description).toMatch(/bills one lookup/);
    }
    expect(tools[0]?.inputSchema.required).toEqual(['place_id']);
    expect(tools[1]?.inputSchema.required).toEqual(['q']);
    expect(service.budgetUsed('key-a')).toBe(0);
    const rpcs = service.log().map((entry) => entry.mcp?.rpc);
    expect(rpcs).toEqual(expect.arrayContaining(['initialize', 'tools/list']));
    expect(billed()).toEqual([]);
  });

  it('serve a client of the 2026-07-28 protocol as well, on the same bill', async () => {
    const client = await connect('key-a', true);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([MENU_TOOL, SEARCH_TOOL]);
    const menu = answerOf(await menuOf(client, SAMPLE_IDS.verified), MenuOutputSchema);
    expect(menu.menu_status).toBe('verified');
    expect(service.budgetUsed('key-a')).toBe(1);
  });
});

describe(`${MENU_TOOL}`, () => {
  it('answers with the contract fields, concise by default, and bills exactly one lookup', async () => {
    const client = await connect();
    const menu = answerOf(await menuOf(client, SAMPLE_IDS.verified), MenuOutputSchema);
    const wire = record(SAMPLE_IDS.verified);
    expect(menu).toMatchObject({
      place_id: SAMPLE_IDS.verified,
      name: 'Le Petit Bistrot',
      menu_status: 'verified',
      reason: null,
      items_total: wire.items.length,
      diet_tags: ['vegetarian'],
      prices: { currency: 'EUR', min: wire.prices?.min, max: wire.prices?.max },
      source_url: wire.source_url,
      verified_at: new Date(String(wire.verified_at)).toISOString(),
      detail: 'concise',
    });
    expect(menu.items).toHaveLength(wire.items.length);
    expect(menu.items[0]).toEqual({
      name: "Soupe à l'oignon gratinée",
      section: 'Entrées',
      price: { amount: 9.5, currency: 'EUR', text: null },
      diet_tags: ['vegetarian'],
    });
    expect(service.budgetUsed('key-a')).toBe(1);
    expect(billed()).toMatchObject([
      {
        method: 'POST',
        path: '/mcp',
        query: { place_id: SAMPLE_IDS.verified },
        status: 200,
        keyIndex: 0,
        mcp: { rpc: 'tools/call', tool: MENU_TOOL },
      },
    ]);
  });

  it('adds descriptions with detail "detailed"', async () => {
    const client = await connect();
    const menu = answerOf(await menuOf(client, SAMPLE_IDS.verified, 'detailed'), MenuOutputSchema);
    expect(menu.detail).toBe('detailed');
    expect(menu.items[0]?.description).toBe('Onion soup, Comté crouton');
    expect(menu.items.find((item) => item.name === 'Mousse au chocolat')?.description).toBeNull();
  });

  it('answers "none" and "unavailable" menus with their grade and reason, not with an error', async () => {
    const client = await connect();
    const none = answerOf(await menuOf(client, SAMPLE_IDS.none), MenuOutputSchema);
    expect(none).toMatchObject({
      menu_status: 'none',
      reason: null,
      items: [],
      prices: null,
      verified_at: null,
    });
    const closed = answerOf(await menuOf(client, SAMPLE_IDS.unavailableClosed), MenuOutputSchema);
    expect(closed).toMatchObject({ menu_status: 'unavailable', reason: 'closed_permanently' });
    const optOut = answerOf(await menuOf(client, SAMPLE_IDS.unavailableOptOut), MenuOutputSchema);
    expect(optOut).toMatchObject({ menu_status: 'unavailable', reason: 'owner_opt_out', source_url: null });
    expect(service.budgetUsed('key-a')).toBe(3);
  });

  it('reads every shape the sample catalog uses: bare numbers, labels, plain strings, epoch seconds', async () => {
    const client = await connect();
    const numeric = answerOf(await menuOf(client, SAMPLE_IDS.numericPrices), MenuOutputSchema);
    expect(numeric.items[0]?.price).toMatchObject({ currency: 'EUR', text: null });
    expect(numeric.prices?.min).toEqual(expect.any(Number));
    const labels = answerOf(await menuOf(client, SAMPLE_IDS.stringPrices), MenuOutputSchema);
    expect(labels.items[0]?.price).toMatchObject({
      amount: null,
      currency: 'EUR',
      text: expect.stringContaining('€'),
    });
    expect(labels.verified_at).toBe(
      new Date(Number(record(SAMPLE_IDS.stringPrices).verified_at) * 1000).toISOString(),
    );
    const plain = answerOf(await menuOf(client, SAMPLE_IDS.plainItems), MenuOutputSchema);
    expect(plain.items[0]).toEqual({ name: expect.any(String), section: null, price: null, diet_tags: [] });
  });

  it('serves every record of the sample catalog', async () => {
    const client = await connect();
    for (const entry of SAMPLE_CATALOG) {
      const menu = answerOf(await menuOf(client, entry.placeId), MenuOutputSchema);
      expect(menu.menu_status).toBe((entry.record as MenuRecord).menu_status);
    }
    expect(service.budgetUsed('key-a')).toBe(SAMPLE_CATALOG.length);
  });

  it('keeps a long menu small: concise lists 100 dishes without descriptions, items_total says how many', async () => {
    const client = await connect();
    const concise = await menuOf(client, HOSTILE_IDS.huge);
    const menu = answerOf(concise, MenuOutputSchema);
    expect(menu.items).toHaveLength(100);
    expect(menu.items_total).toBe(14_000);
    expect(menu.items.some((item) => 'description' in item)).toBe(false);
    const detailed = answerOf(await menuOf(client, HOSTILE_IDS.huge, 'detailed'), MenuOutputSchema);
    expect(detailed.items).toHaveLength(500);
    expect(JSON.stringify(concise).length).toBeLessThan(40_000);
  });
});

describe(`${SEARCH_TOOL}`, () => {
  it('answers {query, results, truncated} with the contract result fields, and bills one lookup', async () => {
    const client = await connect();
    const found = answerOf(await searchOf(client, 'creme brulee'), SearchOutputSchema);
    expect(found.query).toBe('creme brulee');
    expect(found.truncated).toBe(false);
    expect(found.results[0]).toEqual({
      dish: 'Crème brûlée',
      restaurant: 'Le Petit Bistrot',
      place_id: SAMPLE_IDS.verified,
      price: { amount: 8, currency: 'EUR', text: null },
      source_url: record(SAMPLE_IDS.verified).source_url,
      verified_at: new Date(String(record(SAMPLE_IDS.verified).verified_at)).toISOString(),
      menu_status: 'verified',
    });
    expect(billed()).toMatchObject([
      { query: { q: 'creme brulee', limit: '10' }, mcp: { tool: SEARCH_TOOL } },
    ]);
  });

  it('says when more dishes matched than limit lets it list, and not when exactly limit did', async () => {
    const client = await connect();
    const all = answerOf(await searchOf(client, 'a', MAX_SEARCH_LIMIT), SearchOutputSchema);
    const matches = all.results.length;
    expect(matches).toBeGreaterThan(3);
    const cut = answerOf(await searchOf(client, 'a', 3), SearchOutputSchema);
    expect(cut.results).toEqual(all.results.slice(0, 3));
    expect(cut.truncated).toBe(true);
    const pizza = answerOf(await searchOf(client, 'pizza', 50), SearchOutputSchema);
    const exact = answerOf(await searchOf(client, 'pizza', pizza.results.length), SearchOutputSchema);
    expect(exact.truncated).toBe(false);
    expect(service.budgetUsed('key-a')).toBe(4);
  });

  it('gives place ids the menu tool takes', async () => {
    const client = await connect();
    const [hit] = answerOf(await searchOf(client, 'pho', 1), SearchOutputSchema).results;
    const menu = answerOf(await menuOf(client, hit?.place_id ?? ''), MenuOutputSchema);
    expect(menu.items.map((item) => item.name)).toContain(hit?.dish);
  });
});

describe('tool errors: isError results with a stable code, never protocol errors', () => {
  it('unknown_place for a place id the catalog does not hold (billed, as the 404 of /v1 is)', async () => {
    const client = await connect();
    const error = errorOf(await menuOf(client, SAMPLE_IDS.notInCatalog));
    expect(error.code).toBe('unknown_place');
    expect(error.message).toMatch(/do not retry/);
    expect(billed()).toMatchObject([{ status: 200, query: { place_id: SAMPLE_IDS.notInCatalog } }]);
  });

  it('budget_exhausted, with when the budget renews, billing nothing', async () => {
    service.setBudget({ used: 1000 });
    const client = await connect();
    const error = errorOf(await menuOf(client, SAMPLE_IDS.verified));
    expect(error).toMatchObject({ code: 'budget_exhausted', resets_at: '2026-12-01T00:00:00.000Z' });
    expect(error.message).toMatch(/Tell the user; do not retry/);
    expect(errorOf(await searchOf(client, 'pizza')).code).toBe('budget_exhausted');
    expect(billed()).toEqual([]);
    expect(service.budgetUsed('key-a')).toBe(1000);
  });

  it('upstream_unavailable when the lookup fails on the server', async () => {
    service.setFaults({ places: { [SAMPLE_IDS.verified]: { status: 503 } } });
    const client = await connect();
    const error = errorOf(await menuOf(client, SAMPLE_IDS.verified));
    expect(error).toMatchObject({
      code: 'upstream_unavailable',
      message: expect.stringContaining('status 503'),
    });
    expect(billed()).toMatchObject([{ fault: 'place-status' }]);
  });

  it('invalid_response for a body that is not JSON, or a record that breaks the schema', async () => {
    service.setFaults({ malformed: { [SAMPLE_IDS.verified]: 'truncated' }, searchMalformed: 'html' });
    const client = await connect();
    expect(errorOf(await menuOf(client, SAMPLE_IDS.verified)).code).toBe('invalid_response');
    expect(errorOf(await searchOf(client, 'pizza')).code).toBe('invalid_response');
    const wrongTypes = errorOf(await menuOf(client, HOSTILE_IDS.wrongTypes));
    expect(wrongTypes.code).toBe('invalid_response');
    const scriptLink = errorOf(await menuOf(client, HOSTILE_IDS.javascriptUrl));
    expect(scriptLink).toMatchObject({
      code: 'invalid_response',
      message: expect.stringContaining('source_url'),
    });
    expect(service.budgetUsed('key-a')).toBe(4);
  });

  it('request_refused when the lookup is refused for its arguments', async () => {
    service.setFaults({ places: { [SAMPLE_IDS.verified]: { status: 400 } } });
    const client = await connect();
    const error = errorOf(await menuOf(client, SAMPLE_IDS.verified));
    expect(error).toMatchObject({ code: 'request_refused', message: expect.stringContaining('status 400') });
  });

  it('rejects bad arguments by the schema, billing nothing', async () => {
    const client = await connect();
    expect(plainErrorText(await menuOf(client, '   '))).toMatch(/place_id must not be blank/);
    expect(plainErrorText(await client.callTool({ name: MENU_TOOL, arguments: {} }))).toMatch(/place_id/);
    expect(plainErrorText(await searchOf(client, 'pizza', MAX_SEARCH_LIMIT + 1))).toMatch(/limit/);
    const unknownArgument = await client.callTool({ name: SEARCH_TOOL, arguments: { q: 'pizza', page: 2 } });
    expect(plainErrorText(unknownArgument)).toMatch(/page/);
    expect(billed()).toEqual([]);
  });
});

describe('the HTTP transport', () => {
  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
  };
  const post = (body: unknown, headers: Record<string, string> = {}, key: string | null = 'key-a') =>
    call(service, '/mcp', {
      key,
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        ...headers,
      },
    });

  it('answers 401 with WWW-Authenticate: Bearer without a valid key, billing and serving nothing', async () => {
    for (const key of [null, 'not-a-key']) {
      const response = await post(initialize, {}, key);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
    }
    await expect(connectOverHttp(service.url, 'not-a-key')).rejects.toThrow();
    expect(
      service
        .log()
        .filter((entry) => entry.path === '/mcp')
        .every((entry) => entry.status === 401),
    ).toBe(true);
    expect(service.log().map((entry) => entry.auth)).toEqual(expect.arrayContaining(['missing', 'invalid']));
  });

  it('answers 403 to a Host or Origin other than loopback (DNS rebinding)', async () => {
    expect((await post(initialize, { Origin: 'http://evil.example' })).status).toBe(403);
    expect((await post(initialize, { Origin: 'http://localhost:3000' })).status).toBe(200);
    // fetch will not send another Host header: the check, not the client, is what this tests.
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request(`${service.url}/mcp`, {
        method: 'POST',
        headers: {
          Host: 'rebound.example',
          Authorization: 'Bearer key-a',
          'Content-Type': 'application/json',
        },
      });
      outgoing.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      outgoing.on('error', reject);
      outgoing.end(JSON.stringify(initialize));
    });
    expect(status).toBe(403);
  });

  it('refuses JSON-RPC batches, so that one request is at most one billed call', async () => {
    const callTool = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: MENU_TOOL, arguments: { place_id: SAMPLE_IDS.verified } },
    });
    const response = await post([callTool(1), callTool(2)], { 'MCP-Protocol-Version': '2025-11-25' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: -32600 } });
    expect(service.budgetUsed('key-a')).toBe(0);
  });

  it('bills the same per-key monthly budget as /v1', async () => {
    service.setBudget({ monthlyBudget: 2 });
    const client = await connect();
    expect((await call(service, menuPath(SAMPLE_IDS.verified), { key: 'key-a' })).status).toBe(200);
    answerOf(await menuOf(client, SAMPLE_IDS.crawled), MenuOutputSchema);
    expect(errorOf(await menuOf(client, SAMPLE_IDS.scanned)).code).toBe('budget_exhausted');
    expect((await call(service, menuPath(SAMPLE_IDS.verified), { key: 'key-a' })).status).toBe(429);
    // Another key has its own budget.
    const other = await connect('key-b');
    answerOf(await menuOf(other, SAMPLE_IDS.scanned), MenuOutputSchema);
    expect([service.budgetUsed('key-a'), service.budgetUsed('key-b')]).toEqual([2, 1]);
  });
});
