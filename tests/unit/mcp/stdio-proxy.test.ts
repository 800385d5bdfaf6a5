import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_TOOL, MenuOutputSchema, SEARCH_TOOL } from '@/mcp/tool-schemas.ts';
import { SAMPLE_IDS, type ServiceHandle, startService } from '@/service/index.ts';
import { answerOf } from '@/tests/fixtures/mcp/mcp-client';

// The command the README gives agent runtimes, `npm run --silent mcp`, spawned for real against
// a reference service on loopback.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const COMMAND = 'npm';
const ARGS = ['run', '--silent', 'mcp'];
let service: ServiceHandle;

beforeAll(async () => {
  service = await startService({ port: 0, testMode: true });
});
afterAll(() => service.close());

const proxyEnv = (overrides: Record<string, string> = {}) => ({
  ...getDefaultEnvironment(),
  MENU_SERVICE_URL: service.url,
  MENU_SERVICE_KEY: service.demoKey,
  ...overrides,
});

function spawnProxy(env: Record<string, string>): ChildProcessByStdio<Writable, Readable, Readable> {
  return spawn(COMMAND, ARGS, { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
}

describe('npm run --silent mcp', () => {
  it('serves the tools on stdio to the SDK client, each call billing one lookup', async () => {
    service.reset();
    const transport = new StdioClientTransport({
      command: COMMAND,
      args: ARGS,
      cwd: ROOT,
      env: proxyEnv(),
      stderr: 'pipe',
    });
    const client = new Client({ name: 'menu-on-maps-tests', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual([MENU_TOOL, SEARCH_TOOL]);
      const menu = answerOf(
        await client.callTool({ name: MENU_TOOL, arguments: { place_id: SAMPLE_IDS.verified } }),
        MenuOutputSchema,
      );
      expect(menu).toMatchObject({
        place_id: SAMPLE_IDS.verified,
        name: 'Le Petit Bistrot',
        menu_status: 'verified',
      });
      expect(service.log().filter((entry) => entry.billed)).toMatchObject([
        { path: '/v1/menu', query: { place_id: SAMPLE_IDS.verified } },
      ]);
    } finally {
      await client.close();
    }
  });

  it('writes only protocol messages on stdout, its log on stderr, and ends with stdin', async () => {
    const child = spawnProxy(proxyEnv());
    const stderr: string[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    const lines = createInterface({ input: child.stdout });
    const received: string[] = [];
    const answered = new Promise<void>((resolve) => {
      lines.on('line', (line) => {
        received.push(line);
        if (received.length === 2) resolve();
      });
    });
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    };
    child.stdin.write(`${JSON.stringify(initialize)}\n`);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' })}\n`);
    await answered;
    child.stdin.end();
    const [code] = await once(child, 'exit');
    expect(received.map((line) => JSON.parse(line).id)).toEqual([1, 2]);
    expect(code).toBe(0);
    expect(stderr.join('')).toContain(
      `menu-service MCP server on stdio, for the menu service at ${service.url}`,
    );
  });

  it('says what is missing on stderr and exits non-zero without the service URL and key', async () => {
    const env = getDefaultEnvironment();
    const child = spawnProxy(env);
    const stdout: string[] = [];
    const stderr: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).not.toBe(0);
    expect(stderr.join('')).toMatch(/MENU_SERVICE_URL is not set[\s\S]*MENU_SERVICE_KEY is not set/);
    expect(stdout.join('')).toBe('');
  });
});
