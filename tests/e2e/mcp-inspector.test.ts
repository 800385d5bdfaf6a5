import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENU_TOOL, MenuOutputSchema, SEARCH_TOOL } from '@/mcp/tool-schemas.ts';
import { SAMPLE_IDS, type ServiceHandle, startService } from '@/service/index.ts';

// A real MCP client, the pinned MCP Inspector CLI (1.0.3, the last to run on Node 20), lists and
// calls the tools over both transports: the reference service's /mcp, and the stdio proxy
// spawned with the command the README gives.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const INSPECTOR = `${ROOT}node_modules/.bin/mcp-inspector`;
const run = promisify(execFile);
let service: ServiceHandle;

beforeAll(async () => {
  service = await startService({ port: 0, testMode: true });
});
afterAll(() => service.close());
beforeEach(() => service.reset());

/** The inspector's JSON answer (its deprecation notice goes to stderr). */
async function inspect(target: string[], request: string[]): Promise<unknown> {
  const { stdout } = await run(INSPECTOR, ['--cli', ...target, ...request], { cwd: ROOT, timeout: 60_000 });
  return JSON.parse(stdout);
}

const LIST = ['--method', 'tools/list'];
const CALL_MENU = [
  '--method',
  'tools/call',
  '--tool-name',
  MENU_TOOL,
  '--tool-arg',
  `place_id=${SAMPLE_IDS.verified}`,
];

const transports = {
  'HTTP (/mcp on the reference service)': () => [
    `${service.url}/mcp`,
    '--transport',
    'http',
    '--header',
    `Authorization: Bearer ${service.demoKey}`,
  ],
  'stdio (npm run --silent mcp)': () => [
    '-e',
    `MENU_SERVICE_URL=${service.url}`,
    '-e',
    `MENU_SERVICE_KEY=${service.demoKey}`,
    'npm',
    'run',
    '--silent',
    'mcp',
  ],
};

describe.each(Object.entries(transports))('mcp-inspector --cli over %s', (_name, target) => {
  it('lists the tools and calls the menu tool, billing exactly one lookup', async () => {
    const listed = (await inspect(target(), LIST)) as { tools: Array<{ name: string }> };
    expect(listed.tools.map((tool) => tool.name)).toEqual([MENU_TOOL, SEARCH_TOOL]);
    expect(service.budgetUsed()).toBe(0);

    const called = (await inspect(target(), CALL_MENU)) as { structuredContent: unknown; isError?: boolean };
    expect(called.isError ?? false).toBe(false);
    const menu = MenuOutputSchema.parse(called.structuredContent);
    expect(menu).toMatchObject({
      place_id: SAMPLE_IDS.verified,
      name: 'Le Petit Bistrot',
      menu_status: 'verified',
    });
    expect(service.budgetUsed()).toBe(1);
    expect(service.log().filter((entry) => entry.billed)).toHaveLength(1);
  });
});
