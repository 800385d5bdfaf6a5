import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { TechnicalDetail } from '@/components/menu/PanelMessage';
import { problemText } from '@/lib/format/error-text';
import { outcomeWording } from '@/lib/format/outcome-wording';
import { t } from '@/lib/i18n/messages';
import type { PackJobView } from '@/lib/messages/protocol';
import type { LookupOutcome, LookupsLeft } from '@/lib/messages/view';
import type { PackJobState } from './use-pack-job';

// A pack's one action, shared by "this list" and a saved list's Refresh: its label states the price,
// it asks once above the user's threshold, and while the pack runs it shows the progress and Cancel.

/** A failure, a stop, in the words the panel uses for the same outcome. */
export function outcomeText(outcome: LookupOutcome, now: number): string {
  // The panel's offline words promise that the menu loads once online; a pack does not start again.
  if (outcome.kind === 'offline') return t('outcome.offline.withSaved');
  const alone = outcomeWording(outcome, now).alone;
  if (!alone) return outcome.kind === 'error' ? problemText(outcome.problem) : t('common.somethingWrong');
  return alone.detail ? t('outcome.twoSentences', { first: alone.title, second: alone.detail }) : alone.title;
}

/** Sentences in the catalogue's own joining ("A. B." spaced or not, as the language writes it). */
function sentences(...parts: string[]): string {
  return parts.reduce((first, second) => t('outcome.twoSentences', { first, second }));
}

function jobLine(job: PackJobView, now: number): string {
  const counts = { done: job.done, total: job.total };
  // What an ended pack cost: every request it sent billed a lookup, saved or not.
  const cost = t('pack.cost', { spent: job.spent, saved: job.saved });
  switch (job.status) {
    case 'running':
      return t('pack.saving', { done: Math.min(job.done + 1, job.total), total: job.total });
    case 'done':
      // Done, yet some places not saved: never worded as if all were. Done or not, it says its cost.
      return sentences(
        job.saved < job.total &&
          job.places.some((place) => place.state === 'failed' || place.state === 'interrupted')
          ? t('pack.doneFailures', { saved: job.saved, count: job.total, name: job.listName })
          : t('pack.done', { name: job.listName }),
        cost,
      );
    case 'cancelled':
      return sentences(t('pack.cancelled', counts), cost);
    case 'stopped': {
      const why = [
        ...(job.stopAfterFailures ? [t('pack.stopFailures', { count: job.stopAfterFailures })] : []),
        ...(job.stop ? [outcomeText(job.stop, now)] : []),
      ];
      return sentences(t('pack.stopped', counts), ...why, cost);
    }
  }
}

interface PackActionProps {
  pack: PackJobState;
  /** The pack shown here (another list's pack is not). */
  job: PackJobView | null;
  /** Lookups it would bill, the user's threshold for asking, what is left (pack.forTab, pack.forList). */
  price: { cost: number; confirmAbove: number; lookupsLeft?: LookupsLeft };
  /** What it does, counted ("Save 16 menus"). */
  does: string;
  /** Shown instead of the action when it would bill nothing and no ended pack is reported above it. */
  nothingToDo?: ComponentChildren;
  onStart(): void;
  now: number;
}

export function PackAction({ pack, job, price, does, nothingToDo, onStart, now }: PackActionProps) {
  const { cost, confirmAbove, lookupsLeft } = price;
  const [confirming, setConfirming] = useState(false);
  const start = () => {
    setConfirming(false);
    onStart();
  };
  const lookups = t('count.lookups', { count: cost });
  const label = lookupsLeft
    ? t('pack.actionLeft', { save: does, lookups, left: lookupsLeft.left })
    : t('pack.action', { save: does, lookups });
  return (
    <>
      {job && (
        <p class="popup-pack-progress" role="status">
          {jobLine(job, now)}
        </p>
      )}
      {pack.problem !== null && (
        <>
          <p class="popup-error" role="alert">
            {t(pack.problem.action === 'start' ? 'pack.startFailed' : 'pack.cancelFailed')}
          </p>
          <TechnicalDetail class="mom-technical-detail" text={pack.problem.detail} />
        </>
      )}
      {pack.repriced && (
        <p class="popup-error" role="status">
          {t('pack.repriced')}
        </p>
      )}
      {pack.busy && job?.id !== pack.busy.id && (
        <div class="popup-pack-confirm" role="status">
          <p>{t('pack.busy', { name: pack.busy.listName })}</p>
          <button type="button" class="popup-button" onClick={pack.cancel}>
            {t('pack.cancelOther', { name: pack.busy.listName })}
          </button>
        </div>
      )}
      {job?.status === 'running' ? (
        <button type="button" class="popup-button" onClick={pack.cancel}>
          {t('common.cancel')}
        </button>
      ) : cost === 0 ? (
        // An ended pack's line already says what was saved: a second "all saved" under it reads twice.
        !job && nothingToDo
      ) : confirming ? (
        <div class="popup-pack-confirm">
          <p>{t('pack.confirm', { count: cost })}</p>
          <button
            type="button"
            class="popup-button popup-button--primary"
            disabled={pack.starting}
            onClick={start}
          >
            {t('pack.confirmYes')}
          </button>
          <button type="button" class="popup-button" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          class="popup-button popup-button--primary popup-pack-save"
          // With no lookup left the worker would stop before the first request: the label says why.
          // While a start is on its way, a second click would start it again.
          disabled={lookupsLeft?.left === 0 || pack.starting}
          onClick={() => (cost > confirmAbove ? setConfirming(true) : start())}
        >
          {label}
        </button>
      )}
    </>
  );
}
