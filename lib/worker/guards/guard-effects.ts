import { clearKeyInvalid, markKeyInvalid } from '@/lib/worker/storage/key-store';
import type { BilledResult, Credentials, WorkerCore } from '@/lib/worker/worker-context';

export interface RecordedOutcome {
  /** When a 429's stop ends, else null. */
  resetsAt: number | null;
  /** The key or service changed while the request was out: its answer set no guard. */
  stale: boolean;
}

/**
 * Updates the guards after any answered or failed request (lookup, search, connection test):
 * network marker, key-invalid marker, budget exhaustion.
 */
export async function recordRequestOutcome(
  core: WorkerCore,
  credentials: Credentials,
  result: BilledResult<unknown>,
): Promise<RecordedOutcome> {
  const error = result.ok ? null : result.error;
  const none = { resetsAt: null, stale: false };
  if (error?.kind === 'network') {
    await core.memo.networkFailed();
    return none;
  }
  await core.memo.networkSucceeded();
  if (error !== null && error.kind !== 'unauthorized' && error.kind !== 'budget_exhausted') return none;
  // Sent before the user changed the key or service: its answer says nothing of the new one (a 200
  // must not lift the new key's 401 mark, a 401 or 429 must not stop it).
  const current = (await core.access()).credentials;
  if (current?.apiKey !== credentials.apiKey || current.baseUrl !== credentials.baseUrl) {
    return { resetsAt: null, stale: true };
  }
  if (error === null) {
    await clearKeyInvalid(core.deps.local);
    return none;
  }
  if (error.kind === 'unauthorized') {
    await markKeyInvalid(core.deps.local, credentials.apiKey);
    return none;
  }
  // Without a Retry-After, the month the request was sent in: a 429 for November read just after
  // midnight stops November.
  const resetsAt = await core.budget.markExhausted(result.sentAt ?? core.deps.now(), error.retryAfterMs);
  await core.refreshBadge();
  return { resetsAt, stale: false };
}
