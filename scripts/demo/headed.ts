import { SAMPLE_IDS } from '@/service/index.ts';
import { startStack } from '@/testing/stack.ts';
import { placeOf } from './headless.ts';
import type { Say } from './log.ts';
import { waitForInlineDishes } from './pages.ts';

export const DEMO_SERVICE_PORT = 8787;

/** The demo in a browser window; resolves once the window is closed or the process is interrupted. */
export async function runHeadedDemo({ builtExtension, say }: { builtExtension: string; say: Say }) {
  say('Starting the reference service, the fixture Maps site and Chromium');
  const stack = await startStack({
    builtExtension,
    headless: false,
    servicePort: DEMO_SERVICE_PORT,
    handleSignals: false,
  });
  let stop: (reason: string) => void = () => undefined;
  const stopped = new Promise<string>((resolve) => {
    stop = resolve;
  });
  // `on`, not `once`: a wrapper (npm, tsx) may forward a second SIGINT, whose default would kill us mid-cleanup.
  const onSignal = (signal: NodeJS.Signals) => stop(signal === 'SIGINT' ? 'Ctrl-C' : signal);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  stack.context.once('close', () => stop('the browser window was closed'));
  try {
    say(`Reference service: ${stack.service.url}`);
    say(`Demo API key:      ${stack.service.demoKey}`);
    say('Storing the service URL and key in the extension (as its options page would)');
    await stack.configure();
    const place = placeOf(stack, SAMPLE_IDS.verified);
    say(`Opening ${place.name} on the fixture Maps site (www.google.com is mapped to a local server)`);
    const page = await stack.openPlace(place, stack.context.pages()[0]);
    await waitForInlineDishes(page).catch(() => say('The panel has not shown dishes yet; look at the page.'));
    say('Ready: browse the fixture places, open the extension popup and options from the toolbar.');
    say('Close the browser window or press Ctrl-C to stop.');
    say(`Stopping: ${await stopped}`);
  } finally {
    await stack.close();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    say('Closed the service, the Maps site and the browser; removed the temporary profile.');
  }
}
