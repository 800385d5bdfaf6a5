import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_IDS } from '@/service/index.ts';
import { type Stack, startStack } from '@/testing/stack.ts';
import { quiet, type Say } from './log.ts';
import { openOptions, openPopupForTab, waitForInlineDishes } from './pages.ts';

export interface HeadlessDemoOptions {
  /** Where the screenshots go (created when missing). */
  outDir: string;
  /** The built extension (e.g. .output/chrome-mv3). */
  builtExtension: string;
  servicePort?: number;
  say?: Say;
}

export interface DemoScreenshots {
  panel: string;
  popup: string;
  options: string;
}

export function placeOf(stack: Stack, placeId: string) {
  const place = stack.places.find((candidate) => candidate.placeId === placeId);
  if (!place) throw new Error(`the catalog has no place ${placeId}`);
  return place;
}

/** The demo without a window: screenshots of the inline panel, the popup and the options page. */
export async function runHeadlessDemo(options: HeadlessDemoOptions): Promise<DemoScreenshots> {
  const say = options.say ?? quiet;
  mkdirSync(options.outDir, { recursive: true });
  const shots: DemoScreenshots = {
    panel: join(options.outDir, 'inline-panel.png'),
    popup: join(options.outDir, 'popup.png'),
    options: join(options.outDir, 'options.png'),
  };
  const stack = await startStack({
    builtExtension: options.builtExtension,
    headless: true,
    servicePort: options.servicePort,
  });
  try {
    say(`Reference service: ${stack.service.url}   demo key: ${stack.service.demoKey}`);
    await stack.configure();
    const place = placeOf(stack, SAMPLE_IDS.verified);
    say(`Opening ${place.name} on the fixture Maps site`);
    const maps = await stack.openPlace(place, stack.context.pages()[0]);
    await waitForInlineDishes(maps);
    await maps.screenshot({ path: shots.panel });
    say(`Inline panel: ${shots.panel}`);
    const popup = await openPopupForTab(stack, await stack.tabIdOf(maps));
    await popup.screenshot({ path: shots.popup, fullPage: true });
    say(`Popup: ${shots.popup}`);
    const settings = await openOptions(stack);
    await settings.screenshot({ path: shots.options, fullPage: true });
    say(`Options: ${shots.options}`);
    return shots;
  } finally {
    await stack.close();
  }
}
