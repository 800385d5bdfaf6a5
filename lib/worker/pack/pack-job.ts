import type { PackJobView, PackPlaceState } from '@/lib/messages/protocol';
import type { LookupOutcome } from '@/lib/messages/view';
import { LatLngSchema, MAX_LIST_PLACES } from '@/lib/storage/lists/list-rows';
import type { StorageAreaLike } from '@/lib/worker/worker-deps';
import { z } from '@/lib/zod';

// A trip pack's job (issue 33): which places of a list are still to be looked up, kept in
// storage.session so that it outlives the popup and the worker (it ends with the browser). Each
// place is marked `attempted` before its request leaves: a worker stopped mid-request leaves the
// mark, and the next worker reports that place as interrupted instead of billing it again.

export const PACK_JOB_KEY = 'pack.job';

const PLACE_STATES = [
  'skipped',
  'pending',
  'attempted',
  'saved',
  'not_found',
  'failed',
  'interrupted',
] as const satisfies readonly PackPlaceState[];

const JobPlaceSchema = z.object({
  placeId: z.string().check(z.minLength(1), z.maxLength(300)),
  name: z.string().check(z.maxLength(300)),
  at: z.optional(LatLngSchema),
  state: z.enum(PLACE_STATES),
  /** Why a place failed (a lookup outcome, worded by the popup). */
  failure: z.optional(z.looseObject({ kind: z.string() })),
});

const PackJobSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  listId: z.string().check(z.minLength(1), z.maxLength(100)),
  listName: z.string().check(z.maxLength(300)),
  /** The worker instance running it: another one finding it `running` knows the first one stopped. */
  instanceId: z.string(),
  status: z.enum(['running', 'done', 'cancelled', 'stopped']),
  /** Why a `stopped` pack stopped (a 429, the allowance, the key). */
  stop: z.optional(z.looseObject({ kind: z.string() })),
  startedAt: z.number(),
  places: z.array(JobPlaceSchema).check(z.maxLength(MAX_LIST_PLACES)),
});
export type PackJob = z.infer<typeof PackJobSchema>;
export type PackJobPlace = PackJob['places'][number];

/** The stored job, or null when none is stored or it is damaged. */
export async function loadPackJob(session: StorageAreaLike): Promise<PackJob | null> {
  const stored = await session.get(PACK_JOB_KEY).catch(() => ({}) as Record<string, unknown>);
  const parsed = PackJobSchema.safeParse(stored[PACK_JOB_KEY]);
  return parsed.success ? parsed.data : null;
}

export function savePackJob(session: StorageAreaLike, job: PackJob): Promise<void> {
  return session.set({ [PACK_JOB_KEY]: job });
}

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
    total: billed.length,
    done: billed.filter((place) => !open.has(place.state)).length,
    places: job.places.map(({ placeId, name, state, failure }) => ({
      placeId,
      name,
      state,
      ...(failure ? { failure: failure as LookupOutcome } : {}),
    })),
  };
}
