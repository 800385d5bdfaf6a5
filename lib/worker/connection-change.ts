import { clearKeyInvalid } from '@/lib/storage/key/key-store';
import type { WorkerContext } from './worker-context';

// What changes when the user acts on the connection: another service or key saved in the options,
// or any settings saved. (A connection test that succeeds lifts a 429's stop: connection-test.ts.)

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
 * search answers stay: each is kept for the service and key it was asked with (remote-search-answers.ts).
 */
export async function applySettingsChange(context: WorkerContext): Promise<void> {
  if (!(await context.access()).keyInvalid) await clearKeyInvalid(context.deps.local);
  await context.memo.networkSucceeded();
  await context.refreshBadge();
}
