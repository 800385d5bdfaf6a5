import { type RateLimitFigure, RateLimitFigureSchema } from '@/lib/api/http/rate-limit';
import { z } from '@/lib/zod';
import { keyFingerprint } from '../key/key-store';
import { createKeyedLock } from '../memory/keyed-lock';
import type { StorageAreaLike } from './stored-entry';
import { readEntry } from './stored-entry';

// The latest figure the service's rate-limit headers gave, in storage.local, per service and key
// (under a fingerprint of both, never the key), with when it was read. A few are kept: switching
// back to a key finds its figure again.

export const SERVICE_QUOTA_STORAGE_KEY = 'serviceQuota';
const KEPT = 4;

const ReadingsSchema = z.array(
  z.object({
    for: z.string(),
    figure: RateLimitFigureSchema,
    /** Epoch ms when the response carrying it arrived. */
    readAt: z.number(),
  }),
);

/** A figure the service gave, and when. */
export type QuotaReading = Omit<z.infer<typeof ReadingsSchema>[number], 'for'>;

/** Who the figure is for: the service and the key it was read with. */
export interface QuotaScope {
  baseUrl: string;
  apiKey: string;
}

export function createServiceQuota(local: StorageAreaLike, now: () => number) {
  const withLock = createKeyedLock();
  // The digest of the last scope asked about: every view asks for the same one.
  let last: { input: string; fingerprint: Promise<string> } | null = null;
  const fingerprintOf = ({ baseUrl, apiKey }: QuotaScope) => {
    const input = `${baseUrl}\n${apiKey}`;
    if (last?.input !== input) last = { input, fingerprint: keyFingerprint(input) };
    return last.fingerprint;
  };

  const readings = () => readEntry(local, SERVICE_QUOTA_STORAGE_KEY, ReadingsSchema, []);

  return {
    async record(scope: QuotaScope, figure: RateLimitFigure): Promise<void> {
      const fingerprint = await fingerprintOf(scope);
      const readAt = now();
      await withLock(SERVICE_QUOTA_STORAGE_KEY, async () => {
        const others = (await readings()).filter((reading) => reading.for !== fingerprint);
        const kept = [{ for: fingerprint, figure, readAt }, ...others].slice(0, KEPT);
        await local.set({ [SERVICE_QUOTA_STORAGE_KEY]: kept });
      });
    },
    /**
     * The latest figure read for this service and key; null when none was, or there is no scope (no
     * key or service yet). The figures are read at once, beside whatever the scope still waits for.
     */
    async latest(scopeReady: QuotaScope | null | Promise<QuotaScope | null>): Promise<QuotaReading | null> {
      const figures = readings();
      // Awaited below once there is a scope; without one, its failure matters to nobody.
      figures.catch(() => undefined);
      const scope = await scopeReady;
      if (!scope) return null;
      const [fingerprint, stored] = await Promise.all([fingerprintOf(scope), figures]);
      const reading = stored.find((candidate) => candidate.for === fingerprint);
      return reading ? { figure: reading.figure, readAt: reading.readAt } : null;
    },
  };
}
