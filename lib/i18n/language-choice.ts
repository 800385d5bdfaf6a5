import { chooseLanguage, matchLanguage } from './languages';
import { cataloguePath, loadCatalogue, useCatalogue } from './messages';

// The user's choice of language ('auto', or a language), in storage.sync: the extension's pages hear
// it change at once, and the worker tells the Maps panels (`language.chosen`).

export const LANGUAGE_CHOICE_KEY = 'ui.language';
export const AUTOMATIC = 'auto';

/** The chosen language from what storage holds; null for automatic (or anything unreadable). */
export function chosenLanguage(stored: Readonly<Record<string, unknown>>): string | null {
  const value = stored[LANGUAGE_CHOICE_KEY];
  return typeof value === 'string' && value !== AUTOMATIC ? matchLanguage(value) : null;
}

/** A storage change that is a new language choice (every context follows it at once). */
export function choosesLanguage(changes: Readonly<Record<string, unknown>>, area: string): boolean {
  return area === 'sync' && LANGUAGE_CHOICE_KEY in changes;
}

/**
 * The language a context speaks: the user's choice, else its own candidates in order (the Maps
 * page's language, then the browser's; pages: the browser's), else English.
 */
export function contextLanguage(choice: string | null, candidates: ReadonlyArray<string | null | undefined>) {
  return chooseLanguage([choice, ...candidates]);
}

/**
 * Loads `language`'s catalogue (English when it cannot be read) and puts it in use. Returns the
 * language now spoken.
 */
export async function speak(language: string, urlOf: (path: string) => string): Promise<string> {
  const catalogue = await loadCatalogue(urlOf(cataloguePath(language)));
  if (catalogue) {
    useCatalogue(language, catalogue);
    return language;
  }
  const english = language === 'en' ? null : await loadCatalogue(urlOf(cataloguePath('en')));
  useCatalogue('en', english ?? {});
  return 'en';
}
