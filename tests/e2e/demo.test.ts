import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runHeadlessDemo } from '@/scripts/demo/headless.ts';
import { BUILT_EXTENSION } from '@/tests/e2e/harness/session.ts';

const outDir = mkdtempSync(join(tmpdir(), 'mom-demo-test-'));

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('the headless demo writes screenshots of the first run, the panel in each state, the popup and the options page', async () => {
  const shots = await runHeadlessDemo({ outDir, builtExtension: BUILT_EXTENSION });
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
      'panel-dark.png',
      'panel-not-in-catalog.png',
      'panel-narrow.png',
      'panel-zoom-200.png',
      'panel-manual.png',
      'panel-offline.png',
      'panel-budget-used-up.png',
      'popup-search.png',
      'popup-saved.png',
      'popup-saved-filtered-by-name.png',
      'popup-saved-delete.png',
      'popup-saved-dark.png',
      'popup-dark.png',
      'options-dark.png',
      'results-list.png',
    ]),
  );
  for (const path of shots) {
    expect(path.startsWith(outDir)).toBe(true);
    // A blank or error page compresses to a few kB; these show text and colour.
    expect(statSync(path).size).toBeGreaterThan(10_000);
  }
});
