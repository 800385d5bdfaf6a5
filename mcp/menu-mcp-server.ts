import { type CallToolResult, McpServer, type ToolAnnotations } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import { shapeMenu, shapeSearch } from './menu-shape.ts';
import { type Outcome, toolError, unreadable } from './tool-errors.ts';
import {
  MENU_TOOL,
  MenuOutputSchema,
  MenuToolInputSchema,
  type MenuView,
  SEARCH_TOOL,
  type SearchHitOutput,
  SearchOutputSchema,
  SearchToolInputSchema,
} from './tool-schemas.ts';
import {
  MENU_TOOL_DESCRIPTION,
  MENU_TOOL_TITLE,
  SEARCH_TOOL_DESCRIPTION,
  SEARCH_TOOL_TITLE,
  SERVER_INSTRUCTIONS,
} from './tool-texts.ts';

// The menu service's MCP server, one definition for both transports: the reference service's
// `/mcp` and the stdio proxy each pass a backend that makes the lookups; the tools, their
// schemas, texts, shaping and error results are the same.

export const SERVER_INFO = { name: 'menu-service', version: '1.0.0' } as const;

/** Where the tools' data comes from. Each call of a method is one billed lookup at most. */
export interface MenuBackend {
  menu(placeId: string): Promise<Outcome<MenuView>>;
  /** Up to `limit + 1` results when the backend can tell, so that the answer can say it was cut. */
  search(query: string, limit: number): Promise<Outcome<{ query: string; results: SearchHitOutput[] }>>;
}

/** Lookups only read, the same call answers the same until the data changes, and the service is remote. */
const LOOKUP_ANNOTATIONS: ToolAnnotations = {
  readOnlyHint: true,
  idempotentHint: true,
  destructiveHint: false,
  openWorldHint: true,
};

/**
 * The answer, checked against the schema it is declared with: a backend that read something the
 * schema refuses answers `invalid_response` rather than a protocol error.
 */
function structured<T extends Record<string, unknown>>(schema: z.ZodType<T>, value: T): CallToolResult {
  const checked = schema.safeParse(value);
  if (!checked.success) return toolError(unreadable(checked.error));
  return {
    content: [{ type: 'text', text: JSON.stringify(checked.data) }],
    structuredContent: checked.data,
  };
}

export function createMenuMcpServer(backend: MenuBackend): McpServer {
  const server = new McpServer(SERVER_INFO, { instructions: SERVER_INSTRUCTIONS });
  server.registerTool(
    MENU_TOOL,
    {
      title: MENU_TOOL_TITLE,
      description: MENU_TOOL_DESCRIPTION,
      inputSchema: MenuToolInputSchema,
      outputSchema: MenuOutputSchema,
      annotations: { title: MENU_TOOL_TITLE, ...LOOKUP_ANNOTATIONS },
    },
    async ({ place_id, detail }) => {
      const outcome = await backend.menu(place_id);
      if (!outcome.ok) return toolError(outcome.failure);
      return structured(MenuOutputSchema, shapeMenu(outcome.value, detail));
    },
  );
  server.registerTool(
    SEARCH_TOOL,
    {
      title: SEARCH_TOOL_TITLE,
      description: SEARCH_TOOL_DESCRIPTION,
      inputSchema: SearchToolInputSchema,
      outputSchema: SearchOutputSchema,
      annotations: { title: SEARCH_TOOL_TITLE, ...LOOKUP_ANNOTATIONS },
    },
    async ({ q, limit }) => {
      const outcome = await backend.search(q, limit);
      if (!outcome.ok) return toolError(outcome.failure);
      return structured(SearchOutputSchema, shapeSearch(outcome.value.query, outcome.value.results, limit));
    },
  );
  return server;
}
