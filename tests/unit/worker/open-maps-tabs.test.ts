import { describe, expect, it } from 'vitest';
import type { MapsTabScripting } from '@/lib/worker/browser/maps-tab-scripting';
import { addScriptToOpenMapsTabs } from '@/lib/worker/open-maps-tabs';
import { createHarness } from '@/tests/fixtures/worker/worker-harness';

/** Open Maps tabs: which answer as a running content script does, which cannot be scripted. */
function fakeTabs(open: number[], { answering = [] as number[], unscriptable = [] as number[] } = {}) {
  const scripted: number[] = [];
  const urls = new Map(answering.map((tabId) => [tabId, `https://www.google.com/maps/place/${tabId}`]));
  const mapsTabs: MapsTabScripting = {
    tabIds: async () => open,
    runContentScript: async (tabId) => {
      if (unscriptable.includes(tabId)) throw new Error('Cannot access contents of the page');
      scripted.push(tabId);
    },
  };
  return { mapsTabs, scripted, getTabUrl: async (tabId: number) => urls.get(tabId) ?? null };
}

describe('addScriptToOpenMapsTabs', () => {
  it('runs the content script in each open Maps tab that has none', async () => {
    const tabs = fakeTabs([3, 4, 5], { answering: [4] });
    await addScriptToOpenMapsTabs(tabs);
    // A tab whose content script answers keeps its panel: a second copy would start it over.
    expect(tabs.scripted.sort()).toEqual([3, 5]);
  });

  it('skips a tab that cannot be scripted, and a failed tab query adds nothing', async () => {
    const tabs = fakeTabs([3, 5], { unscriptable: [3] });
    await addScriptToOpenMapsTabs(tabs);
    expect(tabs.scripted).toEqual([5]);
    const failing = fakeTabs([]);
    failing.mapsTabs.tabIds = async () => Promise.reject(new Error('no tabs'));
    await addScriptToOpenMapsTabs(failing);
    expect(failing.scripted).toEqual([]);
  });

  it('does nothing where the browser adds content scripts itself (no mapsTabs: Firefox)', async () => {
    await expect(addScriptToOpenMapsTabs({ getTabUrl: async () => null })).resolves.toBeUndefined();
  });
});

describe('runtime.onInstalled', () => {
  it('adds the content script to open Maps tabs after an install and an update, not a browser update', async () => {
    const h = createHarness({ key: null });
    await h.setup();
    const tabs = fakeTabs([7]);
    const worker = () => h.startWorkerWith({ mapsTabs: tabs.mapsTabs });
    await worker().onInstalled('browser_update');
    expect(tabs.scripted).toEqual([]);
    await worker().onInstalled('install');
    expect(tabs.scripted).toEqual([7]);
    await worker().onInstalled('update');
    expect(tabs.scripted).toEqual([7, 7]);
  });
});
