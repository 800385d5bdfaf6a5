import type { ApiResult } from '../api/errors';
import { checkServiceUrl, type Settings } from '../settings';
import { type BudgetGuard, badgeFor, createBudgetGuard } from './budget-guard';
import { createFailureMemo, type FailureMemo } from './failure-memo';
import { createInFlightMarkers, type InFlightMarkers } from './in-flight-markers';
import { loadApiKey, markerMatchesKey, readKeyInvalidMarker } from './key-store';
import type { KeyState } from './lookup-policy';
import { createSearchCache, type SearchCache } from './search-cache';
import { loadSettings } from './settings-store';
import { createTabCap, type TabCap } from './tab-cap';
import type { MenuApi, WorkerDeps } from './types';

// Shared pieces of the worker. Nothing here keeps state that must outlive the worker: settings, key
// and markers are read from storage on every ask; only the in-memory single flight is volatile.

export interface Credentials {
  baseUrl: string;
  apiKey: string;
}

export interface ServiceAccess {
  settings: Settings;
  hasKey: boolean;
  /** Present only when both a key and a valid service URL are set. */
  credentials: Credentials | null;
  keyState: KeyState;
}

export interface WorkerCore {
  deps: WorkerDeps;
  budget: BudgetGuard;
  markers: InFlightMarkers;
  tabCap: TabCap;
  memo: FailureMemo;
  searchCache: SearchCache;
  access(): Promise<ServiceAccess>;
  /** Runs an API call with every request sent counted in the budget (awaited before returning). */
  billed<T>(credentials: Credentials, call: (api: MenuApi) => Promise<ApiResult<T>>): Promise<ApiResult<T>>;
  refreshBadge(): Promise<void>;
}

export function createWorkerCore(deps: WorkerDeps): WorkerCore {
  const budget = createBudgetGuard(deps.budgetStore, deps.now);

  async function access(): Promise<ServiceAccess> {
    const [settings, apiKey, invalidMarker] = await Promise.all([
      loadSettings(deps.local),
      loadApiKey(deps.local),
      readKeyInvalidMarker(deps.local),
    ]);
    const url = settings.serviceUrl ? checkServiceUrl(settings.serviceUrl) : null;
    if (!apiKey || !url?.ok)
      return { settings, hasKey: apiKey !== null, credentials: null, keyState: 'none' };
    const invalid = await markerMatchesKey(invalidMarker, apiKey);
    const keyState = invalid ? 'invalid' : 'ok';
    return { settings, hasKey: true, credentials: { baseUrl: url.url, apiKey }, keyState };
  }

  async function refreshBadge(): Promise<void> {
    try {
      const { settings } = await access();
      await deps.notifier.setBadge(badgeFor(await budget.status(settings.monthlyAllowance), deps.now()));
    } catch {
      // The badge only informs; a failure to set it must not fail a lookup.
    }
  }

  return {
    deps,
    budget,
    markers: createInFlightMarkers(deps.session, deps.instanceId, deps.now),
    tabCap: createTabCap(deps.session, deps.now),
    memo: createFailureMemo(deps.session, deps.now),
    searchCache: createSearchCache(deps.session, deps.now),
    access,
    refreshBadge,
    async billed(credentials, call) {
      const counted: Promise<unknown>[] = [];
      const onRequestSent = () => {
        counted.push(budget.countRequest());
      };
      try {
        return await call(deps.createApi({ ...credentials, onRequestSent }));
      } catch (error) {
        // The client throws only on an unusable configuration, before sending anything.
        const message = error instanceof Error ? error.message : 'unusable service configuration';
        return { ok: false, error: { kind: 'bad_request', status: 0, message }, attempts: 0 };
      } finally {
        await Promise.allSettled(counted);
        if (counted.length > 0) await refreshBadge();
      }
    },
  };
}
