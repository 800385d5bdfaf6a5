import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuView } from '@/lib/messages/view';
import { assembleWorker, type Worker } from '@/lib/worker/worker';
import { sampleMenu, T0 } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, type Harness, mapsUrl } from '@/tests/fixtures/worker/worker-harness';

// The popup's `menu.forTab`: the worker answers for the page the tab's content script last reported
// over its open place port, without asking the tab; with no report, it asks the tab.

const TAB = 5;

describe('menu.forTab', () => {
  let h: Harness;
  let worker: Worker;
  let tabAsked: number[];
  const forTab = async (tabId = TAB) =>
    (await h.send<{ view: MenuView }>(worker, { type: 'menu.forTab', tabId })).view;

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
    await h.cache.putMenu(sampleMenu('P1'), T0);
    await h.cache.putMenu(sampleMenu('P2'), T0);
    tabAsked = [];
    const deps = h.makeDeps();
    worker = assembleWorker(
      {
        ...deps,
        getTabUrl: (tabId) => {
          tabAsked.push(tabId);
          return deps.getTabUrl(tabId);
        },
      },
      h.identity,
    );
  });

  it('answers for the place the tab reported, without asking the tab', async () => {
    h.tabUrls.set(TAB, mapsUrl('P2'));
    h.placePort(worker, TAB).report(mapsUrl('P1'));
    expect(await forTab()).toMatchObject({ placeId: 'P1', outcome: { kind: 'ok' }, menu: { stale: false } });
    expect(tabAsked).toEqual([]);
  });

  it("follows the tab's reports; a page reported without a place has none", async () => {
    const port = h.placePort(worker, TAB);
    port.report(mapsUrl('P1'));
    port.report(mapsUrl('P2'));
    expect(await forTab()).toMatchObject({ placeId: 'P2', menu: { menu: { placeId: 'P2' } } });
    port.report('https://www.google.com/maps/search/pizza');
    expect(await forTab()).toMatchObject({ placeId: null, menu: null, outcome: { kind: 'no_place' } });
    expect(tabAsked).toEqual([]);
  });

  it('trusts a port from Firefox, whose sender has no documentLifecycle', async () => {
    h.placePort(worker, TAB, { documentLifecycle: undefined }).report(mapsUrl('P1'));
    expect(await forTab()).toMatchObject({ placeId: 'P1' });
    expect(tabAsked).toEqual([]);
  });

  it('asks the tab once its page is gone (port closed), or after an odd report', async () => {
    const port = h.placePort(worker, TAB);
    port.report(mapsUrl('P1'));
    port.close();
    h.tabUrls.set(TAB, mapsUrl('P2'));
    expect(await forTab()).toMatchObject({ placeId: 'P2' });
    expect(tabAsked).toEqual([TAB]);

    const next = h.placePort(worker, TAB);
    next.report(mapsUrl('P1'));
    next.report({ url: mapsUrl('P1') });
    expect(await forTab()).toMatchObject({ placeId: 'P2' });
    h.tabUrls.delete(TAB);
    expect(await forTab()).toMatchObject({ placeId: null, outcome: { kind: 'no_place' } });
  });

  it("ignores a report of another site, or of another Maps origin than the port's page", async () => {
    h.tabUrls.set(TAB, mapsUrl('P2'));
    const port = h.placePort(worker, TAB);
    port.report('https://evil.example/maps/place/?q=place_id:P1');
    expect(await forTab()).toMatchObject({ placeId: 'P2' });
    port.report(mapsUrl('P1', 'https://www.google.de'));
    expect(await forTab()).toMatchObject({ placeId: 'P2' });
    port.report(`${mapsUrl('P1')}&pad=${'x'.repeat(9000)}`);
    expect(await forTab()).toMatchObject({ placeId: 'P2' });
  });

  it('a newer page of the tab replaces the old one; the old port closing later forgets nothing', async () => {
    const old = h.placePort(worker, TAB);
    old.report(mapsUrl('P1'));
    const page = h.placePort(worker, TAB);
    page.report(mapsUrl('P2'));
    old.close();
    old.report(mapsUrl('P1'));
    expect(await forTab()).toMatchObject({ placeId: 'P2' });
    expect(tabAsked).toEqual([]);
  });

  it.each([
    ['another name', { name: 'other' }],
    ['an extension page', { sender: { url: 'chrome-extension://x/popup.html' } }],
    ['a subframe', { sender: { frameId: 3 } }],
    ['a prerendered page', { sender: { documentLifecycle: 'prerender' } }],
    ['a page in the back/forward cache', { sender: { documentLifecycle: 'cached' } }],
  ])('closes a port from %s and never trusts it', async (_, odd: { name?: string; sender?: object }) => {
    h.tabUrls.set(TAB, mapsUrl('P2'));
    const port = h.placePort(worker, TAB, odd.sender, odd.name);
    port.report(mapsUrl('P1'));
    expect(port.state.closedByWorker).toBe(true);
    expect(await forTab()).toMatchObject({ placeId: 'P2' });
    expect(tabAsked).toEqual([TAB]);
  });

  it('forgets a closed tab', async () => {
    h.placePort(worker, TAB).report(mapsUrl('P1'));
    await worker.forgetTab(TAB);
    h.tabUrls.set(TAB, mapsUrl('P2'));
    expect(await forTab()).toMatchObject({ placeId: 'P2' });
  });

  it('the menu a content script asks about is not taken for what its tab shows', async () => {
    await h.send(worker, { type: 'menu.forUrl', url: mapsUrl('P1') }, h.tabSender(TAB));
    const reads = vi.spyOn(h.cache, 'getMenu');
    expect(await forTab()).toMatchObject({ placeId: null, outcome: { kind: 'no_place' } });
    expect(tabAsked).toEqual([TAB]);
    expect(reads).not.toHaveBeenCalled();
  });

  it('without a tab, the active tab and its menu in one answer; no tab, no place', async () => {
    h.placePort(worker, TAB).report(mapsUrl('P2'));
    h.activeTab.id = TAB;
    const answer = await h.send<{ tabId: number | null; view: MenuView }>(worker, { type: 'menu.forTab' });
    expect(answer).toMatchObject({ tabId: TAB, view: { placeId: 'P2', outcome: { kind: 'ok' } } });
    h.activeTab.id = null;
    const none = await h.send<{ tabId: number | null; view: MenuView }>(worker, { type: 'menu.forTab' });
    expect(none).toMatchObject({ tabId: null, view: { placeId: null, outcome: { kind: 'no_place' } } });
  });
});
