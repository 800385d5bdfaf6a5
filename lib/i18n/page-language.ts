import { browser } from 'wxt/browser';
import { askWorker } from '@/lib/messages/page-requester';
import { choosesLanguage, chosenLanguage, LANGUAGE_CHOICE_KEY } from '@/lib/storage/areas/language-choice';
import { chooseLanguage, textDirection } from './languages';
import { cataloguePath, checkCatalogue, loadCatalogue, type SpokenCatalogue, useCatalogue } from './messages';

// The extension's own contexts speak the browser's UI language, or the user's choice, and follow a
// new choice at once. A page's words come from the worker (`words.get`), else its own reading.

/** The language the extension's own contexts speak now. */
export async function extensionLanguage(): Promise<string> {
  let stored: Record<string, unknown> = {};
  try {
    stored = await browser.storage.sync.get(LANGUAGE_CHOICE_KEY);
  } catch {
    // No choice readable: automatic.
  }
  return languageChosen(stored);
}

/** The language a stored choice (or none: automatic) makes the extension's contexts speak. */
const languageChosen = (stored: Record<string, unknown>) =>
  chooseLanguage([chosenLanguage(stored), browser.i18n.getUILanguage()]);

/** This extension's catalogue file for `language`; null when it cannot be read. */
export const readOwnCatalogue = (language: string) =>
  loadCatalogue(browser.runtime.getURL(cataloguePath(language) as '/'));

/**
 * Puts `given` in use (a catalogue the worker handed over), else reads the page's own, else
 * English's (an empty one when even that cannot be read).
 */
async function speakOnPage(given?: SpokenCatalogue | null): Promise<string> {
  let language = given?.language ?? 'en';
  let catalogue = given ? checkCatalogue(given.catalogue) : null;
  if (!catalogue) {
    language = await extensionLanguage();
    catalogue = await readOwnCatalogue(language);
  }
  if (!catalogue) {
    catalogue = (language === 'en' ? null : await readOwnCatalogue('en')) ?? {};
    language = 'en';
  }
  useCatalogue(language, catalogue);
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  return language;
}

/** The worker's catalogue: its own language, or `language` (a new choice, which it may not have heard yet). */
const askWords = (language?: string): Promise<SpokenCatalogue> => askWorker('words.get', { language });

/**
 * Puts the page's catalogue in use, then calls `render` with its language; again, with the new
 * catalogue, whenever the user chooses another language (key the app by it: every text is redrawn).
 * `first`: the worker's answer to a `words.get` the page already sent (the popup's).
 */
export async function renderInPageLanguage(
  render: (language: string) => void,
  first: Promise<SpokenCatalogue> = askWords(),
): Promise<void> {
  render(await speakOnPage(await first.catch(() => null)));
  // Choices can follow each other faster than answers (arrow keys on the list): only the latest speaks.
  let latest = 0;
  browser.storage.onChanged.addListener((changes, area) => {
    if (!choosesLanguage(changes, area)) return;
    const mine = ++latest;
    // The new choice is in the change: asked by it, the worker's answer does not depend on whether
    // the worker has heard the change yet.
    const language = languageChosen({ [LANGUAGE_CHOICE_KEY]: changes[LANGUAGE_CHOICE_KEY]?.newValue });
    void askWords(language)
      .catch(() => null)
      .then(async (given) => {
        if (mine !== latest) return;
        const spoken = await speakOnPage(given);
        if (mine === latest) render(spoken);
      });
  });
}
