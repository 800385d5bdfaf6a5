import type { BudgetStatus, StatusView } from '@/lib/messages/view';
import { isOffline } from '@/lib/worker/lookup/lookup-policy';
import { clearKeyInvalid } from '@/lib/worker/storage/key-store';
import type { WorkerCore } from './worker-context';

export async function readStatus(core: WorkerCore): Promise<StatusView> {
  const { deps } = core;
  const accessReady = core.access();
  const [access, budget, lastNetworkFailureAt] = await Promise.all([
    accessReady,
    core.budget.status(accessReady.then((access) => access.settings.monthlyAllowance)),
    core.memo.lastNetworkFailureAt(),
  ]);
  return {
    hasKey: access.hasKey,
    keyInvalid: access.keyInvalid,
    serviceUrl: access.settings.serviceUrl,
    budget,
    offline: isOffline(deps.isOnline(), lastNetworkFailureAt, deps.now()),
    storageError: deps.storageError(),
  };
}

/** What a content script may see: no service address, no storage details. */
export function statusForContentScript(status: StatusView): StatusView {
  return { ...status, serviceUrl: null, storageError: null };
}

/** The user explicitly retries after a 429 or a 401: lifts both stops and the offline pause. */
export async function retryBudget(core: WorkerCore): Promise<BudgetStatus> {
  await Promise.all([
    core.budget.clearExhausted(),
    clearKeyInvalid(core.deps.local),
    core.memo.networkSucceeded(),
  ]);
  await core.refreshBadge();
  const { settings } = await core.access();
  return core.budget.status(settings.monthlyAllowance);
}

/**
 * Another service or another key: the old one's 429 (its budget) is not theirs. Another service
 * also gets the key tried again and asked again for the places the old one did not know.
 */
export async function forgetOldConnection(core: WorkerCore, serviceChanged: boolean): Promise<void> {
  await core.budget.clearExhausted();
  if (!serviceChanged) return;
  await Promise.all([
    core.deps.cache.clearNotFound().catch(() => undefined),
    clearKeyInvalid(core.deps.local),
  ]);
}

/**
 * Options saved settings or a key: forget what belonged to the old configuration. Recent remote
 * search answers stay: each is kept for the service and key it was asked with (search-cache.ts).
 */
export async function applySettingsChange(core: WorkerCore): Promise<void> {
  if (!(await core.access()).keyInvalid) await clearKeyInvalid(core.deps.local);
  await core.memo.networkSucceeded();
  await core.refreshBadge();
}
