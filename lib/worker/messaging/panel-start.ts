import { chooseLanguage } from '@/lib/i18n/languages';
import { catalogueInUse } from '@/lib/i18n/messages';
import type { PanelStart } from '@/lib/messages/protocol';
import { INLINE_PREFERENCE_KEYS, readInlinePreferences } from '@/lib/storage/areas/inline-preferences';
import { chosenLanguage, LANGUAGE_CHOICE_KEY } from '@/lib/storage/areas/language-choice';
import type { WorkerContext } from '@/lib/worker/worker-context';

// A Maps panel's start in one answer: its language (the options' choice, else the page's, else the
// browser's, else English) with its catalogue, its stylesheet and its preferences, so that the page
// reads no storage and fetches no file on its main thread first (BENCHMARKS.md, "Main-thread CPU").

export function createPanelStart(
  context: Pick<WorkerContext, 'deps' | 'inLanguage'>,
): (pageLanguage?: string) => Promise<PanelStart> {
  const { panel } = context.deps;
  // Read once per worker: it is the same file until the extension is updated.
  let stylesheet: Promise<string> | null = null;
  const readStylesheet = () => {
    stylesheet ??= panel.stylesheet().catch(() => {
      stylesheet = null;
      return '';
    });
    return stylesheet;
  };
  return async (pageLanguage) => {
    const stored: Record<string, unknown> = await Promise.resolve()
      .then(() => panel.sync.get([LANGUAGE_CHOICE_KEY, ...INLINE_PREFERENCE_KEYS]))
      // Unreadable: automatic, and the default preferences.
      .catch(() => ({}));
    const language = chooseLanguage([chosenLanguage(stored), pageLanguage, panel.uiLanguage()]);
    // A catalogue that cannot be read: the worker's own language's, which it has in use.
    const [spoken, css] = await Promise.all([context.inLanguage(language, catalogueInUse), readStylesheet()]);
    return { ...spoken, stylesheet: css, preferences: readInlinePreferences(stored) };
  };
}
