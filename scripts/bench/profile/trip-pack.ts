import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { benchCatalog } from '@/scripts/bench/catalog.ts';
import { send } from '@/scripts/bench/pack/trip-pack.ts';
import { median } from '@/scripts/bench/report/stats.ts';
import { sendToTarget } from '@/scripts/bench/search/local-search.ts';
import { startStack } from '@/testing/stack.ts';

// Dev tool, not part of `npm run bench`: where a trip pack's time over the floor goes (issue 30's
// "trip pack <= x1.3 of the floor"). Runs the bench's pack (scripts/bench/pack/trip-pack.ts: 20
// places, none saved, the service answering after 100 ms) with probes in the service worker that
// time, in the worker's clock, every fetch, storage.session/local get, set and remove, toolbar badge
// call and IndexedDB transaction, and with --profile under V8's sampling profiler on the worker.
// Prints, per part, the median over the runs after one warm-up:
// - start: pack.start leaving the page → the first request leaving the worker;
// - turn-around: a request answered (fetch resolved) → the next request leaving in its slot, each of
//   the 17 after the first three (total, mean, max), and its steps (analyse);
// - tail: the last request answered → `done` seen by the page (asked every 10 ms, as the bench);
// - each kind of storage operation: how many per pack and their mean time;
// - with --profile, the worker's busy time (its profile's non-idle samples, the profiler's own cost
//   in it) and its functions by self time (the bundle's named by column with the code there). The
//   first counted run's spans and profile go to the temporary directory as trip-pack-spans.json and
//   trip-pack.cpuprofile (DevTools opens it).
//
//   npx tsx scripts/bench/profile/trip-pack.ts [--runs=7] [--profile] /path/to/chrome-mv3

const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 7);
const PROFILE = process.argv.includes('--profile');
const BUILD = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const PLACES = 20;
/** lib/worker/pack/pack-runner.ts PACK_IN_FLIGHT (not imported: this drives the built extension). */
const IN_FLIGHT = 3;
const LATENCY_MS = 100;
const POLL_MS = 10;

interface Span {
  kind: string;
  detail: string;
  start: number;
  end: number;
}

/**
 * Installed in the worker: wraps fetch and the storage areas' get, set and remove, each call kept as a
 * span (epoch ms), and times IndexedDB transactions from their first objectStore call to their end.
 * Evaluated again, it only empties the list.
 */
const PROBES = `(() => {
  const g = globalThis;
  performance.clearMarks();
  if (g.__packProbe) { g.__packProbe.spans.length = 0; return false; }
  const spans = [];
  const now = () => performance.timeOrigin + performance.now();
  const wrap = (owner, name, kind, detail) => {
    const original = owner[name];
    owner[name] = function (...args) {
      const start = now();
      const done = () => spans.push({ kind, detail: detail(args), start, end: now() });
      const result = original.apply(this, args);
      Promise.resolve(result).then(done, done);
      return result;
    };
  };
  wrap(g, 'fetch', 'fetch', (args) => String(args[0]).replace(/^.*\\/v1\\//, '').replace(/\\?.*/, ''));
  const keys = (args) => {
    const a = args[0];
    const list = a == null ? ['(all)'] : typeof a === 'string' ? [a] : Array.isArray(a) ? a : Object.keys(a);
    return list.map((key) => String(key).replace(/\\.\\d+$/, '.N').replace(/:.*$/, ':ID')).join(',');
  };
  for (const area of ['session', 'local']) {
    wrap(chrome.storage[area], 'get', area + '.get', keys);
    wrap(chrome.storage[area], 'set', area + '.set', keys);
    wrap(chrome.storage[area], 'remove', area + '.remove', keys);
  }
  for (const name of ['setBadgeText', 'setTitle', 'setBadgeBackgroundColor'])
    if (chrome.action[name]) wrap(chrome.action, name, 'action.' + name, () => '');
  // Dexie binds IDBDatabase.transaction when it opens: a transaction is timed from its first store.
  const seen = new WeakSet();
  const objectStore = IDBTransaction.prototype.objectStore;
  IDBTransaction.prototype.objectStore = function (...args) {
    if (!seen.has(this)) {
      seen.add(this);
      const start = now();
      const detail = [...this.objectStoreNames].join(',');
      const done = () => spans.push({ kind: 'idb.' + this.mode, detail, start, end: now() });
      this.addEventListener('complete', done);
      this.addEventListener('abort', done);
    }
    return objectStore.apply(this, args);
  };
  g.__packProbe = { spans };
  return true;
})()`;

/** One pack as the bench runs it; the page's start and `done` times in epoch ms. */
async function packOnce(page: Page, places: { placeId: string; name: string }[]) {
  const list = { name: 'bench', query: 'bench', centre: null, places };
  return page.evaluate(
    async ({ list, pollMs }) => {
      const { chrome } = globalThis as unknown as {
        chrome: {
          runtime: {
            sendMessage(message: unknown): Promise<{ ok: boolean; data?: unknown; error?: string }>;
          };
        };
      };
      // No named function in here: tsx would wrap it in a helper the page does not have.
      const started = performance.timeOrigin + performance.now();
      // Accepted at the price of every place: the bench starts from no saved menu.
      let reply = await chrome.runtime.sendMessage({ type: 'pack.start', list, cost: list.places.length });
      const answered = performance.timeOrigin + performance.now();
      for (;;) {
        const job = reply.data as { status?: string } | null | undefined;
        if (!reply.ok || job?.status !== 'running')
          return {
            started,
            answered,
            ended: performance.timeOrigin + performance.now(),
            status: job?.status,
          };
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        reply = await chrome.runtime.sendMessage({ type: 'pack.status' });
      }
    },
    { list, pollMs: POLL_MS },
  );
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A CDP session to the extension's service worker (a browser session's non-flat child). */
async function workerTarget(cdp: CDPSession) {
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: Array<{ type: string; targetId: string; url: string }>;
  };
  const worker = targetInfos.find(
    (t) => t.type === 'service_worker' && t.url.startsWith('chrome-extension://'),
  );
  if (!worker) throw new Error('no extension service worker');
  const { sessionId } = (await cdp.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  })) as { sessionId: string };
  let next = 1;
  const call = (method: string, params: object = {}) => sendToTarget(cdp, sessionId, next++, method, params);
  return { call, detach: () => cdp.send('Target.detachFromTarget', { sessionId }) };
}

const add = (into: Map<string, number>, key: string, ms: number) => into.set(key, (into.get(key) ?? 0) + ms);

/** Self ms by function (ours by file:column), and the non-idle total. */
function tally(profile: Profile, self: Map<string, number>, codeAt: (column: number) => string): number {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const { functionName, url, columnNumber } = byId.get(id)!.callFrame;
    const name = functionName || '(anonymous)';
    if (name !== '(idle)') busy += ms;
    const file = url.replace(/^.*\//, '');
    add(
      self,
      url.startsWith('chrome-extension:') ? `${name} ${file}:${columnNumber} ${codeAt(columnNumber)}` : name,
      ms,
    );
  });
  return busy;
}

/** The figures of one pack from its spans. */
function analyse(spans: Span[], run: { started: number; answered: number; ended: number }) {
  const fetches = spans
    .filter((span) => span.kind === 'fetch' && span.detail === 'menu')
    .sort((a, b) => a.start - b.start);
  if (fetches.length !== PLACES) throw new Error(`${fetches.length} menu requests, not ${PLACES}`);
  // Each slot is freed by the earliest answer not yet followed by a request.
  const freed = fetches
    .slice(0, IN_FLIGHT)
    .map((span) => span.end)
    .sort((a, b) => a - b);
  const turns: number[] = [];
  for (const span of fetches.slice(IN_FLIGHT)) {
    const at = freed.shift()!;
    turns.push(span.start - at);
    freed.push(span.end);
    freed.sort((a, b) => a - b);
  }
  // Each turn-around in steps, by the first call of each step after the answer (a step of another
  // slot's place may come first: a guide, not a measure). A build with the pack's own marks
  // (performance.mark 'pack.answered' when a slot is freed, 'pack.gated' past the gate, 'pack.cleared'
  // past the sent mark and the fence) is split by those; any other by the storage calls that follow.
  const mark = (name: string) => (span: Span) => span.kind === 'mark' && span.detail === name;
  const call = (kind: string, detail: string) => (span: Span) => span.kind === kind && span.detail === detail;
  const request = call('fetch', 'menu');
  const inflightSet = call('session.set', 'inflight:ID');
  const steps: [string, (span: Span) => boolean][] = spans.some(mark('pack.answered'))
    ? [
        ['answer → slot freed (the lookup after its answer)', mark('pack.answered')],
        ['slot freed → gate passed', mark('pack.gated')],
        ['gate passed → sent mark and fence read', mark('pack.cleared')],
        ['fence read → in-flight mark (the lookup before its request)', inflightSet],
        ['in-flight mark → request', request],
      ]
    : [
        ['answer → sent mark (the lookup ends, the gate)', call('session.set', 'pack.sent.N')],
        ['sent mark → lookup reads (the fence)', call('session.get', 'inflight:ID')],
        ['lookup reads → in-flight mark', inflightSet],
        ['in-flight mark → request', request],
      ];
  const stepTimes = steps.map(() => [] as number[]);
  const byStart = [...spans].sort((a, b) => a.start - b.start);
  fetches.slice(IN_FLIGHT).forEach((request, k) => {
    let at = request.start - turns[k]!;
    steps.forEach(([, isStep], i) => {
      const found = byStart.find((span) => span.start >= at && span.start <= request.start && isStep(span));
      const next = found?.start ?? request.start;
      stepTimes[i]!.push(next - at);
      at = next;
    });
  });
  const lastEnd = Math.max(...fetches.map((span) => span.end));
  const figures = new Map<string, number>([
    ['total (pack.start → done seen)', run.ended - run.started],
    ['start (pack.start → first request)', fetches[0]!.start - run.started],
    ['  of which pack.start answered', run.answered - run.started],
    ['turn-around total (17 answers → next request)', turns.reduce((a, b) => a + b, 0)],
    ['turn-around mean', turns.reduce((a, b) => a + b, 0) / turns.length],
    ['turn-around max', Math.max(...turns)],
    [
      'request time mean (fetch called → resolved)',
      fetches.reduce((a, s) => a + s.end - s.start, 0) / PLACES,
    ],
    ['tail (last answer → done seen)', run.ended - lastEnd],
    ...steps.map(([name], i): [string, number] => [`  turn-around step: ${name}`, median(stepTimes[i]!)]),
  ]);
  const within = spans.filter((span) => span.start >= run.started && span.start <= run.ended);
  const kinds = new Map<string, Span[]>();
  for (const span of within) {
    if (span.kind === 'fetch') continue;
    const key = `${span.kind} ${span.detail}`;
    kinds.set(key, [...(kinds.get(key) ?? []), span]);
  }
  for (const [key, list] of kinds) {
    figures.set(`n ${key}`, list.length);
    figures.set(`ms ${key} mean`, list.reduce((a, s) => a + s.end - s.start, 0) / list.length);
  }
  return figures;
}

async function main(): Promise<void> {
  if (!BUILD) throw new Error('name a build: /path/to/chrome-mv3');
  const stack = await startStack({
    builtExtension: BUILD,
    headless: true,
    catalog: benchCatalog(),
    service: { testMode: true },
  });
  try {
    const places = stack.places.slice(0, PLACES).map(({ placeId, name }) => ({ placeId, name }));
    await stack.configure({ packConfirmAbove: 1_000 });
    const page = await stack.context.newPage();
    await page.goto(stack.extensionUrl('options.html'));
    stack.service.setFaults({ latencyMs: LATENCY_MS });
    const browser = stack.context.browser()!;
    const cdp = await browser.newBrowserCDPSession();
    const runs: Map<string, number>[] = [];
    const self = new Map<string, number>();
    const background = (await stack.worker()).url();
    let bundle = '';
    if (PROFILE) {
      const response = await page.evaluate((url) => fetch(url).then((r) => r.text()), background);
      bundle = response
        .split('\n')
        .reduce((longest, line) => (line.length > longest.length ? line : longest), '');
    }
    const codeAt = (column: number) => JSON.stringify(bundle.slice(column, column + 40));
    for (let run = 0; run <= RUNS; run += 1) {
      await send(page, { type: 'cache.clear' });
      stack.service.reset();
      const worker = await stack.worker();
      await worker.evaluate(PROBES);
      const target = await workerTarget(cdp);
      if (PROFILE) {
        await target.call('Profiler.enable');
        await target.call('Profiler.setSamplingInterval', { interval: 100 });
        await target.call('Profiler.start');
      }
      const times = await packOnce(page, places);
      let busy = Number.NaN;
      if (PROFILE) {
        const { profile } = (await target.call('Profiler.stop')) as { profile: Profile };
        if (run === 1) writeFileSync(join(tmpdir(), 'trip-pack.cpuprofile'), JSON.stringify(profile));
        busy = tally(profile, run === 0 ? new Map() : self, codeAt);
      }
      await target.detach();
      if (times.status !== 'done') throw new Error(`the pack ended ${times.status}`);
      // With the probes' spans, the build's own User Timing marks (performance.mark), as instants.
      const spans = (await worker.evaluate(`[...globalThis.__packProbe.spans, ...performance
        .getEntriesByType('mark')
        .map((m) => ({ kind: 'mark', detail: m.name, start: performance.timeOrigin + m.startTime, end: performance.timeOrigin + m.startTime }))]`)) as Span[];
      if (run === 1) writeFileSync(join(tmpdir(), 'trip-pack-spans.json'), JSON.stringify({ times, spans }));
      const figures = analyse(spans, times);
      if (PROFILE) figures.set('worker busy ms (profiler on)', busy);
      if (run > 0) runs.push(figures);
      process.stdout.write(`run ${run}/${RUNS} (${(times.ended - times.started).toFixed(0)} ms) `);
    }
    console.log(`\n\nmedians over ${runs.length} runs (ms, or n: count per pack):`);
    const names = [...new Set(runs.flatMap((figures) => [...figures.keys()]))];
    for (const name of names) {
      const values = runs.map((figures) => figures.get(name) ?? 0);
      console.log(`${median(values).toFixed(1).padStart(8)}  ${name}`);
    }
    if (PROFILE) {
      console.log('\nworker self ms per pack, by function:');
      for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
        console.log(`${(ms / RUNS).toFixed(2).padStart(8)}  ${name}`);
    }
    await page.close();
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
