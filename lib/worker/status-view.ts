import type { StatusView } from '@/lib/messages/view';
import { unreachableUntil } from '@/lib/worker/lookup/lookup-policy';
import type { WorkerContext } from './worker-context';

/** What the popup, the options page and the panel are told of the service, the key and the budget. */
export async function readStatusView(context: WorkerContext): Promise<StatusView> {
  const { deps } = context;
  const [{ access, budget, lookupsLeft }, lastNetworkFailureAt] = await Promise.all([
    context.standing(),
    context.memo.lastNetworkFailureAt(),
  ]);
  return {
    ...(lookupsLeft ? { lookupsLeft } : {}),
    hasKey: access.hasKey,
    keyInvalid: access.keyInvalid,
    serviceUrl: access.settings.serviceUrl,
    budget,
    offline: !deps.isOnline(),
    unreachableUntil: unreachableUntil(lastNetworkFailureAt, deps.now()),
    storageError: deps.storageError() ?? (access.keyState === 'unreadable' ? 'failing' : null),
  };
}
