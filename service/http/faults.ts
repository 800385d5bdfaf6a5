import { z } from 'zod';
import { createRandom } from '@/service/catalog/random.ts';

/** Ways to break a 200 body: cut JSON, an HTML error page, JSON that is not an object, nothing. */
export const MALFORMED_KINDS = ['truncated', 'html', 'array', 'string', 'null', 'empty'] as const;
export const MalformedKindSchema = z.enum(MALFORMED_KINDS);
export type MalformedKind = z.infer<typeof MalformedKindSchema>;

const LatencySchema = z.number().int().min(0).max(120_000);

export const PlaceFaultSchema = z.strictObject({
  latencyMs: LatencySchema.optional(),
  /** Answer with this status (after billing) instead of the record. */
  status: z.number().int().min(400).max(599).optional(),
  malformed: MalformedKindSchema.optional(),
  /** Serve this JSON value as the record instead of the catalog's. */
  record: z.unknown().optional(),
  /** Answer (after billing) with a 302 to this address, as a misconfigured proxy would. */
  redirectTo: z.string().optional(),
  /** Apply only to the first N matching requests, then behave normally (retry tests). */
  times: z.number().int().min(1).optional(),
});
export type PlaceFault = z.infer<typeof PlaceFaultSchema>;

export const FaultConfigSchema = z.strictObject({
  latencyMs: LatencySchema.optional(),
  /** Fraction of billed requests answered with `failStatus`. */
  failRate: z.number().min(0).max(1).optional(),
  failStatus: z.number().int().min(500).max(599).optional(),
  /** Makes `failRate` deterministic: the same seed fails the same request numbers. */
  seed: z.number().int().optional(),
  /** Every authenticated request gets 429 as if the budget were spent (not billed). */
  force429: z.boolean().optional(),
  /** Every request's connection is reset before anything is read or billed (the service unreachable). */
  resetConnections: z.boolean().optional(),
  /** place id → malformed body for `GET /v1/menu`. */
  malformed: z.record(z.string(), MalformedKindSchema).optional(),
  searchMalformed: MalformedKindSchema.optional(),
  places: z.record(z.string(), PlaceFaultSchema).optional(),
});
export type FaultConfig = z.infer<typeof FaultConfigSchema>;

export interface FaultDecision {
  latencyMs: number;
  force429: boolean;
  /** Status to answer with after billing, or null. */
  status: number | null;
  /** Name of the fault behind `status`, for the log. */
  statusFault: 'place-status' | 'fail-rate' | null;
  malformed: MalformedKind | null;
  record: { value: unknown } | null;
  /** Where to redirect to (after billing), or null. */
  redirectTo: string | null;
}

const DEFAULT_FAIL_STATUS = 503;

export class FaultController {
  private config: FaultConfig = {};
  private random: () => number = Math.random;
  private readonly placeHits = new Map<string, number>();

  constructor(config: FaultConfig = {}) {
    this.set(config);
  }

  /** Replaces the whole configuration; restarts the seeded sequence and the `times` counters. */
  set(config: FaultConfig): void {
    this.config = FaultConfigSchema.parse(config);
    this.random = this.config.seed === undefined ? Math.random : createRandom(this.config.seed);
    this.placeHits.clear();
  }

  get(): FaultConfig {
    return structuredClone(this.config);
  }

  decide(endpoint: 'menu' | 'search', placeId: string | null): FaultDecision {
    const place = placeId === null || endpoint !== 'menu' ? undefined : this.activePlaceFault(placeId);
    const failRate = this.config.failRate ?? 0;
    const fails = failRate > 0 && this.random() < failRate;
    const placeStatus = place?.status ?? null;
    const malformed =
      endpoint === 'search'
        ? (this.config.searchMalformed ?? null)
        : (place?.malformed ?? (placeId === null ? undefined : this.config.malformed?.[placeId]) ?? null);
    return {
      latencyMs: (this.config.latencyMs ?? 0) + (place?.latencyMs ?? 0),
      force429: this.config.force429 ?? false,
      status: placeStatus ?? (fails ? (this.config.failStatus ?? DEFAULT_FAIL_STATUS) : null),
      statusFault: placeStatus !== null ? 'place-status' : fails ? 'fail-rate' : null,
      malformed,
      record: place && 'record' in place ? { value: place.record } : null,
      redirectTo: place?.redirectTo ?? null,
    };
  }

  private activePlaceFault(placeId: string): PlaceFault | undefined {
    const fault = this.config.places?.[placeId];
    if (!fault) return undefined;
    const hits = (this.placeHits.get(placeId) ?? 0) + 1;
    this.placeHits.set(placeId, hits);
    return fault.times === undefined || hits <= fault.times ? fault : undefined;
  }
}
