import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BUILT_EXTENSION } from '@/tests/e2e/harness/session.ts';

// The content script runs on every Maps page, and imports the panel's module (entrypoints/maps-panel):
// their builds mount the panel with the project's own shadow host (lib/content/shadow-host.ts) and
// carry neither the polyfill nor zod. This reads the built files to notice when one of them comes back.

const built = (file: string) => readFileSync(join(BUILT_EXTENSION, file), 'utf8');

it.each(['content-scripts/maps.js', 'maps-panel.js'])(
  "%s is built without WXT's shadow-root UI and its auto-mount, the polyfill or zod",
  (file) => {
    const code = built(file);
    expect(code).not.toContain('wxt-shadow-root-document-styles');
    expect(code).not.toContain('explicit_stop_auto_mount');
    expect(code).not.toContain('This script should only be loaded in a browser extension');
    expect(code).not.toMatch(/ZodError|zod/i);
  },
);

it('the content script imports the panel, which the manifest makes web-accessible to the Maps pages only', () => {
  expect(built('content-scripts/maps.js')).toContain('/maps-panel.js');
  const manifest = JSON.parse(built('manifest.json')) as {
    content_scripts: { matches: string[] }[];
    web_accessible_resources: { resources: string[]; matches: string[] }[];
  };
  const panel = manifest.web_accessible_resources.find((entry) => entry.resources.includes('maps-panel.js'));
  expect(panel?.matches.length).toBeGreaterThan(100);
  expect(
    panel?.matches.every((pattern) => /^(\*|https):\/\/(www|maps)\.google\.[a-z.]+\/\*$/.test(pattern)),
  ).toBe(true);
});
