import { caughtMessage } from '@/lib/format/error-text';
import { messageLanguage } from '@/lib/i18n/messages';
import type { ListPlaceView, PackJobView, ThisListView } from '@/lib/messages/protocol';
import type { LookupOutcome } from '@/lib/messages/view';
import type { PlaceList, PlaceListEntry } from '@/lib/storage/lists/list-rows';
import type { PlaceLists } from '@/lib/storage/lists/place-lists';
import { nextMonthStart } from '@/lib/worker/guards/budget-guard';
import { NOT_FOUND_TTL_MS } from '@/lib/worker/guards/guard-timings';
import { isFresh, setupMissing } from '@/lib/worker/lookup/lookup-policy';
import type { Asker, MenuService } from '@/lib/worker/lookup/menu-service';
import type { WorkerContext } from '@/lib/worker/worker-context';
import { loadPackJob, type PackJob, type PackJobPlace, packJobView, savePackJob } from './pack-job';
import { readResultsListAnswer } from './results-list';

// A trip pack (issue 33): the menus of a list's places looked up one by one through the one billed
// path every click takes (MenuService.viewForPlace, as the user's ask: one request per place, no
// retry), at most PACK_IN_FLIGHT at once. Before each request the pack asks the existing guards
// what is left (the month's budget, a 429's stop, the service's figure, the user's allowance:
// WorkerContext.lookupsLeft), counting its own requests still out, so it never spends beyond them.
// A 429 stops it. Places saved and fresh, or remembered as not in the catalog, cost nothing.

/** Requests a pack has out at once. */
export const PACK_IN_FLIGHT = 3;

/** The popup's asks: no tab, never capped (a pack is the user's own action, priced beforehand). */
const packAsker = (): Asker => ({ tabId: null, capped: false, language: messageLanguage() });

export interface PackDeps {
  lists: PlaceLists;
  /** Asks a tab's content script for the results list it shows (content-channel.ts). */
  askResultsList(tabId: number): Promise<unknown>;
}

export interface NewPackList {
  name: string;
  query: string;
  centre: PlaceList['centre'];
  places: PlaceListEntry[];
}

export interface PackRunner {
  forTab(tabId: number): Promise<{ list: ThisListView | null; job: PackJobView | null }>;
  /** A new list kept from a results list, or a saved list refreshed. */
  start(from: { list: NewPackList } | { listId: string }): Promise<PackJobView>;
  status(): Promise<PackJobView | null>;
  cancel(): Promise<PackJobView | null>;
  /** A job a stopped worker left running: its attempted places are reported, the rest go on. */
  resume(): Promise<void>;
  /** Resolves when the running pack has finished (tests). */
  settled(): Promise<void>;
}

type Gate = 'go' | 'wait' | LookupOutcome;

export function createPackRunner(context: WorkerContext, menus: MenuService, packDeps: PackDeps): PackRunner {
  const { deps } = context;
  /** The job this worker runs, and the promise of its run. */
  let active: { job: PackJob; run: Promise<void> } | null = null;
  let writes: Promise<void> = Promise.resolve();
  const persist = (job: PackJob) => {
    // A cancelled pack whose last requests finish after a new one started must not overwrite it.
    if (active && active.job !== job) return writes;
    const snapshot = structuredClone(job);
    writes = writes.then(() => savePackJob(deps.session, snapshot)).catch(() => undefined);
    return writes;
  };

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
      const saved = record
        ? isFresh(record.fetchedAt, settings.freshnessDays, now)
          ? 'fresh'
          : 'stale'
        : notFound[i]
          ? 'not_found'
          : 'none';
      return { ...place, saved, fetchedAt: record?.fetchedAt ?? null };
    });
  }

  /** Whether one more request may leave now, with `out` of the pack's still on their way. */
  async function gate(out: number): Promise<Gate> {
    const access = await context.access();
    const missing = setupMissing(access.keyState);
    if (missing) return missing;
    if (access.keyState === 'invalid') return { kind: 'key_invalid' };
    const budget = await context.budget.status(access.settings.monthlyAllowance);
    if (budget.exhaustedUntil !== null) return { kind: 'budget_exhausted', resetsAt: budget.exhaustedUntil };
    const left = await context.lookupsLeft(access, budget);
    // Requests still out may not be counted yet: each is taken from what is left.
    if (left === undefined || left.left - out > 0) return 'go';
    if (out > 0) return 'wait';
    return left.source === 'allowance'
      ? { kind: 'allowance_reached', allowance: left.of }
      : { kind: 'budget_exhausted', resetsAt: left.resetsAt ?? nextMonthStart(deps.now()) };
  }

  async function lookUp(job: PackJob, place: PackJobPlace): Promise<void> {
    const named = {
      placeId: place.placeId,
      nameHint: place.name || null,
      ...(place.at ? { at: place.at } : {}),
    };
    let outcome: LookupOutcome;
    let saved = false;
    try {
      const view = await menus.viewForPlace(named, true, packAsker());
      outcome = view.outcome;
      if (outcome.kind === 'ok' && view.menu !== null) {
        // Saved once its write has committed (a full disk keeps it unsaved, and says why).
        const problem = view.menu.unsaved ? await menus.whenWritten(place.placeId) : null;
        saved = problem === null;
        if (problem !== null) outcome = { kind: 'not_saved', problem };
      }
    } catch (error) {
      outcome = { kind: 'error', problem: { kind: 'text', text: caughtMessage(error) } };
    }
    if (saved) place.state = 'saved';
    else if (outcome.kind === 'not_found') place.state = 'not_found';
    else {
      place.state = 'failed';
      place.failure = outcome;
    }
    // The service's stop, or a key it refused: nothing more can succeed.
    const stops = ['budget_exhausted', 'key_invalid', 'no_key'];
    if (stops.includes(outcome.kind) && job.status === 'running') {
      job.status = 'stopped';
      job.stop = outcome;
    }
    await persist(job);
  }

  async function drive(job: PackJob): Promise<void> {
    const out = new Set<Promise<void>>();
    while (job.status === 'running') {
      const next = job.places.find((place) => place.state === 'pending');
      if (!next) break;
      if (out.size >= PACK_IN_FLIGHT) {
        await Promise.race(out);
        continue;
      }
      const allowed = await gate(out.size);
      if (job.status !== 'running') break;
      if (allowed === 'wait') {
        await Promise.race(out);
        continue;
      }
      if (allowed !== 'go') {
        job.status = 'stopped';
        job.stop = allowed;
        break;
      }
      // Marked before its request leaves: a worker stopped now must not bill it again.
      next.state = 'attempted';
      await persist(job);
      const task: Promise<void> = lookUp(job, next).finally(() => out.delete(task));
      out.add(task);
    }
    await Promise.allSettled([...out]);
    if (job.status === 'running') job.status = 'done';
    await persist(job);
  }

  function run(job: PackJob): PackJob {
    const runJob = drive(job).finally(() => {
      if (active?.job === job) active = null;
    });
    active = { job, run: runJob };
    return job;
  }

  /**
   * The stored job, taken over when a stopped worker left it running: its attempted places whose
   * menu was saved since the pack began count as saved, the others as interrupted (never billed again).
   */
  let loading: Promise<PackJob | null> | null = null;
  function current(): Promise<PackJob | null> {
    if (active) return Promise.resolve(active.job);
    // One read at a time: two asks of a fresh worker must not both take the job over.
    loading ??= takeOver().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function takeOver(): Promise<PackJob | null> {
    const job = await loadPackJob(deps.session);
    if (job?.status !== 'running' || job.instanceId === deps.instanceId) return job;
    const attempted = job.places.filter((place) => place.state === 'attempted');
    const stored = await deps.cache
      .getMenus(attempted.map((place) => place.placeId))
      .catch(() => attempted.map(() => undefined));
    attempted.forEach((place, i) => {
      const record = stored[i];
      place.state = record && record.fetchedAt >= job.startedAt ? 'saved' : 'interrupted';
    });
    job.instanceId = deps.instanceId;
    await persist(job);
    return run(job);
  }

  async function listOf(from: { list: NewPackList } | { listId: string }): Promise<PlaceList | null> {
    const now = deps.now();
    if ('listId' in from) {
      const saved = await packDeps.lists.get(from.listId);
      return saved ? { ...saved, updatedAt: now } : null;
    }
    return { id: crypto.randomUUID(), ...from.list, createdAt: now, updatedAt: now };
  }

  return {
    async forTab(tabId) {
      const [raw, job] = await Promise.all([packDeps.askResultsList(tabId).catch(() => null), current()]);
      const draft = readResultsListAnswer(raw, deps.parsePlaceUrl);
      const view = job ? packJobView(job) : null;
      if (!draft) return { list: null, job: view };
      const [places, access] = await Promise.all([savedStates(draft.places), context.access()]);
      const budget = context.budget.status(access.settings.monthlyAllowance);
      const lookupsLeft = await context.lookupsLeft(access, budget);
      const cost = places.filter((place) => place.saved === 'stale' || place.saved === 'none').length;
      return {
        list: {
          ...draft,
          places,
          cost,
          confirmAbove: access.settings.packConfirmAbove,
          ...(lookupsLeft ? { lookupsLeft } : {}),
        },
        job: view,
      };
    },
    async start(from) {
      const running = await current();
      if (running?.status === 'running') return packJobView(running);
      const list = await listOf(from);
      if (!list) throw new Error('no such list');
      await packDeps.lists.put(list);
      const states = await savedStates(list.places);
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
          state: saved === 'stale' || saved === 'none' ? 'pending' : 'skipped',
        })),
      };
      run(job);
      await persist(job);
      return packJobView(job);
    },
    async status() {
      const job = await current();
      return job ? packJobView(job) : null;
    },
    async cancel() {
      const job = await current();
      if (!job) return null;
      // Requests already out finish (they are billed); nothing more leaves.
      if (job.status === 'running') job.status = 'cancelled';
      await persist(job);
      return packJobView(job);
    },
    async resume() {
      await current().catch(() => null);
    },
    async settled() {
      while (active) await active.run;
      await writes;
    },
  };
}
