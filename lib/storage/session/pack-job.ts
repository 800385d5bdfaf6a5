import { PACK_PLACE_STATES } from '@/lib/messages/protocol';
import { readEntry, type StorageAreaLike } from '@/lib/storage/areas/stored-entry';
import { MAX_LIST_PLACES, PlaceListEntrySchema } from '@/lib/storage/lists/list-rows';
import { createKeyedLock } from '@/lib/storage/memory/keyed-lock';
import { parseOr, z } from '@/lib/zod';

// A trip pack's job (issue 33), kept in storage.session so that it outlives the popup and the worker.
// Two worker instances can touch one job (Firefox unloads a stopped event page after the next may
// have started), so what must never be lost has its own keys, each written by one side only and never
// by a progress write: a request leaving (`pack.sent.<index>`), the instance running the job
// (`pack.owner`, written before it reads the marks) and the user's Cancel (`pack.cancelled`). A
// request leaves only after its mark is written and the owner and cancel are read back: a worker
// taking over sees every mark of a request that left, and reports its place as interrupted instead
// of billing it again.

export const PACK_JOB_KEY = 'pack.job';
const PACK_OWNER_KEY = 'pack.owner';
const PACK_CANCEL_KEY = 'pack.cancelled';
const SENT_MARKS = 'pack.sent';
const sentKey = (index: number) => `${SENT_MARKS}.${index}`;

const JobPlaceSchema = z.extend(PlaceListEntrySchema, {
  state: z.enum(PACK_PLACE_STATES),
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
  /** It stopped after this many failed requests in a row (`stop` is the last one's failure). */
  stopAfterFailures: z.optional(z.int().check(z.positive())),
  /** Requests it let leave (each bills one lookup). */
  spent: z.optional(z.int().check(z.nonnegative())),
  startedAt: z.number(),
  places: z.array(JobPlaceSchema).check(z.maxLength(MAX_LIST_PLACES)),
});
export type PackJob = z.infer<typeof PackJobSchema>;
export type PackJobPlace = PackJob['places'][number];

export function loadPackJob(session: StorageAreaLike): Promise<PackJob | null> {
  return readEntry(session, PACK_JOB_KEY, PackJobSchema, null).catch(() => null);
}

export function savePackJob(session: StorageAreaLike, job: PackJob): Promise<void> {
  return session.set({ [PACK_JOB_KEY]: job });
}

const OwnerSchema = z.object({ jobId: z.string(), instanceId: z.string() });

/** This instance runs `jobId` from now on (before it reads which requests left). */
export function claimPackJob(session: StorageAreaLike, jobId: string, instanceId: string): Promise<void> {
  return session.set({ [PACK_OWNER_KEY]: { jobId, instanceId } });
}

/** The user cancelled `jobId`: never undone by a progress write. */
export function markPackCancelled(session: StorageAreaLike, jobId: string): Promise<void> {
  return session.set({ [PACK_CANCEL_KEY]: jobId });
}

// The marks' writes, one after another: an unmark reads the mark, then removes it, and a mark
// written between the two (the next pack's, same index) would go with it.
const inTurn = createKeyedLock();

/** Place `index` of `jobId` is about to be looked up (written before its request leaves). */
export function markPackSent(session: StorageAreaLike, jobId: string, index: number): Promise<void> {
  return inTurn(SENT_MARKS, () => session.set({ [sentKey(index)]: jobId }));
}

/**
 * Place `index` of `jobId`'s request did not leave after all (the lookup found it answered
 * meanwhile). Only `jobId`'s own mark goes: a cancelled pack's late answer must not take the next
 * pack's mark of the same index (a stopped worker's successor would bill that place again).
 */
export function unmarkPackSent(session: StorageAreaLike, jobId: string, index: number): Promise<void> {
  return inTurn(SENT_MARKS, async () => {
    const key = sentKey(index);
    if ((await session.get(key))[key] === jobId) await session.remove(key);
  });
}

/** Who runs `jobId` now and whether the user cancelled it, as stored now. */
export async function readPackFence(
  session: StorageAreaLike,
  jobId: string,
): Promise<{ owner: string | null; cancelled: boolean }> {
  const stored = await session.get([PACK_OWNER_KEY, PACK_CANCEL_KEY]);
  const owner = parseOr(OwnerSchema, stored[PACK_OWNER_KEY], null);
  return {
    owner: owner?.jobId === jobId ? owner.instanceId : null,
    cancelled: stored[PACK_CANCEL_KEY] === jobId,
  };
}

/** The indexes of `job`'s places whose request may have left. */
export async function sentPlaces(session: StorageAreaLike, job: PackJob): Promise<Set<number>> {
  const keys = job.places.map((_, index) => sentKey(index));
  const stored = await session.get(keys);
  return new Set(keys.flatMap((key, index) => (stored[key] === job.id ? [index] : [])));
}
