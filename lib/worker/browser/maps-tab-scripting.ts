import { browser } from 'wxt/browser';
import { mapsMatchPatterns } from '@/lib/places/domains';
import type { MapsTabScripting } from '@/lib/worker/worker-deps';

/** WXT's build of entrypoints/maps.content: the file the manifest's content script runs. */
export const MAPS_CONTENT_SCRIPT_FILE = '/content-scripts/maps.js';

/**
 * Chromium's side (scripting permission): the Maps tabs and the content script run in one. Both
 * need the Maps pages as host permissions (wxt.config.ts): without them no tab's address is
 * readable and no page scriptable.
 */
export function createMapsTabScripting(): MapsTabScripting {
  return {
    async tabIds() {
      const tabs = await browser.tabs.query({ url: mapsMatchPatterns() });
      return tabs.flatMap(({ id }) => (id === undefined ? [] : [id]));
    },
    async runContentScript(tabId) {
      // Resolves once the script's main has run (WXT's build returns its promise).
      await browser.scripting.executeScript({
        target: { tabId, allFrames: false },
        files: [MAPS_CONTENT_SCRIPT_FILE],
      });
    },
  };
}
