import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Catalogue } from '@/lib/i18n/messages';
import type { MenuView } from '@/lib/messages/view';
import { chosenLanguage, LANGUAGE_CHOICE_KEY } from '@/lib/storage/areas/language-choice';
import german from '@/locales/de.json';
import english from '@/locales/en.json';
import polish from '@/locales/pl.json';
import { failed, ok } from '@/tests/fixtures/worker/fake-menu-api';
import { sampleMenu } from '@/tests/fixtures/worker/sample-menu';
import { createHarness } from '@/tests/fixtures/worker/worker-harness';

// The worker's part in the first run: the welcome page after the install, the toolbar button's
// setup state, and the open Maps tabs told when the options page saves.

describe('the worker keeps the toolbar button up to date', () => {
  it('after the install: needs setup; a saved key clears it once the worker is told', async () => {
    const h = createHarness({ key: null });
    await h.setup();
    const worker = h.startWorker();
    await worker.onInstalled('install');
    expect(h.badges.at(-1)?.text).toBe('KEY');
    expect(h.titles.at(-1)).toBe('Menu on Maps: add your API key to see menus');

    await h.changeKey(worker, 'sk-new');
    expect(h.badges.at(-1)?.text).toBe('');
    expect(h.titles.at(-1)).toBe('Menu on Maps');
  });

  it("speaks the options' language choice, and words the toolbar again when the choice changes", async () => {
    const catalogues: Record<string, Catalogue> = { en: english, de: german, pl: polish };
    // As create-worker.ts's: the choice in storage.sync.
    const extensionLanguage = async () =>
      chosenLanguage(await fakeBrowser.storage.sync.get(LANGUAGE_CHOICE_KEY)) ?? 'en';
    await fakeBrowser.storage.sync.set({ [LANGUAGE_CHOICE_KEY]: 'de' });
    const h = createHarness({ key: null, extensionLanguage, catalogues });
    await h.setup();
    const worker = h.startWorker();
    await worker.onInstalled('install');
    expect(h.titles.at(-1)).toBe('Menu on Maps: API-Schlüssel eingeben, um Speisekarten zu sehen');

    await fakeBrowser.storage.sync.set({ [LANGUAGE_CHOICE_KEY]: 'pl' });
    await worker.onStorageChanged({ [LANGUAGE_CHOICE_KEY]: { newValue: 'pl' } }, 'sync');
    expect(h.titles.at(-1)).toBe('Menu on Maps: dodaj klucz API, aby zobaczyć menu');
  });

  it('a 401 turns it to "key refused" at once; the next answer the key gets clears it', async () => {
    const h = createHarness();
    await h.setup();
    const worker = h.startWorker();
    h.api.answerMenu(() => failed({ kind: 'unauthorized', status: 401 }));
    const ask = (userInitiated: boolean) =>
      h.send<MenuView>(worker, { type: 'menu.forPlace', placeId: 'P1', userInitiated });
    expect((await ask(false)).outcome.kind).toBe('key_invalid');
    expect(h.badges.at(-1)).toEqual({ text: 'KEY', color: '#c62828' });
    expect(h.titles.at(-1)).toBe('Menu on Maps: the menu service refused your API key');

    // The user retries and the service now takes the key.
    h.api.answerMenu((placeId) => ok(sampleMenu(placeId)));
    expect((await ask(true)).outcome.kind).toBe('ok');
    expect(h.badges.at(-1)?.text).toBe('');
    expect(h.titles.at(-1)).toBe('Menu on Maps');
  });
});

describe('the welcome page', () => {
  it('opens after an install, not after an update or a browser update', async () => {
    const h = createHarness({ key: null });
    await h.setup();
    const worker = h.startWorker();
    await worker.onInstalled('update');
    await worker.onInstalled('browser_update');
    expect(h.welcomes.count).toBe(0);
    await worker.onInstalled('install');
    expect(h.welcomes.count).toBe(1);
  });
});

describe('settings.changed', () => {
  it('tells the open Maps tabs and answers how many there are', async () => {
    const h = createHarness();
    await h.setup();
    h.mapsTabs.count = 2;
    const worker = h.startWorker();
    expect(await h.send(worker, { type: 'settings.changed' })).toEqual({ ok: true, mapsTabs: 2 });
    expect(h.mapsTabs.told).toBe(1);
  });

  it('is told only by the options page: a storage change alone reaches no tab', async () => {
    const h = createHarness();
    await h.setup();
    const worker = h.startWorker();
    await h.changeSettings(worker, { freshnessDays: 30 });
    await h.changeKey(worker, 'sk-other');
    expect(h.mapsTabs.told).toBe(0);
  });
});
