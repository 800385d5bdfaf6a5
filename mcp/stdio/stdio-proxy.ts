import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { MenuClient } from '@/lib/api/http/client';
import { createMenuMcpServer } from '@/mcp/menu-mcp-server.ts';
import { createProxyClient, proxyBackend } from './proxy-backend.ts';
import { PROXY_USAGE, readProxyConfig } from './proxy-config.ts';

// `npm run --silent mcp`: the menu service's MCP server on stdio, for agent runtimes, in front of
// any `/v1` service. stdout carries the protocol only: everything else goes to stderr.

function fail(message: string): never {
  console.error(message);
  console.error(PROXY_USAGE);
  process.exit(2);
}

function main(): void {
  const settings = readProxyConfig(process.env);
  if (!settings.ok) fail(settings.message);
  const { serviceUrl } = settings.config;
  let client: MenuClient;
  try {
    client = createProxyClient(settings.config);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  serveStdio(() => createMenuMcpServer(proxyBackend(client)), {
    onerror: (error) => console.error(`menu-service MCP: ${error.message}`),
  });
  console.error(`menu-service MCP server on stdio, for the menu service at ${serviceUrl}`);
}

main();
