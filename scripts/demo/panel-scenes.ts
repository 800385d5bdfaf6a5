import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { SAMPLE_IDS } from '@/service/index.ts';
import { placePath } from '@/testing/maps-site/place-urls.ts';
import { ageSavedMenu, publishNewerMenu } from '@/testing/menu-update.ts';
import { panel, waitForSettledPanel } from '@/testing/panel.ts';
import { notInCatalogPlace, type Stack } from '@/testing/stack.ts';
import type { Say } from './log.ts';

// Screenshots of the inline panel in every state a user meets, in the sizes and schemes they use.

const TIMEOUT = 30_000;

interface Screen {
  width: number;
  height: number;
  /** Browser zoom: 2 shows the page at 200 %, a window of width × height device pixels. */
  zoom?: number;
  dark?: boolean;
}

const LAPTOP: Screen = { width: 1280, height: 800 };
const DESKTOP: Screen = { width: 1920, height: 1080 };

export class PanelScenes {
  readonly shots: string[] = [];

  constructor(
    private readonly stack: Stack,
    private readonly outDir: string,
    private readonly say: Say,
  ) {}

  place(placeId: string) {
    if (placeId === SAMPLE_IDS.notInCatalog) return notInCatalogPlace();
    const place = this.stack.places.find((candidate) => candidate.placeId === placeId);
    if (!place) throw new Error(`the catalog has no place ${placeId}`);
    return place;
  }

  /** Opens a place in a new tab sized as `screen`, waits for a settled panel. */
  async open(placeId: string, screen: Screen = LAPTOP): Promise<Page> {
    const page = await this.stack.context.newPage();
    await sizePage(page, screen);
    await this.stack.openPlace(this.place(placeId), page);
    await waitForSettledPanel(page, TIMEOUT);
    return page;
  }

  /** Single-page navigation to another place, as Maps does it; waits for a settled panel. */
  async move(page: Page, placeId: string): Promise<void> {
    const name = this.place(placeId).name;
    // As Maps moves: its address, then its own place heading (the fixture redraws on popstate).
    await page.evaluate(
      (path) => {
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      },
      placePath(this.place(placeId)),
    );
    await panel(page).locator('.mom-title', { hasText: name }).waitFor({ timeout: TIMEOUT });
    await waitForSettledPanel(page, TIMEOUT);
  }

  async shoot(page: Page, name: string): Promise<void> {
    const path = join(this.outDir, `${name}.png`);
    if (zoomed.has(page)) {
      // Playwright would capture a zoomed page at its CSS size; the browser's own capture keeps
      // the device pixels, as the user sees them.
      const cdp = await page.context().newCDPSession(page);
      const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
      const clip = { x: 0, y: 0, width, height, scale: zoomed.get(page) ?? 1 };
      const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', clip });
      writeFileSync(path, Buffer.from(data, 'base64'));
    } else await page.screenshot({ path });
    this.shots.push(path);
    this.say(`Panel: ${path}`);
  }

  /** Opens, shoots, closes. */
  async scene(name: string, placeId: string, screen?: Screen, before?: (page: Page) => Promise<void>) {
    const page = await this.open(placeId, screen);
    await before?.(page);
    await this.shoot(page, name);
    await page.close();
  }
}

/** Pages shown zoomed, with their zoom. */
const zoomed = new WeakMap<Page, number>();

async function sizePage(page: Page, screen: Screen): Promise<void> {
  const zoom = screen.zoom ?? 1;
  await page.emulateMedia({ colorScheme: screen.dark ? 'dark' : 'light' });
  await page.setViewportSize({
    width: Math.round(screen.width / zoom),
    height: Math.round(screen.height / zoom),
  });
  if (zoom !== 1) {
    // Browser zoom as the page sees it: fewer, larger CSS pixels.
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: Math.round(screen.width / zoom),
      height: Math.round(screen.height / zoom),
      deviceScaleFactor: zoom,
      mobile: false,
    });
    zoomed.set(page, zoom);
  }
}

const pill = (page: Page) => page.locator('menu-on-maps-panel .mom-pill');

/** Before the key is set: the panel asks for it. */
export async function noKeyScene(scenes: PanelScenes): Promise<void> {
  await scenes.scene('panel-no-key', SAMPLE_IDS.verified);
}

/** With the key set (the user's diet: vegetarian): the grades, closed places, long and RTL menus. */
export async function menuScenes(scenes: PanelScenes): Promise<void> {
  await scenes.scene('panel-verified', SAMPLE_IDS.verified);
  await scenes.scene('panel-verified-grade-info', SAMPLE_IDS.verified, LAPTOP, async (page) => {
    await panel(page).locator('.mom-info').click();
  });
  await scenes.scene('panel-crawled', SAMPLE_IDS.crawled);
  await scenes.scene('panel-scanned', SAMPLE_IDS.scanned);
  await scenes.scene('panel-none', SAMPLE_IDS.none);
  await scenes.scene('panel-unavailable', SAMPLE_IDS.unavailable);
  await scenes.scene('panel-closed', SAMPLE_IDS.unavailableClosed);
  await scenes.scene('panel-long-menu', SAMPLE_IDS.longMenu, DESKTOP);
  await scenes.scene('panel-long-menu-section', SAMPLE_IDS.longMenu, DESKTOP, async (page) => {
    await panel(page)
      .getByRole('button', { name: /^Desserts/ })
      .click();
  });
  await scenes.scene('panel-right-to-left', SAMPLE_IDS.rightToLeft);
  await scenes.scene('panel-dark', SAMPLE_IDS.verified, { ...LAPTOP, dark: true });
  await scenes.scene('panel-long-menu-dark', SAMPLE_IDS.longMenu, { ...DESKTOP, dark: true });
  await scenes.scene('panel-not-in-catalog', SAMPLE_IDS.notInCatalog);
  await scenes.scene('panel-not-in-catalog-opened', SAMPLE_IDS.notInCatalog, LAPTOP, async (page) => {
    await pill(page).click();
  });
  await scenes.scene('panel-narrow', SAMPLE_IDS.verified, { width: 700, height: 800 });
  await scenes.scene(
    'panel-narrow-opened',
    SAMPLE_IDS.verified,
    { width: 700, height: 800 },
    async (page) => {
      await pill(page).click();
    },
  );
  await scenes.scene('panel-narrow-sheet', SAMPLE_IDS.verified, { width: 560, height: 800 }, async (page) => {
    await pill(page).click();
  });
  await scenes.scene('panel-zoom-200', SAMPLE_IDS.verified, { ...LAPTOP, zoom: 2 });
  await scenes.scene('panel-zoom-200-opened', SAMPLE_IDS.verified, { ...LAPTOP, zoom: 2 }, async (page) => {
    await pill(page).click();
  });
  await scenes.scene('panel-hidden', SAMPLE_IDS.verified, LAPTOP, async (page) => {
    await panel(page).getByRole('button', { name: 'Hide' }).click();
  });
  // Open it again, for the scenes after this one and for the user's next demo.
  await scenes.scene('panel-shown-again', SAMPLE_IDS.verified, LAPTOP, async (page) => {
    await pill(page).click();
    await panel(page).locator('.mom-dish').first().waitFor({ timeout: TIMEOUT });
  });
}

/**
 * A saved menu (Le Petit Bistrot, saved by the scenes before) refreshed a week later into a newer
 * version whose dishes differ: the note of what changed, and the dishes marked new further down, in
 * English; the note in Arabic (right to left).
 * Dismissed afterwards, so the later scenes show the place as before.
 */
export async function changesScene(scenes: PanelScenes, stack: Stack): Promise<void> {
  const placeId = SAMPLE_IDS.verified;
  publishNewerMenu(stack, placeId);
  await ageSavedMenu(stack, placeId, 8);
  const page = await scenes.open(placeId);
  const note = panel(page).locator('.mom-changes');
  await note.waitFor({ timeout: TIMEOUT });
  await scenes.shoot(page, 'panel-what-changed');
  // The dishes the note counts as new are marked further down the menu.
  await panel(page).locator('.mom-change--new').first().scrollIntoViewIfNeeded();
  // Two frames after the scroll: a capture in the same frame can miss a sticky heading's paint.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await scenes.shoot(page, 'panel-what-changed-new');
  await page.goto(`https://www.google.com${placePath(scenes.place(placeId))}&hl=ar`);
  await note.waitFor({ timeout: TIMEOUT });
  await scenes.shoot(page, 'panel-what-changed-ar');
  await note.getByRole('button').click();
  await note.waitFor({ state: 'detached', timeout: TIMEOUT });
  await page.close();
  stack.service.setFaults({});
}

/** Automatic lookups off: a place not saved yet waits for a click that says what it costs. */
export async function manualScene(scenes: PanelScenes, stack: Stack): Promise<void> {
  await stack.configure({ autoLookup: false, monthlyAllowance: 500, dietPreferences: ['vegetarian'] });
  await scenes.scene('panel-manual', SAMPLE_IDS.pounds);
  await stack.configure({ dietPreferences: ['vegetarian'] });
}

/** The user's Retry on a failed place, when the panel offers one; then its dishes. */
async function retryUntilShown(page: Page): Promise<void> {
  const retry = panel(page).getByRole('button', { name: /^Try again/ });
  if (await retry.count()) await retry.click();
  await panel(page).locator('.mom-dish').first().waitFor({ timeout: TIMEOUT });
}

/** Failures, each on a place not saved yet (nor by the trip pack's scenes). */
export async function failureScenes(scenes: PanelScenes, stack: Stack): Promise<void> {
  const { service } = stack;
  service.setFaults({ places: { [SAMPLE_IDS.yen]: { status: 503 } } });
  await scenes.scene('panel-service-error', SAMPLE_IDS.yen);
  // An answer the reader cannot read: the sentence in the user's language, the reader's own English
  // words folded under "Technical details", opened here. It pauses nothing, as a 5xx does not.
  service.setFaults({ malformed: { [SAMPLE_IDS.realBengaluru]: 'html' } });
  await scenes.scene('panel-unreadable-answer', SAMPLE_IDS.realBengaluru, undefined, async (page) => {
    await panel(page).locator('.mom-technical-detail summary').click();
  });
  service.setFaults({ resetConnections: true });
  const unreachable = await scenes.open(SAMPLE_IDS.accents);
  await scenes.shoot(unreachable, 'panel-unreachable');
  service.setFaults({});
  // A failure pauses automatic lookups for a while: the user's Retry ends the pause, so the scenes
  // after this one show their own states.
  await retryUntilShown(unreachable);
  await unreachable.close();
  // Offline pages cannot load: go offline on a loaded page, then move as Maps does (pushState).
  const page = await scenes.open(SAMPLE_IDS.verified);
  await stack.context.setOffline(true);
  await scenes.move(page, SAMPLE_IDS.plainItems);
  await scenes.shoot(page, 'panel-offline');
  await scenes.move(page, SAMPLE_IDS.verified);
  await scenes.shoot(page, 'panel-offline-saved');
  await stack.context.setOffline(false);
  await scenes.move(page, SAMPLE_IDS.plainItems);
  await retryUntilShown(page);
  await page.close();
  // Last: after a 429 the extension stops asking until the month ends.
  service.setFaults({ force429: true });
  await scenes.scene('panel-budget-used-up', SAMPLE_IDS.realNewYork);
  service.setFaults({});
}
