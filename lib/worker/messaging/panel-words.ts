import { panelWords } from '@/lib/format/outcome-wording';
import type { MenuView, WordedView } from '@/lib/messages/view';
import type { WorkerContext } from '@/lib/worker/worker-context';

// A Maps panel's words (its outcome, what changed), written here in the panel's language with the
// worker's answer, as its prices and dates are (MenuTexts): the page then carries neither wording
// tables nor the URL parser (its size is a budget).

/** Words a Maps panel's view in `language`, which its ask named. */
export function wordPanelView(
  context: Pick<WorkerContext, 'deps' | 'inLanguage'>,
  view: MenuView,
  language: string,
  waitsForUse: boolean,
): Promise<WordedView> {
  // A lookup held back on a page another site opened waits for the user's first use: say so.
  const shown =
    waitsForUse && view.heldBack && !view.menu && view.outcome.kind === 'manual'
      ? { ...view, outcome: { ...view.outcome, waitsForUse: true as const } }
      : view;
  return context.inLanguage(language, () => ({ ...shown, words: panelWords(shown, context.deps.now()) }));
}
