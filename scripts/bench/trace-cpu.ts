import type { CDPSession } from 'playwright-core';

// Main-thread CPU time of a page from a CDP trace. Thread time (`tdur`) moves far less than wall
// time (TaskDuration) when other work shares the machine, so small A/B differences show.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { message?: string } };
}

export interface MainThreadCpu {
  /** Thread CPU ms of all top-level tasks on the page's renderer main thread. */
  totalMs: number;
  /**
   * totalMs split at the `console.timeStamp(mark)` of each mark, in order: phasesMs[0] before the
   * first mark (e.g. the first load), phasesMs[marks.length] after the last. A task counts where it starts.
   */
  phasesMs: number[];
  /** Self CPU ms by trace event name. */
  selfMs: Map<string, number>;
  /** The same for each phase (as phasesMs). */
  phaseSelfMs: Map<string, number>[];
}

export const CATEGORIES: ReadonlyArray<[string, RegExp]> = [
  // Our handlers run inside the IPC and microtask tasks; CDP's ScriptDuration misses most of it.
  [
    'script',
    /^(RunMicrotasks|BlinkScheduler_PerformMicrotaskCheckpoint|v8\.|V8\.|EvaluateScript|FunctionCall|Receive mojo message|DOMWindow::DoPostMessage|TimerBase::run)/,
  ],
  [
    'style',
    /(recalcStyle|updateStyle|rebuildLayoutTree|UpdateLayoutTree|Blink\.Style|StyleElement|CSSParser)/,
  ],
  ['layout', /(performLayout|^Layout$|LocalFrameView::layout|ShapeText|Blink\.Layout|UpdateStyleAndLayout)/],
  ['paint', /^(Paint|Blink\.Paint|LocalFrameView::RunPaintLifecyclePhase)/],
  [
    'prepaint, layers, commit',
    /(PrePaint|CompositingInputs|PaintArtifactCompositor|Layerize|Commit|ProxyMain|LayerTreeHost|pushPaintArtifact|UpdateLifecycle|DidFinishLifecycleUpdate|BeginMainFrame|CullRect)/,
  ],
  ['animation', /(Animation|Animator|Animate)/],
];

export function categoryOf(eventName: string): string {
  return CATEGORIES.find(([, pattern]) => pattern.test(eventName))?.[0] ?? 'other';
}

/** Starts tracing; the returned function stops it and sums the busiest renderer main thread. */
export async function traceMainThread(
  cdp: CDPSession,
  marks: readonly string[],
): Promise<() => Promise<MainThreadCpu>> {
  // MOM_TRACE_CATEGORIES (comma-separated) widens the trace when looking into a cost, e.g. with
  // `v8,disabled-by-default-v8.compile` for parsing and compiling apart.
  const categories = process.env.MOM_TRACE_CATEGORIES?.split(',') ?? [
    'toplevel',
    'devtools.timeline',
    'v8.execute',
    'blink',
  ];
  const stop = await startTrace(cdp, categories);
  return async () => mainThreadCpu(await stop(), marks);
}

/** Starts a trace of `categories`; the returned function stops it and gives its events. */
async function startTrace(cdp: CDPSession, categories: string[]): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  const collect = (batch: { value: unknown[] }) => events.push(...(batch.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories },
  });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    return events;
  };
}

function mainThreadCpu(events: TraceEvent[], marks: readonly string[]): MainThreadCpu {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!mains.has(key) || e.ph !== 'X' || e.dur === undefined) continue;
    const list = byThread.get(key);
    if (list) list.push(e);
    else byThread.set(key, [e]);
  }
  // The page's renderer is the busiest; the trace also holds the extension's own renderers.
  const list = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const markTimes = marks.map(
    (mark) => events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === mark)?.ts ?? Infinity,
  );
  const phaseOf = (ts: number) => markTimes.filter((at) => at <= ts).length;
  const selfMs = new Map<string, number>();
  const open: { event: TraceEvent; childCpu: number }[] = [];
  let total = 0;
  const phases = markTimes.map(() => 0).concat(0);
  const phaseSelfMs = phases.map(() => new Map<string, number>());
  let phase = 0;
  const addSelf = (into: Map<string, number>, name: string, ms: number) =>
    into.set(name, (into.get(name) ?? 0) + ms);
  const close = () => {
    const done = open.pop()!;
    const own = (done.event.tdur ?? 0) - done.childCpu;
    addSelf(selfMs, done.event.name, own / 1000);
    addSelf(phaseSelfMs[phase]!, done.event.name, own / 1000);
    const parent = open[open.length - 1];
    if (parent) parent.childCpu += done.event.tdur ?? 0;
  };
  for (const e of list) {
    while (open.length && open[open.length - 1]!.event.ts + (open[open.length - 1]!.event.dur ?? 0) <= e.ts)
      close();
    if (open.length === 0) {
      total += e.tdur ?? 0;
      phase = phaseOf(e.ts);
      phases[phase] = (phases[phase] ?? 0) + (e.tdur ?? 0);
    }
    open.push({ event: e, childCpu: 0 });
  }
  while (open.length) close();
  return { totalMs: total / 1000, phasesMs: phases.map((us) => us / 1000), selfMs, phaseSelfMs };
}

/** Thread CPU of the extension's service worker over one traced stretch (a cold start and its answer). */
export interface WorkerThreadCpu {
  /** Every top-level task on the worker's thread. */
  totalMs: number;
  /** Loading the worker's script: reading its code cache and running its top level (modules, main()). */
  scriptMs: number;
  /** Of scriptMs, reading the script's code from the cache V8 keeps for it (compiled code, not run). */
  codeCacheMs: number;
}

/**
 * Starts tracing through a DevTools session of an extension page: a trace started from a page covers
 * that page's renderer process, and an extension's worker runs on a thread of its extension process
 * (a trace started from the Maps page has no worker thread). The returned function stops it and sums
 * the worker's thread.
 */
export async function traceWorkerThread(cdp: CDPSession): Promise<() => Promise<WorkerThreadCpu>> {
  // disabled-by-default-v8.compile holds V8.CompileDeserialize, reading the code cache.
  const stop = await startTrace(cdp, [
    'toplevel',
    'v8',
    'v8.execute',
    'devtools.timeline',
    'disabled-by-default-v8.compile',
  ]);
  return async () => workerThreadCpu(await stop());
}

function workerThreadCpu(events: TraceEvent[]): WorkerThreadCpu {
  const threads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && /^ServiceWorker/.test(e.args?.name ?? ''))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const list = events
    .filter((e) => threads.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  if (list.length === 0) throw new Error('the trace holds no service worker thread');
  let totalUs = 0;
  let openUntil = -Infinity;
  for (const e of list) {
    if (e.ts >= openUntil) {
      totalUs += e.tdur ?? 0;
      openUntil = e.ts + (e.dur ?? 0);
    }
  }
  // Neither nests in itself: summing every event of the name counts each stretch once.
  const sum = (name: string) =>
    list.filter((e) => e.name === name).reduce((total, e) => total + (e.tdur ?? 0), 0) / 1000;
  return {
    totalMs: totalUs / 1000,
    scriptMs: sum('EvaluateScript'),
    codeCacheMs: sum('V8.CompileDeserialize'),
  };
}
