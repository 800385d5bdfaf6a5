import type { PackJobView, PackPlaceState } from '@/lib/messages/protocol';
import type { LookupOutcome } from '@/lib/messages/view';
import type { PackJob, PackJobPlace } from '@/lib/storage/session/pack-job';

// What a trip pack's job (kept in storage.session: lib/storage/session/pack-job.ts) bills and how
// the popup is shown it.

/** Places the pack bills: every one not skipped as saved and fresh (or a remembered 404). */
export function billable(job: PackJob): PackJobPlace[] {
  return job.places.filter((place) => place.state !== 'skipped');
}

export function packJobView(job: PackJob): PackJobView {
  const billed = billable(job);
  const open = new Set<PackPlaceState>(['pending', 'attempted']);
  return {
    id: job.id,
    listId: job.listId,
    listName: job.listName,
    status: job.status,
    ...(job.stop ? { stop: job.stop as LookupOutcome } : {}),
    ...(job.stopAfterFailures ? { stopAfterFailures: job.stopAfterFailures } : {}),
    total: billed.length,
    done: billed.filter((place) => !open.has(place.state)).length,
    spent: job.spent ?? 0,
    saved: billed.filter((place) => place.state === 'saved').length,
    places: job.places.map(({ placeId, name, state, failure }) => ({
      placeId,
      name,
      state,
      ...(failure ? { failure: failure as LookupOutcome } : {}),
    })),
  };
}
