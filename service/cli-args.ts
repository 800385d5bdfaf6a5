import { parseArgs } from 'node:util';
import { generateCatalog } from '@/service/catalog/generate.ts';
import { SAMPLE_CATALOG } from '@/service/catalog/sample.ts';
import type { CatalogEntry } from '@/service/catalog/types.ts';
import { type FaultConfig, FaultConfigSchema, MalformedKindSchema } from '@/service/http/faults.ts';
import type { ServiceOptions } from '@/service/http/server.ts';

export const DEFAULT_CLI_PORT = 8787;

export const USAGE = `Usage: npm run service -- [options]
  --port <n>            port (default 8787, or $PORT; 0 = any free port)
  --host <addr>         bind address (default 127.0.0.1)
  --key <key>           accepted bearer key (repeatable; default demo-key-menu-on-maps)
  --budget <n>          monthly lookups per key (default 1000)
  --latency <ms>        added latency on every /v1 request
  --fail-rate <0..1>    fraction of billed requests answered 5xx
  --fail-status <5xx>   status used by --fail-rate (default 503)
  --seed <n>            makes --fail-rate deterministic
  --force-429           every authenticated request gets 429
  --malformed <ids>     comma-separated place ids, each optionally "id:kind"
                        (kinds: truncated, html, array, string, null, empty; default truncated)
  --catalog-size <n>    add n generated restaurants to the sample catalog
  --catalog-seed <n>    seed for --catalog-size (default 1)
  --test-mode           enable /__log, /__faults, /__budget, /__reset and hostile records
  --help                show this text`;

export type CliCommand = { help: true } | { help: false; options: ServiceOptions };

function integer(flag: string, raw: string | undefined, min = 0): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min)
    throw new Error(`--${flag} needs an integer ≥ ${min}, got "${raw}"`);
  return Number(raw);
}

function parseMalformed(raw: string | undefined): FaultConfig['malformed'] {
  if (!raw) return undefined;
  const malformed: Record<string, ReturnType<typeof MalformedKindSchema.parse>> = {};
  for (const part of raw.split(',').filter((item) => item.trim() !== '')) {
    const [placeId = '', kind = 'truncated'] = part.trim().split(':');
    const parsed = MalformedKindSchema.safeParse(kind);
    if (!parsed.success) throw new Error(`--malformed: unknown kind "${kind}"`);
    malformed[placeId] = parsed.data;
  }
  return malformed;
}

export function parseCliArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): CliCommand {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      key: { type: 'string', multiple: true },
      budget: { type: 'string' },
      latency: { type: 'string' },
      'fail-rate': { type: 'string' },
      'fail-status': { type: 'string' },
      seed: { type: 'string' },
      'force-429': { type: 'boolean' },
      malformed: { type: 'string' },
      'catalog-size': { type: 'string' },
      'catalog-seed': { type: 'string' },
      'test-mode': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return { help: true };
  const failRate = values['fail-rate'] === undefined ? undefined : Number(values['fail-rate']);
  const faults = FaultConfigSchema.parse({
    latencyMs: integer('latency', values.latency),
    failRate,
    failStatus: integer('fail-status', values['fail-status'], 500),
    seed: integer('seed', values.seed),
    force429: values['force-429'],
    malformed: parseMalformed(values.malformed),
  });
  const catalogSize = integer('catalog-size', values['catalog-size']);
  let catalog: CatalogEntry[] | undefined;
  if (catalogSize) {
    catalog = [
      ...SAMPLE_CATALOG,
      ...generateCatalog(catalogSize, integer('catalog-seed', values['catalog-seed']) ?? 1),
    ];
  }
  return {
    help: false,
    options: {
      port: integer('port', values.port ?? env.PORT) ?? DEFAULT_CLI_PORT,
      host: values.host,
      keys: values.key,
      monthlyBudget: integer('budget', values.budget),
      faults,
      testMode: values['test-mode'] ?? false,
      catalog,
    },
  };
}
