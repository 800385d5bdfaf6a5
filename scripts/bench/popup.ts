import type { Stack } from '../../tests/e2e/harness/stack.ts';
import type { FixturePlace } from '../../tests/fixtures/maps-site/place-urls.ts';
import { waitForPanelPlace } from './panel-timing.ts';
import { type Summary, summarize } from './stats.ts';

declare global {
  interface Window {
    __momDishesAt?: number;
  }
}

/** Records, in the page's clock (0 = navigation start), when the first dish enters the DOM. */
function recordFirstDish(): void {
  const observer = new MutationObserver(() => {
    if (document.querySelector('.mom-dish')) {
      window.__momDishesAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Opens popup.html?tab=<id> as a page for a tab showing a cached place, `runs` times, and reads
 * navigation start → dish list present (performance.now() in the popup when the list appears).
 */
export async function popupOpenTimes(stack: Stack, place: FixturePlace, runs: number): Promise<Summary> {
  const maps = await stack.openPlace(place);
  await waitForPanelPlace(maps, place.name, true);
  const url = stack.extensionUrl(`popup.html?tab=${await stack.tabIdOf(maps)}`);
  const times: number[] = [];
  const warmups = 2;
  for (let run = 0; run < runs + warmups; run += 1) {
    const popup = await stack.context.newPage();
    await popup.setViewportSize({ width: 420, height: 640 });
    await popup.addInitScript(recordFirstDish);
    await popup.goto(url);
    const at = await popup.waitForFunction(() => window.__momDishesAt, undefined, { timeout: 20_000 });
    if (run >= warmups) times.push(Number(await at.jsonValue()));
    await popup.close();
  }
  await maps.close();
  return summarize(times);
}
