import { HOSTILE_IDS } from '@/service/catalog/hostile.ts';
import { SAMPLE_IDS } from '@/service/catalog/sample.ts';
import { DEFAULT_MONTHLY_BUDGET, startService } from '@/service/http/server.ts';
import { parseCliArgs, USAGE } from './cli-args.ts';

async function main(): Promise<void> {
  const command = parseCliArgs(process.argv.slice(2), process.env);
  if (command.help) {
    console.log(USAGE);
    return;
  }
  const { options } = command;
  const service = await startService(options);
  const testMode = options.testMode ?? false;
  console.log(`Menu service listening on ${service.url}`);
  console.log(`Demo key: ${service.demoKey}`);
  console.log(
    `Catalog: ${service.catalog.entries.length} restaurants; budget ${options.monthlyBudget ?? DEFAULT_MONTHLY_BUDGET} lookups per key per month`,
  );
  console.log(
    `Try: curl -H 'Authorization: Bearer ${service.demoKey}' '${service.url}/v1/menu?place_id=${SAMPLE_IDS.verified}'`,
  );
  console.log(
    `     curl -H 'Authorization: Bearer ${service.demoKey}' '${service.url}/v1/search?q=creme%20brulee'`,
  );
  console.log(`MCP (Streamable HTTP): ${service.url}/mcp with 'Authorization: Bearer ${service.demoKey}'`);
  const faults = JSON.stringify(service.faults());
  if (faults !== '{}') console.log(`Faults: ${faults}`);
  if (testMode)
    console.log(`Test mode: /__log /__faults /__budget /__reset; hostile ids ${JSON.stringify(HOSTILE_IDS)}`);

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: closing`);
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
