import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { MENU_SHOWN_MARK } from '@/lib/popup/menu-shown-mark.ts';
import { benchCatalog, samplePlacesWithDishes } from '@/scripts/bench/catalog.ts';
import { waitForPanelPlace } from '@/scripts/bench/panel-timing.ts';
import { startStack } from '@/testing/stack.ts';
import { openToolbarPopup } from '@/testing/toolbar-popup.ts';

// Dev tool, not part of `npm run bench`: where the toolbar popup's time goes (issue 30's "popup <
// 100 ms p95"). Opens the real toolbar popup over the bench's cached place (as scripts/bench/popup.ts
// toolbarPopupTimes, without the empty page between opens) under a trace of the whole browser, then
// prints, per part, the median over the runs after two warm-ups: on the popup's renderer main thread
// (navigation start → the menu-shown mark) its tasks by kind, and on the worker's thread its tasks in
// the same stretch. The first traced run goes to the temporary directory as toolbar-popup.trace.json
// (chrome://tracing or DevTools open it). A build with User Timing marks of its own (performance.mark
// in the popup or the worker) gets them printed too, each in ms after the popup's navigation start.
//
//   npx tsx scripts/bench/profile/toolbar-popup.ts [--runs=8] [--samples] /path/to/chrome-mv3

const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 8);
const BUILD = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const WARMUPS = 2;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: { url?: string; message?: string; cpuProfile?: CpuProfileChunk; timeDeltas?: number[] };
  };
}

interface CpuProfileChunk {
  nodes?: {
    id: number;
    parent?: number;
    callFrame: { functionName: string; url?: string; columnNumber?: number };
  }[];
  samples?: number[];
}

/**
 * Self and inclusive ms by function on one thread within [from, to] (µs, trace clock), from the
 * trace's ProfileChunk events (a 'Profile' event gives each profile's start time).
 */
function sampledByFunction(events: TraceEvent[], pid: number, tid: number, from: number, to: number) {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  for (const profile of profiles) {
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id);
    const nodes = new Map<number, { name: string; parent?: number }>();
    let ts = (profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts;
    const pending: [number, number][] = [];
    for (const chunk of chunks) {
      const cpu = chunk.args?.data?.cpuProfile;
      for (const node of cpu?.nodes ?? []) {
        const { functionName, url, columnNumber } = node.callFrame;
        const file = url?.replace(/^.*\//, '') ?? '';
        nodes.set(node.id, {
          name: `${functionName || '(anonymous)'}${file ? ` ${file}:${columnNumber ?? ''}` : ''}`,
          parent: node.parent,
        });
      }
      const deltas = chunk.args?.data?.timeDeltas ?? [];
      (cpu?.samples ?? []).forEach((id, index) => {
        ts += deltas[index] ?? 0;
        pending.push([id, ts]);
      });
    }
    pending.forEach(([id, at], index) => {
      const next = pending[index + 1]?.[1];
      if (next === undefined || at < from || at > to) return;
      const ms = (next - at) / 1000;
      const leaf = nodes.get(id);
      if (!leaf || leaf.name === '(idle)') return;
      self.set(leaf.name, (self.get(leaf.name) ?? 0) + ms);
      const seen = new Set<string>();
      for (
        let node: typeof leaf | undefined = leaf;
        node;
        node = node.parent === undefined ? undefined : nodes.get(node.parent)
      ) {
        if (!seen.has(node.name)) inclusive.set(node.name, (inclusive.get(node.name) ?? 0) + ms);
        seen.add(node.name);
      }
    });
  }
  return { self, inclusive };
}

const CATEGORIES = [
  'toplevel',
  'v8',
  'v8.execute',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
  'loading',
];
// --samples: V8's sampling profiler in the trace too (ProfileChunk events), for time by function on
// every thread; it slows every run several fold (its start alone takes the popup's thread ~20 ms).
const SAMPLES = process.argv.includes('--samples');
if (SAMPLES) CATEGORIES.push('disabled-by-default-v8.cpu_profiler');

async function trace(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (batch: { value: unknown[] }) => events.push(...(batch.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES },
  });
  try {
    await during();
  } finally {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/** What a task on the popup's main thread was, by the first of its descendants that names it. */
const KINDS: [string, RegExp][] = [
  [
    'compile',
    /^(V8\.(PreParse|ParseProgram|ParseFunction|CompileIgnition|CompileCode|CompileLazy|Compile.*)|v8\.compile)/,
  ],
  ['style', /(UpdateLayoutTree|RecalcStyle|ParseAuthorStyleSheet|Blink\.Style)/],
  ['layout', /^(Layout|UpdateLayout|LocalFrameView::layout)/],
  ['paint, commit', /^(Paint|PrePaint|Layerize|Commit|UpdateLayer|PaintImage|CompositeLayers)/],
  ['html', /^ParseHTML/],
];

function kindOf(event: TraceEvent): string {
  return KINDS.find(([, pattern]) => pattern.test(event.name))?.[0] ?? 'script and other';
}

/**
 * Self time (µs → ms) of the X events of one thread within [from, to], summed by `keyOf`: `time`
 * reads an event's thread time (`tdur`, falling back to wall) or its wall time (`dur`).
 */
function selfTime(
  list: TraceEvent[],
  from: number,
  to: number,
  keyOf: (event: TraceEvent) => string,
  time: 'thread' | 'wall',
): Map<string, number> {
  const events = list
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts <= to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const spent = (e: TraceEvent) => (time === 'thread' ? (e.tdur ?? e.dur ?? 0) : (e.dur ?? 0));
  const out = new Map<string, number>();
  const open: { event: TraceEvent; child: number }[] = [];
  const close = () => {
    const done = open.pop()!;
    const own = Math.max(0, spent(done.event) - done.child);
    const key = keyOf(done.event);
    out.set(key, (out.get(key) ?? 0) + own / 1000);
    const parent = open[open.length - 1];
    if (parent) parent.child += spent(done.event);
  };
  for (const e of events) {
    while (open.length && open[open.length - 1]!.event.ts + (open[open.length - 1]!.event.dur ?? 0) <= e.ts)
      close();
    open.push({ event: e, child: 0 });
  }
  while (open.length) close();
  return out;
}

/** Self thread time by kind (KINDS), for the figures. */
const selfByKind = (list: TraceEvent[], from: number, to: number) =>
  selfTime(list, from, to, kindOf, 'thread');
/** Self wall time by event name, for the printout. */
const selfByName = (list: TraceEvent[], from: number, to: number) =>
  selfTime(list, from, to, (e) => e.name, 'wall');

/** Top-level X events (not inside another) of one thread within [from, to]. */
function topLevel(list: TraceEvent[], from: number, to: number): TraceEvent[] {
  const events = list
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts <= to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const out: TraceEvent[] = [];
  let until = -Infinity;
  for (const e of events) {
    if (e.ts >= until) {
      out.push(e);
      until = e.ts + (e.dur ?? 0);
    }
  }
  return out;
}

/** One run's figures, ms. */
type Figures = Map<string, number>;

function analyse(events: TraceEvent[], shownAt: number, marks: [string, number][], print: boolean): Figures {
  const figures: Figures = new Map();
  const shown = events.find((e) => e.name === MENU_SHOWN_MARK && e.cat.includes('blink.user_timing'));
  if (!shown) throw new Error('the trace holds no menu-shown mark');
  const popupPid = shown.pid;
  const navStart = shown.ts - shownAt * 1000;
  const threadName = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const main = events.filter((e) => e.pid === popupPid && e.tid === shown.tid);
  const worker = events.filter((e) => /^ServiceWorker/.test(threadName.get(`${e.pid}:${e.tid}`) ?? ''));
  const at = (ts: number) => (ts - navStart) / 1000;
  figures.set('menu shown (mark)', shownAt);
  for (const [name, ms] of marks) figures.set(`mark ${name}`, ms);

  // The popup's main thread: tasks between navigation start and the mark.
  const mainTasks = topLevel(main, navStart, shown.ts);
  const busy = mainTasks.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  figures.set('popup main: busy (wall, top-level tasks)', busy);
  figures.set('popup main: first task starts', mainTasks[0] ? at(mainTasks[0].ts) : Number.NaN);
  for (const [kind, ms] of selfByKind(main, navStart, shown.ts))
    figures.set(`popup main self cpu: ${kind}`, ms);
  const evaluate = main.find(
    (e) => e.name === 'EvaluateScript' && e.args?.data?.url?.endsWith('popup-script.js'),
  );
  if (evaluate) {
    figures.set('popup-script.js EvaluateScript starts', at(evaluate.ts));
    figures.set('popup-script.js EvaluateScript wall', (evaluate.dur ?? 0) / 1000);
  }
  // The page's milestones on its main thread, in order. The popup's frame commits an empty document
  // first: popup.html's own are those after its request (ResourceSendRequest of popup.html).
  const page = main.find(
    (e) =>
      e.name === 'ResourceSendRequest' && e.ts >= navStart && !!e.args?.data?.url?.endsWith('popup.html'),
  );
  const after = page?.ts ?? navStart;
  const first = (name: string, where: (e: TraceEvent) => boolean = () => true) =>
    main.find((e) => e.name === name && e.ts >= after && e.ts <= shown.ts && where(e));
  const milestones: [string, TraceEvent | undefined][] = [
    ['popup.html committed', first('DocumentLoader::CommitNavigation')],
    [
      'popup-script.js asked for',
      first('ResourceSendRequest', (e) => !!e.args?.data?.url?.endsWith('popup-script.js')),
    ],
    ['stylesheet parsed', first('ParseAuthorStyleSheet')],
    ['domInteractive (parsed)', first('domInteractive')],
    ['DOMContentLoaded', first('domContentLoadedEventStart')],
  ];
  for (const [name, event] of milestones) figures.set(name, event ? at(event.ts) : Number.NaN);
  const loaded = milestones[4]?.[1]?.ts ?? Number.POSITIVE_INFINITY;
  const renders = main.find((e) => e.name === 'EventDispatch' && e.ts >= loaded);
  if (renders)
    figures.set(
      'DOMContentLoaded handler wall (holds the first render only when every answer came before it)',
      (renders.dur ?? 0) / 1000,
    );
  // The worker's thread over the same stretch.
  const workerTasks = topLevel(worker, navStart, shown.ts);
  figures.set(
    'worker: busy (wall, top-level tasks)',
    workerTasks.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000,
  );
  figures.set('worker: first task starts', workerTasks[0] ? at(workerTasks[0].ts) : Number.NaN);
  const lastWorker = workerTasks[workerTasks.length - 1];
  figures.set('worker: last task ends', lastWorker ? at(lastWorker.ts + (lastWorker.dur ?? 0)) : Number.NaN);

  if (print) {
    const line = (e: TraceEvent) =>
      `${at(e.ts).toFixed(1).padStart(7)} +${((e.dur ?? 0) / 1000).toFixed(2).padStart(6)}  ${e.name} ${e.args?.data?.url ?? ''}`;
    const top = (map: Map<string, number>, count: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => `  ${ms.toFixed(2).padStart(6)}  ${name.slice(0, 150)}`)
        .join('\n');
    const tasks = (list: TraceEvent[]) =>
      list
        .filter((e) => (e.dur ?? 0) >= 100)
        .map(line)
        .join('\n');
    console.log('\npopup main thread, top-level tasks (ms after navigation start, wall):');
    console.log(tasks(mainTasks));
    console.log('popup main self wall by name (top 30):');
    console.log(top(selfByName(main, navStart, shown.ts), 30));
    console.log('\nworker thread, top-level tasks:');
    console.log(tasks(workerTasks));
    console.log('worker self wall by name (top 20):');
    console.log(top(selfByName(worker, navStart, shown.ts), 20));
    if (SAMPLES) {
      const popupSamples = sampledByFunction(events, popupPid, shown.tid, navStart, shown.ts);
      console.log('\npopup main, sampled self ms by function (top 40):');
      console.log(top(popupSamples.self, 40));
      console.log('popup main, sampled inclusive ms by function (top 40):');
      console.log(top(popupSamples.inclusive, 40));
      const workerThread = worker.find((e) => e.ph === 'X');
      if (workerThread) {
        const workerSamples = sampledByFunction(
          events,
          workerThread.pid,
          workerThread.tid,
          navStart,
          shown.ts,
        );
        console.log('\nworker, sampled self ms by function (top 25):');
        console.log(top(workerSamples.self, 25));
        console.log('worker, sampled inclusive ms by function (top 30):');
        console.log(top(workerSamples.inclusive, 30));
      }
    }
    console.log(`\nmarks: ${marks.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ')}`);
  }
  return figures;
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// The popup's and the worker's own marks (a probe build's), each in ms after the popup's navigation
// start: both read their time origin, so the worker's convert.
const POPUP_MARKS = `(() => {
  const shown = performance.getEntriesByName(${JSON.stringify(MENU_SHOWN_MARK)})[0]?.startTime;
  if (shown === undefined) return null;
  const nav = performance.getEntriesByType('navigation')[0];
  const marks = performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]);
  const resources = performance.getEntriesByType('resource').map((r) => ['fetched ' + r.name.replace(/^.*\\//, ''), r.responseEnd]);
  return { shown, origin: performance.timeOrigin, marks: [['responseEnd', nav.responseEnd], ['domContentLoadedEventStart', nav.domContentLoadedEventStart], ...resources, ...marks] };
})()`;

/** What the popup holds once shown, and how large the worker's answers are (asked again from the popup). */
const PROBES = `(async () => {
  const ask = async (type) => JSON.stringify(await chrome.runtime.sendMessage({ type })).length;
  return {
    dishes: document.querySelectorAll('.mom-dish').length,
    elements: document.querySelectorAll('*').length,
    textLength: document.body.innerText.length,
    menuForActiveTabJson: await ask('menu.forTab'),
    wordsJson: await ask('words.get'),
    statusJson: await ask('status.get'),
  };
})()`;

async function main(): Promise<void> {
  if (!BUILD) throw new Error('name a build: /path/to/chrome-mv3');
  const place = samplePlacesWithDishes()[1]!;
  const stack = await startStack({
    builtExtension: BUILD,
    headless: true,
    catalog: benchCatalog(),
    service: { testMode: true },
  });
  try {
    await stack.configure();
    const maps = await stack.openPlace(place);
    await waitForPanelPlace(maps, place.name, true);
    const browser = stack.context.browser()!;
    const cdp = await browser.newBrowserCDPSession();
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS + WARMUPS; run += 1) {
      await maps.bringToFront();
      const worker = await stack.worker();
      await worker.evaluate(() => performance.clearMarks());
      let read: { shown: number; origin: number; marks: [string, number][] } | null = null;
      const events = await trace(cdp, async () => {
        const popup = await openToolbarPopup(stack);
        try {
          const deadline = Date.now() + 20_000;
          while (!read) {
            read = await popup.evaluate(POPUP_MARKS);
            if (!read && Date.now() > deadline) throw new Error('the popup never showed the menu');
            if (!read) await new Promise((resolve) => setTimeout(resolve, 25));
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
          if (run === WARMUPS) console.log(`\nprobes: ${JSON.stringify(await popup.evaluate(PROBES))}`);
        } finally {
          await popup.close();
        }
      });
      const { shown, origin, marks } = read!;
      const workerMarks = await worker.evaluate(() => ({
        origin: performance.timeOrigin,
        marks: performance.getEntriesByType('mark').map((m) => [m.name, m.startTime] as [string, number]),
      }));
      const all: [string, number][] = [
        ...marks,
        ...workerMarks.marks.map(([name, ms]): [string, number] => [
          `worker ${name}`,
          ms + workerMarks.origin - origin,
        ]),
      ];
      if (run === WARMUPS) writeFileSync(join(tmpdir(), 'toolbar-popup.trace.json'), JSON.stringify(events));
      const figures = analyse(events, shown, all, run === WARMUPS);
      if (run >= WARMUPS) runs.push(figures);
      process.stdout.write(`run ${run + 1}/${RUNS + WARMUPS} (shown ${shown.toFixed(1)} ms) `);
    }
    console.log(`\n\nmedians over ${runs.length} runs (ms):`);
    const names = [...new Set(runs.flatMap((figures) => [...figures.keys()]))];
    for (const name of names) {
      const values = runs.map((figures) => figures.get(name) ?? Number.NaN);
      console.log(`${median(values).toFixed(1).padStart(7)}  ${name}`);
    }
    await maps.close();
  } finally {
    await stack.close();
  }
}

// The service and the fixture site's servers may keep the process alive.
try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
process.exit();
