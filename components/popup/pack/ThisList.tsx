import { useState } from 'preact/hooks';
import { TimeAgo } from '@/components/menu/Time';
import { countOf } from '@/lib/format/counts';
import { problemText } from '@/lib/format/error-text';
import { timeTexts } from '@/lib/format/menu-texts';
import { outcomeWording } from '@/lib/format/outcome-wording';
import { dateText, isValidInstant } from '@/lib/format/time-text';
import { t } from '@/lib/i18n/messages';
import type { ListPlaceView, PackJobView, ThisListView } from '@/lib/messages/protocol';
import type { LookupOutcome } from '@/lib/messages/view';
import type { ThisListState } from './use-this-list';

// The popup's "this list" (issue 33): the places of the results list the tab shows, each saved (with
// its age), not saved or not in the catalog, and one action whose label states its price. Places
// saved and fresh cost nothing. The pack runs in the worker: closing the popup does not stop it.

interface ThisListProps {
  state: ThisListState;
  now: number;
}

/** A failure, a stop, in the words the panel uses for the same outcome. */
function outcomeText(outcome: LookupOutcome, now: number): string {
  const alone = outcomeWording(outcome, now).alone;
  if (!alone) return outcome.kind === 'error' ? problemText(outcome.problem) : t('common.somethingWrong');
  return alone.detail ? t('outcome.twoSentences', { first: alone.title, second: alone.detail }) : alone.title;
}

function jobLine(job: PackJobView, now: number): string {
  const counts = { done: job.done, total: job.total };
  switch (job.status) {
    case 'running':
      return t('pack.saving', { done: Math.min(job.done + 1, job.total), total: job.total });
    case 'done':
      return t('pack.done', { name: job.listName });
    case 'cancelled':
      return t('pack.cancelled', counts);
    case 'stopped':
      return job.stop
        ? t('outcome.twoSentences', { first: t('pack.stopped', counts), second: outcomeText(job.stop, now) })
        : t('pack.stopped', counts);
  }
}

function PlaceState({ place, job, now }: { place: ListPlaceView; job: PackJobView | null; now: number }) {
  const packed = job?.places.find((entry) => entry.placeId === place.placeId);
  if (packed?.state === 'failed' && packed.failure) {
    return (
      <span class="popup-pack-failed">{t('pack.failed', { reason: outcomeText(packed.failure, now) })}</span>
    );
  }
  if (packed?.state === 'interrupted') return <span class="popup-pack-failed">{t('pack.interrupted')}</span>;
  if (job?.status === 'running' && (packed?.state === 'pending' || packed?.state === 'attempted')) {
    return <span>{t('pack.statePending')}</span>;
  }
  const at = place.fetchedAt;
  if ((place.saved === 'fresh' || place.saved === 'stale') && at !== null && isValidInstant(at)) {
    const key = place.saved === 'fresh' ? 'saved.savedAgo' : 'pack.staleAgo';
    return <TimeAgo at={at} texts={timeTexts(at, now)} say={(ago) => t(key, { ago })} />;
  }
  return <span>{place.saved === 'not_found' ? t('pack.notFound') : t('pack.notSaved')}</span>;
}

function actionLabel(list: ThisListView): string {
  const save = t('pack.save', { count: list.cost });
  const lookups = countOf(list.cost, 'count.lookups');
  return list.lookupsLeft
    ? t('pack.actionLeft', { save, lookups, left: list.lookupsLeft.left })
    : t('pack.action', { save, lookups });
}

export function ThisList({ state, now }: ThisListProps) {
  const { list, job, problem } = state;
  const [confirming, setConfirming] = useState(false);
  if (!list) return null;
  const running = job?.status === 'running';
  const start = () => {
    setConfirming(false);
    const name = t('pack.listName', { query: list.query, date: dateText(now) });
    state.start({ name, query: list.query, centre: list.centre, places: list.places.map(entryOf) });
  };
  return (
    <section class="popup-pack" aria-label={t('pack.heading', { query: list.query })}>
      <h2 class="popup-pack-heading" dir="auto">
        {t('pack.heading', { query: list.query })}
      </h2>
      {job && (
        <p class="popup-pack-progress" role="status">
          {jobLine(job, now)}
        </p>
      )}
      {problem && <p class="popup-error">{t('pack.startFailed', { problem })}</p>}
      {running ? (
        <button type="button" class="popup-button" onClick={state.cancel}>
          {t('common.cancel')}
        </button>
      ) : list.cost === 0 ? (
        <p class="popup-note">{t('pack.allSaved')}</p>
      ) : confirming ? (
        <div class="popup-pack-confirm">
          <p>{t('pack.confirm', { count: list.cost })}</p>
          <button type="button" class="popup-button popup-button--primary" onClick={start}>
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
          onClick={() => (list.cost > list.confirmAbove ? setConfirming(true) : start())}
        >
          {actionLabel(list)}
        </button>
      )}
      <ol class="popup-pack-places" aria-label={t('pack.places')}>
        {list.places.map((place) => (
          <li key={place.placeId} class="popup-pack-place" data-place-id={place.placeId}>
            <span class="popup-row-title" dir="auto">
              {place.name || t('common.unnamedRestaurant')}
            </span>
            <span class="popup-row-meta">
              <PlaceState place={place} job={job} now={now} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function entryOf({ placeId, name, at }: ListPlaceView) {
  return { placeId, name, ...(at ? { at } : {}) };
}
