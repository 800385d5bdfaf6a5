import type { MenuView } from '../messages/view';
import type { ServiceAccess, WorkerCore } from './core';
import { type LookupRequest, type LookupResult, runLookup } from './lookup';
import { decideLookup } from './lookup-policy';
import { buildMenuView } from './menu-view';
import { createSingleFlight } from './single-flight';
import type { ParsedPlace } from './types';

/** Who asks: a content script's tab is capped; extension pages are not. */
export interface Asker {
  tabId: number | null;
  capped: boolean;
}

export interface MenuService {
  viewForPlace(place: ParsedPlace, userInitiated: boolean, asker: Asker): Promise<MenuView>;
  viewForUrl(url: string, userInitiated: boolean, asker: Asker): Promise<MenuView>;
  /** The popup asks for what a tab shows: uncapped, automatic. */
  viewForTab(tabId: number): Promise<MenuView>;
  /** Resolves when the background refreshes started so far have finished. */
  settled(): Promise<void>;
}

export function createMenuService(core: WorkerCore): MenuService {
  const { deps } = core;
  const flights = createSingleFlight<LookupResult>();
  /** Tabs to tell when a place's lookup finishes (memory only: a lost notice just means no refresh). */
  const waitingTabs = new Map<string, Set<number>>();
  const background = new Set<Promise<unknown>>();

  function track(task: Promise<unknown>): void {
    const settledTask = task.catch(() => undefined);
    background.add(settledTask);
    void settledTask.finally(() => background.delete(settledTask));
  }

  function notify(placeId: string): void {
    const tabs = waitingTabs.get(placeId) ?? new Set<number>();
    waitingTabs.delete(placeId);
    const event = { type: 'menu.updated', placeId } as const;
    // Deferred so that a notifier throwing synchronously cannot fail the lookup itself.
    const sends = [...tabs].map((tabId) => Promise.resolve().then(() => deps.notifier.toTab(tabId, event)));
    track(Promise.allSettled([...sends, Promise.resolve().then(() => deps.notifier.toPages(event))]));
  }

  function flight(
    request: LookupRequest,
    tabId: number | null,
    notifyOnFailure: boolean,
  ): Promise<LookupResult> {
    if (tabId !== null) {
      const tabs = waitingTabs.get(request.placeId) ?? new Set<number>();
      waitingTabs.set(request.placeId, tabs.add(tabId));
    }
    return flights.run(request.placeId, async () => {
      const result = await runLookup(core, request);
      if (result.outcome.kind === 'ok' || notifyOnFailure) notify(request.placeId);
      else waitingTabs.delete(request.placeId);
      return result;
    });
  }

  async function viewForPlace(
    place: ParsedPlace,
    userInitiated: boolean,
    asker: Asker,
    accessReady: Promise<ServiceAccess> = core.access(),
  ): Promise<MenuView> {
    const { placeId } = place;
    const now = deps.now();
    const capTab = asker.capped ? asker.tabId : null;
    // Every read but the budget's allowance is independent of the settings: all run at once.
    const [{ access, budget }, stored, notFound, lastNetworkFailureAt, recentError, tabCap, elsewhere] =
      await Promise.all([
        accessReady.then(async (access) => ({
          access,
          budget: await core.budget.status(access.settings.monthlyAllowance),
        })),
        deps.cache.getMenu(placeId),
        deps.cache.getNotFound(placeId, now),
        core.memo.lastNetworkFailureAt(),
        core.memo.recentError(placeId),
        capTab === null ? null : core.tabCap.peek(capTab, placeId),
        flights.isRunning(placeId) ? false : core.markers.runningElsewhere(placeId),
      ]);
    const { settings, credentials } = access;
    const record = stored ?? null;
    const decision = decideLookup({
      now,
      cachedFetchedAt: record?.fetchedAt ?? null,
      notFound,
      settings,
      userInitiated,
      key: access.keyState,
      budget,
      online: deps.isOnline(),
      lastNetworkFailureAt,
      recentError,
      tabCap,
      inFlightElsewhere: elsewhere,
    });
    const view = (result: Pick<LookupResult, 'outcome' | 'offline' | 'record'>) =>
      buildMenuView(place, result.record, result.outcome, result.offline, settings, deps.now());
    if (decision.fetch === 'none' || !credentials) return view({ ...decision, record });

    const request = { placeId, credentials, freshnessDays: settings.freshnessDays };
    if (decision.fetch === 'background') {
      track(flight(request, asker.tabId, true));
      return view({ ...decision, record });
    }
    if (capTab !== null) {
      const cap = await core.tabCap.acquire(capTab, placeId);
      if (cap.full) {
        const outcome = { kind: 'tab_limit', resetsAt: cap.resetsAt } as const;
        return view({ outcome, offline: decision.offline, record });
      }
    }
    return view(await flight(request, asker.tabId, false));
  }

  async function viewForUrl(
    url: string | null,
    userInitiated: boolean,
    asker: Asker,
    accessReady?: Promise<ServiceAccess>,
  ): Promise<MenuView> {
    const place = url ? deps.parsePlaceUrl(url) : null;
    if (place) return viewForPlace(place, userInitiated, asker, accessReady);
    const { settings } = await (accessReady ?? core.access());
    return buildMenuView(
      { placeId: null, nameHint: null },
      null,
      { kind: 'no_place' },
      false,
      settings,
      deps.now(),
    );
  }

  return {
    viewForPlace,
    viewForUrl,
    async viewForTab(tabId) {
      // The content-script round trip and the storage reads do not depend on each other.
      const [url, access] = await Promise.all([deps.getTabUrl(tabId), core.access()]);
      return viewForUrl(url, false, { tabId: null, capped: false }, Promise.resolve(access));
    },
    async settled() {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
  };
}
