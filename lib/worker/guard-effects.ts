import type { BilledResult, WorkerCore } from './core';
import { clearKeyInvalid, markKeyInvalid } from './key-store';

/**
 * Updates the guards after any answered or failed request (lookup, search, connection test):
 * network marker, key-invalid marker, budget exhaustion. Returns when a 429's stop ends (else null).
 */
export async function recordRequestOutcome(
  core: WorkerCore,
  apiKey: string,
  result: BilledResult<unknown>,
): Promise<number | null> {
  const error = result.ok ? null : result.error;
  if (error?.kind === 'network') {
    await core.memo.networkFailed();
    return null;
  }
  await core.memo.networkSucceeded();
  if (error === null) {
    await clearKeyInvalid(core.deps.local);
    return null;
  }
  if (error.kind === 'unauthorized') await markKeyInvalid(core.deps.local, apiKey);
  if (error.kind !== 'budget_exhausted') return null;
  // The month the request was sent in: a 429 for November read just after midnight stops November.
  const resetsAt = await core.budget.markExhausted(result.sentAt ?? core.deps.now());
  await core.refreshBadge();
  return resetsAt;
}
