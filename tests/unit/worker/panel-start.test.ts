import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Catalogue } from '@/lib/i18n/messages';
import { LANGUAGE_CHOSEN_EVENT } from '@/lib/messages/content-channel';
import type { PanelStart } from '@/lib/messages/protocol';
import type { WordedView } from '@/lib/messages/view';
import { LANGUAGE_CHOICE_KEY } from '@/lib/storage/areas/language-choice';
import { FIRST_VIEW_WAIT_MS } from '@/lib/worker/messaging/handlers';
import arabic from '@/locales/ar.json';
import german from '@/locales/de.json';
import english from '@/locales/en.json';
import polish from '@/locales/pl.json';
import { ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu, T0 } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, mapsUrl } from '@/tests/fixtures/worker/worker-harness';

// lib/worker/messaging/panel-start.ts: what a Maps panel starts with, in one answer.

const catalogues: Record<string, Catalogue> = { en: english, de: german, pl: polish, ar: arabic };

async function start(options: Parameters<typeof createHarness>[0] = {}, pageLanguage?: string) {
  const h = createHarness({ catalogues, ...options });
  await h.setup();
  const worker = h.startWorker();
  const ask = (language = pageLanguage) =>
    h.send<PanelStart>(worker, { type: 'panel.start', pageLanguage: language }, h.tabSender(7));
  return { h, worker, ask };
}

describe('panel.start', () => {
  beforeEach(() => fakeBrowser.reset());

  it("speaks the Maps page's language, with its catalogue, the stylesheet and the default preferences", async () => {
    const { ask } = await start({ uiLanguage: 'pl' }, 'de');
    const answer = await ask();
    expect(answer.language).toBe('de');
    expect(answer.catalogue).toEqual(german);
    expect(answer.stylesheet).toBe('.mom-panel{}');
    expect(answer.preferences).toEqual({ collapsed: false, edge: 'top' });
  });

  it("falls back to the browser's language for a page language that ships none, then English", async () => {
    expect((await (await start({ uiLanguage: 'pl-PL' }, 'sw')).ask()).language).toBe('pl');
    expect((await (await start({ uiLanguage: 'sw' })).ask()).language).toBe('en');
  });

  it("puts the options' choice first, and reads the panel's preferences from storage.sync", async () => {
    await fakeBrowser.storage.sync.set({
      [LANGUAGE_CHOICE_KEY]: 'ar',
      'ui.panelCollapsed': true,
      'ui.panelEdge': 'bottom',
    });
    const answer = await (await start({}, 'de')).ask();
    expect(answer.language).toBe('ar');
    expect(answer.catalogue).toEqual(arabic);
    expect(answer.preferences).toEqual({ collapsed: true, edge: 'bottom' });
  });

  it("answers in the worker's own language when the page's catalogue cannot be read", async () => {
    const { ask } = await start({ catalogues: { en: english } }, 'de');
    const answer = await ask();
    expect(answer.language).toBe('en');
    expect(answer.catalogue).toEqual(english);
  });

  it('reads the stylesheet once per worker, and again after a failed read', async () => {
    const { h, ask } = await start({}, 'de');
    h.stylesheet.failing = true;
    expect((await ask()).stylesheet).toBe('');
    h.stylesheet.failing = false;
    expect((await ask()).stylesheet).toBe('.mom-panel{}');
    expect((await ask('pl')).stylesheet).toBe('.mom-panel{}');
    expect(h.stylesheet.reads).toBe(2);
  });

  it('is a message the content script may send', async () => {
    const { h, worker } = await start();
    const answer = await h.send<PanelStart>(worker, { type: 'panel.start' }, h.tabSender(3));
    expect(answer.language).toBe('en');
  });

  it('a new language choice tells the Maps tabs, whose next start is in it', async () => {
    const { h, worker, ask } = await start({}, 'de');
    await fakeBrowser.storage.sync.set({ [LANGUAGE_CHOICE_KEY]: 'pl' });
    await worker.onStorageChanged({ [LANGUAGE_CHOICE_KEY]: { newValue: 'pl' } }, 'sync');
    expect(h.mapsTabs.events).toEqual([LANGUAGE_CHOSEN_EVENT.type]);
    expect((await ask()).language).toBe('pl');
  });

  it("with the page's URL, carries its place's view as the panel's first menu.forUrl would: saved menus only", async () => {
    const { h, worker } = await start({}, 'de');
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    await h.cache.putMenu(sampleMenu('P2'), T0);
    const startAt = (firstUrl: string) =>
      h.send<PanelStart>(worker, { type: 'panel.start', pageLanguage: 'de', firstUrl }, h.tabSender(7));
    const saved = await startAt(mapsUrl('P2'));
    const asked = await h.send<WordedView>(
      worker,
      { type: 'menu.forUrl', url: mapsUrl('P2'), savedOnly: true, language: 'de' },
      h.tabSender(7),
    );
    expect(saved.first?.url).toBe(mapsUrl('P2'));
    expect(saved.first?.view).toEqual(asked);
    expect(saved.first?.view.menu?.menu.name).toBe(sampleMenu('P2').name);
    // Worded in the start's language, like the rest of the start.
    expect(saved.language).toBe('de');
    // A place with nothing saved: held back, the lookup left to the panel once its dwell ends.
    const unsaved = await startAt(mapsUrl('P5'));
    expect(unsaved.first?.view).toEqual(
      await h.send<WordedView>(
        worker,
        { type: 'menu.forUrl', url: mapsUrl('P5'), savedOnly: true, language: 'de' },
        h.tabSender(7),
      ),
    );
    expect(unsaved.first?.view.outcome).toEqual({ kind: 'manual', heldBack: true });
    await worker.settled();
    expect(h.api.menuCalls).toEqual([]);
    // Without a URL, no view (a start asked again in a new language).
    expect((await h.send<PanelStart>(worker, { type: 'panel.start' }, h.tabSender(7))).first).toBeUndefined();
  });

  it("refuses a first URL on another origin than the sending page's", async () => {
    const { h, worker } = await start();
    const message = { type: 'panel.start', firstUrl: mapsUrl('P2', 'https://www.google.de') };
    await expect(h.send(worker, message, h.tabSender(7))).rejects.toThrow(/origin/);
    expect(
      (await h.send<PanelStart>(worker, { ...message, firstUrl: mapsUrl('P2') }, h.tabSender(7))).first?.url,
    ).toBe(mapsUrl('P2'));
  });

  it('starts without the view when its read is slow: the panel then asks for it itself', async () => {
    const { h, worker } = await start({}, 'de');
    await h.cache.putMenu(sampleMenu('P2'), T0);
    const read = h.cache.getMenu;
    // A read that never ends (a stuck database).
    h.cache.getMenu = () => new Promise(() => undefined);
    const asked = Date.now();
    const answer = await h.send<PanelStart>(
      worker,
      { type: 'panel.start', pageLanguage: 'de', firstUrl: mapsUrl('P2') },
      h.tabSender(7),
    );
    expect(Date.now() - asked).toBeGreaterThanOrEqual(FIRST_VIEW_WAIT_MS - 5);
    expect(answer.first).toBeUndefined();
    expect(answer.language).toBe('de');
    expect(answer.catalogue).toEqual(german);
    h.cache.getMenu = read;
  });
});
