import { resolve } from 'node:path';
import { caughtMessage } from '@/lib/format/error-text.ts';
import { DEMO_USAGE, displayAvailable, parseDemoArgs } from '@/scripts/demo/args.ts';
import { buildExtension, REPO_ROOT } from '@/scripts/demo/build.ts';
import { ChromiumMissing, ensureChromium } from '@/scripts/demo/chromium-setup.ts';
import { DEMO_SERVICE_PORT, runHeadedDemo } from '@/scripts/demo/headed.ts';
import { runHeadlessDemo } from '@/scripts/demo/headless.ts';
import { prefixedSay } from '@/scripts/demo/log.ts';

const say = prefixedSay('demo');

async function main(): Promise<void> {
  const args = parseDemoArgs(process.argv.slice(2));
  if (args.help) {
    console.log(DEMO_USAGE);
    return;
  }
  const outDir = resolve(REPO_ROOT, 'demo-output');
  const headless = args.headless || !displayAvailable(process.env, process.platform);
  if (headless && !args.headless) {
    say(
      `No display ($DISPLAY and $WAYLAND_DISPLAY are unset): running headless; screenshots go to ${outDir}`,
    );
  }
  ensureChromium(say);
  const builtExtension = await buildExtension(say, { pseudoLocale: true });
  if (!headless) {
    await runHeadedDemo({ builtExtension, say });
    return;
  }
  const storeDir = resolve(REPO_ROOT, 'store/screenshots');
  const shots = await runHeadlessDemo({
    outDir,
    builtExtension,
    say,
    servicePort: DEMO_SERVICE_PORT,
    storeDir,
  });
  say('Screenshots:');
  for (const path of shots) console.log(`  ${path}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[demo] ${caughtMessage(error)}`);
    if (!(error instanceof ChromiumMissing) && error instanceof Error && error.stack)
      console.error(error.stack);
    process.exit(1);
  },
);
