import { describe, expect, it, vi } from 'vitest';
import { rememberCatalogues } from '@/lib/i18n/catalogue-memory';
import { type Catalogue, messageLanguage, t, useCatalogue } from '@/lib/i18n/messages';
import german from '@/locales/de.json';
import english from '@/locales/en.json';

describe('catalogue-memory', () => {
  it('reads each language once, also when asked again before the first read has ended', async () => {
    const read = vi.fn(async (language: string) => (language === 'de' ? (german as Catalogue) : null));
    const catalogues = rememberCatalogues(read);
    const [first, second] = await Promise.all([catalogues.of('de'), catalogues.of('de')]);
    expect(await catalogues.of('de')).toBe(first);
    expect(second).toBe(german);
    expect(read.mock.calls).toEqual([['de']]);
  });

  it('reads a catalogue that could not be read again next time', async () => {
    const read = vi.fn(async () => {
      if (read.mock.calls.length === 1) throw new Error('offline');
      return german as Catalogue;
    });
    const catalogues = rememberCatalogues(read);
    expect(await catalogues.of('de')).toBeNull();
    expect(await catalogues.of('de')).toBe(german);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('words in a language, then puts the one in use back; the one in use when it cannot be read', async () => {
    useCatalogue('en', english as Catalogue);
    const catalogues = rememberCatalogues(async (language) =>
      language === 'de' ? (german as Catalogue) : null,
    );
    expect(await catalogues.inLanguage('de', () => t('outcome.tryAgain'))).toBe(german['outcome.tryAgain']);
    expect(messageLanguage()).toBe('en');
    expect(await catalogues.inLanguage('fr', () => t('outcome.tryAgain'))).toBe(english['outcome.tryAgain']);
  });
});
