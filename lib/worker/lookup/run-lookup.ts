import type { ApiErrorKind } from '@/lib/api/api-result';
import type { Menu } from '@/lib/api/model';
import { apiProblem, technicalDetail } from '@/lib/format/error-text';
import type { LookupOutcome, Problem } from '@/lib/messages/view';
import type { LatLng } from '@/lib/places/coordinates';
import { asFetched, isNewerRecord } from '@/lib/storage/menus/menu-writes';
import type { StoredMenu } from '@/lib/storage/menus/rows';
import { toCacheStorageError } from '@/lib/storage/menus/storage-errors';
import { NOT_FOUND_TTL_MS } from '@/lib/storage/menus/stores';
import { recordRequestOutcome } from '@/lib/worker/guards/guard-effects';
import type { BilledResult, Credentials, WorkerContext } from '@/lib/worker/worker-context';
import { isFresh, outcomeForError } from './lookup-policy';

// One billed menu lookup and its effects on the cache and the guards. Runs inside the single flight.

/** Failures that start the per-place cool-down (the others have their own guard). */
const RETRYABLE: ReadonlySet<ApiErrorKind> = new Set([
  'server',
  'timeout',
  'invalid_response',
  'redirected',
  'bad_request',
]);

/** A record to show: `unsaved` while it is not (or could not be) in the cache. */
export type ViewRecord = StoredMenu & { unsaved?: true };

export interface LookupResult {
  outcome: LookupOutcome;
  offline: boolean;
  /** The record to show afterwards (the cache decides which of old and new wins). */
  record: ViewRecord | null;
  /** A request left (billed): false when a menu, a 404 or a 429 that came meanwhile answered it. */
  sent: boolean;
}

/**
 * The answer comes before the writes that follow it (storing a menu with its dish index can take
 * longer than the request). `finishing`: those writes (the menu or the 404), then the in-flight
 * marker's removal; null, or why a fetched menu could not be stored (the cache still lacks it).
 */
export interface LookupRun {
  result: LookupResult;
  finishing: Promise<Problem | null>;
}

export interface LookupRequest {
  placeId: string;
  credentials: Credentials;
  freshnessDays: number;
  /** The place's position, kept with its menu (a result link's or place URL's `!3d!4d`). */
  at?: LatLng;
  /** An automatic lookup may retry a 5xx, each retry counted here first; a click sends one request. */
  beforeRetry?: () => Promise<boolean>;
}

/**
 * A lookup that failed by a throw (browser storage, most likely: the budget, a marker, a guard's
 * note), with whether its request had left (billed) by then. A trip pack counts only what left.
 * It keeps its cause's name: the router reports a failure by that name alone.
 */
export class LookupThrew extends Error {
  constructor(
    readonly sent: boolean,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = cause instanceof Error ? cause.name : 'Error';
  }
}

export async function runLookup(context: WorkerContext, request: LookupRequest): Promise<LookupRun> {
  const { cache, now } = context.deps;
  const { placeId, beforeRetry } = request;
  // Another ask may have completed this lookup between its decision and now (its reads may be
  // older than that lookup's end): a fresh record, a 404 or a 429 it left behind stops this one.
  // A database that cannot be read holds nothing to stop it: the ask decided on a miss already.
  const [stored, notFound, budget] = await Promise.all([
    cache.getMenu(placeId).catch(() => undefined),
    cache.getNotFound(placeId, now(), NOT_FOUND_TTL_MS).catch(() => false),
    context.budget.status(null),
  ]).catch((error: unknown) => {
    throw new LookupThrew(false, error);
  });
  const current = stored ?? null;
  const settled = (outcome: LookupOutcome): LookupRun => ({
    result: { outcome, offline: false, record: current, sent: false },
    finishing: Promise.resolve(null),
  });
  if (current && isFresh(current.fetchedAt, request.freshnessDays, now())) return settled({ kind: 'ok' });
  if (notFound) return settled({ kind: 'not_found' });
  if (budget.exhaustedUntil !== null) {
    return settled({ kind: 'budget_exhausted', resetsAt: budget.exhaustedUntil });
  }
  await context.markers.mark(placeId).catch((error: unknown) => {
    throw new LookupThrew(false, error);
  });
  // The marker stays until the record is written: a restarted worker must not bill this place again.
  const clearMarker = () => context.markers.clear(placeId);
  // Unknown until the billed call returns (it does not throw): counted as sent, never as free.
  let sent = true;
  try {
    const result = await context.billed(request.credentials, (api) => api.getMenu(placeId), beforeRetry);
    sent = result.sentAt !== null;
    const run = await applyResult(context, request, result, current);
    const done = (problem: Problem | null) => clearMarker().then(() => problem);
    return { ...run, finishing: run.finishing.then(done, () => done(null)) };
  } catch (error) {
    await clearMarker().catch(() => undefined);
    throw new LookupThrew(sent, error);
  }
}

async function applyResult(
  context: WorkerContext,
  request: LookupRequest,
  result: BilledResult<Menu>,
  previous: StoredMenu | null,
): Promise<LookupRun> {
  const { cache, now } = context.deps;
  const { placeId } = request;
  const recorded = await recordRequestOutcome(context, request.credentials, result);
  const none = () => null;
  if (!result.ok) {
    const { error } = result;
    const finishing =
      error.kind === 'not_found'
        ? cache.putNotFound(placeId, now(), NOT_FOUND_TTL_MS).then(none, none)
        : Promise.resolve(null);
    if (RETRYABLE.has(error.kind)) {
      await context.memo.lookupFailed(placeId, apiProblem(error), technicalDetail(error));
    }
    const online = context.deps.isOnline();
    const outcome = outcomeForError(error, recorded, now(), online);
    const offline = error.kind === 'network' && !online;
    return { result: { outcome, offline, record: previous, sent: result.sentAt !== null }, finishing };
  }
  await context.memo.lookupSucceeded(placeId);
  const fetchedAt = now();
  const fetched = { placeId, ...asFetched({ ...result.value, placeId }, fetchedAt), fetchedAt };
  // What the write will keep, as putMenu decides it: the newer verified_at wins; an older or equal one
  // only renews fetchedAt. Unsaved until the write commits (never "Saved" before then). A failed
  // write must not lose a paid lookup: it answers with what was fetched, and starts the place's
  // cool-down, or every automatic re-ask (menu.updated, the panel's re-check) would bill it again.
  const keepsStored = previous !== null && !isNewerRecord(fetched, previous);
  const record: ViewRecord = { ...(keepsStored ? { ...previous, fetchedAt } : fetched), unsaved: true };
  const finishing = cache
    .putMenu(fetched.menu, fetchedAt, fetched.verifiedAt, request.at)
    .then(none, (error) => {
      const problem: Problem = { kind: 'storage', storage: toCacheStorageError(error).kind };
      const said = () => problem;
      return context.memo.lookupFailed(placeId, problem).then(said, said);
    });
  return { result: { outcome: { kind: 'ok' }, offline: false, record, sent: true }, finishing };
}
