import { nextMonthStart } from './budget-guard';
import type { BilledResult, Credentials, WorkerCore } from './core';
import { clearKeyInvalid, markKeyInvalid } from './key-store';

/**
 * Updates the guards after any answered or failed request (lookup, search, connection test):
 * network marker, key-invalid marker, budget exhaustion. Returns when a 429's stop ends (else null).
 */
export async function recordRequestOutcome(
  core: WorkerCore,
  credentials: Credentials,
  result: BilledResult<unknown>,
): Promise<number | null> {
  const error = result.ok ? null : result.error;
  const { apiKey } = credentials;
  if (error?.kind === 'network') {
    await core.memo.networkFailed();
    return null;
  }
  await core.memo.networkSucceeded();
  if (error === null) {
    await clearKeyInvalid(core.deps.local);
    return null;
  }
  if (error.kind !== 'unauthorized' && error.kind !== 'budget_exhausted') return null;
  // The month the request was sent in: a 429 for November read just after midnight stops November.
  const sentAt = result.sentAt ?? core.deps.now();
  // Sent before the user changed the key or service: its 401 or 429 is not the new one's.
  const current = (await core.access()).credentials;
  if (current?.apiKey !== apiKey || current.baseUrl !== credentials.baseUrl) {
    return error.kind === 'budget_exhausted' ? nextMonthStart(sentAt) : null;
  }
  if (error.kind === 'unauthorized') {
    await markKeyInvalid(core.deps.local, apiKey);
    return null;
  }
  const resetsAt = await core.budget.markExhausted(sentAt);
  await core.refreshBadge();
  return resetsAt;
}
