import type { ApiResult } from '@/lib/api/api-result';
import type { MenuClient, MenuClientConfig } from '@/lib/api/http/client';
import type { RateLimitFigure } from '@/lib/api/http/rate-limit';
import { lookupsLeftText, resumeDateText } from '@/lib/format/outcome-wording';
import { rememberCatalogues } from '@/lib/i18n/catalogue-memory';
import { messageLanguage, t, useCatalogue } from '@/lib/i18n/messages';
import { type BudgetStatus, type LookupsLeft, levelOfLeft, serviceLevel } from '@/lib/messages/view';
import { createServiceQuota } from '@/lib/storage/areas/service-quota';
import { checkServiceUrl, parseSettings, type Settings } from '@/lib/storage/areas/settings';
import { SETTINGS_STORAGE_KEY } from '@/lib/storage/areas/settings-store';
import { mirrorUsage } from '@/lib/storage/areas/usage-mirror';
import { clearKeyInvalid, KEY_INVALID_STORAGE_KEY, markerMatchesKey } from '@/lib/storage/key/key-store';
import { createKeyedLock } from '@/lib/storage/memory/keyed-lock';
import { createFailureMemo } from '@/lib/storage/session/failure-memo';
import { createInFlightMarkers } from '@/lib/storage/session/in-flight-markers';
import { createHourlyCeiling, createTabCap } from '@/lib/storage/session/lookup-caps';
import { createRemoteSearchAnswers } from '@/lib/storage/session/remote-search-answers';
import type { Badge } from '@/lib/worker/browser/browser-notifier';
import { badgeFor, createBudgetGuard } from '@/lib/worker/guards/budget-guard';
import { lookupsLeftOf } from '@/lib/worker/guards/lookups-left';
import type { KeyState } from '@/lib/worker/lookup/lookup-policy';
import type { WorkerDeps } from './worker-deps';

// Shared pieces of the worker. Nothing here keeps state that must outlive the worker: settings, key
// and markers are read from storage on every ask.

/**
 * What the toolbar button says before it is clicked: setup first (without a working key nothing else
 * matters), then the month's budget: the service's stop, its quota nearly or wholly spent, the
 * user's allowance; otherwise only the extension's name. `left`: the figure beside billed actions.
 */
export function toolbarState(
  setup: { keyState: KeyState },
  budget: BudgetStatus,
  now: number,
  left?: LookupsLeft,
): { badge: Badge; title: string } {
  const say = (badge: Badge, text: string) => ({ badge, title: t('toolbar.title', { text }) });
  // "Needs setup": the same text in two colours, information (no key yet) and error (refused).
  if (setup.keyState === 'none' || setup.keyState === 'no_service') {
    const text = t(setup.keyState === 'no_service' ? 'toolbar.noService' : 'toolbar.noKey');
    return say({ text: t('toolbar.badgeKey'), color: '#1a73e8' }, text);
  }
  if (setup.keyState === 'invalid') {
    return say({ text: t('toolbar.badgeKey'), color: '#c62828' }, t('toolbar.keyRefused'));
  }
  // The service's figure, nearly or wholly spent, warns as the user's allowance does.
  const badge = badgeFor({ ...budget, level: left ? levelOfLeft(left, budget.level) : budget.level }, now);
  const { used, allowance, exhaustedUntil } = budget;
  if (exhaustedUntil !== null && exhaustedUntil > now) {
    return say(badge, t('toolbar.budgetUsedUp', { resume: resumeDateText(exhaustedUntil) }));
  }
  const quota = left?.source === 'service' ? serviceLevel(left) : 'none';
  if (left && quota !== 'none') {
    const figures = t('toolbar.figures', { left: lookupsLeftText(left) });
    return say(badge, t(quota === 'reached' ? 'toolbar.quotaUsedUp' : 'toolbar.quotaSays', { figures }));
  }
  if (allowance !== null && budget.level !== 'none') {
    const figures = t('toolbar.allowanceFigures', { used, count: allowance });
    return say(badge, budget.level === 'reached' ? t('toolbar.allowanceReached', { figures }) : figures);
  }
  return { badge, title: t('app.name') };
}

export type Credentials = Pick<MenuClientConfig, 'baseUrl' | 'apiKey'>;

export interface ServiceAccess {
  settings: Settings;
  /** The service refused exactly this key (401), whether or not a service URL is set. */
  keyInvalid: boolean;
  /** Present only when both a key and a valid service URL are set. */
  credentials: Credentials | null;
  keyState: KeyState;
}

/** `sentAt`: when the call's last request left (null when none did), the month its answer is for. */
export type BilledResult<T> = ApiResult<T> & { sentAt: number | null };

export type WorkerContext = ReturnType<typeof createWorkerContext>;

export function createWorkerContext(deps: WorkerDeps) {
  // The month's count is mirrored in storage.local: a failed database write must not lose it.
  const budget = createBudgetGuard(mirrorUsage(deps.budgetStore, deps.local), deps.now);
  const quota = createServiceQuota(deps.local, deps.now);
  const memo = createFailureMemo(deps.session, deps.now);

  async function access(): Promise<ServiceAccess> {
    // One read for both entries, beside the key's (every ask starts here, mostly from memory). When
    // the browser's backing store fails (a full disk), the key is unknown, not missing: nobody is
    // asked for one, and lookups pause.
    const [stored, apiKey] = await Promise.all([
      deps.local.get([SETTINGS_STORAGE_KEY, KEY_INVALID_STORAGE_KEY]),
      deps.keyStore.read().catch(() => undefined),
    ]);
    const settings = parseSettings(stored[SETTINGS_STORAGE_KEY]);
    if (apiKey === undefined)
      return { settings, keyInvalid: false, credentials: null, keyState: 'unreadable' };
    const keyInvalid = apiKey !== null && (await markerMatchesKey(stored[KEY_INVALID_STORAGE_KEY], apiKey));
    const url = settings.serviceUrl ? checkServiceUrl(settings.serviceUrl) : null;
    if (!apiKey) return { settings, keyInvalid, credentials: null, keyState: 'none' };
    if (!url?.ok) return { settings, keyInvalid, credentials: null, keyState: 'no_service' };
    const credentials = { baseUrl: url.url, apiKey };
    return { settings, keyInvalid, credentials, keyState: keyInvalid ? 'invalid' : 'ok' };
  }

  /** The monthly figure beside what bills (lookups-left.ts); access and budget may still be on their way. */
  async function lookupsLeft(
    accessReady: ServiceAccess | Promise<ServiceAccess>,
    budgetReady: BudgetStatus | Promise<BudgetStatus>,
  ): Promise<LookupsLeft | undefined> {
    const reading = quota
      .latest(Promise.resolve(accessReady).then(({ credentials }) => credentials))
      .catch(() => null);
    const [latest, status] = await Promise.all([reading, budgetReady]);
    return lookupsLeftOf(latest, status, deps.now());
  }

  /** The access, this month's budget and the lookups left, all read at once. */
  async function standing(accessReady = access()) {
    const budgetReady = budget.status(accessReady.then(({ settings }) => settings.monthlyAllowance));
    const [current, status, left] = await Promise.all([
      accessReady,
      budgetReady,
      lookupsLeft(accessReady, budgetReady),
    ]);
    return { access: current, budget: status, lookupsLeft: left };
  }

  const catalogues = rememberCatalogues(async (language) => (await deps.catalogue?.(language)) ?? null);
  // English (bundled) until the language's catalogue is in use (English when unreadable): the toolbar
  // waits for it, an answer does not (pages word what they show). Only the latest choice puts its
  // catalogue in use: choices can come faster than catalogues are read.
  let speeches = 0;
  const speak = async (): Promise<string> => {
    const mine = ++speeches;
    const language = await deps.extensionLanguage?.().catch(() => undefined);
    // A later choice came meanwhile: its answer is this one's (it is `speaking` by now).
    if (mine !== speeches) return speaking;
    for (const spoken of language === undefined ? [] : [language, 'en']) {
      const catalogue = await catalogues.of(spoken);
      if (mine !== speeches) return speaking;
      if (catalogue) {
        useCatalogue(spoken, catalogue);
        return spoken;
      }
    }
    return messageLanguage();
  };
  let speaking = speak();

  const toolbarTurn = createKeyedLock();
  /**
   * The toolbar button's badge and tooltip (toolbarState). One refresh at a time, each reading when its
   * turn comes: one that read before a 429 can never set its older state after a later refresh's.
   */
  function refreshBadge(): Promise<void> {
    return toolbarTurn('toolbar', async () => {
      try {
        await speaking;
        const { access: current, budget: status, lookupsLeft: left } = await standing();
        const { badge, title } = toolbarState(current, status, deps.now(), left);
        await Promise.all([deps.notifier.setBadge(badge), deps.notifier.setTitle(title)]);
      } catch {
        // The badge only informs; a failure to set it must not fail a lookup.
      }
    });
  }

  return {
    deps,
    budget,
    markers: createInFlightMarkers(deps.session, deps.instanceId, deps.now),
    tabCap: createTabCap(deps.session, deps.now),
    ceiling: createHourlyCeiling(deps.session, deps.now),
    memo,
    searchAnswers: createRemoteSearchAnswers(deps.session, deps.now),
    access,
    lookupsLeft,
    standing,
    refreshBadge,
    /**
     * Options saved settings or a key: forget what belonged to the old configuration. Recent remote
     * search answers stay: each is kept for the service and key it was asked with (remote-search-answers.ts).
     */
    async settingsChanged(): Promise<void> {
      if (!(await access()).keyInvalid) await clearKeyInvalid(deps.local);
      await memo.networkSucceeded();
      await refreshBadge();
    },
    /** Puts the extension's language in use again (a new choice), then words the toolbar in it. */
    speakAgain() {
      speaking = speak();
      return refreshBadge();
    },
    /** The extension pages' language, once its catalogue is in use: asks that name none are answered in it. */
    spoken: () => speaking,
    /** Runs `word` (which must not await) with `language`'s catalogue in use (a Maps panel's words). */
    inLanguage: catalogues.inLanguage,
    /**
     * Runs an API call, each request sent counted in the budget before it returns. `beforeRetry`: asked
     * before each retry the budget allows (false gives up); without it one request only, as a click's
     * button promises ("uses 1 lookup").
     */
    async billed<T>(
      credentials: Credentials,
      call: (api: MenuClient) => Promise<ApiResult<T>>,
      beforeRetry?: () => Promise<boolean>,
    ): Promise<BilledResult<T>> {
      const counted: Promise<unknown>[] = [];
      let sentAt: number | null = null;
      const onRequestSent = () => {
        sentAt = deps.now();
        counted.push(budget.countRequest());
      };
      // Kept before the call returns, so that the view answered with its result shows it.
      const noted: Promise<unknown>[] = [];
      const onRateLimit = (figure: RateLimitFigure) => {
        noted.push(quota.record(credentials, figure));
      };
      // Each retry bills: none once a 429 is known (from any call) or the user's own allowance is
      // spent (a click past it asked for one lookup), and none when the budget cannot be read.
      const budgetAllows = () =>
        budget.status(access().then((current) => current.settings.monthlyAllowance)).then(
          (status) => status.exhaustedUntil === null && status.level !== 'reached',
          () => false,
        );
      const mayRetry = async () => (await budgetAllows()) && (beforeRetry ? beforeRetry() : false);
      const retries = beforeRetry ? {} : { maxRetries: 0 };
      try {
        const api = deps.createApi({ ...credentials, ...retries, onRequestSent, onRateLimit, mayRetry });
        return { ...(await call(api)), sentAt };
      } catch (error) {
        // The client throws only on an unusable configuration, before sending anything.
        const message = error instanceof Error ? error.message : 'unusable service configuration';
        return { ok: false, error: { kind: 'bad_request', status: 0, message }, sentAt };
      } finally {
        await Promise.allSettled([...counted, ...noted]);
        if (counted.length > 0) await refreshBadge();
      }
    },
  };
}
