import { describe, expect, it, vi } from 'vitest';
import {
  chooseLanguage,
  mapsPageLanguage,
  matchLanguage,
  PSEUDO_LANGUAGE,
  SHIPPED_LANGUAGES,
  textDirection,
} from '@/lib/i18n/languages';
import { type Catalogue, formatCount, t, useCatalogue } from '@/lib/i18n/messages';
import { pseudoCatalogue } from '@/lib/i18n/pseudo';
import arabic from '@/locales/ar.json';
import english from '@/locales/en.json';
import polish from '@/locales/pl.json';

describe('t', () => {
  it('picks Polish plural forms by CLDR rules: 1 danie, 2 dania, 5 dań, 22 dania', () => {
    useCatalogue('pl', polish as Catalogue);
    expect([1, 2, 5, 22, 112].map((count) => t('count.dishes', { count }))).toEqual([
      '1 danie',
      '2 dania',
      '5 dań',
      '22 dania',
      '112 dań',
    ]);
  });

  it('picks all six Arabic forms, in Arabic digits', () => {
    useCatalogue('ar', arabic as Catalogue);
    const forms = [0, 1, 2, 3, 11, 100].map((count) => t('count.dishes', { count }));
    expect(new Set(forms).size).toBe(6);
    expect(forms[3]).toBe(`${new Intl.NumberFormat('ar').format(3)} أطباق`);
  });

  it("words a list's ended pack by its number of places: the noun agrees with it (pack.doneFailures)", () => {
    useCatalogue('ar', arabic as Catalogue);
    const ar = (count: number) => t('pack.doneFailures', { saved: 0, count, name: 'x' });
    expect(ar(2)).toMatch(/من قائمتَي طعام\./);
    expect(ar(5)).toMatch(/ قوائم طعام\./);
    expect(ar(12)).toMatch(/ قائمة طعام\./);
    expect(ar(12)).toContain(new Intl.NumberFormat('ar').format(12));
    useCatalogue('en', english as Catalogue);
    expect(t('pack.doneFailures', { saved: 0, count: 1, name: 'x' })).toMatch(/^Done: 0 of 1 menu saved\./);
    expect(t('pack.doneFailures', { saved: 3, count: 4, name: 'x' })).toMatch(/^Done: 3 of 4 menus saved\./);
  });

  it('fills placeholders, writes numbers in the language, and shows a missing key as itself', () => {
    useCatalogue('de', {
      'saved.deleted': 'Gelöscht: {name}.',
      'count.lookups': { one: '{count} Abfrage', other: '{count} Abfragen' },
    });
    expect(t('saved.deleted', { name: 'Café' })).toBe('Gelöscht: Café.');
    expect(t('count.lookups', { count: 1000 })).toBe('1.000 Abfragen');
    expect(t('menu.stale')).toBe('menu.stale');
  });
});

describe('formatCount', () => {
  it('writes whole numbers under 1,000 as Intl does in every language, without setting Intl up', () => {
    const languages = [...SHIPPED_LANGUAGES, PSEUDO_LANGUAGE];
    const intls = languages.map((language) => new Intl.NumberFormat(language));
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (const [index, language] of languages.entries()) {
      useCatalogue(language, {});
      const intl = intls[index] as Intl.NumberFormat;
      for (let count = 0; count < 1000; count += 1) expect(formatCount(count)).toBe(intl.format(count));
      expect(made).not.toHaveBeenCalled();
    }
    made.mockRestore();
    useCatalogue('de', {});
    expect(formatCount(1234.5)).toBe('1.234,5');
    useCatalogue('en', {});
  });
});

describe('which language', () => {
  it('matches tags to shipped languages', () => {
    expect(matchLanguage('de-AT')).toBe('de');
    expect(matchLanguage('pl_PL')).toBe('pl');
    expect(matchLanguage('ar-EG')).toBe('ar');
    expect(matchLanguage('xx')).toBeNull();
    expect(chooseLanguage([null, 'xx', 'pl-PL'])).toBe('pl');
    expect(chooseLanguage(['xx'])).toBe('en');
  });

  it("takes the Maps page's last hl=, else its <html lang>", () => {
    expect(mapsPageLanguage('https://www.google.com/maps/place/x?hl=fr&hl=de', 'en')).toBe('de');
    expect(mapsPageLanguage('https://www.google.com/maps/place/x', 'ar')).toBe('ar');
    expect(mapsPageLanguage('https://www.google.com/maps/place/x', '')).toBeNull();
  });

  it('reads Arabic and Hebrew right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he-IL')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
  });
});

describe('the pseudo-locale', () => {
  it('accents every message, keeps placeholders, and makes it about 40 % longer', () => {
    const pseudo = pseudoCatalogue(english as Catalogue);
    expect(pseudo['common.hide']).toMatch(/^\[Ĥîðé !*\]$/);
    expect(pseudo['saved.deleted']).toContain('{name}');
    // No letters, nothing to translate: a separator stays as it is.
    expect(pseudo['menu.dateSeparator']).toBe(' · ');
    // A one-letter symbol drawn in a small circle stays one letter.
    expect(pseudo['menu.gradeInfoButton']).toBe('i');
    const { _note: _, ...messages } = english as Catalogue;
    const length = (catalogue: Catalogue) =>
      Object.entries(catalogue)
        .filter(([key]) => key !== '_note')
        .flatMap(([, message]) => (typeof message === 'string' ? [message] : Object.values(message)))
        .join('').length;
    const ratio = length(pseudo) / length(messages);
    expect(ratio).toBeGreaterThan(1.3);
    expect(ratio).toBeLessThan(1.6);
  });
});
