import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  AUTOMATIC,
  choosesLanguage,
  LANGUAGE_CHOICE_KEY,
  loadLanguageChoice,
  saveLanguageChoice,
} from '@/lib/storage/areas/language-choice';

describe('language-choice', () => {
  beforeEach(() => fakeBrowser.reset());

  it("is automatic until the user chooses, then the choice, stored under storage.sync's 'ui.language'", async () => {
    const sync = fakeBrowser.storage.sync;
    expect(await loadLanguageChoice(sync)).toBe(AUTOMATIC);
    await saveLanguageChoice(sync, 'de');
    // The key other contexts read (the worker, the Maps panel's start) and older builds wrote.
    expect(await sync.get(null)).toEqual({ 'ui.language': 'de' });
    expect(await loadLanguageChoice(sync)).toBe('de');
    await saveLanguageChoice(sync, AUTOMATIC);
    expect(await loadLanguageChoice(sync)).toBe(AUTOMATIC);
  });

  it('reads a stored region as its language, and anything unreadable as automatic', async () => {
    const sync = fakeBrowser.storage.sync;
    await sync.set({ [LANGUAGE_CHOICE_KEY]: 'pt-BR' });
    expect(await loadLanguageChoice(sync)).toBe('pt-BR');
    await sync.set({ [LANGUAGE_CHOICE_KEY]: 42 });
    expect(await loadLanguageChoice(sync)).toBe(AUTOMATIC);
    await sync.set({ [LANGUAGE_CHOICE_KEY]: 'xx-nowhere' });
    expect(await loadLanguageChoice(sync)).toBe(AUTOMATIC);
  });

  it('names a change in storage.sync only as a new choice', () => {
    expect(choosesLanguage({ [LANGUAGE_CHOICE_KEY]: { newValue: 'fr' } }, 'sync')).toBe(true);
    expect(choosesLanguage({ [LANGUAGE_CHOICE_KEY]: { newValue: 'fr' } }, 'local')).toBe(false);
    expect(choosesLanguage({ other: { newValue: 1 } }, 'sync')).toBe(false);
  });
});
