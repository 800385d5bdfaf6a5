import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { FixturePlace } from '@/testing/maps-site/place-urls.ts';
import { storeScenePath } from '@/testing/maps-site/store-scene.ts';
import { leavePhone, openAsPhone, openPlaceAsPhone, PHONE } from '@/testing/phone.ts';
import type { Stack } from '@/testing/stack.ts';
import type { Say } from './log.ts';
import { openOptions, openPopupForTab, waitForInlineDishes } from './pages.ts';

// The stores' images and the phone-size pages, taken from the real extension, never drawn: the
// stores' 1280×800 screenshots and 440×280 promo tile (into store/screenshots/ from the CLI), and
// the popup, options and welcome pages and the panel's bottom sheet on a phone (emulated,
// testing/phone.ts). Only the page around the extension in the stores' images is made for them: a
// maps site in spirit (testing/maps-site/store-scene.ts), not the test page with its place ids.

const TIMEOUT = 30_000;
export const STORE_SIZE = { width: 1280, height: 800 } as const;
export const PROMO_TILE = { width: 440, height: 280 } as const;
/** The service URL the options image shows: the stack's own is a loopback address. */
const SHOWN_SERVICE_URL = 'https://menus.example.com';

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
  const shoot = async (page: Page, name: string) => {
    const path = join(outDir, `${name}.png`);
    await page.screenshot({ path });
    shots.push(path);
    say(`Phone: ${path}`);
  };
  // The screen a phone shows, then the rest a screen at a time: a full-page capture resizes the
  // viewport and drops the touch emulation (its controls lost their 44 px coarse-pointer size).
  const shootScreens = async (page: Page, name: string) => {
    await expectCoarsePointer(page, name);
    for (let screen = 1; ; screen++) {
      if (screen > MAX_SCREENS)
        throw new Error(`${name}: still not at the page's end after ${MAX_SCREENS} screens`);
      const top = (screen - 1) * (PHONE.height - SCREEN_OVERLAP);
      // The last screen: what is below it is no more than the page's bottom margin.
      const end = await page.evaluate(
        ([y, margin]) => {
          window.scrollTo(0, y);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - margin;
        },
        [top, SCREEN_OVERLAP / 2] as const,
      );
      await shoot(page, screen === 1 ? name : `${name}-${screen}`);
      if (end) break;
    }
    await page.close();
  };
  try {
    const popup = await openAsPhone(stack, `popup.html?tab=${tabId}`);
    await popup.locator('.mom-dish').first().waitFor({ timeout: TIMEOUT });
    // The overlay's own height: the popup scrolls inside it.
    await expectCoarsePointer(popup, 'phone-popup');
    await shoot(popup, 'phone-popup');
    await popup.close();
    const options = await openAsPhone(stack, 'options.html');
    await options.locator('.options-stats').filter({ hasNotText: 'Counting' }).waitFor({ timeout: TIMEOUT });
    await shootScreens(options, 'phone-options');
    const welcome = await openAsPhone(stack, 'options.html#welcome');
    await welcome.getByLabel('Service URL', { exact: true }).waitFor({ timeout: TIMEOUT });
    await shootScreens(welcome, 'phone-welcome');
    const maps = await openPlaceAsPhone(stack, place);
    const chip = maps.locator('menu-on-maps-panel .mom-pill');
    await chip.waitFor({ timeout: TIMEOUT });
    await shoot(maps, 'phone-panel-collapsed');
    await chip.click();
    await waitForInlineDishes(maps);
    await shoot(maps, 'phone-panel');
    await maps.close();
  } finally {
    await leavePhone(stack);
  }
  return shots;
}

/**
 * How much of the previous screen a scrolled phone shot shows again (CSS px), to read on from; a
 * page no more than half of it taller than the screen is one screen.
 */
const SCREEN_OVERLAP = 80;

/** A page that never reaches its end (a growing page, another scrolling element) stops the demo. */
const MAX_SCREENS = 10;

/** Refuses to shoot a "phone" page that has lost its emulation (a fine pointer, desktop targets). */
async function expectCoarsePointer(page: Page, name: string): Promise<void> {
  if (!(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)))
    throw new Error(`${name}: the phone emulation is off (the pointer is not coarse)`);
}

/**
 * The stores' images of `place` (whose menu is saved, so no lookup is spent), on the store scene: the
 * panel beside the map, the popup searching dishes where the toolbar's would open, the options page,
 * and the promo tile (the extension's icon, name and description, and a piece of the panel).
 */
export async function storeScenes(
  stack: Stack,
  place: FixturePlace,
  storeDir: string,
  say: Say,
): Promise<string[]> {
  mkdirSync(storeDir, { recursive: true });
  const path = (name: string) => join(storeDir, `${name}.png`);
  const maps = await stack.context.newPage();
  await maps.setViewportSize(STORE_SIZE);
  await maps.goto(`https://www.google.com${storeScenePath(place)}`);
  await waitForInlineDishes(maps);
  await maps.mouse.move(0, 0);
  await maps.screenshot({ path: path('1-menu-beside-the-map') });
  // The piece of the panel the promo tile shows: its first section's dishes, at one pixel per CSS px.
  const panelPiece = await maps.screenshot({ clip: await promoPieceClip(maps) });

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
    hide.textContent = ':host{display:none !important}';
    host.shadowRoot?.append(hide);
  });
  const page = await maps.screenshot();
  await maps.close();
  const margin = 8;
  const { width = 0, height = 0 } = await sharp(popupShot).metadata();
  const left = STORE_SIZE.width - width - margin;
  const composed = await sharp(page)
    .composite([
      { input: popupShadow(width, height), top: margin - SHADOW, left: left - SHADOW },
      { input: popupShot, top: margin, left },
    ])
    .png()
    .toBuffer();
  // The stores take 24-bit PNG, without alpha, and the composite keeps the shadow's. A second
  // pass: sharp composites after every other operation of the same pipeline, flattening included.
  await sharp(composed).removeAlpha().png().toFile(path('2-popup-dish-search'));

  const options = await openOptions(stack);
  await options.setViewportSize(STORE_SIZE);
  // Typed for the image only, never saved (no Save): the stack's service is on loopback, a store's
  // user sees theirs. Typed, so the page's hint is the one for an address the user entered.
  const serviceUrl = options.getByLabel('Service URL', { exact: true });
  await serviceUrl.fill(SHOWN_SERVICE_URL);
  await serviceUrl.blur();
  await options.screenshot({ path: path('3-options') });
  await options.close();

  await promoTile(stack, panelPiece, path('promo-tile-440x280'));

  const shots = ['1-menu-beside-the-map', '2-popup-dish-search', '3-options', 'promo-tile-440x280'].map(path);
  for (const shot of shots) say(`Store: ${shot}`);
  return shots;
}

/** The blur of the popup's shadow (px), as a browser draws one under its toolbar popups. */
const SHADOW = 12;

function popupShadow(width: number, height: number): Buffer {
  const w = width + 2 * SHADOW;
  const h = height + 2 * SHADOW;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<filter id="s"><feGaussianBlur stdDeviation="${SHADOW / 2.5}"/></filter>
<rect x="${SHADOW}" y="${SHADOW + 2}" width="${width}" height="${height}" rx="8" fill="rgb(60,64,67)" fill-opacity="0.35" filter="url(#s)"/>
</svg>`);
}

/** The promo tile's piece of the panel: its width, from the first section's heading down. */
async function promoPieceClip(maps: Page) {
  const frame = await maps.locator('menu-on-maps-panel .mom-inline').boundingBox();
  const section = await maps.locator('menu-on-maps-panel .mom-section').first().boundingBox();
  if (!frame || !section) throw new Error('the panel lists no section');
  return { x: frame.x, y: section.y - 4, width: frame.width, height: PROMO_PIECE_HEIGHT };
}

const PROMO_PIECE_HEIGHT = 200;

/**
 * The promo tile: the extension's icon, name and description (its English catalogue) over a piece
 * of the real panel, laid out at the tile's size and one pixel per CSS px, so its text is the size
 * it is read at (the whole page scaled down to the tile was unreadable).
 */
async function promoTile(stack: Stack, panelPiece: Buffer, out: string): Promise<void> {
  const messages = JSON.parse(
    readFileSync(join(stack.extensionDir, '_locales', 'en', 'messages.json'), 'utf8'),
  ) as Record<string, { message: string }>;
  const icon = readFileSync(join(stack.extensionDir, 'icons', '128.png')).toString('base64');
  const piece = panelPiece.toString('base64');
  const text = (key: string) =>
    (messages[key]?.message ?? '').replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const tile = await stack.context.newPage();
  await tile.setViewportSize(PROMO_TILE);
  await tile.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
  body { margin: 0; width: ${PROMO_TILE.width}px; height: ${PROMO_TILE.height}px; overflow: hidden;
    display: flex; flex-direction: column; font-family: system-ui, sans-serif; color: #202124;
    background: linear-gradient(160deg, #fff4ee 0%, #fde3d6 100%); }
  header { display: flex; align-items: center; gap: 14px; padding: 16px 20px 0; }
  header img { width: 60px; height: 60px; flex: none; }
  h1 { margin: 0; font-size: 26px; line-height: 1.1; font-weight: 700; }
  p { margin: 4px 0 0; font-size: 16px; line-height: 1.25; color: #3c4043; }
  /* The piece starts below the header, however many lines the description takes (the English
     store summary, which says a paid key is needed, takes four), and fills the rest of the tile. */
  .piece { flex: 1; min-height: 0; margin: 16px 40px 0; width: 360px;
    border-radius: 8px 8px 0 0; overflow: hidden; box-shadow: 0 0 0 1px rgb(60 64 67 / 0.15);
    /* The panel goes on below the tile: faded out, not cut through a dish. */
    -webkit-mask-image: linear-gradient(to bottom, #000 60%, transparent 100%);
    mask-image: linear-gradient(to bottom, #000 60%, transparent 100%); }
  .piece img { display: block; }
</style></head><body>
<header><img alt="" src="data:image/png;base64,${icon}"><div><h1>${text('extName')}</h1><p>${text('extDescription')}</p></div></header>
<div class="piece"><img alt="" src="data:image/png;base64,${piece}"></div>
</body></html>`);
  await tile.screenshot({ path: out });
  await tile.close();
}
