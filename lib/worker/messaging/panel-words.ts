import { panelWords } from '@/lib/format/outcome-wording';
import { type Catalogue, withCatalogue } from '@/lib/i18n/messages';
import type { MenuView, WordedView } from '@/lib/messages/view';
import type { WorkerDeps } from '@/lib/worker/worker-deps';

// A Maps panel's words (its outcome, what changed, a results list's badges), written here in the
// panel's language with the worker's answer, as its prices and dates are (MenuTexts): the page then
// carries neither wording tables nor the URL parser (its size is a budget).

export interface PanelWording {
  /** Runs `word` (which must not await) with `language`'s catalogue in use. */
  inLanguage<T>(language: string, word: () => T): Promise<T>;
  /** Words a Maps panel's view in `language`, which its ask named. */
  view(view: MenuView, language: string, waitsForUse: boolean): Promise<WordedView>;
}

export function createPanelWording(deps: Pick<WorkerDeps, 'catalogue' | 'now'>): PanelWording {
  // Each language's catalogue is read once per worker; a failed read is tried again next time.
  const catalogues = new Map<string, Promise<Catalogue | null>>();
  const catalogueOf = (language: string) => {
    let reading = catalogues.get(language);
    if (!reading) {
      reading = Promise.resolve(deps.catalogue?.(language) ?? null).catch(() => null);
      catalogues.set(language, reading);
      void reading.then((catalogue) => catalogue || catalogues.delete(language));
    }
    return reading;
  };
  const inLanguage = async <T>(language: string, word: () => T): Promise<T> => {
    const catalogue = await catalogueOf(language);
    return catalogue ? withCatalogue(language, catalogue, word) : word();
  };

  return {
    inLanguage,
    view: (view, language, waitsForUse) => {
      // A lookup held back on a page another site opened waits for the user's first use: say so.
      const shown =
        waitsForUse && view.heldBack && !view.menu && view.outcome.kind === 'manual'
          ? { ...view, outcome: { ...view.outcome, waitsForUse: true as const } }
          : view;
      return inLanguage(language, () => ({ ...shown, words: panelWords(shown, deps.now()) }));
    },
  };
}
