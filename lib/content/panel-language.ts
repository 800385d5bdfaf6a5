import {
  choosesLanguage,
  chosenLanguage,
  contextLanguage,
  LANGUAGE_CHOICE_KEY,
  speak,
} from '@/lib/i18n/language-choice';
import { mapsPageLanguage } from '@/lib/i18n/languages';
import type { ContentExtensionApi } from './extension-api';

// The panel speaks the Maps page's language (its `hl=`, else `<html lang>`), else the browser's,
// else English; or the user's choice in the options. Only that language's catalogue is loaded.

/** The panel's language now; the Maps page's as it is when asked. */
async function panelLanguage(api: ContentExtensionApi, page: Document): Promise<string> {
  let stored: Record<string, unknown> = {};
  try {
    stored = await api.storage.sync.get(LANGUAGE_CHOICE_KEY);
  } catch {
    // Unreadable: automatic.
  }
  const maps = mapsPageLanguage(page.location.href, page.documentElement.lang);
  return contextLanguage(chosenLanguage(stored), [maps, api.i18n.getUILanguage()]);
}

/** Puts the panel's catalogue in use; returns its language. */
export async function speakPanelLanguage(api: ContentExtensionApi, page: Document): Promise<string> {
  return speak(await panelLanguage(api, page), (path) => api.runtime.getURL(path));
}

/** Calls `changed` with the new language once its catalogue is in use, when the user chooses another. */
export function onLanguageChoice(
  api: ContentExtensionApi,
  page: Document,
  signal: AbortSignal,
  changed: (language: string) => void,
): void {
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (!choosesLanguage(changes, area)) return;
    void speakPanelLanguage(api, page).then((language) => !signal.aborted && changed(language));
  };
  api.storage.onChanged.addListener(listener);
  signal.addEventListener('abort', () => api.storage.onChanged.removeListener(listener), { once: true });
}
