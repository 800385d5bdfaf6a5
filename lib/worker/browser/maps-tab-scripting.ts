import { browser } from 'wxt/browser';
import { mapsMatchPatterns } from '@/lib/places/domains';

/** WXT's build of entrypoints/maps.content: the file the manifest's content script runs. */
export const MAPS_CONTENT_SCRIPT_FILE = '/content-scripts/maps.js';

/**
 * The open Maps tabs, and running the content script in one: Chromium runs a declared one only in
 * pages loaded after the install, and cuts the one running before an update off (its panel goes):
 * open-maps-tabs.ts adds it. Both need the Maps pages as host permissions (wxt.config.ts).
 */
export type MapsTabScripting = ReturnType<typeof createMapsTabScripting>;

export function createMapsTabScripting() {
  return {
    /** The open tabs whose page the content script's match patterns cover. */
    async tabIds(): Promise<number[]> {
      const tabs = await browser.tabs.query({ url: mapsMatchPatterns() });
      return tabs.flatMap(({ id }) => (id === undefined ? [] : [id]));
    },
    /** Runs the content script in the tab's top frame; rejects when the tab cannot be scripted. */
    async runContentScript(tabId: number): Promise<void> {
      // Resolves once the script's main has run (WXT's build returns its promise).
      await browser.scripting.executeScript({
        target: { tabId, allFrames: false },
        files: [MAPS_CONTENT_SCRIPT_FILE],
      });
    },
  };
}
