import { join } from 'node:path';
import type { Stack } from '@/testing/stack.ts';
import type { Say } from './log.ts';

// A Maps results list with the badges of the places whose menus the scenes before saved (issue 33).

/** Shoots the fixture's results list once the saved places' badges are in; returns the path. */
export async function resultsScenes(stack: Stack, outDir: string, say: Say): Promise<string[]> {
  const page = await stack.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  try {
    await page.goto(
      'https://www.google.com/maps/search/restaurants/@48.8566,2.3522,14z/data=!3m1!4b1?entry=ttu',
    );
    await page.locator('[role="feed"] menu-on-maps-badge').first().waitFor({ timeout: 30_000 });
    // Every card's question goes in one message: once one badge shows, all have had their answer.
    const path = join(outDir, 'results-list.png');
    await page.screenshot({ path });
    say(`Results list: ${path}`);
    return [path];
  } finally {
    await page.close();
  }
}
