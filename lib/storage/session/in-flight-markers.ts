import { withinWindow } from '@/lib/clock';
import { readEntry, type StorageAreaLike } from '@/lib/storage/areas/stored-entry';
import { z } from '@/lib/zod';
import { IN_FLIGHT_TTL_MS } from './guard-timings';

// Single flight lives in memory; these markers in storage.session say "a request for this place is
// running" across a worker restart. A marker from a stopped worker expires after IN_FLIGHT_TTL_MS,
// so no place stays "loading" forever.

const MarkerSchema = z.object({ startedAt: z.number(), instanceId: z.string() });

/** The markers, one per place: stale once a stopped worker's would have expired (session-prune.ts). */
export const IN_FLIGHT_MARKERS = {
  prefix: 'inflight:',
  field: 'startedAt' satisfies keyof z.infer<typeof MarkerSchema>,
  ttlMs: IN_FLIGHT_TTL_MS,
};
const storageKey = (placeId: string) => `${IN_FLIGHT_MARKERS.prefix}${placeId}`;

export function createInFlightMarkers(session: StorageAreaLike, instanceId: string, now: () => number) {
  return {
    /** A fresh marker from another worker instance (a request this instance cannot join). */
    async runningElsewhere(placeId: string): Promise<boolean> {
      const marker = await readEntry(session, storageKey(placeId), MarkerSchema, null);
      if (!marker || marker.instanceId === instanceId) return false;
      return withinWindow(marker.startedAt, now(), IN_FLIGHT_TTL_MS);
    },
    mark: (placeId: string) => session.set({ [storageKey(placeId)]: { startedAt: now(), instanceId } }),
    clear: (placeId: string) => session.remove(storageKey(placeId)),
  };
}
