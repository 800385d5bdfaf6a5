import { browser } from 'wxt/browser';
import {
  choosesLanguage,
  chosenLanguage,
  contextLanguage,
  LANGUAGE_CHOICE_KEY,
  speak,
} from './language-choice';
import { textDirection } from './languages';
import { checkCatalogue, type SpokenCatalogue, useCatalogue } from './messages';

// The extension's own contexts (its pages, and the worker's own words) speak the browser's UI
// language, or the user's choice, and follow a new choice at once.

/** The language the extension's own contexts speak now. */
export async function extensionLanguage(): Promise<string> {
  let stored: Record<string, unknown> = {};
  try {
    stored = await browser.storage.sync.get(LANGUAGE_CHOICE_KEY);
  } catch {
    // No choice readable: automatic.
  }
  return contextLanguage(chosenLanguage(stored), [browser.i18n.getUILanguage()]);
}

/** Puts `given` in use (a catalogue the worker handed over), else reads the page's own. */
async function speakOnPage(given?: SpokenCatalogue | null): Promise<string> {
  const handed = given ? checkCatalogue(given.catalogue) : null;
  let language: string;
  if (given && handed) {
    useCatalogue(given.language, handed);
    language = given.language;
  } else {
    language = await speak(await extensionLanguage(), (path) => browser.runtime.getURL(path as '/'));
  }
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  return language;
}

/**
 * Puts the page's catalogue in use, then calls `render` with its language; again, with the new
 * catalogue, whenever the user chooses another language (key the app by it: every text is redrawn).
 */
export async function renderInPageLanguage(
  render: (language: string) => void,
  given?: Promise<SpokenCatalogue | null>,
): Promise<void> {
  render(await speakOnPage(await given?.catch(() => null)));
  browser.storage.onChanged.addListener((changes, area) => {
    if (!choosesLanguage(changes, area)) return;
    void speakOnPage().then(render);
  });
}
