import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import type { FloorNode } from '@/scripts/bench/browser/render-floor-content.ts';
import { extensionWorker, launchWithExtension } from '@/testing/chromium.ts';
import type { FixturePlace } from '@/testing/maps-site/place-urls.ts';
import type { Stack } from '@/testing/stack.ts';
import { pushStateAndTime, waitForPanelPlace } from './panel-timing.ts';

// The floor under the inline panel's figures: an extension that does only what any extension must
// to show the same panel for the same places, run in its own browser beside the product's.
//
// - Its content script (browser/render-floor-content.ts) mounts the same shadow host with the
//   product's own built stylesheet, and at load and on each place change (the Navigation API's
//   `navigate`, as WXT's watcher) asks its worker and renders with Preact the DOM the worker
//   answers: the DOM the product rendered for that place, captured from the product in the same run.
// - Its worker (browser/render-floor-worker.ts) opens IndexedDB, reads storage.local and
//   storage.session and answers that DOM from its database: a minimal worker started cold.
//
// What the floor costs is what the browser and Preact cost for that panel; what the product costs
// above it is its own logic, its bundle and its worker's start.

export interface RenderFloor {
  context: BrowserContext;
  /** Serialized size of the floor's answers and of the product's (menu.forUrl replies), medians. */
  answerBytes: { floor: number; product: number };
  /** A URL of the floor extension's own files. */
  extensionUrl(path: string): string;
  close(): Promise<void>;
}

/** The panel's DOM in the page's shadow root, as FloorNode (a string: tsx would wrap named functions). */
const CAPTURE = `(() => {
  const root = document.querySelector('menu-on-maps-panel').shadowRoot;
  const walk = (node) => {
    if (node.nodeType === 3) return node.data;
    const attributes = {};
    for (const { name, value } of node.attributes) attributes[name] = value;
    const children = [];
    for (const child of node.childNodes) if (child.nodeType === 1 || child.nodeType === 3) children.push(walk(child));
    return [node.localName, attributes, ...children];
  };
  return walk(root.lastElementChild.firstElementChild);
})()`;

/** The product's panel DOM and its worker's answer for each place (cached places, shown in turn). */
async function captureProduct(stack: Stack, places: FixturePlace[]) {
  const [first, ...rest] = places as [FixturePlace, ...FixturePlace[]];
  const page = await stack.openPlace(first);
  const extensionPage = await stack.context.newPage();
  const panels = new Map<string, FloorNode>();
  const answers: number[] = [];
  try {
    await extensionPage.goto(stack.extensionUrl('options.html'));
    await waitForPanelPlace(page, first.name, true);
    for (const place of [first, ...rest]) {
      if (place !== first) await pushStateAndTime(page, place);
      panels.set(place.placeId, (await page.evaluate(CAPTURE)) as FloorNode);
      answers.push(await answerBytes(extensionPage, page.url()));
    }
  } finally {
    await Promise.all([page.close(), extensionPage.close()]);
  }
  return { panels, answers };
}

/** Bytes of the worker's menu.forUrl reply, as JSON (saved menus only: no lookup). */
function answerBytes(extensionPage: Page, url: string): Promise<number> {
  return extensionPage.evaluate(async (pageUrl) => {
    const { chrome } = globalThis as unknown as {
      chrome: { runtime: { sendMessage(message: object): Promise<unknown> } };
    };
    const reply = await chrome.runtime.sendMessage({ type: 'menu.forUrl', url: pageUrl, savedOnly: true });
    return JSON.stringify(reply).length;
  }, url);
}

async function writeFloorExtension(builtExtension: string, dir: string): Promise<void> {
  const product = JSON.parse(readFileSync(join(builtExtension, 'manifest.json'), 'utf8')) as {
    content_scripts: { matches: string[]; run_at?: string }[];
  };
  const manifest = {
    manifest_version: 3,
    name: 'Render floor (benchmark only)',
    version: '1.0.0',
    permissions: ['storage'],
    background: { service_worker: 'worker.js' },
    content_scripts: product.content_scripts.map(({ matches, run_at }) => ({
      matches,
      run_at,
      js: ['floor.js'],
    })),
  };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  const css = readFileSync(join(builtExtension, 'content-scripts', 'maps.css'), 'utf8');
  const bundle = (source: string, outfile: string, define: Record<string, string> = {}) =>
    build({
      entryPoints: [fileURLToPath(new URL(source, import.meta.url))],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'chrome120',
      minify: true,
      define,
      outfile: join(dir, outfile),
      logLevel: 'error',
    });
  await bundle('./browser/render-floor-content.ts', 'floor.js', { FLOOR_CSS: JSON.stringify(css) });
  await bundle('./browser/render-floor-worker.ts', 'worker.js');
}

/**
 * Captures the product's panel for each place (cached beforehand) and starts the floor in its own
 * Chromium, its database filled with those panels. The caller closes it.
 */
export async function startRenderFloor(stack: Stack, places: FixturePlace[]): Promise<RenderFloor> {
  const { panels, answers } = await captureProduct(stack, places);
  const extensionDir = mkdtempSync(join(tmpdir(), 'mom-bench-floor-'));
  const profile = mkdtempSync(join(tmpdir(), 'mom-bench-floor-profile-'));
  const remove = () => {
    for (const dir of [extensionDir, profile]) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await writeFloorExtension(stack.extensionDir, extensionDir);
    const context = await launchWithExtension({
      mapsPort: stack.maps.port,
      headless: true,
      userDataDir: profile,
      extensionDir,
    });
    const worker = await extensionWorker(context);
    const entries: [string, unknown][] = [...panels];
    await worker.evaluate(
      (all) => (globalThis as unknown as { fillFloor(p: unknown): Promise<void> }).fillFloor(all),
      entries,
    );
    const sizes = [...panels.values()].map((panel) => JSON.stringify({ ok: true, data: panel }).length);
    const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // URL's origin is "null" for a chrome-extension: URL.
    const origin = worker.url().replace(/^(chrome-extension:\/\/[^/]+).*$/, '$1');
    return {
      context,
      answerBytes: { floor: mid(sizes), product: mid(answers) },
      extensionUrl: (path) => `${origin}/${path}`,
      close: async () => {
        await context.close().catch(() => undefined);
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
