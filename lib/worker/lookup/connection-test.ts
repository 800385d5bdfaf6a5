import { apiProblem, technicalDetail } from '@/lib/format/error-text';
import type { ConnectionTestResponse } from '@/lib/messages/protocol';
import { checkServiceUrl } from '@/lib/storage/areas/settings';
import { recordRequestOutcome } from '@/lib/worker/guards/guard-effects';
import type { WorkerContext } from '@/lib/worker/worker-context';

/** One real request with the saved settings and key; a precise problem when it fails (the options word it). */
export async function testConnection(context: WorkerContext): Promise<ConnectionTestResponse> {
  // The settings and key as every lookup reads them: the credentials are there when both are set.
  const { settings, credentials, keyState } = await context.access();
  if (!settings.serviceUrl) return { ok: false, problem: { kind: 'no_service_url' } };
  const url = checkServiceUrl(settings.serviceUrl);
  if (!url.ok) return { ok: false, problem: { kind: 'text', text: url.problem } };
  if (keyState === 'unreadable') return { ok: false, problem: { kind: 'storage', storage: 'failing' } };
  if (!credentials) return { ok: false, problem: { kind: 'no_key' } };
  if (!(await context.deps.hasHostPermission(url.origin))) {
    return { ok: false, problem: { kind: 'not_allowed', origin: url.origin } };
  }
  // No retry: the button says it uses 1 lookup, and a failure is what the user wants to see.
  const result = await context.billed(credentials, (api) => api.search('test'));
  await recordRequestOutcome(context, credentials, result);
  if (result.ok) {
    await context.budget.clearExhausted();
    await context.refreshBadge();
    // What is left after this request: the answer's rate-limit headers or the allowance.
    const { lookupsLeft } = await context.standing();
    return lookupsLeft ? { ok: true, lookupsLeft } : { ok: true };
  }
  const detail = technicalDetail(result.error);
  return { ok: false, problem: apiProblem(result.error), ...(detail ? { detail } : {}) };
}
