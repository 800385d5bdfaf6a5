import type { BudgetStatus } from '@/lib/messages/view';
import { clearKeyInvalid } from '@/lib/storage/key/key-store';
import type { WorkerContext } from './worker-context';

// What changes when the user acts on the connection: a retry after a 429 or a 401, another service
// or key saved in the options, or any settings saved.

/** The user explicitly retries after a 429 or a 401: lifts both stops and the offline pause. */
export async function retryBudget(context: WorkerContext): Promise<BudgetStatus> {
  await Promise.all([
    context.budget.clearExhausted(),
    clearKeyInvalid(context.deps.local),
    context.memo.networkSucceeded(),
  ]);
  await context.refreshBadge();
  const { settings } = await context.access();
  return context.budget.status(settings.monthlyAllowance);
}

/**
 * Another service or another key: the old one's 429 (its budget) is not theirs. Another service
 * also gets the key tried again and asked again for the places the old one did not know.
 */
export async function forgetOldConnection(context: WorkerContext, serviceChanged: boolean): Promise<void> {
  await context.budget.clearExhausted();
  if (!serviceChanged) return;
  await Promise.all([
    context.deps.cache.clearNotFound().catch(() => undefined),
    clearKeyInvalid(context.deps.local),
  ]);
}

/**
 * Options saved settings or a key: forget what belonged to the old configuration. Recent remote
 * search answers stay: each is kept for the service and key it was asked with (search-cache.ts).
 */
export async function applySettingsChange(context: WorkerContext): Promise<void> {
  if (!(await context.access()).keyInvalid) await clearKeyInvalid(context.deps.local);
  await context.memo.networkSucceeded();
  await context.refreshBadge();
}
