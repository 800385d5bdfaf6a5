import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { FixturePlace } from '@/testing/maps-site/place-urls.ts';
import { leavePhone, openAsPhone, openPlaceAsPhone } from '@/testing/phone.ts';
import type { Stack } from '@/testing/stack.ts';
import type { Say } from './log.ts';
import { openOptions, openPopupForTab, waitForInlineDishes } from './pages.ts';

// The stores' images and the phone-size pages, taken from the real extension, never drawn: the
// stores' 1280×800 screenshots and 440×280 promo tile (into store/screenshots/ from the CLI), and
// the popup, options and welcome pages and the panel's bottom sheet on a phone (emulated,
// testing/phone.ts).

const TIMEOUT = 30_000;
export const STORE_SIZE = { width: 1280, height: 800 } as const;
export const PROMO_TILE = { width: 440, height: 280 } as const;

/**
 * The popup, options and welcome pages at phone size, for the Maps tab `tabId`, and the panel's
 * bottom sheet on a Maps page of `place`, collapsed and open.
 */
export async function phoneScenes(
  stack: Stack,
  tabId: number,
  place: FixturePlace,
  outDir: string,
  say: Say,
): Promise<string[]> {
  const shots: string[] = [];
  const shoot = async (page: Page, name: string, fullPage: boolean) => {
    const path = join(outDir, `${name}.png`);
    await page.screenshot({ path, fullPage });
    shots.push(path);
    say(`Phone: ${path}`);
    await page.close();
  };
  try {
    const popup = await openAsPhone(stack, `popup.html?tab=${tabId}`);
    await popup.locator('.mom-dish').first().waitFor({ timeout: TIMEOUT });
    // The overlay's own height: the popup scrolls inside it.
    await shoot(popup, 'phone-popup', false);
    const options = await openAsPhone(stack, 'options.html');
    await options.locator('.options-stats').filter({ hasNotText: 'Counting' }).waitFor({ timeout: TIMEOUT });
    await shoot(options, 'phone-options', true);
    const welcome = await openAsPhone(stack, 'options.html#welcome');
    await welcome.getByLabel('Service URL', { exact: true }).waitFor({ timeout: TIMEOUT });
    await shoot(welcome, 'phone-welcome', true);
    const maps = await openPlaceAsPhone(stack, place);
    const chip = maps.locator('menu-on-maps-panel .mom-pill');
    await chip.waitFor({ timeout: TIMEOUT });
    const collapsedPath = join(outDir, 'phone-panel-collapsed.png');
    await maps.screenshot({ path: collapsedPath });
    shots.push(collapsedPath);
    say(`Phone: ${collapsedPath}`);
    await chip.click();
    await waitForInlineDishes(maps);
    await shoot(maps, 'phone-panel', false);
  } finally {
    await leavePhone(stack);
  }
  return shots;
}

/**
 * The stores' images, of `maps` (a Maps place page whose panel lists dishes): the panel on the
 * page, the same page with the popup where the toolbar's would open, the options page, and the
 * promo tile (the panel's page at twice the tile's size, scaled down).
 */
export async function storeScenes(stack: Stack, maps: Page, storeDir: string, say: Say): Promise<string[]> {
  mkdirSync(storeDir, { recursive: true });
  const path = (name: string) => join(storeDir, `${name}.png`);
  await maps.setViewportSize(STORE_SIZE);
  await waitForInlineDishes(maps);
  await maps.mouse.move(0, 0);
  await maps.screenshot({ path: path('1-menu-beside-the-map') });

  // What the image is named for: a dish searched across the saved menus (free, no lookup).
  const popup = await openPopupForTab(stack, await stack.tabIdOf(maps));
  await popup.setViewportSize({ width: 400, height: 600 });
  await popup.getByRole('tab', { name: 'Search', exact: true }).click();
  await popup.getByRole('searchbox', { name: 'Search dishes' }).fill('soupe');
  await popup.getByRole('list', { name: 'Matches in saved menus' }).waitFor({ timeout: TIMEOUT });
  const popupShot = await popup.locator('.popup').screenshot();
  await popup.close();
  // The popup drawn over the page as the toolbar opens it; the panel is left out of this image, whose
  // subject is the popup (under a popup shorter than it, its lower half showed a second list of dishes).
  const panel = maps.locator('menu-on-maps-panel');
  // Inside its shadow root: the panel's own `:host{all:initial !important}` outranks the page's styles.
  await panel.evaluate((host: HTMLElement) => {
    const hide = document.createElement('style');
    hide.id = 'demo-hide';
    hide.textContent = ':host{display:none !important}';
    host.shadowRoot?.append(hide);
  });
  const page = await maps.screenshot();
  await panel.evaluate((host: HTMLElement) => host.shadowRoot?.getElementById('demo-hide')?.remove());
  const margin = 8;
  const { width = 0 } = await sharp(popupShot).metadata();
  await sharp(page)
    .composite([{ input: popupShot, top: margin, left: STORE_SIZE.width - width - margin }])
    .png()
    .toFile(path('2-popup-dish-search'));

  const options = await openOptions(stack);
  await options.setViewportSize(STORE_SIZE);
  await options.screenshot({ path: path('3-options') });
  await options.close();

  await maps.setViewportSize({ width: PROMO_TILE.width * 2, height: PROMO_TILE.height * 2 });
  await waitForInlineDishes(maps);
  await sharp(await maps.screenshot())
    .resize(PROMO_TILE.width, PROMO_TILE.height)
    .png()
    .toFile(path('promo-tile-440x280'));
  await maps.setViewportSize(STORE_SIZE);

  const shots = ['1-menu-beside-the-map', '2-popup-dish-search', '3-options', 'promo-tile-440x280'].map(path);
  for (const shot of shots) say(`Store: ${shot}`);
  return shots;
}
