import { panelWords } from '@/lib/format/outcome-wording';
import { type Catalogue, withCatalogue } from '@/lib/i18n/messages';
import type { MenuView, WordedView } from '@/lib/messages/view';
import type { WorkerDeps } from '@/lib/worker/worker-deps';

// The Maps panel's words, written here in the panel's language with the worker's answer (as its
// prices and dates are, MenuTexts): the page then carries no wording table (its size is a budget).

/** Words a Maps panel's view in `language`, which its ask named. */
export type WordView = (view: MenuView, language: string, waitsForUse: boolean) => Promise<WordedView>;

export function createPanelWording(deps: Pick<WorkerDeps, 'catalogue' | 'now'>): WordView {
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

  return async (view, language, waitsForUse) => {
    // A lookup held back on a page another site opened waits for the user's first use: say so.
    const shown =
      waitsForUse && view.heldBack && !view.menu && view.outcome.kind === 'manual'
        ? { ...view, outcome: { ...view.outcome, waitsForUse: true as const } }
        : view;
    const catalogue = await catalogueOf(language);
    const word = () => panelWords(shown, deps.now());
    return { ...shown, words: catalogue ? withCatalogue(language, catalogue, word) : word() };
  };
}
