import type { ApiErrorKind, ApiResult } from '../api/errors';
import type { Menu } from '../api/menu';
import type { StoredMenu } from '../cache/types';
import type { LookupOutcome } from '../messages/view';
import { NOT_FOUND_TTL_MS } from './constants';
import type { Credentials, WorkerCore } from './core';
import { describeApiError } from './error-messages';
import { recordRequestOutcome } from './guard-effects';
import { isFresh, outcomeForError } from './lookup-policy';

// One billed menu lookup and its effects on the cache and the guards. Runs inside the single flight.

/** Failures that start the per-place cool-down (the others have their own guard). */
const RETRYABLE: ReadonlySet<ApiErrorKind> = new Set([
  'server',
  'timeout',
  'invalid_response',
  'bad_request',
]);

export interface LookupResult {
  outcome: LookupOutcome;
  offline: boolean;
  /** The record to show afterwards (the cache decides which of old and new wins). */
  record: StoredMenu | null;
}

export interface LookupRequest {
  placeId: string;
  credentials: Credentials;
  freshnessDays: number;
}

export async function runLookup(core: WorkerCore, request: LookupRequest): Promise<LookupResult> {
  const { cache, now } = core.deps;
  const { placeId } = request;
  // Another ask may have completed this lookup between its decision and now.
  const current = (await cache.getMenu(placeId)) ?? null;
  if (current && isFresh(current.fetchedAt, request.freshnessDays, now())) {
    return { outcome: { kind: 'ok' }, offline: false, record: current };
  }
  await core.markers.mark(placeId);
  try {
    const result = await core.billed(request.credentials, (api) => api.getMenu(placeId));
    return await applyResult(core, request, result, current);
  } finally {
    await core.markers.clear(placeId);
  }
}

async function applyResult(
  core: WorkerCore,
  request: LookupRequest,
  result: ApiResult<Menu>,
  previous: StoredMenu | null,
): Promise<LookupResult> {
  const { cache, now } = core.deps;
  const { placeId } = request;
  const resetsAt = await recordRequestOutcome(
    core,
    request.credentials.apiKey,
    result.ok ? null : result.error,
  );
  if (!result.ok) {
    const { error } = result;
    if (error.kind === 'not_found')
      await cache.putNotFound(placeId, now(), NOT_FOUND_TTL_MS).catch(() => undefined);
    if (RETRYABLE.has(error.kind)) await core.memo.lookupFailed(placeId, describeApiError(error));
    return {
      outcome: outcomeForError(error, resetsAt ?? 0),
      offline: error.kind === 'network',
      record: previous,
    };
  }
  await core.memo.lookupSucceeded(placeId);
  const fetchedAt = now();
  const menu = { ...result.value, placeId };
  const fetched = { placeId, menu, verifiedAt: menu.verifiedAt, fetchedAt };
  // A full or broken database must not lose a lookup that was already paid for. Only when the stored
  // record is newer than the one fetched is it read back.
  const stored = await cache
    .putMenu(menu, fetchedAt)
    .then((outcome) => (outcome === 'kept_newer' ? cache.getMenu(placeId) : fetched))
    .catch(() => undefined);
  return { outcome: { kind: 'ok' }, offline: false, record: stored ?? fetched };
}
