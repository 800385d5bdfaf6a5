import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Stack } from '@/testing/stack.ts';
import { languageSelect } from './language-scenes.ts';
import type { Say } from './log.ts';
import { openOptions } from './pages.ts';

// Issue 33 §2, the trip pack: the popup over a results list before (each place's state and the
// priced button), during ("Saving n of m…" with Cancel; the reference service answers slowly for
// that moment) and after (the outcome, failures per place in words). Chromium's: the pack is not
// offered in Firefox yet. Before the pack, the same view in German (long words, plural forms of the
// price) and Arabic (right to left), chosen on the options page as a user does. Last, a result
// opened over the list: the popup shows the place, with a button to the list.

const TIMEOUT = 60_000;
/** Ten cards: the popup's list stays one screen or so; a few of them are saved by the scenes before. */
const RESULTS_PATH = '/maps/search/restaurants+Paris/@48.8566,2.3522,14z/data=!3m1!4b1?entry=ttu&cards=10';
/** Long enough for the shot of a pack under way, short enough for the demo's time. */
const SLOW_MS = 2_500;

const progress = async (popup: Page) => (await popup.locator('.popup-pack-progress').textContent()) ?? '';

export async function packScenes(stack: Stack, outDir: string, say: Say): Promise<string[]> {
  const shots: string[] = [];
  const shoot = async (popup: Page, name: string) => {
    const path = join(outDir, `${name}.png`);
    await popup.mouse.move(0, 0);
    await popup.screenshot({ path, fullPage: true });
    shots.push(path);
    say(`Trip pack: ${path}`);
  };
  const results = await stack.context.newPage();
  await results.setViewportSize({ width: 1280, height: 800 });
  const popup = await stack.context.newPage();
  try {
    await results.goto(`https://www.google.com${RESULTS_PATH}`);
    await results.locator('[role="feed"] a').first().waitFor({ timeout: TIMEOUT });
    await popup.setViewportSize({ width: 400, height: 600 });
    await popup.goto(stack.extensionUrl(`popup.html?tab=${await stack.tabIdOf(results)}`));
    const save = popup.locator('.popup-pack-save');
    await save.waitFor({ timeout: TIMEOUT });
    await shoot(popup, 'popup-pack-before');
    const settings = await openOptions(stack);
    try {
      for (const language of ['de', 'ar']) {
        await languageSelect(settings).selectOption(language);
        await popup.reload();
        await popup.locator(`html[lang="${language}"] .popup-pack-save`).waitFor({ timeout: TIMEOUT });
        await shoot(popup, `popup-pack-before-${language}`);
      }
    } finally {
      await languageSelect(settings).selectOption('auto');
      await settings.close();
    }
    await popup.reload();
    await popup.locator('html[lang="en"] .popup-pack-save').waitFor({ timeout: TIMEOUT });

    stack.service.setFaults({ latencyMs: SLOW_MS });
    await save.click();
    // Above the confirmation threshold the popup asks once.
    const confirm = popup.locator('.popup-pack-confirm .popup-button--primary');
    if (await confirm.count()) await confirm.click();
    await popup.waitForFunction(
      () => /\d/.test(document.querySelector('.popup-pack-progress')?.textContent ?? ''),
      undefined,
      { timeout: TIMEOUT },
    );
    await popup.getByRole('button', { name: 'Cancel' }).waitFor({ timeout: TIMEOUT });
    await shoot(popup, 'popup-pack-saving');
    stack.service.setFaults({});

    await popup.waitForFunction(
      () => !document.querySelector('.popup-pack-progress')?.textContent?.startsWith('Saving'),
      undefined,
      { timeout: TIMEOUT },
    );
    await shoot(popup, 'popup-pack-done');
    say(`Trip pack: ${await progress(popup)}`);

    // A result opened over the list (the address becomes the place's, the feed stays beside it): the
    // popup shows that place first, with its way back to the list.
    const place = await results
      .locator('[role="feed"] a[aria-label="Le Petit Bistrot"]')
      .getAttribute('href');
    await results.evaluate((path) => history.pushState({}, '', path), place ?? '');
    await popup.reload();
    await popup.getByRole('button', { name: /^This list: / }).waitFor({ timeout: TIMEOUT });
    await popup.locator('.mom-dish').first().waitFor({ timeout: TIMEOUT });
    await shoot(popup, 'popup-place-over-list');
  } finally {
    stack.service.setFaults({});
    await popup.close();
    await results.close();
  }
  return shots;
}
