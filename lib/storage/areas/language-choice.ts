import { matchLanguage } from '@/lib/i18n/languages';
import type { StorageAreaLike } from './stored-entry';

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

/** The user's choice as stored: 'auto' or a language (AUTOMATIC for anything unreadable). */
export async function loadLanguageChoice(sync: Pick<StorageAreaLike, 'get'>): Promise<string> {
  return chosenLanguage(await sync.get(LANGUAGE_CHOICE_KEY)) ?? AUTOMATIC;
}

/** Stores the user's choice ('auto' or a language): every open page hears it (storage.onChanged). */
export function saveLanguageChoice(sync: Pick<StorageAreaLike, 'set'>, choice: string): Promise<void> {
  return sync.set({ [LANGUAGE_CHOICE_KEY]: choice });
}
