import { clearKeyInvalid, markKeyInvalid } from '@/lib/storage/key/key-store';
import type { RecordedOutcome } from '@/lib/worker/lookup/lookup-policy';
import type { BilledResult, Credentials, WorkerContext } from '@/lib/worker/worker-context';

/** The guards after any request (lookup, search, connection test): network, key-invalid marker, 429. */
export async function recordRequestOutcome(
  context: WorkerContext,
  credentials: Credentials,
  result: BilledResult<unknown>,
): Promise<RecordedOutcome> {
  const error = result.ok ? null : result.error;
  const none = { resetsAt: null, stale: false };
  if (error?.kind === 'network') {
    await context.memo.networkFailed();
    return none;
  }
  await context.memo.networkSucceeded();
  if (error !== null && error.kind !== 'unauthorized' && error.kind !== 'budget_exhausted') return none;
  // Sent before the key or service changed: a 200 must not lift the new key's 401 mark, nor a 401
  // or 429 stop it.
  const access = await context.access();
  const current = access.credentials;
  if (current?.apiKey !== credentials.apiKey || current.baseUrl !== credentials.baseUrl) {
    return { resetsAt: null, stale: true };
  }
  // The toolbar button says whether the key works (toolbarState): refreshed once the marker is.
  if (error === null) {
    await clearKeyInvalid(context.deps.local);
    if (access.keyInvalid) await context.refreshBadge();
    return none;
  }
  if (error.kind === 'unauthorized') {
    await markKeyInvalid(context.deps.local, credentials.apiKey);
    await context.refreshBadge();
    return none;
  }
  // Without a Retry-After, the month the request was sent in: a 429 for November read just after
  // midnight stops November.
  const resetsAt = await context.budget.markExhausted(
    result.sentAt ?? context.deps.now(),
    error.retryAfterMs,
  );
  await context.refreshBadge();
  return { resetsAt, stale: false };
}
