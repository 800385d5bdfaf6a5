import type {
  ListPlaceView,
  ListRefreshView,
  PackJobView,
  PackPlaceState,
  PackPrice,
  PackStartView,
  Request,
  ThisListView,
} from '@/lib/messages/protocol';
import type { LookupOutcome } from '@/lib/messages/view';
import type { PlaceList, PlaceListEntry } from '@/lib/storage/lists/list-rows';
import { toCacheStorageError } from '@/lib/storage/menus/storage-errors';
import { NOT_FOUND_TTL_MS } from '@/lib/storage/menus/stores';
import {
  claimPackJob,
  loadPackJob,
  markPackCancelled,
  markPackSent,
  type PackJob,
  type PackJobPlace,
  readPackFence,
  savePackJob,
  sentPlaces,
  unmarkPackSent,
} from '@/lib/storage/session/pack-job';
import { nextMonthStart } from '@/lib/worker/guards/budget-guard';
import { isFresh, setupMissing, unreachableUntil } from '@/lib/worker/lookup/lookup-policy';
import type { MenuService } from '@/lib/worker/lookup/menu-service';
import { LookupThrew } from '@/lib/worker/lookup/run-lookup';
import { createSingleFlight } from '@/lib/worker/lookup/single-flight';
import type { Credentials, WorkerContext } from '@/lib/worker/worker-context';
import { readResultsListAnswer } from './results-list';

// A trip pack (issue 33): a list's menus looked up through the billed path every click takes
// (MenuService.lookUp: one request per place, no retry), PACK_IN_FLIGHT at once; saved fresh menus
// and remembered 404s cost nothing. Clicks pass the guards that hold automatic lookups back, so the
// gate applies them: before each request it asks what is left (budget, a 429's stop, the service's
// figure, the user's allowance) less its own requests still out; nothing leaves while storage fails,
// offline, or in the pause after a network failure. An answer saying the same, a menu that could not
// be saved, or PACK_FAILURES_IN_A_ROW failures in a row stop it. A place's cool-down is not applied:
// a pack started again is a click priced with that place, as the panel's "Try again" is.

/** Failed requests in a row that stop a pack: nothing suggests the next one would do better. */
export const PACK_FAILURES_IN_A_ROW = 2;

/** Answers after which nothing more can succeed now: the pack stops at once. */
const STOPS: ReadonlySet<LookupOutcome['kind']> = new Set([
  'budget_exhausted',
  'key_invalid',
  'no_key',
  'offline',
  'unreachable',
  'storage_failing',
  'not_saved',
]);

/** Requests a pack has out at once. */
export const PACK_IN_FLIGHT = 3;

/** A request may leave, with what it is sent with; it waits for one out to answer; or the pack stops. */
type Gate = { go: Credentials; freshnessDays: number } | 'wait' | LookupOutcome;
type PackSource =
  | { list: NonNullable<Extract<Request, { type: 'pack.start' }>['list']> }
  | { listId: string };

/** A place a pack looks up (and bills): its menu is out of date or not saved. */
const bills = ({ saved }: Pick<ListPlaceView, 'saved'>) => saved === 'stale' || saved === 'none';

/** Which pack a start asks for: two starts of the same one are one. */
const sourceKey = (from: PackSource) =>
  'listId' in from ? `list:${from.listId}` : JSON.stringify(from.list);

/** Any throw, said as storage failing in the popup's words: what throws is nearly always browser storage. */
const storageFailure = (error: unknown): LookupOutcome => ({
  kind: 'error',
  problem: { kind: 'storage', storage: toCacheStorageError(error).kind },
});

/** Places the pack bills: every one not skipped as saved and fresh (or a remembered 404). */
const billable = (job: PackJob) => job.places.filter((place) => place.state !== 'skipped');

/** The job (kept in storage.session: pack-job.ts) as the popup is shown it. */
function packJobView(job: PackJob): PackJobView {
  const billed = billable(job);
  const open = new Set<PackPlaceState>(['pending', 'attempted']);
  return {
    id: job.id,
    listId: job.listId,
    listName: job.listName,
    status: job.status,
    ...(job.stop ? { stop: job.stop as LookupOutcome } : {}),
    ...(job.stopAfterFailures ? { stopAfterFailures: job.stopAfterFailures } : {}),
    total: billed.length,
    done: billed.filter((place) => !open.has(place.state)).length,
    spent: job.spent ?? 0,
    saved: billed.filter((place) => place.state === 'saved').length,
    places: job.places.map(({ placeId, name, state, failure }) => ({
      placeId,
      name,
      state,
      ...(failure ? { failure: failure as LookupOutcome } : {}),
    })),
  };
}

export type PackRunner = ReturnType<typeof createPackRunner>;

/** What a pack asks of the menus: lookUp applies no guard of its own (the gate is the pack's policy). */
type PackMenus = Pick<MenuService, 'lookUp' | 'keepUnsaved' | 'whenWritten'>;

export function createPackRunner(context: WorkerContext, menus: PackMenus) {
  const { deps } = context;
  /** The job this worker runs, and the promise of its run. */
  let active: { job: PackJob; run: Promise<void> } | null = null;
  /** Jobs another instance took over: this one sends and writes nothing more for them. */
  const lost = new WeakSet<PackJob>();
  // The pack's keys are read as stored, not through this worker's memory (pack-job.ts).
  const session = deps.sessionDirect;
  let writes: Promise<void> = Promise.resolve();
  const persist = (job: PackJob) => {
    // A cancelled pack whose last requests finish after a new one started must not overwrite it.
    if ((active && active.job !== job) || lost.has(job)) return writes;
    const snapshot = structuredClone(job);
    // Progress only: what must not be lost has its own keys (pack-job.ts). An instance that lost the
    // job stops writing it (a write racing the takeover is shown until the new owner's next one).
    writes = writes
      .then(async () => {
        if ((await readPackFence(session, job.id)).owner !== deps.instanceId) lost.add(job);
        else await savePackJob(session, snapshot);
      })
      .catch(() => undefined);
    return writes;
  };

  /** Whether place `index`'s request may leave (pack-job.ts); a mark that cannot be stored sends nothing. */
  async function clearToSend(
    job: PackJob,
    index: number,
  ): Promise<'go' | 'cancelled' | 'lost' | LookupOutcome> {
    try {
      await markPackSent(session, job.id, index);
      const fence = await readPackFence(session, job.id);
      if (fence.owner !== deps.instanceId) return 'lost';
      return fence.cancelled || job.status === 'cancelled' ? 'cancelled' : 'go';
    } catch (error) {
      return storageFailure(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** What is saved of each place: fresh, stale, none, a remembered 404. */
  async function savedStates(places: readonly PlaceListEntry[]): Promise<ListPlaceView[]> {
    const now = deps.now();
    const [{ settings }, stored, notFound] = await Promise.all([
      context.access(),
      deps.cache.getMenus(places.map((place) => place.placeId)).catch(() => places.map(() => undefined)),
      Promise.all(
        places.map((place) =>
          deps.cache.getNotFound(place.placeId, now, NOT_FOUND_TTL_MS).catch(() => false),
        ),
      ),
    ]);
    return places.map((place, i): ListPlaceView => {
      const record = stored[i];
      const fresh = record && isFresh(record.fetchedAt, settings.freshnessDays, now);
      const saved = record ? (fresh ? 'fresh' : 'stale') : notFound[i] ? 'not_found' : 'none';
      return { ...place, saved, fetchedAt: record?.fetchedAt ?? null };
    });
  }

  /** Whether one more request may leave now, with `out` of the pack's still on their way. */
  async function gate(out: number): Promise<Gate> {
    const access = await context.access();
    const missing = setupMissing(access.keyState);
    if (missing) return missing;
    // Set with a key and a service (setupMissing): the second test is for tsc.
    const { credentials } = access;
    if (access.keyState === 'invalid' || !credentials) return { kind: 'key_invalid' };
    if (deps.storageFailing()) return { kind: 'storage_failing' };
    if (!deps.isOnline()) return { kind: 'offline' };
    const cutOff = unreachableUntil(await context.memo.lastNetworkFailureAt(), deps.now());
    if (cutOff !== null) return { kind: 'unreachable', retryAt: cutOff };
    const budget = await context.budget.status(access.settings.monthlyAllowance);
    if (budget.exhaustedUntil !== null) return { kind: 'budget_exhausted', resetsAt: budget.exhaustedUntil };
    const left = await context.lookupsLeft(access, budget);
    // Requests still out may not be counted yet: each is taken from what is left.
    if (left === undefined || left.left - out > 0) {
      return { go: credentials, freshnessDays: access.settings.freshnessDays };
    }
    if (out > 0) return 'wait';
    return left.source === 'allowance'
      ? { kind: 'allowance_reached', allowance: left.of }
      : { kind: 'budget_exhausted', resetsAt: left.resetsAt ?? nextMonthStart(deps.now()) };
  }

  /** Stops `job` for `why`, unless it already ended (the first reason stays). */
  function stop(job: PackJob, why: PackJob['stop'], afterFailures?: number): void {
    if (job.status !== 'running') return;
    job.status = 'stopped';
    if (why) job.stop = why;
    if (afterFailures) job.stopAfterFailures = afterFailures;
  }

  /** Looks `place` up; `answered` gets its failure, or null, once its request is over (not its write). */
  async function lookUp(
    job: PackJob,
    place: PackJobPlace,
    allowed: Extract<Gate, { go: Credentials }>,
    answered: (failure: LookupOutcome | null) => void,
  ): Promise<void> {
    let outcome: LookupOutcome;
    let saved = false;
    // Counted when it was marked; nothing left after all (saved or refused meanwhile, or a failure
    // before its request): not spent, and its mark goes.
    const unspend = async () => {
      job.spent = Math.max(0, (job.spent ?? 0) - 1);
      await unmarkPackSent(session, job.id, job.places.indexOf(place)).catch(() => undefined);
    };
    try {
      // Never capped: a pack is the user's own action, priced beforehand.
      const result = await menus.lookUp(place, allowed.go, allowed.freshnessDays);
      outcome = result.outcome;
      if (!result.sent) await unspend();
      if (STOPS.has(outcome.kind)) stop(job, outcome);
      answered(outcome.kind === 'ok' || outcome.kind === 'not_found' ? null : outcome);
      if (outcome.kind === 'ok' && result.record !== null) {
        // Saved once its write has committed (a full disk keeps it unsaved, says why, and stops the pack).
        const problem = result.record.unsaved ? await menus.whenWritten(place.placeId) : null;
        saved = problem === null;
        if (problem !== null) {
          outcome = { kind: 'not_saved', problem };
          stop(job, outcome);
        }
      }
    } catch (error) {
      // The budget, a marker, a guard's note: counted as sent unless its request never left (LookupThrew).
      const threw = error instanceof LookupThrew ? error : null;
      if (threw && !threw.sent) await unspend();
      outcome = storageFailure(threw ? threw.cause : error);
      answered(outcome);
    }
    if (saved) place.state = 'saved';
    else if (outcome.kind === 'not_found') place.state = 'not_found';
    else {
      place.state = 'failed';
      place.failure = outcome;
    }
    await persist(job);
  }

  async function drive(job: PackJob): Promise<void> {
    const out = new Set<Promise<void>>();
    const writing: Promise<void>[] = [];
    let failedInRow = 0;
    while (job.status === 'running' && !lost.has(job)) {
      const next = job.places.find((place) => place.state === 'pending');
      if (!next) break;
      // After a failure, the requests out answer before another leaves: it may be the service's.
      if (out.size >= PACK_IN_FLIGHT || (failedInRow > 0 && out.size > 0)) {
        await Promise.race(out);
        continue;
      }
      const allowed = await gate(out.size);
      if (job.status !== 'running') break;
      if (allowed === 'wait') {
        // The last request out may have answered during the gate: then it is asked again.
        if (out.size > 0) await Promise.race(out);
        continue;
      }
      if (!('go' in allowed)) {
        stop(job, allowed);
        break;
      }
      // A menu paid for before, that a full disk refused, is saved now without a request; while the
      // disk still refuses it, the pack stops there rather than buy it again.
      const kept = await menus.keepUnsaved(next.placeId);
      if (kept !== 'none') {
        if (kept === 'saved') next.state = 'saved';
        else {
          next.state = 'failed';
          next.failure = { kind: 'not_saved', problem: kept };
          stop(job, next.failure);
        }
        void persist(job);
        continue;
      }
      // Marked before its request leaves: a worker stopped now must not bill it again.
      next.state = 'attempted';
      const clear = await clearToSend(job, job.places.indexOf(next));
      if (clear !== 'go') {
        next.state = 'pending';
        if (clear === 'lost') lost.add(job);
        else if (clear === 'cancelled') job.status = 'cancelled';
        else stop(job, clear);
        break;
      }
      // Stored with the next progress write: a worker taking over counts the marks.
      job.spent = (job.spent ?? 0) + 1;
      // A slot is held while the request is out, not while its menu is written.
      let release: () => void = () => {};
      const slot: Promise<void> = new Promise<void>((resolve) => {
        release = resolve;
      }).finally(() => out.delete(slot));
      out.add(slot);
      let counted = false;
      const answered = (failure: LookupOutcome | null) => {
        if (!counted) {
          counted = true;
          failedInRow = failure ? failedInRow + 1 : 0;
          if (failure && failedInRow >= PACK_FAILURES_IN_A_ROW) stop(job, failure, failedInRow);
        }
        release();
      };
      writing.push(lookUp(job, next, allowed, answered).finally(() => answered(null)));
    }
    await Promise.allSettled([...out, ...writing]);
    if (job.status === 'running' && !lost.has(job)) end(job);
    await persist(job);
  }

  /** A pack that went through its places: done, unless it saved nothing it was meant to. */
  function end(job: PackJob): void {
    const billed = billable(job);
    const failure = billed.find((place) => place.state === 'failed' || place.state === 'interrupted');
    if (failure && !billed.some((place) => place.state === 'saved')) stop(job, failure.failure);
    else job.status = 'done';
  }

  function run(job: PackJob): PackJob {
    const done = () => {
      if (active?.job === job) active = null;
    };
    active = { job, run: drive(job).finally(done) };
    return job;
  }

  const loading = createSingleFlight<PackJob | null>();
  /** The start on its way, and which pack it starts. */
  let starting: { key: string; answer: Promise<PackStartView> } | null = null;
  /**
   * The stored job, taken over when a stopped worker left it running: its attempted places whose
   * menu was saved since the pack began count as saved, the others as interrupted (never billed again).
   */
  function current(): Promise<PackJob | null> {
    if (active) return Promise.resolve(active.job);
    // One read at a time: two asks of a fresh worker must not both take the job over.
    return loading.run('', async () => ({ value: await takeOver() }));
  }

  async function takeOver(): Promise<PackJob | null> {
    const found = await loadPackJob(session);
    if (found?.status !== 'running' || found.instanceId === deps.instanceId) return found;
    // Claimed before the marks are read: a request the other instance sends after this sees the claim.
    await claimPackJob(session, found.id, deps.instanceId);
    const job = (await loadPackJob(session)) ?? found;
    if (job.id !== found.id || job.status !== 'running') return job;
    const [sent, fence] = await Promise.all([sentPlaces(session, job), readPackFence(session, job.id)]);
    const open = job.places.filter(
      (place, index) => place.state === 'attempted' || (place.state === 'pending' && sent.has(index)),
    );
    const stored = await deps.cache
      .getMenus(open.map((place) => place.placeId))
      .catch(() => open.map(() => undefined));
    open.forEach((place, i) => {
      const record = stored[i];
      place.state = record && record.fetchedAt >= job.startedAt ? 'saved' : 'interrupted';
    });
    job.instanceId = deps.instanceId;
    // The stopped worker's count may have missed its last requests: each left a mark.
    job.spent = sent.size;
    if (fence.cancelled) job.status = 'cancelled';
    if (job.status !== 'running') {
      await savePackJob(session, job).catch(() => undefined);
      return job;
    }
    await persist(job);
    return run(job);
  }

  /**
   * Starts a pack from `from`, unless one runs: then that one answers (busy if another list's). One
   * that would bill more than the `accepted` price starts nothing and answers its new price.
   */
  async function begin(from: PackSource, accepted: number): Promise<PackStartView> {
    const running = await current();
    if (running?.status === 'running') {
      const view = packJobView(running);
      return 'listId' in from && from.listId === running.listId ? view : { ...view, busy: true };
    }
    const now = deps.now();
    const list: PlaceList | undefined =
      'listId' in from
        ? await deps.lists.get(from.listId).then((saved) => saved && { ...saved, updatedAt: now })
        : { id: crypto.randomUUID(), ...from.list, createdAt: now, updatedAt: now };
    if (!list) throw new Error('no such list');
    const states = await savedStates(list.places);
    const cost = states.filter(bills).length;
    if (cost > accepted) return { repriced: cost };
    await deps.lists.put(list);
    const job: PackJob = {
      id: crypto.randomUUID(),
      listId: list.id,
      listName: list.name,
      instanceId: deps.instanceId,
      status: 'running',
      startedAt: deps.now(),
      places: states.map(({ placeId, name, at, saved }) => ({
        placeId,
        name,
        ...(at ? { at } : {}),
        state: bills({ saved }) ? 'pending' : 'skipped',
      })),
    };
    await claimPackJob(session, job.id, deps.instanceId);
    run(job);
    await persist(job);
    return packJobView(job);
  }

  async function price(places: readonly ListPlaceView[]): Promise<PackPrice> {
    const { access, lookupsLeft } = await context.standing();
    return {
      cost: places.filter(bills).length,
      confirmAbove: access.settings.packConfirmAbove,
      ...(lookupsLeft ? { lookupsLeft } : {}),
    };
  }

  /**
   * A new list kept from a results list, or a saved list refreshed. A second start of the same pack
   * joins the first; another list's answers busy. Kept as a promise from the first moment: two quick
   * clicks must not both find no pack running.
   */
  async function start(from: PackSource, accepted: number): Promise<PackStartView> {
    const key = sourceKey(from);
    const joined = starting;
    if (joined) {
      const job = await joined.answer;
      // A start priced higher started nothing: this one starts on its own unless it accepted less.
      if ('repriced' in job)
        return joined.key === key && job.repriced > accepted ? job : start(from, accepted);
      return joined.key === key && !job.busy ? job : { ...job, busy: true };
    }
    const answer = begin(from, accepted);
    starting = { key, answer };
    const clear = () => {
      if (starting?.answer === answer) starting = null;
    };
    answer.then(clear, clear);
    return answer;
  }

  return {
    async forTab(tabId: number): Promise<{ list: ThisListView | null; job: PackJobView | null }> {
      const [raw, job] = await Promise.all([deps.askResultsList(tabId).catch(() => null), current()]);
      const draft = readResultsListAnswer(raw, deps.parsePlaceUrl);
      const view = job ? packJobView(job) : null;
      if (!draft) return { list: null, job: view };
      const places = await savedStates(draft.places);
      return { list: { ...draft, places, ...(await price(places)) }, job: view };
    },
    /** A saved list's refresh, priced (null: no such list). */
    async forList(listId: string): Promise<ListRefreshView | null> {
      const [list, job] = await Promise.all([deps.lists.get(listId), current()]);
      if (!list) return null;
      return { ...(await price(await savedStates(list.places))), job: job ? packJobView(job) : null };
    },
    start,
    async status(): Promise<PackJobView | null> {
      const job = await current();
      return job ? packJobView(job) : null;
    },
    async cancel(): Promise<PackJobView | null> {
      const job = await current();
      if (!job) return null;
      // Requests already out finish (they are billed); nothing more leaves. Its own key, so that no
      // progress write, this instance's or a stopped one's, can undo it.
      if (job.status === 'running') {
        job.status = 'cancelled';
        await markPackCancelled(session, job.id);
      }
      await persist(job);
      return packJobView(job);
    },
    /** A job a stopped worker left running: its attempted places are reported, the rest go on. */
    async resume() {
      await current().catch(() => null);
    },
    /** Resolves when the running pack has finished (tests). */
    async settled() {
      while (active) await active.run;
      await writes;
    },
  };
}
