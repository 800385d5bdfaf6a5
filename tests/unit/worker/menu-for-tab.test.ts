import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuView } from '../../../lib/messages/view';
import { assembleWorker, type Worker } from '../../../lib/worker/worker';
import { sampleMenu, T0 } from '../../fixtures/worker/sample-menu';
import { createHarness, deferred, type Harness, mapsUrl } from '../../fixtures/worker/worker-harness';

// The popup's `menu.forTab`: the worker reads ahead for the place the tab's content script last
// asked about, but answers for what the tab confirms it shows.

const TAB = 5;

describe('menu.forTab', () => {
  let h: Harness;
  let worker: Worker;
  const forTab = (tabId = TAB) => h.send<MenuView>(worker, { type: 'menu.forTab', tabId });
  const contentScriptAsks = (placeId: string, tabId = TAB) =>
    h.send<MenuView>(worker, { type: 'menu.forUrl', url: mapsUrl(placeId) }, h.tabSender(tabId));

  beforeEach(async () => {
    h = createHarness();
    await h.setup();
    await h.cache.putMenu(sampleMenu('P1'), T0);
    await h.cache.putMenu(sampleMenu('P2'), T0);
    worker = h.startWorker();
  });

  it('answers for the place the content script asked about when the tab still shows it', async () => {
    await contentScriptAsks('P1');
    h.tabUrls.set(TAB, mapsUrl('P1'));
    expect(await forTab()).toMatchObject({ placeId: 'P1', outcome: { kind: 'ok' }, menu: { stale: false } });
  });

  it('answers for what the tab shows now, not for the place it asked about before', async () => {
    await contentScriptAsks('P1');
    h.tabUrls.set(TAB, mapsUrl('P2'));
    expect(await forTab()).toMatchObject({ placeId: 'P2', menu: { menu: { placeId: 'P2' } } });
  });

  it('says no place when the tab has left the place, or has no content script any more', async () => {
    await contentScriptAsks('P1');
    h.tabUrls.set(TAB, 'https://www.google.com/maps/search/pizza');
    expect(await forTab()).toMatchObject({ placeId: null, menu: null, outcome: { kind: 'no_place' } });
    h.tabUrls.delete(TAB);
    expect(await forTab()).toMatchObject({ placeId: null, outcome: { kind: 'no_place' } });
  });

  it("starts reading the remembered place's record before the tab has answered", async () => {
    const tabAnswer = deferred<string | null>();
    worker = assembleWorker({ ...h.makeDeps(), getTabUrl: () => tabAnswer.promise }, h.identity);
    await contentScriptAsks('P1');
    const reads = vi.spyOn(h.cache, 'getMenu');

    const view = forTab();
    await vi.waitFor(() => expect(reads).toHaveBeenCalledWith('P1'));
    tabAnswer.resolve(mapsUrl('P1'));
    expect(await view).toMatchObject({ placeId: 'P1', outcome: { kind: 'ok' } });
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('remembers only what content scripts ask, per tab, and forgets closed tabs', async () => {
    const tabAnswer = deferred<string | null>();
    worker = assembleWorker({ ...h.makeDeps(), getTabUrl: () => tabAnswer.promise }, h.identity);
    // An extension page opened in a tab asks about a place: not what that tab shows.
    await h.send(worker, { type: 'menu.forUrl', url: mapsUrl('P2') }, { ...h.pageSender, tab: { id: TAB } });
    await contentScriptAsks('P1', 6);
    await contentScriptAsks('P1');
    await worker.forgetTab(TAB);
    const reads = vi.spyOn(h.cache, 'getMenu');

    const view = forTab();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).not.toHaveBeenCalled();
    tabAnswer.resolve(mapsUrl('P2'));
    expect(await view).toMatchObject({ placeId: 'P2' });
    expect(reads.mock.calls).toEqual([['P2']]);
  });
});
