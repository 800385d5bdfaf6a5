import { API_ERROR_KINDS } from '@/lib/api/api-result';
import { withinWindow } from '@/lib/clock';
import type { Problem } from '@/lib/messages/view';
import { readEntry, type StorageAreaLike } from '@/lib/storage/areas/stored-entry';
import { STORAGE_ERROR_KINDS } from '@/lib/storage/menus/storage-errors';
import { z } from '@/lib/zod';
import { ERROR_COOLDOWN_MS } from './guard-timings';

// Failure memory in storage.session: the last network failure (automatic lookups pause, views show
// offline) and per-place failed lookups (no automatic retry during a cool-down, which also stops a
// refresh → notify → re-ask → refresh loop).

const NETWORK_KEY = 'lastNetworkFailureAt';
// Only a request's or storage's failure is remembered (run-lookup.ts).
const ProblemSchema = z.union([
  z.object({
    kind: z.literal('api'),
    error: z.enum(API_ERROR_KINDS),
    status: z.optional(z.number()),
  }),
  z.object({ kind: z.literal('storage'), storage: z.enum(STORAGE_ERROR_KINDS) }),
]);
const ErrorSchema = z.object({ at: z.number(), problem: ProblemSchema, detail: z.optional(z.string()) });

/** Failed lookups' notes, one per place: stale once their cool-down is over (session-prune.ts). */
export const LOOKUP_ERROR_NOTES = {
  prefix: 'lookupError:',
  field: 'at' satisfies keyof z.infer<typeof ErrorSchema>,
  ttlMs: ERROR_COOLDOWN_MS,
};
const errorKey = (placeId: string) => `${LOOKUP_ERROR_NOTES.prefix}${placeId}`;

export function createFailureMemo(session: StorageAreaLike, now: () => number) {
  return {
    lastNetworkFailureAt: (): Promise<number | null> => readEntry(session, NETWORK_KEY, z.number(), null),
    networkFailed: () => session.set({ [NETWORK_KEY]: now() }),
    networkSucceeded: () => session.remove(NETWORK_KEY),
    async recentError(placeId: string): Promise<{ problem: Problem; detail?: string } | null> {
      const error = await readEntry(session, errorKey(placeId), ErrorSchema, null);
      if (!error || !withinWindow(error.at, now(), ERROR_COOLDOWN_MS)) return null;
      const { problem, detail } = error;
      return detail ? { problem, detail } : { problem };
    },
    /** `detail`: the request's technical detail, kept to be shown on request. */
    lookupFailed: (placeId: string, problem: Problem, detail: string | null = null) =>
      session.set({ [errorKey(placeId)]: { at: now(), problem, ...(detail ? { detail } : {}) } }),
    lookupSucceeded: (placeId: string) => session.remove(errorKey(placeId)),
  };
}
