import { describe, expect, it, vi } from 'vitest';
import {
  createPanelController,
  DWELL_MS,
  type LookupHold,
  loadingView,
  NO_ANSWER_RECHECK_MS,
  ONLINE_RECHECK_MS,
  ONLINE_RECHECKS,
  PENDING_RECHECK_MS,
  SKELETON_DELAY_MS,
  UNREACHABLE_RECHECK_MARGIN_MS,
} from '@/lib/content/panel-controller';
import { t } from '@/lib/i18n/messages';
import type { WordedView as MenuView } from '@/lib/messages/view';
import { cached, DAY, menu, NOW } from '@/tests/fixtures/menu-views';

const place = { placeId: 'ChIJ_dckWptZwokR_LkU9WxPNZ4', nameHint: 'Katz' };
const other = { placeId: 'ChIJ7d2HqtcUrjsR0b5tDUSTIKk', nameHint: 'MTR' };

type Kind = 'ok' | 'manual' | 'loading' | 'refreshing' | 'offline';

function viewFor(placeId: string, kind: Kind = 'ok'): MenuView {
  return { ...loadingView({ placeId, nameHint: null }), outcome: { kind } };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Runs the timers due, then lets the asks they start answer. */
async function runTimers(timers: (() => void)[]) {
  for (const timer of timers.splice(0)) timer();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Collects `later` timers apart from the skeleton's, which the re-check tests do not follow. */
function recheckTimers() {
  const timers: { task: () => void; ms: number }[] = [];
  const later = (task: () => void, ms: number) => {
    if (ms !== SKELETON_DELAY_MS) timers.push({ task, ms });
  };
  return { timers, later };
}

describe('panel controller', () => {
  it('shows a quick answer directly, without a skeleton before it', async () => {
    const rendered: (MenuView | null)[] = [];
    const asks: [string, boolean][] = [];
    const timers: { task: () => void; ms: number }[] = [];
    const controller = createPanelController({
      ask: async (url, userInitiated) => {
        asks.push([url, userInitiated]);
        return viewFor(place.placeId);
      },
      render: (view) => rendered.push(view),
      later: (task, ms) => timers.push({ task, ms }),
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    expect(timers.map((timer) => timer.ms)).toEqual([SKELETON_DELAY_MS]);
    timers[0]?.task(); // the skeleton's time comes after the answer: nothing happens
    expect(rendered.map((view) => view?.outcome.kind)).toEqual(['ok']);
    // The URL the place was read from, not whatever location shows when the answer is asked for.
    expect(asks).toEqual([['https://www.google.com/maps/place/x', false]]);
  });

  it("cancels the skeleton's timer once the answer is in", async () => {
    const cancels: (() => void)[] = [];
    const controller = createPanelController({
      ask: async () => viewFor(place.placeId),
      render: () => undefined,
      later: () => {
        const cancel = vi.fn();
        cancels.push(cancel);
        return cancel;
      },
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]).toHaveBeenCalledTimes(1);
  });

  it('shows the skeleton when the answer takes longer than SKELETON_DELAY_MS', async () => {
    const answer = deferred<MenuView>();
    const rendered: (MenuView | null)[] = [];
    const timers: (() => void)[] = [];
    const controller = createPanelController({
      ask: () => answer.promise,
      render: (view) => rendered.push(view),
      later: (task) => timers.push(task),
    });
    const shown = controller.showPlace(place, 'https://www.google.com/maps/place/x');
    expect(rendered).toEqual([]);
    timers[0]?.();
    expect(rendered.map((view) => [view?.placeId, view?.outcome.kind])).toEqual([[place.placeId, 'loading']]);
    answer.resolve(viewFor(place.placeId));
    await shown;
    expect(rendered.map((view) => view?.outcome.kind)).toEqual(['loading', 'ok']);
  });

  it("does not show a left place's skeleton", async () => {
    const rendered: (MenuView | null)[] = [];
    const timers: (() => void)[] = [];
    const slow = deferred<MenuView>();
    const controller = createPanelController({
      ask: (url) => (url === 'first' ? slow.promise : Promise.resolve(viewFor(other.placeId))),
      render: (view) => rendered.push(view),
      later: (task) => timers.push(task),
    });
    void controller.showPlace(place, 'first');
    await controller.showPlace(other, 'second');
    for (const timer of timers) timer();
    expect(rendered.map((view) => [view?.placeId, view?.outcome.kind])).toEqual([[other.placeId, 'ok']]);
  });

  it("an explicit lookup shows the skeleton at once; a click from the previous place's panel is ignored", async () => {
    const asks: boolean[] = [];
    const rendered: (MenuView | null)[] = [];
    const controller = createPanelController({
      ask: async (_url, userInitiated) => {
        asks.push(userInitiated);
        return viewFor(place.placeId, userInitiated ? 'ok' : 'manual');
      },
      render: (view) => rendered.push(view),
      later: () => undefined,
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    await controller.lookup(other.placeId);
    expect(asks).toEqual([false]);
    await controller.lookup(place.placeId);
    expect(asks).toEqual([false, true]);
    expect(rendered.map((view) => view?.outcome.kind)).toEqual(['manual', 'loading', 'ok']);
  });

  it('drops a late answer for a place the user already left', async () => {
    const first = deferred<MenuView>();
    const rendered: (MenuView | null)[] = [];
    let calls = 0;
    const controller = createPanelController({
      ask: () => (calls++ === 0 ? first.promise : Promise.resolve(viewFor(other.placeId))),
      render: (view) => rendered.push(view),
      later: () => undefined,
    });
    const slow = controller.showPlace(place, 'https://www.google.com/maps/place/x');
    await controller.showPlace(other, 'u2');
    first.resolve(viewFor(place.placeId));
    await slow;
    expect(rendered.at(-1)?.placeId).toBe(other.placeId);
    expect(rendered.filter((view) => view?.placeId === place.placeId && view.outcome.kind === 'ok')).toEqual(
      [],
    );
  });

  it('hides the panel when the page has no place', async () => {
    const rendered: (MenuView | null)[] = [];
    const controller = createPanelController({
      ask: async () => viewFor(place.placeId),
      render: (view) => rendered.push(view),
      later: () => undefined,
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    await controller.showPlace(null, 'u3');
    expect(rendered.at(-1)).toBeNull();
  });

  it('passes userInitiated for an explicit lookup and turns a failure into an error view', async () => {
    const asks: boolean[] = [];
    const rendered: (MenuView | null)[] = [];
    const controller = createPanelController({
      ask: async (_url, userInitiated) => {
        asks.push(userInitiated);
        if (userInitiated) throw new Error('Extension context invalidated.');
        return viewFor(place.placeId, 'manual');
      },
      render: (view) => rendered.push(view),
      later: () => undefined,
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    await controller.lookup(place.placeId);
    expect(asks).toEqual([false, true]);
    // Chrome's own wording ("message channel closed…") means nothing to a user.
    expect(rendered.at(-1)?.outcome).toEqual({ kind: 'error', problem: { kind: 'no_answer' } });
    // The panel's state, with no saved menu for a banner to sit above (MenuPanel then draws the state
    // alone, with one Try again: MenuPanel.notices.test.tsx).
    expect(rendered.at(-1)?.words.state?.detail).toBe(t('problem.noAnswer'));
    expect(rendered.at(-1)?.menu).toBeNull();
  });

  it('refreshes without a loading flash when the shown place was updated, and ignores others', async () => {
    const rendered: (MenuView | null)[] = [];
    let asks = 0;
    const controller = createPanelController({
      ask: async () => {
        asks++;
        return viewFor(place.placeId);
      },
      render: (view) => rendered.push(view),
      later: () => undefined,
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    await controller.menuUpdated(other.placeId);
    expect(asks).toBe(1);
    await controller.menuUpdated(place.placeId);
    expect(asks).toBe(2);
    expect(rendered.map((view) => view?.outcome.kind)).toEqual(['ok', 'ok']);
  });

  it('asks again, automatically and quietly, while the worker answers "loading" (a stopped worker never reports back)', async () => {
    const answers: Kind[] = ['loading', 'loading', 'ok'];
    const asks: boolean[] = [];
    const rendered: (MenuView | null)[] = [];
    const { timers, later } = recheckTimers();
    const controller = createPanelController({
      ask: async (_url, userInitiated) => {
        asks.push(userInitiated);
        return viewFor(place.placeId, answers.shift() ?? 'ok');
      },
      render: (view) => rendered.push(view),
      later,
    });
    await controller.lookup(place.placeId); // no place yet: nothing to ask
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    expect(timers.map((timer) => timer.ms)).toEqual([PENDING_RECHECK_MS]);
    for (let round = 0; round < 5 && timers.length > 0; round++) {
      timers.shift()?.task();
      await vi.waitFor(() => expect(asks.length).toBe(round + 2));
    }
    expect(asks).toEqual([false, false, false]);
    expect(timers).toEqual([]);
    // The worker's own "loading" answers, then the menu: no skeleton in between.
    expect(rendered.map((view) => view?.outcome.kind)).toEqual(['loading', 'loading', 'ok']);
  });

  it('drops a pending re-check once the user moved on', async () => {
    const asked: string[] = [];
    const { timers, later } = recheckTimers();
    const controller = createPanelController({
      ask: async (url) => {
        asked.push(url);
        return viewFor(place.placeId, url === 'first' ? 'refreshing' : 'ok');
      },
      render: () => undefined,
      later,
    });
    await controller.showPlace(place, 'first');
    await controller.showPlace(other, 'second');
    expect(timers).toHaveLength(1);
    timers[0]?.task();
    await Promise.resolve();
    expect(asked).toEqual(['first', 'second']);
  });

  it('asks again quietly when the browser is back online, a few times while the worker still says offline', async () => {
    const answers: Kind[] = ['offline', 'offline', 'offline', 'ok'];
    const asks: boolean[] = [];
    const rendered: (MenuView | null)[] = [];
    const { timers, later } = recheckTimers();
    const controller = createPanelController({
      ask: async (_url, userInitiated) => {
        asks.push(userInitiated);
        return viewFor(place.placeId, answers.shift() ?? 'ok');
      },
      render: (view) => rendered.push(view),
      later,
    });
    await controller.backOnline();
    expect(asks).toEqual([]);
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    // Offline when shown: nothing is scheduled until the page says it is online again.
    expect(timers).toEqual([]);
    await controller.backOnline();
    for (let round = 0; round < 5 && timers.length > 0; round++) {
      const timer = timers.shift();
      expect(timer?.ms).toBe(ONLINE_RECHECK_MS);
      timer?.task();
      await vi.waitFor(() => expect(asks.length).toBe(round + 3));
    }
    expect(asks).toEqual([false, false, false, false]);
    expect(timers).toEqual([]);
    expect(rendered.map((view) => view?.outcome.kind)).toEqual(['offline', 'offline', 'offline', 'ok']);
  });

  it('stops asking after ONLINE_RECHECKS when the worker keeps saying offline', async () => {
    let asks = 0;
    const timers: (() => void)[] = [];
    const controller = createPanelController({
      ask: async () => {
        asks++;
        return viewFor(place.placeId, 'offline');
      },
      render: () => undefined,
      later: (task) => timers.push(task),
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    await controller.backOnline();
    while (timers.length > 0 && asks < 50) {
      timers.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(asks).toBe(2 + ONLINE_RECHECKS);
  });

  it('askAgain (panel expanded, tab shown): asks again for the place shown, automatically', async () => {
    const rendered: (MenuView | null)[] = [];
    const answers = [viewFor(place.placeId, 'manual'), viewFor(place.placeId, 'loading')];
    const asks: boolean[] = [];
    const controller = createPanelController({
      ask: async (_url, userInitiated) => {
        asks.push(userInitiated);
        return answers.shift() ?? viewFor(place.placeId);
      },
      render: (view) => rendered.push(view),
      later: () => undefined,
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x'); // collapsed: saved only
    await controller.askAgain();
    // Automatic, not a click: the worker's settings decide whether it spends a lookup.
    expect(asks).toEqual([false, false]);
    expect(rendered.map((view) => view?.outcome.kind)).toEqual(['manual', 'loading']);
  });

  it.each([
    ['held back (auto-lookup on, the ask was for saved menus only)', true, ['manual', 'loading', 'ok']],
    ['for real (auto-lookup off): no skeleton flashes before it', false, ['manual', 'ok']],
  ] as const)('askAgain over "Automatic lookups are off" %s', async (_label, heldBack, expected) => {
    const rendered: (MenuView | null)[] = [];
    const manual: MenuView = {
      ...viewFor(place.placeId),
      outcome: heldBack ? { kind: 'manual', heldBack } : { kind: 'manual' },
    };
    const answers = [manual, viewFor(place.placeId)];
    const controller = createPanelController({
      ask: async () => answers.shift() ?? viewFor(place.placeId),
      render: (view) => rendered.push(view),
      later: () => undefined,
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    await controller.askAgain();
    expect(rendered.map((view) => view?.outcome.kind)).toEqual(expected);
  });

  it('askAgain over a saved menu keeps it on screen while asking', async () => {
    const rendered: (MenuView | null)[] = [];
    const saved = { ...viewFor(place.placeId), menu: {} as MenuView['menu'] };
    const controller = createPanelController({
      ask: async () => saved,
      render: (view) => rendered.push(view),
      later: () => undefined,
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    await controller.askAgain();
    expect(rendered).toEqual([saved, saved]);
  });
});

const savedPlace = { placeId: 'ChIJ_dckWptZwokR_LkU9WxPNZ4', nameHint: 'Trattoria Sole' };
const URL_ = 'https://www.google.com/maps/place/x';

/** A saved menu shown with the "Couldn’t refresh… Try again" notice. */
const savedWithError: MenuView = {
  placeId: savedPlace.placeId,
  nameHint: savedPlace.nameHint,
  menu: cached(menu({ placeId: savedPlace.placeId }), { fetchedAt: NOW, stale: true }),
  outcome: { kind: 'error', problem: { kind: 'text', text: 'HTTP 503' } },
  offline: false,
  dietPreferences: [],
  words: {
    state: null,
    notice: { title: 'Could not refresh', detail: 'HTTP 503', action: null, tone: 'error' },
    chip: '',
  },
};

describe('inline panel: Try again over a saved menu', () => {
  it('keeps the saved menu on screen while the retry runs and when the worker never answers', async () => {
    const rendered: (MenuView | null)[] = [];
    const controller = createPanelController({
      ask: async (_url, userInitiated) => {
        if (userInitiated) throw new Error('The message port closed before a response was received.');
        return savedWithError;
      },
      render: (view) => rendered.push(view),
      later: () => undefined,
    });
    await controller.showPlace(savedPlace, URL_);
    await controller.lookup(savedPlace.placeId);
    // While the retry runs: the saved menu, marked as refreshing, not an empty skeleton, and without
    // the old failure's banner.
    expect(rendered[1]?.menu).toEqual(savedWithError.menu);
    expect(rendered[1]?.outcome.kind).toBe('refreshing');
    expect(rendered[1]?.words.notice).toBeNull();
    // After the failure: still the saved menu, with the failure as its notice, in the page's words.
    expect(rendered.at(-1)?.menu).toEqual(savedWithError.menu);
    expect(rendered.at(-1)?.outcome).toEqual({ kind: 'error', problem: { kind: 'no_answer' } });
    expect(rendered.at(-1)?.words.notice?.detail).toBe(t('problem.noAnswer'));
  });
});

describe('the dwell: a place passed through costs nothing, the place settled on gets its lookup', () => {
  function setup(hold: () => LookupHold | null = () => null) {
    /** The monotonic clock the dwell runs on, and the wall clock, which a user or NTP may move. */
    const clock = { now: 1_000 };
    const wall = { now: NOW };
    const asks: [string, boolean, boolean][] = [];
    const waits: boolean[] = [];
    const rendered: (MenuView | null)[] = [];
    const timers: { task: () => void; ms: number }[] = [];
    const answers: ((savedOnly: boolean) => MenuView)[] = [];
    const controller = createPanelController({
      ask: async (url, userInitiated, savedOnly, waitsForUse) => {
        asks.push([url, userInitiated, savedOnly]);
        waits.push(waitsForUse);
        return (answers.shift() ?? (() => viewFor(place.placeId)))(savedOnly);
      },
      render: (view) => rendered.push(view),
      later: (task, ms) => {
        if (ms !== SKELETON_DELAY_MS) timers.push({ task, ms });
      },
      now: () => wall.now,
      elapsed: () => clock.now,
      hold,
    });
    return { clock, wall, asks, waits, rendered, timers, answers, controller };
  }
  const heldBack = (placeId: string): MenuView => ({
    ...viewFor(placeId, 'manual'),
    outcome: { kind: 'manual', heldBack: true },
    heldBack: true,
  });

  it('asks for saved menus only at first, shows the skeleton, and looks up once the dwell is over', async () => {
    const { clock, asks, rendered, timers, answers, controller } = setup();
    answers.push(() => heldBack(place.placeId));
    await controller.showPlace(place, 'https://www.google.com/maps/place/a');
    expect(asks).toEqual([['https://www.google.com/maps/place/a', false, true]]);
    expect(rendered.at(-1)?.outcome.kind).toBe('loading');
    clock.now += 40;
    expect(timers.map((timer) => timer.ms)).toEqual([DWELL_MS]);
    clock.now += DWELL_MS - 40;
    timers[0]?.task();
    await vi.waitFor(() => expect(asks).toHaveLength(2));
    expect(asks[1]).toEqual(['https://www.google.com/maps/place/a', false, false]);
    await vi.waitFor(() => expect(rendered.at(-1)?.outcome.kind).toBe('ok'));
  });

  it('runs on a monotonic clock: the system clock moved back or forward neither stretches nor cuts it', async () => {
    const { clock, wall, asks, timers, answers, controller } = setup();
    // While the first ask is out, the system clock is set back two days.
    answers.push(() => {
      wall.now -= 2 * DAY;
      return heldBack(place.placeId);
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/a');
    clock.now += 100;
    expect(timers.map((timer) => timer.ms)).toEqual([DWELL_MS]);
    clock.now += DWELL_MS - 100;
    timers[0]?.task();
    await vi.waitFor(() => expect(asks.map(([, , savedOnly]) => savedOnly)).toEqual([true, false]));

    // Forward by a day on the next place: the dwell is not over until its time has passed.
    answers.push(() => {
      wall.now += DAY;
      return heldBack(other.placeId);
    });
    await controller.showPlace(other, 'https://www.google.com/maps/place/b');
    expect(asks.at(-1)).toEqual(['https://www.google.com/maps/place/b', false, true]);
    expect(timers.at(-1)?.ms).toBe(DWELL_MS);
  });

  it('a place left before its dwell ends is never looked up', async () => {
    const { asks, timers, answers, controller } = setup();
    answers.push(
      () => heldBack(place.placeId),
      () => heldBack(other.placeId),
    );
    await controller.showPlace(place, 'https://www.google.com/maps/place/a');
    await controller.showPlace(other, 'https://www.google.com/maps/place/b');
    timers[0]?.task();
    await Promise.resolve();
    expect(asks.map(([url, , savedOnly]) => [url.slice(-1), savedOnly])).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });

  // The page does not read the place from its URL: the worker's answer names it.
  const fromUrl = (nameHint: string | null = null) => ({ placeId: null, nameHint });

  it('a new URL of the place shown keeps its dwell: no held view, no second wait', async () => {
    const { clock, asks, rendered, timers, answers, controller } = setup();
    answers.push(() => heldBack(place.placeId));
    await controller.showPlace(fromUrl('Katz'), 'https://www.google.com/maps/place/a');
    clock.now += DWELL_MS;
    timers[0]?.task();
    await vi.waitFor(() => expect(rendered.at(-1)?.outcome.kind).toBe('ok'));
    const shown = rendered.length;
    // The same place under another URL (a tab of its panel opened): held back only because the page
    // could not know it was the same place; asked again at once, and nothing in between is shown.
    answers.push((savedOnly) => (savedOnly ? heldBack(place.placeId) : viewFor(place.placeId)));
    await controller.showPlace(fromUrl('Katz'), 'https://www.google.com/maps/place/a2');
    await vi.waitFor(() => expect(asks).toHaveLength(4));
    expect(asks.slice(2).map(([url, , savedOnly]) => [url.slice(-2), savedOnly])).toEqual([
      ['a2', true],
      ['a2', false],
    ]);
    await vi.waitFor(() => expect(rendered).toHaveLength(shown + 1));
    expect(rendered.at(-1)?.outcome.kind).toBe('ok');
    // Another place under a new URL waits its own dwell.
    answers.push(() => heldBack(other.placeId));
    await controller.showPlace(fromUrl('MTR'), 'https://www.google.com/maps/place/b');
    expect(rendered.at(-1)?.placeId).toBe(other.placeId);
    expect(timers.at(-1)?.ms).toBe(DWELL_MS);
  });

  it('a URL the worker finds no place in hides the panel and tells no place; a slow answer shows no skeleton', async () => {
    const rendered: (MenuView | null)[] = [];
    const found: [string | null, string][] = [];
    const timers: (() => void)[] = [];
    const answers = [deferred<MenuView>(), deferred<MenuView>()];
    const noPlace: MenuView = { ...viewFor(place.placeId), placeId: null, outcome: { kind: 'no_place' } };
    let asked = 0;
    const controller = createPanelController({
      ask: () => answers[asked++]!.promise,
      render: (view) => rendered.push(view),
      placeFound: (placeId, url) => found.push([placeId, url]),
      later: (task) => timers.push(task),
    });
    const home = controller.showPlace(fromUrl(), 'https://www.google.com/maps');
    for (const timer of timers.splice(0)) timer();
    expect(rendered).toEqual([]);
    answers[0]!.resolve(noPlace);
    await home;
    expect(rendered).toEqual([null]);
    expect(found).toEqual([[null, 'https://www.google.com/maps']]);
    // A URL that spells a name shows it in the skeleton while the worker is slow.
    const katz = controller.showPlace(fromUrl('Katz'), 'https://www.google.com/maps/place/Katz');
    for (const timer of timers.splice(0)) timer();
    expect(rendered.at(-1)).toMatchObject({ placeId: null, nameHint: 'Katz', outcome: { kind: 'loading' } });
    answers[1]!.resolve(viewFor(place.placeId));
    await katz;
    expect(rendered.at(-1)?.placeId).toBe(place.placeId);
    expect(found.at(-1)).toEqual([place.placeId, 'https://www.google.com/maps/place/Katz']);
  });

  it('a new URL of the place on screen keeps its saved menu while the worker is slow; a failure keeps it too', async () => {
    const rendered: (MenuView | null)[] = [];
    const timers: (() => void)[] = [];
    const answers = [deferred<MenuView>(), deferred<MenuView>()];
    let asked = 0;
    const controller = createPanelController({
      ask: () => (asked < 2 ? answers[asked++]!.promise : Promise.reject(new Error('no answer'))),
      render: (view) => rendered.push(view),
      later: (task) => timers.push(task),
    });
    const first = controller.showPlace(fromUrl(savedPlace.nameHint), `${URL_}/data=!3m1!4b1`);
    answers[0]!.resolve(savedWithError);
    await first;
    const shown = rendered.length;
    // Maps rewrote more than the camera (a pan dropped `!3m1!4b1`): the worker is slow to answer.
    const again = controller.showPlace(fromUrl(savedPlace.nameHint), `${URL_}/data=!4m2`);
    for (const timer of timers.splice(0)) timer();
    expect(rendered).toHaveLength(shown);
    answers[1]!.resolve(savedWithError);
    await again;
    expect(rendered.at(-1)?.menu).toEqual(savedWithError.menu);
    // No answer for yet another URL of it, nor to the ask that follows: the saved menu stays, with
    // the failure above it.
    await controller.showPlace(fromUrl(savedPlace.nameHint), `${URL_}/data=!4m3`);
    expect(rendered.at(-1)?.menu).toEqual(savedWithError.menu);
    await runTimers(timers);
    expect(rendered.at(-1)?.menu).toEqual(savedWithError.menu);
    expect(rendered.at(-1)?.outcome).toEqual({ kind: 'error', problem: { kind: 'no_answer' } });
  });

  /** Katz shown under `/a` without a lookup; the automatic asks after it wait for the test to answer. */
  async function katzShownWithoutLookup() {
    const asks: [string, boolean][] = [];
    // The click's lookup is answered at once.
    const answers = [deferred<MenuView>(), deferred<MenuView>(), deferred<MenuView>()];
    let asked = 0;
    const controller = createPanelController({
      ask: (url, userInitiated) => {
        asks.push([url.slice(-2), userInitiated]);
        return userInitiated ? Promise.resolve(viewFor(place.placeId)) : answers[asked++]!.promise;
      },
      render: () => undefined,
      later: () => undefined,
    });
    const first = controller.showPlace(fromUrl('Katz'), `${URL_}/a`);
    answers[0]!.resolve(viewFor(place.placeId, 'manual'));
    await first;
    return { asks, answers, controller };
  }

  it('a click while a new URL of the place on screen is answered counts once the worker names that place, never another', async () => {
    const { asks, answers, controller } = await katzShownWithoutLookup();
    // Another URL of it (the worker has not answered yet): the user clicks "Show menu" on its panel.
    const again = controller.showPlace(fromUrl('Katz'), `${URL_}/b`);
    await controller.lookup(place.placeId);
    answers[1]!.resolve(viewFor(place.placeId, 'manual'));
    await again;
    await vi.waitFor(() =>
      expect(asks).toEqual([
        ['/a', false],
        ['/b', false],
        ['/b', true],
      ]),
    );
    // A URL that turns out to be another place with the same name: the click is not spent on it.
    const chain = controller.showPlace(fromUrl('Katz'), `${URL_}/c`);
    await controller.lookup(place.placeId);
    answers[2]!.resolve(viewFor(other.placeId, 'manual'));
    await chain;
    expect(asks.slice(3)).toEqual([['/c', false]]);
  });

  it('a kept click survives another rewrite of the URL before the answer', async () => {
    const { asks, answers, controller } = await katzShownWithoutLookup();
    const b = controller.showPlace(fromUrl('Katz'), `${URL_}/b`);
    await controller.lookup(place.placeId);
    const c = controller.showPlace(fromUrl('Katz'), `${URL_}/c`);
    answers[1]!.resolve(viewFor(place.placeId, 'manual'));
    answers[2]!.resolve(viewFor(place.placeId, 'manual'));
    await Promise.all([b, c]);
    await vi.waitFor(() => expect(asks.at(-1)).toEqual(['/c', true]));
    expect(asks.filter(([, userInitiated]) => userInitiated)).toHaveLength(1);
  });

  it("a Try again left on screen from a URL no answer named is not spent on the next place's URL", async () => {
    const asks: [string, boolean][] = [];
    const pending = deferred<MenuView>();
    const controller = createPanelController({
      // Katz's URL is never answered; the next place's answer is slow.
      ask: (url, userInitiated) => {
        asks.push([url.slice(-2), userInitiated]);
        if (url.endsWith('/a')) return Promise.reject(new Error('Could not establish connection'));
        return userInitiated ? Promise.resolve(viewFor(other.placeId)) : pending.promise;
      },
      render: () => undefined,
      later: () => undefined,
    });
    await controller.showPlace(fromUrl('Katz'), `${URL_}/a`);
    // Try again on its own URL is honoured.
    await controller.lookup(null);
    expect(asks).toEqual([
      ['/a', false],
      ['/a', true],
    ]);
    // The page moved on and the worker is slow: the Try again still on screen is Katz's, not this URL's.
    const next = controller.showPlace(fromUrl('MTR'), `${URL_}/b`);
    await controller.lookup(null);
    pending.resolve(viewFor(other.placeId, 'manual'));
    await next;
    expect(asks.slice(2)).toEqual([['/b', false]]);
  });

  it('no answer over a URL that spells no name shows nothing; over a name, the Try again', async () => {
    const rendered: (MenuView | null)[] = [];
    const { timers, later } = recheckTimers();
    const controller = createPanelController({
      ask: () => Promise.reject(new Error('Could not establish connection')),
      render: (view) => rendered.push(view),
      later,
    });
    await controller.showPlace(fromUrl(), 'https://www.google.com/maps');
    await runTimers(timers.splice(0).map((timer) => timer.task));
    expect(rendered).toEqual([null]);
    await controller.showPlace(fromUrl('Katz'), 'https://www.google.com/maps/place/Katz');
    await runTimers(timers.splice(0).map((timer) => timer.task));
    expect(rendered.at(-1)?.outcome).toEqual({ kind: 'error', problem: { kind: 'no_answer' } });
  });

  it('a saved menu shows at once; a user click never waits for the dwell', async () => {
    const { asks, rendered, controller } = setup();
    await controller.showPlace(place, 'https://www.google.com/maps/place/a');
    expect(rendered.at(-1)?.outcome.kind).toBe('ok');
    await controller.lookup(place.placeId);
    expect(asks.at(-1)).toEqual(['https://www.google.com/maps/place/a', true, false]);
  });

  it('a page another site opened waits for its first use, and says so, instead of the dwell', async () => {
    let held: LookupHold | null = 'opened_by_site';
    const { asks, waits, rendered, timers, answers, controller } = setup(() => held);
    answers.push(() => heldBack(place.placeId));
    await controller.showPlace(place, 'https://www.google.com/maps/place/a');
    // The ask says so, and the worker's answer (worded by it) is shown as it is.
    expect(waits).toEqual([true]);
    expect(rendered.at(-1)?.outcome).toEqual({ kind: 'manual', heldBack: true });
    expect(timers).toEqual([]);
    held = null;
    await controller.askAgain();
    expect(asks.at(-1)?.[2]).toBe(true);
    expect(waits.at(-1)).toBe(false);
  });
});

describe('the service unreachable', () => {
  it('asks again by itself once the pause after the failure is over, once', async () => {
    const clock = { now: NOW };
    const asks: boolean[] = [];
    const { timers, later } = recheckTimers();
    const cutOff: MenuView = {
      ...viewFor(place.placeId),
      outcome: { kind: 'unreachable', retryAt: NOW + 30_000 },
    };
    const answers = [cutOff, viewFor(place.placeId)];
    const controller = createPanelController({
      ask: async (_url, userInitiated) => {
        asks.push(userInitiated);
        return answers.shift() ?? viewFor(place.placeId);
      },
      render: () => undefined,
      later,
      now: () => clock.now,
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/a');
    expect(timers.map((timer) => timer.ms)).toEqual([30_000 + UNREACHABLE_RECHECK_MARGIN_MS]);
    timers[0]?.task();
    await vi.waitFor(() => expect(asks).toEqual([false, false]));
    expect(timers).toHaveLength(1);
  });
});

describe('no answer to an ask (the worker stopped as it came)', () => {
  // The lookup after the dwell failed to reach the service: the pause runs 30 s from then.
  const cutOff: MenuView = {
    ...viewFor(place.placeId),
    outcome: { kind: 'unreachable', retryAt: NOW + DWELL_MS + 30_000 },
  };
  const held: MenuView = { ...viewFor(place.placeId, 'manual'), heldBack: true };
  /** No answer: the message reached no worker, or the worker stopped before it answered. */
  const lost = new Error('Could not establish connection. Receiving end does not exist.');
  const answered = (answer: MenuView | Error) => () =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  function setup(answers: (() => Promise<MenuView>)[]) {
    const clock = { now: NOW };
    const asks: [boolean, boolean][] = [];
    const rendered: (MenuView | null)[] = [];
    const found: (string | null)[] = [];
    const { timers, later } = recheckTimers();
    const controller = createPanelController({
      ask: (_url, userInitiated, savedOnly) => {
        asks.push([userInitiated, savedOnly]);
        return (answers.shift() ?? (async () => viewFor(place.placeId)))();
      },
      render: (view) => rendered.push(view),
      placeFound: (placeId) => found.push(placeId),
      later,
      now: () => clock.now,
      elapsed: () => clock.now,
    });
    /** Runs the next timer (it must be due after `ms`) and lets its asks answer. */
    const next = async (ms: number) => {
      const timer = timers.shift();
      expect(timer?.ms).toBe(ms);
      clock.now += ms;
      timer?.task();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { asks, rendered, found, timers, controller, next };
  }
  const failures = (rendered: (MenuView | null)[]) =>
    rendered.filter((view) => view?.outcome.kind === 'error').length;

  it('the ask when the pause ends got none: asked again for saved menus only, nothing was out, so the lookup follows', async () => {
    const { asks, rendered, timers, controller, next } = setup(
      [held, cutOff, lost, held, viewFor(place.placeId)].map(answered),
    );
    await controller.showPlace(place, 'https://www.google.com/maps/place/a');
    await next(DWELL_MS);
    await next(30_000 + UNREACHABLE_RECHECK_MARGIN_MS);
    // Meanwhile the panel still says the service can't be reached: no failure of ours shown.
    expect(rendered.at(-1)?.outcome.kind).toBe('unreachable');
    await next(NO_ANSWER_RECHECK_MS);
    expect(asks).toEqual([
      [false, true],
      [false, false],
      [false, false],
      [false, true],
      [false, false],
    ]);
    expect(rendered.at(-1)?.outcome.kind).toBe('ok');
    expect(failures(rendered)).toBe(0);
    expect(timers).toEqual([]);
  });

  it('a lookup the stopped worker sent is still out: the failure and its Try again, no lookup', async () => {
    const { asks, rendered, timers, controller, next } = setup(
      [held, lost, viewFor(place.placeId, 'loading')].map(answered),
    );
    await controller.showPlace(place, 'https://www.google.com/maps/place/a');
    await next(DWELL_MS);
    // While the second ask is on its way: the skeleton, not the failure.
    expect(rendered.at(-1)?.outcome.kind).toBe('loading');
    expect(failures(rendered)).toBe(0);
    await next(NO_ANSWER_RECHECK_MS);
    expect(asks.map(([, savedOnly]) => savedOnly)).toEqual([true, false, true]);
    expect(rendered.at(-1)?.outcome).toEqual({ kind: 'error', problem: { kind: 'no_answer' } });
    expect(timers).toEqual([]);
  });

  it('asks at most three times: no answer to the ask that follows the second says so, and stops', async () => {
    const { asks, rendered, timers, controller, next } = setup([held, lost, held, lost].map(answered));
    await controller.showPlace(place, 'https://www.google.com/maps/place/a');
    await next(DWELL_MS);
    await next(NO_ANSWER_RECHECK_MS);
    expect(asks.map(([, savedOnly]) => savedOnly)).toEqual([true, false, true, false]);
    expect(rendered.at(-1)?.outcome).toEqual({ kind: 'error', problem: { kind: 'no_answer' } });
    expect(timers).toEqual([]);
  });

  it('a saved menu held back by the dwell: its refresh still out is said as lost over it, not refreshed by itself', async () => {
    const saved: MenuView = { ...viewFor(place.placeId), menu: cached(menu(), { stale: true }) };
    const refreshing: MenuView = { ...saved, outcome: { kind: 'refreshing' } };
    const { asks, rendered, timers, controller, next } = setup(
      [{ ...saved, heldBack: true } as MenuView, lost, refreshing].map(answered),
    );
    await controller.showPlace(place, 'https://www.google.com/maps/place/a');
    await next(DWELL_MS);
    await next(NO_ANSWER_RECHECK_MS);
    expect(asks).toHaveLength(3);
    expect(rendered.at(-1)?.menu).toEqual(saved.menu);
    expect(rendered.at(-1)?.outcome).toEqual({ kind: 'error', problem: { kind: 'no_answer' } });
    expect(rendered.at(-1)?.heldBack).toBeUndefined();
    expect(timers).toEqual([]);
  });

  it('over a URL not named yet, the second ask names the place even when the first one’s lookup is still out', async () => {
    const { rendered, found, controller, next } = setup(
      [lost, viewFor(place.placeId, 'loading')].map(answered),
    );
    await controller.showPlace({ placeId: null, nameHint: 'Katz' }, 'https://www.google.com/maps/place/Katz');
    await next(NO_ANSWER_RECHECK_MS);
    expect(found).toEqual([place.placeId]);
    expect(rendered.at(-1)?.placeId).toBe(place.placeId);
    expect(rendered.at(-1)?.outcome).toEqual({ kind: 'error', problem: { kind: 'no_answer' } });
  });

  it('back online: the re-checks while the worker still says offline survive a lost answer', async () => {
    const offline: MenuView = { ...viewFor(place.placeId, 'offline'), offline: true };
    const { asks, timers, controller, next } = setup([held, offline, lost, held, offline].map(answered));
    await controller.showPlace(place, 'https://www.google.com/maps/place/a');
    await next(DWELL_MS);
    await controller.backOnline();
    await next(NO_ANSWER_RECHECK_MS);
    expect(asks).toHaveLength(5);
    expect(timers.map((timer) => timer.ms)).toEqual([ONLINE_RECHECK_MS]);
  });

  it("a click's lost answer is said at once, and never asked again by itself (its lookup may have left)", async () => {
    const { asks, rendered, timers, controller } = setup([held, lost].map(answered));
    await controller.showPlace(place, 'https://www.google.com/maps/place/a');
    await controller.lookup(place.placeId);
    expect(asks).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(rendered.at(-1)?.outcome).toEqual({ kind: 'error', problem: { kind: 'no_answer' } });
    expect(timers.filter((timer) => timer.ms === NO_ANSWER_RECHECK_MS)).toEqual([]);
  });
});

describe('settings saved in the options page', () => {
  function setup(hold: () => LookupHold | null = () => null) {
    const clock = { now: NOW };
    const asks: [boolean, boolean][] = [];
    const rendered: (MenuView | null)[] = [];
    const answers: MenuView[] = [];
    const controller = createPanelController({
      ask: async (_url, userInitiated, savedOnly) => {
        asks.push([userInitiated, savedOnly]);
        return answers.shift() ?? viewFor(place.placeId);
      },
      render: (view) => rendered.push(view),
      // Every answer is slower than the skeleton's delay: a skeleton the controller asks for shows.
      later: (task, ms) => ms === SKELETON_DELAY_MS && task(),
      now: () => clock.now,
      elapsed: () => clock.now,
      hold,
    });
    /** The place shown long enough for its dwell to be over, answered with `first`. */
    const shown = async (first: MenuView) => {
      answers.push(first);
      await controller.showPlace(place, 'https://www.google.com/maps/place/a');
      clock.now += DWELL_MS;
      asks.length = 0;
    };
    return { asks, rendered, answers, controller, shown };
  }
  const outcome = (kind: 'no_key' | 'key_invalid' | 'not_found'): MenuView => ({
    ...viewFor(place.placeId),
    outcome: { kind },
  });

  it('a panel asking for a key asks again, as an automatic ask: the worker applies the lookup settings', async () => {
    const { asks, rendered, controller, shown } = setup();
    await shown(outcome('no_key'));
    const before = rendered.length;
    await controller.settingsChanged();
    expect(asks).toEqual([[false, false]]);
    // The lookup may take a while: the skeleton, then the menu.
    expect(rendered.slice(before).map((view) => view?.outcome.kind)).toEqual(['loading', 'ok']);
  });

  it('so does a panel saying the key was refused; a saved menu under it stays on screen meanwhile', async () => {
    const { asks, rendered, controller, shown } = setup();
    await shown({ ...outcome('key_invalid'), menu: cached() });
    const before = rendered.length;
    await controller.settingsChanged();
    expect(asks).toEqual([[false, false]]);
    // No skeleton and no "refreshing" frame: the answer replaces the refused-key notice directly.
    expect(rendered.slice(before).map((view) => view?.outcome.kind)).toEqual(['ok']);
  });

  it('any other panel stays as it is: saving preferences looks nothing up', async () => {
    for (const first of [viewFor(place.placeId), outcome('not_found'), viewFor(place.placeId, 'manual')]) {
      const { asks, controller, shown } = setup();
      await shown(first);
      await controller.settingsChanged();
      expect(asks).toEqual([]);
    }
  });

  it('a hidden tab asks for saved menus only: its lookup waits until the tab is looked at', async () => {
    const { asks, controller, shown } = setup(() => 'hidden');
    await shown(outcome('no_key'));
    await controller.settingsChanged();
    expect(asks).toEqual([[false, true]]);
  });
});

describe('panel controller: the note of what changed', () => {
  it('dismissing hides the note at once and tells the worker, for the place shown only', async () => {
    const changes = { since: NOW - 30 * DAY, added: [0], repriced: [], gone: [] };
    const rendered: (MenuView | null)[] = [];
    const dismissed: string[] = [];
    const controller = createPanelController({
      ask: async () => ({ ...viewFor(place.placeId), menu: cached(menu(), { changes }) }),
      dismissChanges: async (placeId) => dismissed.push(placeId),
      render: (view) => rendered.push(view),
      later: () => undefined,
    });
    await controller.showPlace(place, 'https://www.google.com/maps/place/x');
    expect(rendered.at(-1)?.menu?.changes).toEqual(changes);
    controller.dismissChanges(other.placeId);
    expect(dismissed).toEqual([]);
    controller.dismissChanges(place.placeId);
    expect(dismissed).toEqual([place.placeId]);
    expect(rendered.at(-1)?.menu).toEqual(cached(menu()));
    // Nothing left to dismiss: no second message.
    controller.dismissChanges(place.placeId);
    expect(dismissed).toEqual([place.placeId]);
  });
});
