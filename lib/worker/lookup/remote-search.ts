import type { RemoteSearchResponse } from '@/lib/messages/protocol';
import { keyFingerprint } from '@/lib/storage/key/key-store';
import { normaliseQuery } from '@/lib/storage/session/remote-search-answers';
import { recordRequestOutcome } from '@/lib/worker/guards/guard-effects';
import type { ServiceAccess, WorkerContext } from '@/lib/worker/worker-context';
import { outcomeForError, setupMissing } from './lookup-policy';
import { createSingleFlight } from './single-flight';

// Remote dish search: always asked for by the user from an extension page, so the user's own
// allowance does not block it; a missing or refused key, a 429 and a known-offline browser do.

export function createRemoteSearch(context: WorkerContext) {
  const flights = createSingleFlight<RemoteSearchResponse>();

  async function search(query: string, access: ServiceAccess, scope: string): Promise<RemoteSearchResponse> {
    const kept = await context.searchAnswers.get(scope, query);
    if (kept) return { ok: true, result: kept, keptAnswer: true };
    const { credentials } = access;
    if (!credentials) return { ok: false, outcome: setupMissing(access.keyState) ?? { kind: 'no_key' } };
    if (access.keyState === 'invalid') return { ok: false, outcome: { kind: 'key_invalid' } };
    const { exhaustedUntil } = await context.budget.status(access.settings.monthlyAllowance);
    if (exhaustedUntil !== null)
      return { ok: false, outcome: { kind: 'budget_exhausted', resetsAt: exhaustedUntil } };
    if (!context.deps.isOnline()) return { ok: false, outcome: { kind: 'offline' } };
    // The user clicked "Search all restaurants — uses 1 lookup": one request, a 5xx not retried.
    const result = await context.billed(credentials, (api) => api.search(query));
    const recorded = await recordRequestOutcome(context, credentials, result);
    if (!result.ok)
      return { ok: false, outcome: outcomeForError(result.error, recorded, context.deps.now()) };
    // Keeping the answer only saves a later lookup: the search was paid for, so a failed write
    // (a full storage area) must not fail it.
    await context.searchAnswers.put(scope, query, result.value).catch(() => undefined);
    return { ok: true, result: result.value, keptAnswer: false };
  }

  // One flight per query and scope: a search asked after a change of service or key does not wait
  // for, and get, the answer of one sent with the old ones.
  return async (query: string): Promise<RemoteSearchResponse> => {
    const access = await context.access();
    const { credentials } = access;
    // What an answer depends on besides the query: the service and the key (as a fingerprint, so
    // that the key itself is not copied into storage.session).
    const scope = credentials ? `${credentials.baseUrl} ${await keyFingerprint(credentials.apiKey)}` : '';
    return flights.run(`${scope}\n${normaliseQuery(query)}`, async () => ({
      value: await search(query, access, scope),
    }));
  };
}
