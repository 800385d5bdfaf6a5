import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_IDS } from '@/service/index.ts';
import { type Stack, startStack } from '@/testing/stack.ts';
import { firstRunScenes } from './first-run-scenes.ts';
import { languageScenes } from './language-scenes.ts';
import { listScenes } from './list-scenes.ts';
import { quiet, type Say } from './log.ts';
import { packScenes } from './pack-scenes.ts';
import { openOptions, openPopupForTab, waitForInlineDishes } from './pages.ts';
import {
  changesScene,
  failureScenes,
  manualScene,
  menuScenes,
  noKeyScene,
  PanelScenes,
} from './panel-scenes.ts';
import { popupScenes } from './popup-scenes.ts';
import { resultsScenes } from './results-scenes.ts';
import { phoneScenes, storeScenes } from './store-scenes.ts';

export interface HeadlessDemoOptions {
  /** Where the screenshots go (created when missing). */
  outDir: string;
  /** The built extension (e.g. .output/chrome-mv3). */
  builtExtension: string;
  servicePort?: number;
  say?: Say;
  /** Where the stores' screenshots and promo tile go (the CLI: store/screenshots); none without it. */
  storeDir?: string;
}

export function placeOf(stack: Stack, placeId: string) {
  const place = stack.places.find((candidate) => candidate.placeId === placeId);
  if (!place) throw new Error(`the catalog has no place ${placeId}`);
  return place;
}

/**
 * The demo without a window: screenshots of the first run (the toolbar button, the popup without a
 * key, the welcome page before and after Connect), the inline panel in each of its states, the popup,
 * the options page, the panel, popup and options in other languages, a results list with badges, the
 * trip pack before, during and after, the popup, options and welcome pages at phone size, and
 * (`storeDir`) the stores' images. Returns their paths.
 */
export async function runHeadlessDemo(options: HeadlessDemoOptions): Promise<string[]> {
  const say = options.say ?? quiet;
  mkdirSync(options.outDir, { recursive: true });
  const stack = await startStack({
    builtExtension: options.builtExtension,
    headless: true,
    servicePort: options.servicePort,
    keepWelcome: true,
  });
  const scenes = new PanelScenes(stack, options.outDir, say);
  try {
    say(`Reference service: ${stack.service.url}   demo key: ${stack.service.demoKey}`);
    await noKeyScene(scenes);
    // Connects through the welcome page, as a new user does.
    const firstRun = await firstRunScenes(stack, options.outDir, say);
    await stack.configure({ dietPreferences: ['vegetarian'] });
    const shots = {
      panel: join(options.outDir, 'inline-panel.png'),
      popup: join(options.outDir, 'popup.png'),
      options: join(options.outDir, 'options.png'),
    };
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
    await popup.close();
    await settings.close();
    const languageShots = await languageScenes(stack, maps, options.builtExtension, options.outDir, say);
    const phoneShots = await phoneScenes(stack, await stack.tabIdOf(maps), place, options.outDir, say);
    const storeShots = options.storeDir ? await storeScenes(stack, place, options.storeDir, say) : [];
    await menuScenes(scenes);
    await changesScene(scenes, stack);
    const resultShots = await resultsScenes(stack, options.outDir, say);
    const popupShots = await popupScenes(scenes, stack, options.outDir, say);
    const listShots = await listScenes(stack, options.outDir, say);
    // Before the failures: they end with the service's budget spent. The pack saves none of their places.
    const packShots = await packScenes(stack, options.outDir, say);
    await manualScene(scenes, stack);
    await failureScenes(scenes, stack);
    return [
      ...firstRun,
      ...Object.values(shots),
      ...languageShots,
      ...phoneShots,
      ...popupShots,
      ...listShots,
      ...scenes.shots,
      ...resultShots,
      ...packShots,
      ...storeShots,
    ];
  } finally {
    await stack.close();
  }
}
