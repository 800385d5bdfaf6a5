// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { messageLanguage, t } from '@/lib/i18n/messages';
import { renderInPageLanguage } from '@/lib/i18n/page-language';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const FRENCH = { 'popup.title': 'Menu sur la carte' };

describe('renderInPageLanguage', () => {
  it('speaks a catalogue handed over (the worker’s) without reading storage or fetching one', async () => {
    const read = vi.spyOn(fakeBrowser.storage.sync, 'get');
    const load = vi.fn();
    vi.stubGlobal('fetch', load);
    const rendered: string[] = [];
    await renderInPageLanguage(
      (language) => rendered.push(`${language}: ${t('popup.title')}`),
      Promise.resolve({ language: 'fr', catalogue: FRENCH }),
    );
    expect(rendered).toEqual(['fr: Menu sur la carte']);
    expect(messageLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(read).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('reads its own when none is handed over (the worker did not answer)', async () => {
    await fakeBrowser.storage.sync.set({ 'ui.language': 'de' });
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('en');
    const load = vi.fn(async (url: string) =>
      Response.json(url.endsWith('/de.json') ? { 'popup.title': 'Menü' } : {}),
    );
    vi.stubGlobal('fetch', load);
    const rendered: string[] = [];
    await renderInPageLanguage(
      (language) => rendered.push(`${language}: ${t('popup.title')}`),
      Promise.reject(new Error('Could not establish connection')),
    );
    expect(rendered).toEqual(['de: Menü']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads its own for a handed catalogue that is not one; then English; then no words, in English', async () => {
    await fakeBrowser.storage.sync.set({ 'ui.language': 'de' });
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('en');
    const served: Record<string, unknown> = {
      de: { 'popup.title': 'Menü' },
      en: { 'popup.title': 'Menu on Maps' },
    };
    const load = vi.fn(async (url: string) => {
      const language = /\/(\w+)\.json$/.exec(url)?.[1] ?? '';
      if (!(language in served)) throw new TypeError('Failed to fetch');
      return Response.json(served[language]);
    });
    vi.stubGlobal('fetch', load);
    const spoken = async () => {
      const rendered: string[] = [];
      await renderInPageLanguage(
        (language) => rendered.push(`${language}: ${t('popup.title')}`),
        Promise.resolve({ language: 'fr', catalogue: { 'popup.title': 42 } as never }),
      );
      return [...rendered, document.documentElement.lang];
    };
    expect(await spoken()).toEqual(['de: Menü', 'de']);
    delete served.de;
    expect(await spoken()).toEqual(['en: Menu on Maps', 'en']);
    delete served.en;
    expect(await spoken()).toEqual(['en: popup.title', 'en']);
  });

  it('asks the worker when no answer is handed over (the options and welcome pages)', async () => {
    const asked = vi
      .spyOn(fakeBrowser.runtime, 'sendMessage')
      .mockResolvedValue({ ok: true, data: { language: 'fr', catalogue: FRENCH } });
    const load = vi.fn();
    vi.stubGlobal('fetch', load);
    const rendered: string[] = [];
    await renderInPageLanguage((language) => rendered.push(`${language}: ${t('popup.title')}`));
    expect(asked).toHaveBeenCalledWith({ type: 'words.get' });
    expect(rendered).toEqual(['fr: Menu sur la carte']);
    expect(load).not.toHaveBeenCalled();
  });

  it('follows a new choice with the worker’s catalogue in the chosen language, reading none itself', async () => {
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('en');
    const asked = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async (message) => {
      const { language } = message as { language?: string };
      return language === 'de'
        ? { ok: true, data: { language: 'de', catalogue: { 'popup.title': 'Menü' } } }
        : { ok: true, data: { language: 'fr', catalogue: FRENCH } };
    });
    const load = vi.fn();
    vi.stubGlobal('fetch', load);
    const rendered: string[] = [];
    await renderInPageLanguage((language) => rendered.push(`${language}: ${t('popup.title')}`));
    await fakeBrowser.storage.sync.set({ 'ui.language': 'de' });
    await vi.waitFor(() => expect(rendered).toEqual(['fr: Menu sur la carte', 'de: Menü']));
    expect(asked).toHaveBeenLastCalledWith({ type: 'words.get', language: 'de' });
    expect(load).not.toHaveBeenCalled();
  });

  it('follows the latest of two quick choices, whichever answer comes last', async () => {
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('en');
    let answerGerman!: () => void;
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async (message) => {
      const { language } = message as { language?: string };
      if (language === 'de') {
        await new Promise<void>((resolve) => {
          answerGerman = resolve;
        });
        return { ok: true, data: { language: 'de', catalogue: { 'popup.title': 'Menü' } } };
      }
      return { ok: true, data: { language: 'fr', catalogue: FRENCH } };
    });
    vi.stubGlobal('fetch', vi.fn());
    const rendered: string[] = [];
    await renderInPageLanguage(
      (language) => rendered.push(`${language}: ${t('popup.title')}`),
      Promise.resolve({ language: 'en', catalogue: { 'popup.title': 'Menu on Maps' } }),
    );
    await fakeBrowser.storage.sync.set({ 'ui.language': 'de' });
    await fakeBrowser.storage.sync.set({ 'ui.language': 'fr' });
    await vi.waitFor(() => expect(rendered.at(-1)).toBe('fr: Menu sur la carte'));
    answerGerman();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(rendered).toEqual(['en: Menu on Maps', 'fr: Menu sur la carte']);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('follows a new choice with its own catalogue when the worker does not answer', async () => {
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('en');
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockRejectedValue(
      new Error('Could not establish connection'),
    );
    const load = vi.fn(async (url: string) =>
      Response.json(url.endsWith('/de.json') ? { 'popup.title': 'Menü' } : { 'popup.title': 'Menu on Maps' }),
    );
    vi.stubGlobal('fetch', load);
    const rendered: string[] = [];
    await renderInPageLanguage(
      (language) => rendered.push(`${language}: ${t('popup.title')}`),
      Promise.resolve({ language: 'fr', catalogue: FRENCH }),
    );
    await fakeBrowser.storage.sync.set({ 'ui.language': 'de' });
    await vi.waitFor(() => expect(rendered).toEqual(['fr: Menu sur la carte', 'de: Menü']));
  });
});
