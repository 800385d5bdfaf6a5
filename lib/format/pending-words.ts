import { t } from '@/lib/i18n/messages';
import type { MessageAction, MessageContent, PanelWords } from '@/lib/messages/view';

// The words a Maps panel shows on its own, before or without the worker's answer: the loading
// skeleton and a worker that never answered. The worker words every other outcome (outcome-wording.ts).

/** The collapsed panel's line names the menu first, then what stops it. */
export const chipLine = (state: string) => t('menu.chipState', { state });

// Every button that can bill says so: a click sends exactly one request, and each request bills.
// One button, one wording, wherever a lookup of this place is asked for again (a failure, offline,
// an unreachable service, an answer without a menu): the same click, billed the same.
export const tryAgainAction = (): MessageAction => ({ label: t('outcome.tryAgain'), does: 'lookup' });

/** The skeleton while the answer is out. */
export const loadingWords = (): PanelWords => ({
  state: null,
  notice: null,
  chip: chipLine(t('outcome.loading.chip')),
});

/** A failed lookup, `problem` in words: alone, or as a banner above a saved menu. */
export function failureWords(problem: string) {
  const failure = (title: string): MessageContent => ({
    title,
    detail: problem,
    action: tryAgainAction(),
    tone: 'error',
  });
  return {
    state: failure(t('outcome.error.title')),
    notice: failure(t('outcome.error.withSaved')),
    chip: chipLine(t('outcome.error.chip')),
  };
}

/** The worker never answered (stopped mid-request). */
export const noAnswerWords = (): PanelWords => failureWords(t('problem.noAnswer'));
