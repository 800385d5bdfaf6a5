import type { RemoteSearchResponse } from '../messages/protocol';
import type { LookupOutcome } from '../messages/view';
import type { WorkerCore } from './core';
import { recordRequestOutcome } from './guard-effects';
import { outcomeForError } from './lookup-policy';
import { normaliseQuery } from './search-cache';
import { createSingleFlight } from './single-flight';

// Remote dish search: always asked for by the user from an extension page, so the user's own
// allowance does not block it; a missing or refused key, a 429 and a known-offline browser do.

export type RemoteSearch = (query: string) => Promise<RemoteSearchResponse>;

export function createRemoteSearch(core: WorkerCore): RemoteSearch {
  const flights = createSingleFlight<RemoteSearchResponse>();

  async function blocked(): Promise<LookupOutcome | null> {
    const access = await core.access();
    if (!access.credentials) return { kind: 'no_key' };
    if (access.keyState === 'invalid') return { kind: 'key_invalid' };
    const budget = await core.budget.status(access.settings.monthlyAllowance);
    if (budget.exhaustedUntil !== null) return { kind: 'budget_exhausted', resetsAt: budget.exhaustedUntil };
    if (!core.deps.isOnline()) return { kind: 'offline' };
    return null;
  }

  async function search(query: string): Promise<RemoteSearchResponse> {
    const cached = await core.searchCache.get(query);
    if (cached) return { ok: true, result: cached, fromCache: true };
    const outcome = await blocked();
    if (outcome) return { ok: false, outcome };
    const { credentials } = await core.access();
    if (!credentials) return { ok: false, outcome: { kind: 'no_key' } };
    const result = await core.billed(credentials, (api) => api.search(query));
    const resetsAt = await recordRequestOutcome(core, credentials.apiKey, result.ok ? null : result.error);
    if (!result.ok) return { ok: false, outcome: outcomeForError(result.error, resetsAt ?? 0) };
    await core.searchCache.put(query, result.value);
    return { ok: true, result: result.value, fromCache: false };
  }

  return (query) => flights.run(normaliseQuery(query), () => search(query));
}
