import { DAY_MS } from '@/lib/clock';
import { menuTexts } from '@/lib/format/menu-texts';
import { messageLanguage } from '@/lib/i18n/messages';
import type { LookupOutcome, MenuView, Problem, RefreshHold } from '@/lib/messages/view';
import { setNewest } from '@/lib/newest-entries';
import { placeCoordinates } from '@/lib/places/coordinates';
import type { Settings } from '@/lib/storage/areas/settings';
import { toCacheStorageError } from '@/lib/storage/menus/storage-errors';
import { NOT_FOUND_TTL_MS } from '@/lib/storage/menus/stores';
import type { TabPlaces } from '@/lib/worker/messaging/tab-places';
import type { Credentials, WorkerContext } from '@/lib/worker/worker-context';
import type { NamedPlaceId } from '@/lib/worker/worker-deps';
import { decideLookup, isFresh } from './lookup-policy';
import { type LookupRequest, type LookupResult, LookupThrew, runLookup, type ViewRecord } from './run-lookup';
import { createSingleFlight } from './single-flight';

/**
 * Who asks: a content script's tab, capped and told when its lookup ends (null for extension pages),
 * in its language (a shipped one), in which the view's prices and dates are written.
 */
export interface Asker {
  tabId: number | null;
  language: string;
}

/** Unsaved menus kept in memory: the places of the last few lookups a full disk refused. */
const REMEMBERED_UNSAVED = 20;

/**
 * Whether the panel's next ask by itself looks the place up once a 404's week, being offline or the
 * service's pause ends: automatic lookups decide it, and over a saved menu automatic refresh
 * (lookup-policy.ts, `wanted`).
 */
function withSetting(outcome: LookupOutcome, settings: Settings, saved: boolean): LookupOutcome {
  const { kind } = outcome;
  if (kind !== 'not_found' && kind !== 'offline' && kind !== 'unreachable') return outcome;
  const auto = kind !== 'not_found' && saved ? settings.autoRefresh : settings.autoLookup;
  return auto ? { ...outcome, autoLookup: true } : outcome;
}

export type MenuService = ReturnType<typeof createMenuService>;

export function createMenuService(context: WorkerContext, tabPlaces: TabPlaces) {
  const { deps } = context;
  const flights = createSingleFlight<LookupResult>();
  /** Tabs to tell when a place's lookup finishes (memory only: a lost notice just means no refresh). */
  const waitingTabs = new Map<string, Set<number>>();
  const background = new Set<Promise<unknown>>();
  /** Each place's write after its lookup, while it runs. */
  const writing = new Map<string, Promise<void>>();
  /**
   * Menus fetched but not saved (a full disk), and why: shown until one is saved, the worker stops,
   * the saved menus are cleared or another service or key is saved.
   */
  const unsaved = new Map<string, { record: ViewRecord; problem: Problem }>();

  function menuView(
    place: Pick<MenuView, 'placeId' | 'nameHint'>,
    { record, outcome, offline }: Pick<LookupResult, 'outcome' | 'offline' | 'record'>,
    settings: Settings,
    language: string,
  ): MenuView {
    const now = deps.now();
    const stale = record !== null && !isFresh(record.fetchedAt, settings.freshnessDays, now);
    return {
      placeId: place.placeId,
      nameHint: place.nameHint,
      menu: record
        ? {
            menu: record.menu,
            fetchedAt: record.fetchedAt,
            texts: menuTexts(record.menu, record.fetchedAt, language, now),
            stale,
            ...(record.unsaved ? { unsaved: record.unsaved } : {}),
            ...(record.changes ? { changes: record.changes } : {}),
            // Named only while ahead: a stale record's ask is under way, or held back, and says so itself.
            ...(record.menu.status === 'none' &&
              !stale && {
                askAgain: {
                  at: record.fetchedAt + settings.freshnessDays * DAY_MS,
                  automatic: settings.autoRefresh,
                },
              }),
          }
        : null,
      outcome: withSetting(outcome, settings, record !== null),
      offline,
      dietPreferences: settings.dietPreferences,
    };
  }

  function track(task: Promise<unknown>): void {
    const settledTask = task.catch(() => undefined);
    background.add(settledTask);
    void settledTask.finally(() => background.delete(settledTask));
  }

  function notify(placeId: string): void {
    const tabs = waitingTabs.get(placeId) ?? [];
    waitingTabs.delete(placeId);
    const event = { type: 'menu.updated', placeId } as const;
    // Deferred so that a notifier throwing synchronously cannot fail the lookup itself.
    const sends = [...tabs].map((tabId) => Promise.resolve().then(() => deps.notifier.toTab(tabId, event)));
    track(Promise.allSettled([...sends, Promise.resolve().then(() => deps.notifier.toPages(event))]));
  }

  /** `tabId` is told the next time the place's menu is written (notify). */
  function awaitWrite(placeId: string, tabId: number | null): void {
    if (tabId === null) return;
    const tabs = waitingTabs.get(placeId) ?? new Set<number>();
    waitingTabs.set(placeId, tabs.add(tabId));
  }

  function flight(request: LookupRequest, tabId: number | null, notifyOnFailure: boolean) {
    const { placeId } = request;
    awaitWrite(placeId, tabId);
    // Answered before the record is written; the place stays in flight until it is, and the tabs
    // waiting for it are told only then, so that what they ask next is read from the cache.
    return flights.run(placeId, async () => {
      const { result, finishing } = await runLookup(context, request);
      const tail = finishing.then((problem) => {
        // A menu that could not be stored is kept in memory to show (the lookup was paid for), with
        // why it was not saved; saved or not, the tabs that asked are told, so they stop saying so.
        if (problem !== null && result.record) {
          setNewest(unsaved, placeId, { record: result.record, problem }, REMEMBERED_UNSAVED);
        } else if (result.outcome.kind === 'ok') unsaved.delete(placeId);
        if (result.outcome.kind === 'ok' || notifyOnFailure) notify(placeId);
        else waitingTabs.delete(placeId);
      });
      track(tail);
      writing.set(placeId, tail);
      void tail.finally(() => writing.get(placeId) === tail && writing.delete(placeId));
      return { value: result, tail };
    });
  }

  /** `savedOnly`: no automatic lookup or refresh for this ask (the inline panel is collapsed or hidden). */
  async function viewForPlace(place: NamedPlaceId, userInitiated: boolean, asker: Asker, savedOnly = false) {
    const { placeId } = place;
    const capTab = asker.tabId;
    const now = deps.now();
    // A database that cannot be read is a miss here: the ask is still answered (storage failing,
    // below), rather than failing as if the extension had stopped.
    let unreadable = false;
    const readOrMiss = <T>(read: Promise<T>, miss: T) =>
      read.catch(() => {
        unreadable = true;
        return miss;
      });
    const accessReady = context.access();
    // All at once: the budget's allowance comes with the settings, its month record is read meanwhile.
    const [
      { access, budget, lookupsLeft },
      stored,
      notFound,
      lastNetworkFailureAt,
      recentError,
      tabCap,
      ceiling,
      elsewhere,
    ] = await Promise.all([
      context.standing(accessReady),
      readOrMiss(deps.cache.getMenu(placeId), undefined),
      readOrMiss(deps.cache.getNotFound(placeId, now, NOT_FOUND_TTL_MS), false),
      context.memo.lastNetworkFailureAt(),
      context.memo.recentError(placeId),
      capTab === null ? null : context.tabCap.peek(capTab),
      accessReady.then((access) => context.ceiling.peek(access.settings.lookupsPerHour)),
      flights.isRunning(placeId) ? false : context.markers.runningElsewhere(placeId),
    ]);
    const kept = stored ? undefined : unsaved.get(placeId);
    const record = stored ?? kept?.record ?? null;
    const { settings, credentials } = access;
    const decided = decideLookup({
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
      ceiling: userInitiated ? null : ceiling,
      inFlightElsewhere: elsewhere,
      lookupsLeft,
      storageFailing: unreadable || deps.storageFailing(),
    });
    const cutOff = decided.unreachableUntil;
    const view = (
      result: Pick<LookupResult, 'outcome' | 'offline' | 'record'> & { refreshHeldBy?: RefreshHold },
      heldBack = false,
      left = lookupsLeft,
    ) => ({
      ...menuView(place, result, settings, asker.language),
      ...(heldBack ? { heldBack } : {}),
      ...(result.refreshHeldBy && result.record ? { refreshHeldBy: result.refreshHeldBy } : {}),
      ...(cutOff !== null ? { unreachableUntil: cutOff } : {}),
      ...(left ? { lookupsLeft: left } : {}),
    });
    if (savedOnly && !userInitiated && decided.fetch !== 'none') {
      // Saved menus only: what would be fetched is held back, for the asker to ask again later.
      const outcome: LookupOutcome = record ? { kind: 'ok' } : { kind: 'manual', heldBack: true };
      return view({ outcome, offline: decided.offline, record }, true);
    }
    if (decided.fetch === 'none' || !credentials) {
      // A fetched menu that could not be saved says so, rather than "ok"; the tab showing that is
      // told once it is saved (keepUnsaved), so that its note goes.
      const notSaved = kept !== undefined && decided.outcome.kind === 'ok';
      if (notSaved) awaitWrite(placeId, asker.tabId);
      const outcome: LookupOutcome = notSaved
        ? { kind: 'not_saved', problem: kept.problem }
        : decided.outcome;
      return view({ ...decided, outcome, record });
    }

    const automatic = !userInitiated;
    const perHour = settings.lookupsPerHour;
    const request: LookupRequest = {
      placeId,
      credentials,
      freshnessDays: settings.freshnessDays,
      ...(place.at ? { at: place.at } : {}),
      ...(automatic ? { beforeRetry: async () => (await spendLookup(capTab, true, perHour)) === null } : {}),
    };
    // Joining a flight already on its way bills nothing more; a new one counts against the limits.
    const refused = flights.isRunning(placeId) ? null : await spendLookup(capTab, automatic, perHour);
    if (decided.fetch === 'background') {
      // A refresh bills as much as a first lookup. Past a limit, the saved menu is shown without one.
      if (refused) return view({ ...decided, outcome: { kind: 'ok' }, record, refreshHeldBy: refused });
      track(flight(request, asker.tabId, true));
      return view({ ...decided, record });
    }
    if (refused) return view({ outcome: refused, offline: decided.offline, record });
    const result = await flight(request, asker.tabId, false);
    // The lookup spent one, and its answer may have brought the service's own figure.
    const budgetAfter = context.budget.status(settings.monthlyAllowance);
    return view(result, false, await context.lookupsLeft(access, budgetAfter));
  }

  /** Counts a request against the tab's cap and, if automatic, the hourly ceiling: null, or the limit hit. */
  async function spendLookup(
    capTab: number | null,
    automatic: boolean,
    perHour: number,
  ): Promise<Exclude<RefreshHold, { kind: 'manual' }> | null> {
    if (capTab !== null) {
      const cap = await context.tabCap.acquire(capTab);
      if (cap.full) return { kind: 'tab_limit', resetsAt: cap.resetsAt };
    }
    if (automatic) {
      const hour = await context.ceiling.acquire(perHour);
      if (hour.full) return { kind: 'hourly_limit', resetsAt: hour.resetsAt, limit: perHour };
    }
    return null;
  }

  async function noPlaceView(): Promise<MenuView> {
    const { settings } = await context.access();
    const none = { record: null, outcome: { kind: 'no_place' } as const, offline: false };
    return menuView({ placeId: null, nameHint: null }, none, settings, messageLanguage());
  }

  async function viewForUrl(url: string, userInitiated: boolean, asker: Asker, savedOnly = false) {
    const parsed = deps.parsePlaceUrl(url);
    // The place's own position rides along to its saved menu (lists sorted by distance, issue 33).
    const at = parsed ? placeCoordinates(url) : null;
    const place = parsed && at ? { ...parsed, at } : parsed;
    return place ? viewForPlace(place, userInitiated, asker, savedOnly) : noPlaceView();
  }

  /**
   * The popup asks for what a tab shows (the active one when it names none): automatic, written in
   * `language` (the popup's), as an extension page's ask: never capped.
   */
  async function viewForTab(asked: number | undefined, language: string) {
    const tabId = asked ?? (await deps.activeTabId().catch(() => null));
    // What the tab's content script last reported (tab-places.ts), else the tab is asked (no `tabs`
    // permission: its content script answers).
    const url = tabId === null ? null : (tabPlaces.urlOf(tabId) ?? (await deps.getTabUrl(tabId)));
    const view = url ? await viewForUrl(url, false, { tabId: null, language }) : await noPlaceView();
    return { tabId, view };
  }

  return {
    viewForPlace,
    /**
     * A click's lookup whose caller applied the policy itself (a trip pack's gate: key, service,
     * connection, the service's stop, the lookups left): for a click viewForPlace decides nothing more
     * (no cap, no cool-down), and the lookup checks again for a fresh menu, a 404 or a 429 that came
     * meanwhile. No view: nobody shows it. `sent` is this ask's own (joining a lookup sends nothing).
     */
    async lookUp(
      { placeId, at }: Pick<NamedPlaceId, 'placeId' | 'at'>,
      credentials: Credentials,
      freshnessDays: number,
    ) {
      // Paid for already and refused by a full disk (another ask's, since the caller's keepUnsaved):
      // kept to show, not bought again, as viewForPlace answers it.
      const kept = unsaved.get(placeId);
      if (kept) {
        const outcome = { kind: 'not_saved', problem: kept.problem } as const;
        return { outcome, offline: false, record: kept.record, sent: false };
      }
      const joined = flights.isRunning(placeId);
      const request = { placeId, credentials, freshnessDays, ...(at ? { at } : {}) };
      const result = await flight(request, null, false).catch((error: unknown) => {
        // The request of a lookup joined was the other ask's: this one sent nothing.
        throw joined && error instanceof LookupThrew ? new LookupThrew(false, error.cause) : error;
      });
      return joined ? { ...result, sent: false } : result;
    },
    viewForUrl,
    viewForTab,
    /** Saved menus cleared, or another service or key: the menus a full disk refused go too. */
    forgetUnsaved: () => unsaved.clear(),
    /** Resolves when the background refreshes started so far have finished. */
    async settled() {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
    /**
     * Once the place's lookup under way (if any) has written its record: null when its menu is saved,
     * else why it could not be (a full disk). A trip pack counts a place saved only then.
     */
    async whenWritten(placeId: string): Promise<Problem | null> {
      await writing.get(placeId)?.catch(() => undefined);
      return unsaved.get(placeId)?.problem ?? null;
    },
    /**
     * Writes the menu a full disk refused (kept since its paid lookup), now that there may be room:
     * 'saved', 'none' when none is kept, else why it still cannot be. A trip pack started again saves
     * it so, unbilled, or stops without buying it again.
     */
    async keepUnsaved(placeId: string): Promise<'saved' | 'none' | Problem> {
      const kept = unsaved.get(placeId)?.record;
      if (!kept) return 'none';
      try {
        await deps.cache.putMenu(kept.menu, kept.fetchedAt, kept.verifiedAt, kept.at);
      } catch (error) {
        return { kind: 'storage', storage: toCacheStorageError(error).kind };
      }
      if (unsaved.get(placeId)?.record === kept) unsaved.delete(placeId);
      // As a lookup's write: the pages and the tabs showing it as not saved ask again.
      notify(placeId);
      return 'saved';
    },
  };
}
