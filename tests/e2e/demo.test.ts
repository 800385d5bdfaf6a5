import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { runHeadlessDemo } from '@/scripts/demo/headless.ts';
import { BUILT_EXTENSION } from '@/tests/e2e/harness/session.ts';

const outDir = mkdtempSync(join(tmpdir(), 'mom-demo-test-'));
const storeDir = join(outDir, 'store');

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('the headless demo writes screenshots of the first run, the panel in each state, the popup, the options page, other languages and the trip pack', async () => {
  const shots = await runHeadlessDemo({ outDir, builtExtension: BUILT_EXTENSION, storeDir });
  expect(shots.map((path) => basename(path))).toEqual(
    expect.arrayContaining([
      'toolbar-icon.png',
      'popup-no-key.png',
      'welcome.png',
      'welcome-connected.png',
      'inline-panel.png',
      'popup.png',
      'options.png',
      'panel-no-key.png',
      'panel-verified.png',
      'panel-closed.png',
      'panel-long-menu.png',
      'panel-right-to-left.png',
      'panel-what-changed.png',
      'panel-what-changed-ar.png',
      'panel-what-changed-new.png',
      'panel-dark.png',
      'panel-not-in-catalog.png',
      'panel-narrow.png',
      'panel-zoom-200.png',
      'panel-manual.png',
      'panel-offline.png',
      'panel-unreadable-answer.png',
      'panel-budget-used-up.png',
      'popup-search.png',
      'popup-search-unreadable.png',
      'popup-saved.png',
      'popup-saved-filtered-by-name.png',
      'popup-saved-delete.png',
      'popup-saved-dark.png',
      'popup-dark.png',
      'popup-list-nearest.png',
      'popup-list-search.png',
      'options-dark.png',
      'options-import-invalid.png',
      'phone-popup.png',
      'phone-options.png',
      // The options page is taller than a phone's screen: shot a screen at a time, as it is scrolled.
      'phone-options-2.png',
      'phone-welcome.png',
      'phone-panel-collapsed.png',
      'phone-panel.png',
      'results-list.png',
      'popup-pack-before.png',
      'popup-pack-saving.png',
      'popup-pack-done.png',
      'popup-pack-before-de.png',
      'popup-pack-before-ar.png',
      'popup-place-over-list.png',
      // The pseudo-locale's are shot only from a build that holds it (npm run demo's).
      ...['de', 'ar', 'ja'].flatMap((language) =>
        ['options', 'panel', 'popup', 'phone-popup'].map((page) => `${page}-${language}.png`),
      ),
    ]),
  );
  // The stores' sizes, screenshots 1280×800 and the small promo tile 440×280, in 24-bit colour
  // (the stores take no alpha channel).
  const sizes = await Promise.all(
    shots
      .filter((path) => path.startsWith(storeDir))
      .map(async (path) => {
        const { width, height, channels } = await sharp(path).metadata();
        return `${basename(path)} ${width}×${height}×${channels}`;
      }),
  );
  expect(sizes).toEqual([
    '1-menu-beside-the-map.png 1280×800×3',
    '2-popup-dish-search.png 1280×800×3',
    '3-options.png 1280×800×3',
    'promo-tile-440x280.png 440×280×3',
  ]);
  // Phone size: 360 CSS px wide (Playwright's screenshots are taken at one pixel per CSS pixel).
  for (const name of [
    'phone-popup.png',
    'phone-options.png',
    'phone-welcome.png',
    'phone-panel.png',
    'phone-popup-ar.png',
  ]) {
    expect((await sharp(join(outDir, name)).metadata()).width, name).toBe(360);
  }
  for (const path of shots) {
    expect(path.startsWith(outDir)).toBe(true);
    // A blank or error page compresses to a few kB; these show text and colour.
    expect(statSync(path).size).toBeGreaterThan(10_000);
  }
  // About 70 scenes in one browser: more than the e2e project's 90 s on this shared 2-core machine.
}, 180_000);
