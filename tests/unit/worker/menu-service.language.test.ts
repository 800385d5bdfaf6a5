import { describe, expect, it } from 'vitest';
import { messageLanguage } from '@/lib/i18n/messages';
import type { ResponseMap } from '@/lib/messages/protocol';
import type { MenuView, WordedView } from '@/lib/messages/view';
import { LANGUAGE_CHOICE_KEY } from '@/lib/storage/areas/language-choice';
import german from '@/locales/de.json';
import french from '@/locales/fr.json';
import { ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu } from '@/tests/fixtures/worker/sample-menu';
import { createHarness, mapsUrl } from '@/tests/fixtures/worker/worker-harness';

// The worker writes a menu's prices and dates in the asker's language (lib/format/menu-texts.ts): the
// panel's (menu.forUrl), the popup's (it says it once it speaks), and for a page's ask that does not
// say (the popup's first, sent before it has read its own), the extension pages' language, which
// the worker itself speaks once its catalogue is in use.

const TAB = 7;
const price = (view: MenuView) => view.menu?.texts.prices[0];

describe("menu-service: prices in the popup's language", () => {
  it('writes them in the language the popup sends', async () => {
    const h = createHarness();
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    const worker = h.startWorker();
    const inGerman = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1', language: 'de' });
    expect(price(inGerman)).toBe('9,50 €');
    const english = await h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1', language: 'en' });
    expect(price(english)).toBe('€9.50');
  });

  it("a page's ask that names no language is answered in the worker's, once it speaks it", async () => {
    let loaded: () => void = () => undefined;
    const speaking = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    const h = createHarness({
      extensionLanguage: async () => {
        await speaking;
        return 'de';
      },
      catalogues: { de: german },
    });
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    h.tabUrls.set(TAB, mapsUrl('P1'));
    h.activeTab.id = TAB;
    const worker = h.startWorker();
    const asked = h.send<ResponseMap['menu.forTab']>(worker, { type: 'menu.forTab' });
    const words = h.send<ResponseMap['words.get']>(worker, { type: 'words.get' });
    loaded();
    const { view } = await asked;
    // The popup's words, asked for beside it, are in the same language: it reads no catalogue of its own.
    expect(await words).toEqual({ language: 'de', catalogue: german });
    expect(price(view)).toBe('9,50 €');
  });

  it("answers a page's new choice in that language, before the worker has heard of it", async () => {
    const h = createHarness({ extensionLanguage: async () => 'en', catalogues: { de: german } });
    await h.setup();
    const worker = h.startWorker();
    const words = await h.send<ResponseMap['words.get']>(worker, { type: 'words.get', language: 'de' });
    expect(words).toEqual({ language: 'de', catalogue: german });
  });

  it("reads a catalogue once per worker: the worker's own words and a panel's in the same language", async () => {
    const h = createHarness({ extensionLanguage: async () => 'de', catalogues: { de: german } });
    await h.setup();
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    h.tabUrls.set(TAB, mapsUrl('P1'));
    h.activeTab.id = TAB;
    const worker = h.startWorker();
    // A page's ask that names no language waits until the worker speaks its own (German here).
    const { view: popup } = await h.send<{ view: MenuView }>(worker, { type: 'menu.forTab' });
    expect(price(popup)).toBe('9,50 €');
    const panel = await h.send<WordedView>(
      worker,
      { type: 'menu.forUrl', url: mapsUrl('P1'), userInitiated: false, language: 'de' },
      h.tabSender(TAB),
    );
    expect(panel.words.chip).toBe(german['menu.chipPlain']);
    expect(price(panel)).toBe('9,50 €');
    expect(h.catalogueReads).toEqual(['de']);
  });

  it("speaks the latest of two choices when the first one's language comes last", async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answers = [
      async () => 'en',
      async () => {
        await slow;
        return 'de';
      },
      async () => 'fr',
    ];
    const h = createHarness({
      extensionLanguage: () => (answers.shift() ?? (async () => 'fr'))(),
      catalogues: { de: german, fr: french },
    });
    await h.setup();
    const worker = h.startWorker();
    const choice = (language: string) =>
      worker.onStorageChanged({ [LANGUAGE_CHOICE_KEY]: { newValue: language } }, 'sync');
    const first = choice('de');
    await choice('fr');
    expect(messageLanguage()).toBe('fr');
    release();
    await first;
    expect(messageLanguage()).toBe('fr');
    // The choice overtaken reads no catalogue of its own.
    expect(h.catalogueReads).toEqual(['fr']);
  });
});
