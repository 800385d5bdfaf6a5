import type { ApiError } from '@/lib/api/api-result';
import { DAY_MS, withinWindow } from '@/lib/clock';
import { apiProblem, technicalDetail } from '@/lib/format/error-text';
import type { LookupOutcome, LookupsLeft, Problem, RefreshHold } from '@/lib/messages/view';
import type { Settings } from '@/lib/storage/areas/settings';
import { NETWORK_FAILURE_WINDOW_MS } from '@/lib/storage/session/guard-timings';
import type { LimitState } from '@/lib/storage/session/lookup-caps';
import { nextMonthStart } from '@/lib/worker/guards/budget-guard';

// Pure: decides, for one ask, what to answer and whether to spend a lookup. A click ("Show menu",
// "Try again") passes auto-lookup off, a key marked invalid, the offline pause, the user's own
// allowance (a user cap, not the service's), the error cool-down and a stopped worker's in-flight
// marker (its answer is lost for good; automatic asks wait for it to expire, so a crashing worker
// cannot loop on billed requests). Nothing passes a missing key, a 429 (until its month ends or
// another key or service is saved), a remembered 404, the per-tab cap or a fresh record. The hourly
// ceiling counts automatic lookups only.

/**
 * 'none': no key stored; 'no_service': a key, but no usable service URL; 'unreadable': the key's
 * database cannot be read (browser storage failing).
 */
export type KeyState = 'none' | 'no_service' | 'unreadable' | 'invalid' | 'ok';

/** What setup is missing (the key, or the service's address); an unreadable key: storage to fix. */
export function setupMissing(key: KeyState): LookupOutcome | null {
  if (key === 'none') return { kind: 'no_key' };
  if (key === 'unreadable') return { kind: 'storage_failing' };
  return key === 'no_service' ? { kind: 'no_key', missing: 'service' } : null;
}

export type FetchMode = 'none' | 'foreground' | 'background';

export interface LookupInput {
  now: number;
  /** The cached record's fetch time, null on a miss. */
  cachedFetchedAt: number | null;
  /** A 404 for this place is remembered (and not yet expired). */
  notFound: boolean;
  settings: Pick<
    Settings,
    'autoLookup' | 'autoRefresh' | 'freshnessDays' | 'monthlyAllowance' | 'lookupsPerHour'
  >;
  userInitiated: boolean;
  key: KeyState;
  budget: { used: number; exhaustedUntil: number | null };
  online: boolean;
  lastNetworkFailureAt: number | null;
  /** A recent failed lookup of this place (cool-down still running), with its message. */
  recentError: { problem: Problem; detail?: string } | null;
  /** null when the asker is not capped (extension pages). */
  tabCap: LimitState | null;
  /** The hourly ceiling on automatic lookups (all tabs); null when it does not apply (a user's ask). */
  ceiling: LimitState | null;
  /** A fresh in-flight marker left by another worker instance. */
  inFlightElsewhere: boolean;
  /** The monthly figure shown beside billed actions (guards/lookups-left.ts), when known. */
  lookupsLeft: LookupsLeft | undefined;
  /** Browser storage is full or failing: what is fetched now cannot be kept. */
  storageFailing: boolean;
}

/** What a request's answer did to the guards (guards/guard-effects.ts records it). */
export interface RecordedOutcome {
  /** When a 429's stop ends, else null. */
  resetsAt: number | null;
  /** The key or service changed while the request was out: its answer set no guard. */
  stale: boolean;
}

export interface LookupDecision {
  outcome: LookupOutcome;
  fetch: FetchMode;
  offline: boolean;
  /** The service could not be reached lately (the browser online): automatic asks wait until then. */
  unreachableUntil: number | null;
  /** A stale record answered `ok` without its refresh: why (the setting is off, the hourly ceiling). */
  refreshHeldBy?: RefreshHold;
}

/** Fetched within the freshness window; a fetch time in the future (the clock moved back) is stale. */
export function isFresh(fetchedAt: number, freshnessDays: number, now: number): boolean {
  return withinWindow(fetchedAt, now, freshnessDays * DAY_MS);
}

/** When the pause after the last network failure ends, while it runs; null when none does. */
export function unreachableUntil(lastNetworkFailureAt: number | null, now: number): number | null {
  return lastNetworkFailureAt !== null && withinWindow(lastNetworkFailureAt, now, NETWORK_FAILURE_WINDOW_MS)
    ? lastNetworkFailureAt + NETWORK_FAILURE_WINDOW_MS
    : null;
}

/** Why a request may not be sent now, as the outcome to show; null when nothing blocks it. */
function blocker(input: LookupInput, until: number | null, wanted: boolean): LookupOutcome | null {
  const { userInitiated: user, budget, now, settings } = input;
  const missing = setupMissing(input.key);
  if (missing) return missing;
  if (input.key === 'invalid' && !user) return { kind: 'key_invalid' };
  if (budget.exhaustedUntil !== null && budget.exhaustedUntil > now) {
    return { kind: 'budget_exhausted', resetsAt: budget.exhaustedUntil };
  }
  if (!input.online && !user) return { kind: 'offline' };
  if (until !== null && !user) return { kind: 'unreachable', retryAt: until };
  if (!wanted) return { kind: 'manual' };
  // Each automatic lookup would bill and keep nothing; a click still asks (its menu is shown unkept).
  if (!user && input.storageFailing) return { kind: 'storage_failing' };
  const allowance = settings.monthlyAllowance;
  if (!user && allowance !== null && budget.used >= allowance)
    return { kind: 'allowance_reached', allowance };
  // The service says none is left: automatic lookups stop, as for the user's allowance (a click
  // may still ask; a 429 then stops every lookup).
  const quota = input.lookupsLeft;
  if (!user && quota?.source === 'service' && quota.left <= 0) {
    return { kind: 'budget_exhausted', resetsAt: quota.resetsAt ?? nextMonthStart(now) };
  }
  if (input.recentError && !user) return { kind: 'error', ...input.recentError };
  return null;
}

export function decideLookup(input: LookupInput): LookupDecision {
  const { now, settings, cachedFetchedAt: fetchedAt, userInitiated } = input;
  const offline = !input.online;
  const until = offline ? null : unreachableUntil(input.lastNetworkFailureAt, now);
  const cached = fetchedAt !== null;
  const answer = (outcome: LookupOutcome, fetch: FetchMode = 'none'): LookupDecision => {
    return { outcome, fetch, offline, unreachableUntil: until };
  };
  const heldBy = (refreshHeldBy: RefreshHold) => ({ ...answer({ kind: 'ok' }), refreshHeldBy });

  if (cached && isFresh(fetchedAt, settings.freshnessDays, now)) return answer({ kind: 'ok' });
  if (input.notFound) return answer({ kind: 'not_found' });
  const wanted = userInitiated || (cached ? settings.autoRefresh : settings.autoLookup);
  if (cached && !wanted) return heldBy({ kind: 'manual' });

  const blocked = blocker(input, until, wanted);
  if (blocked) {
    // With a record at hand, being offline or cut off is shown by a flag, not as the outcome.
    const connection = blocked.kind === 'offline' || blocked.kind === 'unreachable';
    return answer(cached && connection ? { kind: 'ok' } : blocked);
  }
  const mode: FetchMode = cached && !userInitiated ? 'background' : 'foreground';
  if (!userInitiated && input.ceiling?.full) {
    const limited = {
      kind: 'hourly_limit',
      resetsAt: input.ceiling.resetsAt,
      limit: settings.lookupsPerHour,
    } as const;
    // Past the ceiling a saved menu is shown as it is, without the refresh.
    return cached ? heldBy(limited) : answer(limited);
  }
  if (mode === 'foreground' && input.tabCap?.full) {
    return answer({ kind: 'tab_limit', resetsAt: input.tabCap.resetsAt });
  }
  const pending: LookupOutcome = cached ? { kind: 'refreshing' } : { kind: 'loading' };
  return answer(pending, input.inFlightElsewhere && !userInitiated ? 'none' : mode);
}

/**
 * The outcome after a failed request, given what it did to the guards (guard-effects.ts). A 429 whose
 * month ended by the time it is read (sent just before midnight UTC) is a plain failure to retry.
 */
export function outcomeForError(
  error: ApiError,
  recorded: RecordedOutcome,
  now: number,
  online = true,
): LookupOutcome {
  const budgetResetsAt = recorded.resetsAt ?? 0;
  if (recorded.stale && (error.kind === 'unauthorized' || error.kind === 'budget_exhausted')) {
    return { kind: 'error', problem: { kind: 'credentials_changed' } };
  }
  if (error.kind === 'budget_exhausted' && budgetResetsAt <= now) {
    return { kind: 'error', problem: { kind: 'budget_renewed' } };
  }
  switch (error.kind) {
    case 'network':
      // The browser online, the failure is the service's (or the way to it): automatic asks pause.
      return online ? { kind: 'unreachable', retryAt: now + NETWORK_FAILURE_WINDOW_MS } : { kind: 'offline' };
    case 'not_found':
      return { kind: 'not_found' };
    case 'unauthorized':
      return { kind: 'key_invalid' };
    case 'budget_exhausted':
      return { kind: 'budget_exhausted', resetsAt: budgetResetsAt };
    default: {
      const detail = technicalDetail(error);
      return { kind: 'error', problem: apiProblem(error), ...(detail ? { detail } : {}) };
    }
  }
}
