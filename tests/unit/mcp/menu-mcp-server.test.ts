import type { Client } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createMenuMcpServer, type MenuBackend } from '@/mcp/menu-mcp-server.ts';
import { TOOL_ERROR_CODES, type ToolFailure } from '@/mcp/tool-errors.ts';
import {
  ANSWER_MENU_STATUSES,
  MENU_TOOL,
  MenuOutputSchema,
  type MenuView,
  SEARCH_TOOL,
  type SearchHitOutput,
  SearchOutputSchema,
} from '@/mcp/tool-schemas.ts';
import { answerOf, connectInProcess, errorOf } from '@/tests/fixtures/mcp/mcp-client';

// The shared tool definitions with a scripted backend: what both transports serve, whatever
// makes the lookups.

const MENU: MenuView = {
  place_id: 'ChIJ-scripted',
  name: 'Scripted Bistro',
  menu_status: 'crawled',
  reason: null,
  items: [
    {
      name: 'Soup',
      section: 'Starters',
      price: { amount: 7, currency: 'EUR', text: null },
      diet_tags: ['vegan'],
      description: 'Of the day',
    },
  ],
  diet_tags: [],
  source_url: 'https://scripted.example/menu',
  verified_at: '2026-11-01T10:00:00.000Z',
};
const HIT: SearchHitOutput = {
  dish: 'Soup',
  restaurant: 'Scripted Bistro',
  place_id: 'ChIJ-scripted',
  price: null,
  source_url: null,
  verified_at: null,
  menu_status: 'crawled',
};

function scripted(menu: MenuView | ToolFailure, hits: SearchHitOutput[] = [HIT]) {
  const calls: string[] = [];
  const backend: MenuBackend = {
    async menu(placeId) {
      calls.push(`menu ${placeId}`);
      return 'code' in menu ? { ok: false, failure: menu } : { ok: true, value: menu };
    },
    async search(query, limit) {
      calls.push(`search ${query} ${limit}`);
      return { ok: true, value: { query, results: hits } };
    },
  };
  return { backend, calls };
}

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

async function connect(backend: MenuBackend, modern = false): Promise<Client> {
  const client = await connectInProcess(() => createMenuMcpServer(backend), { modern });
  clients.push(client);
  return client;
}

describe('the tool list', () => {
  it('names both tools in order, with descriptions that say what a call costs and what to cite', async () => {
    const { backend, calls } = scripted(MENU);
    const { tools } = await (await connect(backend)).listTools();
    expect(tools.map((tool) => [tool.name, tool.title])).toEqual([
      [MENU_TOOL, 'Restaurant menu'],
      [SEARCH_TOOL, 'Dish search'],
    ]);
    const [menuTool, searchTool] = tools;
    for (const tool of tools) {
      expect(tool.description).toMatch(/every call bills one lookup from the user's monthly lookup budget/);
      expect(tool.description).toMatch(/cite source_url and verified_at/);
      expect(tool.description).toMatch(/maps tool/);
    }
    for (const status of ANSWER_MENU_STATUSES) expect(menuTool?.description).toContain(`"${status}"`);
    expect(menuTool?.description).toMatch(/"none" and "unavailable" are answers, not errors/);
    expect(menuTool?.inputSchema.properties?.place_id).toMatchObject({ type: 'string', pattern: '\\S' });
    expect(searchTool?.inputSchema.properties?.limit).toMatchObject({ maximum: 50, default: 10 });
    expect(calls).toEqual([]);
  });
});

describe('answers', () => {
  it('are the shaped menu, checked against the declared schema, for clients of either protocol', async () => {
    for (const modern of [false, true]) {
      const { backend, calls } = scripted(MENU);
      const client = await connect(backend, modern);
      const menu = answerOf(
        await client.callTool({ name: MENU_TOOL, arguments: { place_id: 'ChIJ-scripted' } }),
        MenuOutputSchema,
      );
      expect(menu).toMatchObject({
        items_total: 1,
        prices: { currency: 'EUR', min: 7, max: 7 },
        detail: 'concise',
      });
      expect(calls).toEqual(['menu ChIJ-scripted']);
    }
  });

  it('ask the backend for the search with the limit given, and default to 10', async () => {
    const { backend, calls } = scripted(MENU, [HIT, HIT, HIT]);
    const client = await connect(backend);
    const found = answerOf(
      await client.callTool({ name: SEARCH_TOOL, arguments: { q: 'soup', limit: 2 } }),
      SearchOutputSchema,
    );
    expect(found).toMatchObject({ query: 'soup', truncated: true });
    await client.callTool({ name: SEARCH_TOOL, arguments: { q: 'soup' } });
    expect(calls).toEqual(['search soup 2', 'search soup 10']);
  });

  it('that break the declared schema become invalid_response, not a protocol error', async () => {
    const { backend } = scripted({ ...MENU, source_url: 'javascript:alert(1)' });
    const client = await connect(backend);
    const error = errorOf(await client.callTool({ name: MENU_TOOL, arguments: { place_id: 'x' } }));
    expect(error).toMatchObject({ code: 'invalid_response', message: expect.stringContaining('source_url') });
  });
});

describe('tool errors', () => {
  it('carry the stable code and say what to do, for every code', async () => {
    const advice: Record<(typeof TOOL_ERROR_CODES)[number], RegExp> = {
      unknown_place: /do not retry the same id/,
      budget_exhausted: /Tell the user; do not retry/,
      auth_invalid: /check the key/,
      upstream_unavailable: /sent once and not repeated.*try again later, at most once/,
      invalid_response: /could not be read/,
      request_refused: /Change them/,
    };
    for (const code of TOOL_ERROR_CODES) {
      const { backend } = scripted({ code, detail: 'what the service said' });
      const client = await connect(backend);
      const error = errorOf(await client.callTool({ name: MENU_TOOL, arguments: { place_id: 'x' } }));
      expect(error.code).toBe(code);
      expect(error.message).toMatch(advice[code]);
      expect(error.message).toContain('(what the service said)');
    }
  });

  it('budget_exhausted says when the budget renews when the service said', async () => {
    const renews = scripted({ code: 'budget_exhausted', resetsAt: '2026-12-01T00:00:00.000Z' });
    const known = errorOf(
      await (await connect(renews.backend)).callTool({ name: MENU_TOOL, arguments: { place_id: 'x' } }),
    );
    expect(known).toEqual({
      code: 'budget_exhausted',
      message: expect.stringContaining('it renews at 2026-12-01T00:00:00.000Z'),
      resets_at: '2026-12-01T00:00:00.000Z',
    });
    const unknown = scripted({ code: 'budget_exhausted', resetsAt: null });
    const error = errorOf(
      await (await connect(unknown.backend)).callTool({ name: MENU_TOOL, arguments: { place_id: 'x' } }),
    );
    expect(error).not.toHaveProperty('resets_at');
  });
});
