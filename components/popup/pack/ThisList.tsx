import { TimeAgo } from '@/components/menu/Time';
import { timeTexts } from '@/lib/format/menu-texts';
import { dateText, isValidInstant } from '@/lib/format/time-text';
import { t } from '@/lib/i18n/messages';
import type { ListPlaceView, PackJobView } from '@/lib/messages/protocol';
import { outcomeText, PackAction } from './PackAction';
import type { ThisListState } from './use-this-list';

// The popup's "this list" (issue 33): the places of the results list the tab shows, each saved (with
// its age), not saved or not in the catalog, and one action whose label states its price. Places
// saved and fresh cost nothing. The pack runs in the worker: closing the popup does not stop it.

interface ThisListProps {
  state: ThisListState;
  now: number;
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
    // `attempted`: its request has left and its menu is on its way; the others wait their turn.
    return <span>{t(packed.state === 'attempted' ? 'pack.stateSaving' : 'pack.statePending')}</span>;
  }
  const at = place.fetchedAt;
  if ((place.saved === 'fresh' || place.saved === 'stale') && at !== null && isValidInstant(at)) {
    const key = place.saved === 'fresh' ? 'saved.savedAgo' : 'pack.staleAgo';
    return <TimeAgo at={at} texts={timeTexts(at, now)} say={(ago) => t(key, { ago })} />;
  }
  return <span>{place.saved === 'not_found' ? t('pack.notFound') : t('pack.notSaved')}</span>;
}

/** Whether `job` is a pack over `list`'s places (another list's pack, a saved list's refresh, is not). */
function isPackOf(job: PackJobView, list: { places: readonly { placeId: string }[] }): boolean {
  return (
    job.places.length === list.places.length &&
    job.places.every((place, i) => place.placeId === list.places[i]?.placeId)
  );
}

export function ThisList({ state, now }: ThisListProps) {
  const { list, pack } = state;
  if (!list) return null;
  const job = pack.job && isPackOf(pack.job, list) ? pack.job : null;
  const start = () => {
    const name = t('pack.listName', { query: list.query, date: dateText(now) });
    state.start(
      { name, query: list.query, centre: list.centre, places: list.places.map(entryOf) },
      list.cost,
    );
  };
  return (
    <section class="popup-pack" aria-label={t('pack.heading', { query: list.query })}>
      <h2 class="popup-pack-heading" dir="auto">
        {t('pack.heading', { query: list.query })}
      </h2>
      <PackAction
        pack={pack}
        job={job}
        price={list}
        does={t('pack.save', { count: list.cost })}
        nothingToDo={<p class="popup-note">{t('pack.allSaved')}</p>}
        onStart={start}
        now={now}
      />
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
