import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PSEUDO_LANGUAGE } from '@/lib/i18n/languages.ts';
import { cataloguePath } from '@/lib/i18n/messages.ts';
import { leavePhone, openAsPhone } from '@/testing/phone.ts';
import type { Stack } from '@/testing/stack.ts';
import type { Say } from './log.ts';
import { openOptions, openPopupForTab, waitForInlineDishes } from './pages.ts';

// Issue 32: the panel, the popup and the options page in the pseudo-locale (longer, accented: cut
// text and words left in English show), German (long words), Arabic (right to left) and Japanese,
// and the popup at phone size in each, so that truncation, overflow and mirroring show in pictures.
// The language is chosen on the options page, as a user does; the choice applies everywhere at once.

/** The demo's languages, in the order shot. */
export const DEMO_LANGUAGES = [PSEUDO_LANGUAGE, 'de', 'ar', 'ja'] as const;

const TIMEOUT = 30_000;
/**
 * Whether the machine has a font for `language` (fontconfig's answer; true when it cannot say). A
 * Debian without one draws Japanese as empty boxes: fonts-ipafont-gothic or fonts-noto-cjk.
 */
function hasFontFor(language: string): boolean {
  const fonts = spawnSync('fc-list', [`:lang=${language}`], { encoding: 'utf8' });
  return fonts.status !== 0 || fonts.stdout.trim() !== '';
}

export const languageSelect = (page: Page) => page.locator('select:has(option[value="auto"])');

/**
 * `maps` is a Maps place page whose panel lists dishes. The pseudo-locale is shot only when the
 * build holds its catalogue (`npm run demo` builds it; a plain `wxt build` does not).
 */
export async function languageScenes(
  stack: Stack,
  maps: Page,
  builtExtension: string,
  outDir: string,
  say: Say,
): Promise<string[]> {
  const shots: string[] = [];
  const path = (name: string) => join(outDir, `${name}.png`);
  const tabId = await stack.tabIdOf(maps);
  const settings = await openOptions(stack);
  try {
    for (const language of DEMO_LANGUAGES) {
      if (!existsSync(join(builtExtension, cataloguePath(language)))) {
        say(`No ${language} catalogue in this build (WXT_PSEUDO_LOCALE=1 builds it): not shot`);
        continue;
      }
      if (language === 'ja' && !hasFontFor(language))
        say(
          'No Japanese font on this machine (Debian: apt-get install fonts-ipafont-gothic): boxes instead of text',
        );
      await languageSelect(settings).selectOption(language);
      await settings.waitForFunction((lang) => document.documentElement.lang === lang, language, {
        timeout: TIMEOUT,
      });
      await settings.mouse.move(0, 0);
      await settings.screenshot({ path: path(`options-${language}`), fullPage: true });
      shots.push(path(`options-${language}`));

      await maps.bringToFront();
      await maps.locator(`menu-on-maps-panel .mom-inline[lang="${language}"]`).waitFor({ timeout: TIMEOUT });
      await waitForInlineDishes(maps);
      await maps.screenshot({ path: path(`panel-${language}`) });
      shots.push(path(`panel-${language}`));

      const popup = await openPopupForTab(stack, tabId);
      // The toolbar popup's own size.
      await popup.setViewportSize({ width: 400, height: 600 });
      await popup.screenshot({ path: path(`popup-${language}`), fullPage: true });
      shots.push(path(`popup-${language}`));
      await popup.close();

      const phone = await openAsPhone(stack, `popup.html?tab=${tabId}`);
      await phone.locator('.mom-dish').first().waitFor({ timeout: TIMEOUT });
      await phone.screenshot({ path: path(`phone-popup-${language}`) });
      shots.push(path(`phone-popup-${language}`));
      await phone.close();
      await leavePhone(stack);
      say(`In ${language}: options, panel, popup, phone popup`);
    }
  } finally {
    // Back to automatic, for the scenes after these.
    await languageSelect(settings).selectOption('auto');
    await settings.close();
  }
  return shots;
}
