import type { ApiError } from '../api/errors';
import type { WorkerCore } from './core';
import { clearKeyInvalid, markKeyInvalid } from './key-store';

/**
 * Updates the guards after any answered or failed request (lookup, search, connection test):
 * network marker, key-invalid marker, budget exhaustion. Returns when a 429's stop ends (else null).
 */
export async function recordRequestOutcome(
  core: WorkerCore,
  apiKey: string,
  error: ApiError | null,
): Promise<number | null> {
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
  const resetsAt = await core.budget.markExhausted();
  await core.refreshBadge();
  return resetsAt;
}
