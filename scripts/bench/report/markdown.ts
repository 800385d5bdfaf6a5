import { DWELL_MS } from '@/lib/content/panel-controller.ts';
import { type BenchResults, RESULT_OF, type ResultName, type Row, resultsOf } from './results.ts';
import { resultRows } from './rows.ts';
import { LIBRARY_SECTION_END, LIBRARY_SECTION_START, searchLibrarySection } from './search-library-rows.ts';
import {
  localSearchSection,
  SEARCH_SECTION_END,
  SEARCH_SECTION_START,
  withSearchSection,
} from './search-rows.ts';
import { ms, type Summary } from './stats.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|');

function table(header: string[], lines: string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...lines.map((line) => `| ${line.map(cell).join(' | ')} |`),
  ];
}

/** runs, median, p95, min, max: one side of a comparison table. */
function summaryCells(s: Summary): string[] {
  return [String(s.runs), ms(s.median), ms(s.p95), ms(s.min), ms(s.max)];
}

function mainThreadDetails(r: BenchResults): string[] {
  const out: string[] = [];
  if (r.mainThread.ok) {
    const m = r.mainThread.value;
    const ratio = (product: number, floor: number) => `×${(product / floor).toFixed(2)}`;
    const spread = ([low, high]: [number, number], digits = 1) =>
      `${low.toFixed(digits)}–${high.toFixed(digits)}`;
    out.push(
      '### Main-thread CPU',
      '',
      `Thread CPU of the Maps page's main thread from a trace, added over the same session in a browser without ` +
        `any extension: the median of the differences, paired in the order taken (${m.runs} runs; the first load ` +
        `${m.firstLoads} pages per side: each session's and ${m.firstLoads / m.runs - 1} more a run). The render ` +
        'floor does only what any extension must to show the same panel (Method).',
      '',
      ...table(
        ['phase', 'product', 'middle half', 'render floor', 'middle half', 'ratio', 'ratio, 5th–95th'],
        [
          [
            'first load (open a place, 1 s)',
            ms(m.product.firstLoad),
            spread(m.product.firstLoadQuartiles),
            ms(m.floor.firstLoad),
            spread(m.floor.firstLoadQuartiles),
            ratio(m.product.firstLoad, m.floor.firstLoad),
            m.firstLoadRatioInterval.map((x) => `×${x.toFixed(2)}`).join('–'),
          ],
          [
            `per place change (${m.placeChanges} per session)`,
            ms(m.product.perPlaceChange, 2),
            spread(m.product.perPlaceChangeQuartiles, 2),
            ms(m.floor.perPlaceChange, 2),
            spread(m.floor.perPlaceChangeQuartiles, 2),
            ratio(m.product.perPlaceChange, m.floor.perPlaceChange),
            m.perPlaceChangeRatioInterval.map((x) => `×${x.toFixed(2)}`).join('–'),
          ],
          ['10 pans, the place unchanged (together)', ms(m.product.pans), '', ms(m.floor.pans), '', '–', ''],
        ],
      ),
      '',
      'The middle half is the 25th–75th percentile of the differences: the spread across pages, the ' +
        "floor's own included. The ratio's 5th–95th percentile is over 2,000 resamplings of the runs (with " +
        "replacement, each run's pages together and the same runs for both sides, each paired with the same " +
        'page without an extension): a ratio whose interval straddles the target cannot be called met or missed ' +
        `from one run. The sessions' first loads alone (one a run, as reported before the extra pages): product ` +
        `${ms(m.product.firstLoadSessions)}, floor ${ms(m.floor.firstLoadSessions)}, ` +
        `${ratio(m.product.firstLoadSessions, m.floor.firstLoadSessions)}.`,
      '',
      `Without an extension the page itself spent ${ms(m.plain.firstLoad)} on the first load, ` +
        `${ms(m.plain.placeChanges)} over the ${m.placeChanges} place changes and ${ms(m.plain.pans)} over the pans. ` +
        `The panel showed the last place at the end of ${m.product.panelShownRuns} of ${m.runs} product sessions ` +
        `and ${m.floor.panelShownRuns} of ${m.runs} floor sessions, and the first place after ` +
        `${m.product.firstLoadPanelShown} and ${m.floor.firstLoadPanelShown} of the ${m.firstLoads} first loads. For comparison with earlier reports only: the ` +
        `product's sessions took ${ms(m.productTaskMs)} of TaskDuration (wall time, which other load on the machine ` +
        `stretches) against ${ms(m.plain.taskMs)} without an extension. The floor's worker answers ` +
        `${m.answerBytes.floor.toLocaleString('en')} bytes of JSON for the median place, the product's ` +
        `${m.answerBytes.product.toLocaleString('en')}.`,
    );
  }
  return out;
}

function coldDetails(r: BenchResults): string[] {
  const out: string[] = [];
  if (r.coldPanel.ok) {
    const c = r.coldPanel.value;
    out.push(
      '### Place change with the worker stopped first',
      '',
      ...table(
        ['', 'runs', 'median', 'p95', 'min', 'max'],
        [
          ['product', ...summaryCells(c.product)],
          ['render floor', ...summaryCells(c.floor)],
        ],
      ),
      '',
      `Where the worker's time goes: thread CPU of the worker from a trace, in ${c.workerCpu.runs} more stopped-worker place changes per side (not among the timed ones; medians; Method).`,
      '',
      ...table(
        [
          '',
          'worker thread CPU',
          'script load: code cache and top level',
          'of which code cache',
          'after the script: the answer',
        ],
        (['product', 'render floor'] as const).map((side) => {
          const cpu = side === 'product' ? c.workerCpu.product : c.workerCpu.floor;
          return [
            side,
            ms(cpu.totalMs),
            ms(cpu.scriptMs),
            ms(cpu.codeCacheMs),
            ms(cpu.totalMs - cpu.scriptMs),
          ];
        }),
      ),
    );
  }
  return out;
}

function billingDetails(r: BenchResults): string[] {
  const out: string[] = [];
  if (r.billing.ok) {
    const b = r.billing.value;
    out.push('### Lookups billed per place', '');
    out.push(
      ...table(
        ['place', 'billed'],
        b.perPlace.map((p) => [p.name, String(p.billed)]),
      ),
    );
    out.push('', 'During the offline stretch (service stopped) the panel showed:', '');
    for (const view of b.offlineViews) out.push(`- ${view.name}: ${view.shown}`);
  }
  return out;
}

/** The run `r` comes from: its commit and the machine's 1-minute load at its start and end. */
function runOrigin(r: BenchResults): string {
  return `${r.machine.source}, load ${r.machine.load.toFixed(1)}–${r.loadAtEnd.toFixed(1)}`;
}

const sectionMarkers = (name: ResultName): [string, string] => [
  `<!-- bench:${name} -->`,
  `<!-- /bench:${name} -->`,
];

/** The measurements with a section of details below the results table, each between its markers. */
const DETAILS: Partial<Record<ResultName, (r: BenchResults) => string[]>> = {
  'main-thread': mainThreadDetails,
  cold: coldDetails,
  billing: billingDetails,
};

/**
 * A measurement's section, markers included, its first line naming the run it comes from: an
 * `--only` run rewrites it alone (withMeasurements). Empty when the measurement gave no figures.
 */
function detailSection(r: BenchResults, name: ResultName): string[] {
  const [title, ...body] = DETAILS[name]?.(r) ?? [];
  if (title === undefined) return [];
  const [start, end] = sectionMarkers(name);
  const origin = `From the run of ${r.machine.date} (${runOrigin(r)}); \`npm run bench -- --only ${name}\` rewrites this section and its rows above.`;
  return [start, '', title, '', origin, ...body, '', end];
}

const RESULTS_HEADER = ['metric', 'result', 'target', 'status', 'measured'];

/** The results table's rows of the measurements `names`, each ending with its name and run. */
function resultLines(r: BenchResults, names: Iterable<ResultName>): string[][] {
  const origin = runOrigin(r);
  return [...names].flatMap((name) =>
    resultRows(resultsOf(r, new Set([name]))).map((row) => [
      row.metric,
      row.result,
      row.target || '–',
      row.status || '–',
      `\`${name}\`, ${origin}`,
    ]),
  );
}

/** The cells of a Markdown table line (`|` escaped inside a cell is kept). */
const cellsOf = (line: string) =>
  line
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((c) => c.trim());

/**
 * BENCHMARKS.md with the rows and sections of the measurements `names` replaced by `r`'s (an
 * `--only` run), everything else as it was. A measurement's rows are those whose last cell names
 * it; new ones go where its old ones were, else at the end of the table. A section is rewritten
 * between its markers, or added before the Method.
 */
export function withMeasurements(markdown: string, r: BenchResults, names: ReadonlySet<ResultName>): string {
  const lines = markdown.split('\n');
  const results = lines.indexOf('## Results');
  const tableStart = lines.findIndex((line, at) => at > results && line.startsWith('|'));
  if (results < 0 || tableStart < 0) throw new Error('BENCHMARKS.md has no results table to update');
  let tableEnd = tableStart;
  while (lines[tableEnd]?.startsWith('|')) tableEnd += 1;
  const header = cellsOf(lines[tableStart] ?? '');
  if (header.join() !== RESULTS_HEADER.join())
    throw new Error(
      `BENCHMARKS.md's results table is not ${RESULTS_HEADER.join(', ')}: run the full bench once`,
    );
  const nameOf = (line: string) => /^`([a-z-]+)`/.exec(cellsOf(line).at(-1) ?? '')?.[1];
  let rows = lines.slice(tableStart + 2, tableEnd);
  for (const name of names) {
    const at = rows.findIndex((line) => nameOf(line) === name);
    const kept = rows.filter((line) => nameOf(line) !== name);
    kept.splice(at < 0 ? kept.length : at, 0, ...table(RESULTS_HEADER, resultLines(r, [name])).slice(2));
    rows = kept;
  }
  let text = [...lines.slice(0, tableStart + 2), ...rows, ...lines.slice(tableEnd)].join('\n');
  const sections: Partial<Record<ResultName, [string[], [string, string]]>> = {
    'local-search': [localSearchSection(r), [SEARCH_SECTION_START, SEARCH_SECTION_END]],
    'search-library': [searchLibrarySection(r), [LIBRARY_SECTION_START, LIBRARY_SECTION_END]],
  };
  for (const name of names) {
    if (name in DETAILS) sections[name] = [detailSection(r, name), sectionMarkers(name)];
  }
  for (const [name, [section, markers]] of Object.entries(sections) as [
    ResultName,
    [string[], [string, string]],
  ][]) {
    if (!names.has(name)) continue;
    if (section.length > 0) text = withSearchSection(text, section, markers);
    else text = withoutSection(text, markers);
  }
  return text;
}

/** `markdown` without the section between `markers` (a measurement that gave no figures this run). */
function withoutSection(markdown: string, [start, end]: [string, string]): string {
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end);
  return from >= 0 && to > from
    ? `${markdown.slice(0, from).trimEnd()}\n${markdown.slice(to + end.length)}`
    : markdown;
}

const METHOD = [
  'Everything runs in real Chromium (headless, new headless mode) with the freshly built extension (a copy with the service origin granted, as the e2e harness does), the reference service on loopback (`testMode`, sample catalog plus 240 generated restaurants) and the HTTPS fixture Maps site (`www.google.com` mapped to loopback).',
  '**Place change → menu inline**: `history.pushState` inside `page.evaluate`, timed with `performance.now()` in the page until a `MutationObserver` on the panel’s open shadow root sees the new place’s name as the title, nothing `aria-busy` and a dish list. Cached: a cycle of sample places fetched once beforehand. Uncached: a fresh generated place each run (10 per tab, under the per-tab cap), fetched by the worker from the local service once the place has been shown for the dwell (below), which the figure includes.',
  '**Toolbar popup**: the real popup, opened over the Maps tab showing a cached place as a click on the toolbar button would (`chrome.action.openPopup()` from the worker) and read through the DevTools protocol. The popup sets a User Timing mark (`menu-on-maps:menu-shown`, lib/popup/menu-shown-mark.ts) in the layout effect of the render that first shows the tab’s menu; its `startTime` (0 = the popup’s navigation start) is the figure. Before each open, the empty page (below) is set as the toolbar popup (`chrome.action.setPopup`) and opened the same way: navigation start → its one tiny script runs is what the browser takes before any toolbar popup’s code can run. Two warm-up opens of each are discarded. Unlike the tab page below, it asks which tab is active before asking for the menu.',
  '**Popup as a tab page**: `popup.html?tab=<id>` opened as a page for a tab showing a cached place; an init script’s `MutationObserver` records `performance.now()` (0 = navigation start) when the first dish enters the DOM. Two warm-up opens are discarded. Before each popup open, an empty page with one tiny script (added to the benchmark’s copy only) is opened the same way: navigation start → that script runs is what the browser takes before any popup code can run.',
  '**Worker stopped first**: before each place change or popup open the extension’s service worker is stopped through the DevTools protocol (`ServiceWorker.stopAllWorkers`), as Chrome stops it after 30 s without events, and 500 ms pass. The content script’s or the popup’s first ask then starts a new worker, which loads its script and opens its storage before it answers. With no worker and no extension page left, Chrome may also have ended the extension’s process, which the empty page’s figure shows. The place changes take turns with the same place changes in the render floor’s browser (below), whose worker is stopped the same way: the floor is a minimal worker (`scripts/bench/browser/render-floor-worker.ts`, no polyfill, zod or Dexie) that opens IndexedDB, reads `storage.local` and `storage.session` and answers the same `menu.forUrl` message from its database; its content script then renders. No warm-up changes are discarded; the popup discards two opens. Where the floor’s time goes (probes with User Timing marks in copies of both workers: script evaluated, message received, answer sent): on an idle machine about 35 ms, nearly all of it the browser starting a worker and delivering the message, which any extension pays; the product’s excess over it is evaluating its bundle (Dexie, zod building every schema at module scope, the service client) and creating its database before the message can be delivered, then its reads and its first Intl formatter: the worker writes the menu’s prices and dates (`lib/format/menu-texts.ts`), and the first NumberFormat, DateTimeFormat or RelativeTimeFormat of a fresh process sets up ICU’s locale data (the _Intl set-up_ row; PluralRules does not), which on a loaded machine is the largest single part of the excess. Since issue 30 the worker is plain: Dexie bundled like any dependency and opened before the first read, zod’s mini build with every schema built at module scope (`lib/zod.ts`), WXT’s native `browser` without a polyfill, and one read memory in front of storage (`lib/storage/memory/read-memory.ts`). The worker thread’s CPU below therefore includes Dexie’s module evaluation and its open. On a loaded machine both stretch, the product’s more, having more script to run. _Where the worker’s time goes_: after the timed changes, more per side (their number heads the table), interleaved, each traced (Chromium’s trace, categories toplevel, v8, v8.execute, devtools.timeline and disabled-by-default-v8.compile) through a DevTools session of a page of that side’s own extension (its `manifest.json`), since a trace started from a page covers that page’s process and the worker runs in the extension’s; that page keeps the extension’s process alive, so these starts skip a process start and ICU’s set-up, which the timed starts pay. The worker’s thread (named ServiceWorker…) is summed: every top-level task’s thread CPU; the script’s load (`EvaluateScript`: reading its code from V8’s cache, then running its top level, every module and `main()`); of it the code cache (`V8.CompileDeserialize`); the rest is the answer: storage, messages and the handler.',
  '**Content script size**: the built files in `content-scripts/`, gzip level 9. The budget was 15 kB until issue 19 (the first run and the panel’s look) raised it to 18 kB. **What the kB over 15 buy**: the last report at 15 kB (commit 3f50b98, rebuilt: 14,964 bytes gzip) against this branch (16,965 bytes), both built with `wxt build --analyze` (rollup-plugin-visualizer’s bytes per module before minification, 69,391 → 80,924); the 2.0 kB of gzip shared out by each group’s share of the bytes added: the wording table’s new outcomes and the figures they show (setup needed, lookups left, a closed or unavailable place, dates and prices formatted once; `lib/format/`) +0.66 kB; the panel components grown (the dish browser’s filters, the bar’s icon, messages with their actions) +0.64 kB; the inline layout (move to the other edge, collapse, the narrow layout and the preference kept per site; `lib/content/inline-layout.ts`, `InlinePanel`) +0.51 kB; new panel parts (section navigation, the diet summary, the menu’s tags, the trust line) +0.37 kB; the panel controller (the dwell on a monotonic clock, asking again when a key is saved, saved-only answers while collapsed or hidden) +0.28 kB; while mounting the panel in its own shadow host instead of WXT’s shadow-root UI took 0.47 kB off.',
  '**Remote search answers in storage.session**: the built product in Chromium, no page open; in its worker, the remote search answers `lib/storage/session/remote-search-answers.ts` keeps (answers of 50 hits, as the service sends) are written to `storage.session` and read back, as the array of objects or as one JSON text (parsed after the read), the two forms taking turns, at 50 KiB, 200 KiB and their bound of 2 MiB. Each time is `performance.now()` around the awaited call in the worker. The answers are written after every remote search and read by the next, and the whole session area is read at each worker start (`session-prune.ts`): the text is what is stored.',
  '**Intl set-up in a page**: a plain Chromium (no extension); each run opens a fresh browser context (a renderer process that has set up no locale data yet) on a one-line page and times, with `performance.now()` in the page, the first `new Intl.NumberFormat(undefined, {style: "currency", currency: "USD"}).format()`, the first `new Intl.PluralRules("en").select()`, or, as the floor, a call that makes no Intl object. The three take turns, rotated each run. It backs two choices of the inline panel: prices come formatted from the worker and dates are written without Intl, while counted nouns use `Intl.PluralRules` (`lib/format/counts.ts`).',
  '**Main-thread CPU**: three browsers from the same Chromium binary take turns (the order alternating each run) on the same fixture site and the same script: open a place and wait 1 s, then `pushState` place changes through 10 other cached places twice (400 ms each), then 10 pans that keep the place (150 ms each). One has no extension, one the product, one the render floor (`scripts/bench/render-floor.ts`). The page’s main-thread CPU is the thread time of its renderer’s top-level tasks from a DevTools trace, split into the three phases by `console.timeStamp` marks; what an extension adds is its session minus the session without any extension in the same run. The extension’s worker runs in another process and is not counted. The per-place-change figure replaces the earlier “per place shown”, which divided the whole added TaskDuration (wall time, first load and pans included) by the places. **The render floor** is an extension that does only what any extension must to show the same panel: its content script (`scripts/bench/browser/render-floor-content.ts`, Preact and nothing else of the product’s) mounts the same shadow host with the product’s built stylesheet, and at load and on each place change (the Navigation API’s `navigate`, as WXT’s watcher) sends one `menu.forUrl` message and renders with Preact the DOM its worker answers: the very DOM the product rendered for that place, captured from the product’s panel in the same run. Its answers are about as large as the product’s (median bytes of JSON in the details).',
  `**Dwell** (\`DWELL_MS\`, ${DWELL_MS} ms in \`lib/content/panel-controller.ts\`): how long a place must stay shown before its automatic lookup. Not measured on people (none can be observed here) but set from published figures for what passing through looks like, measured on a monotonic clock (\`performance.now\`) so that a system clock moved back or forward cannot stretch or cut it. A held arrow key shows its first place for the initial auto-repeat delay, then a new one every repeat: Windows ≈ 500 ms then about 30 a second (registry defaults KeyboardDelay 1 and KeyboardSpeed 31, Windows NT Resource Kit, “0 represents 250 milliseconds, and 3 represents 1 second, with a 20 percent accuracy”), GNOME 500 ms then 30 ms (gsettings-desktop-schemas, \`org.gnome.desktop.peripherals.keyboard\` \`delay\`, \`repeat-interval\`), the X.org server 660 ms then 40 ms (\`XkbDfltRepeatDelay\`, \`XkbDfltRepeatInterval\` in \`xkb/xkbAccessX.c\`). Keys tapped one at a time come 0.08–0.28 s apart for typists, and two clicks within 500 ms are one double-click (Windows’ default, \`SetDoubleClickTime\`). ${DWELL_MS} ms is above every one of these: above Windows’ nominal 500 ms even at the 20 % its documentation allows (600 ms), and one repeat interval (40 ms) above the X.org server’s 660 ms, so a held or tapped key and quick clicks bill only the place stopped on. Clicking one result after another with a mouse takes longer, about 1.1 s to point (0.8–1.5 s) plus the click (keystroke-level model, Card, Moran and Newell 1980): those places were looked at and are billed, bounded by the per-tab cap and the hourly ceiling rather than by the dwell. A longer dwell would delay every wanted lookup: with it the menu of a place settled on arrives ${DWELL_MS} ms plus the service’s answer time after the place appears, within the 1 s that keeps a user’s flow of thought (Nielsen, Response Times: The 3 Important Limits, 1993) while the service answers within ${1000 - DWELL_MS} ms; by then a person has had two or three fixations of about 225–250 ms each (Rayner 1998) to read the place’s name. The e2e test \`tests/e2e/lookup-guards.test.ts\` checks the pattern of the issue: forty place changes 200 ms apart bill at most one lookup.`,
  '**Results list badges** (`scripts/bench/results-badges.ts`): one Chromium with the product, every one of the first 120 places of the catalog saved first; the fixture results page (`testing/maps-site/results-page.ts`, `?cards=0`) shows four fresh lists in each session, under a DevTools trace split by `console.timeStamp` marks: for each, the feed is emptied and it appends 20 cards (the same places under a new search’s links, so the product asks about each again), waits 700 ms, appends 100 more, waits 700 ms. Each figure is a session’s CPU over the four lists, divided by four: one list’s floor (1.5–6 ms for 20 cards across runs) is about the size of the page’s own run-to-run spread. Three sides take turns in each run: the page alone (served from `127.0.0.1`, where no content script runs), **the badge floor** (the same page, and `scripts/bench/browser/results-floor.ts` inserting the same badge elements, built from `lib/results/badge-host.ts`, into the cards the product badged in the same run, with its texts, right after each append: no worker, no URL read, no observer) and the product (its content script on `www.google.com`). Added CPU = side minus the page alone in the same session (medians).',
  "**Trip pack** (`scripts/bench/pack/trip-pack.ts`): one Chromium with the product; the reference service answers every request after 100 ms on both sides. Two sides take turns in each run (the first going first alternating): the product, `pack.start` over a list of 20 places sent from an extension page with the menu cache cleared first, so that all 20 are billed (requests = places not already saved and fresh), timed until `pack.status` reads `done` (asked every 10 ms); and **the bare floor**, the same 20 `GET /v1/menu` requests with the same key issued by `fetch` from the same extension page, 3 at once as the pack, each body read and nothing parsed or saved. A first run of each is not counted; the service's budget and log are reset before each run.",
  '**Lookups billed**: a fresh profile; two tabs; 20 place views of 8 places with revisits, both tabs on one place at once, and an offline stretch in which the service is stopped (connection refused) and then restarted on the same port after the worker’s 30 s offline pause. Billed `/v1/menu` requests are counted from the service’s request log.',
];

function caveats(r: BenchResults): string[] {
  return [
    `- This machine is shared (1-min load ${r.machine.load.toFixed(1)} at the start of the run, ${r.loadAtEnd.toFixed(1)} at its end, on ${r.machine.cpus} CPUs), and other work on it slows a run. Timings are pessimistic and noisy; take release figures on an idle machine.`,
    '- Main-thread ratio: the fixture Maps page does almost nothing on a place change (it does not re-render on `pushState`), so the ratio compares the extension with a nearly idle page; the one-statement content script’s row shows how far apart two browsers read with next to nothing between them. On Google Maps, whose own work per place change is far larger, the same absolute cost is a much smaller ratio; the added milliseconds are the figure to track. Headless Chromium here has no GPU, so painting is in software.',
    '- Local search (its own section) is measured in Chromium’s IndexedDB, not with `scripts/bench/search/search-workload.ts` (Node, fake-indexeddb), whose figures are not comparable.',
    '- The popup target is judged on the real toolbar popup. Until this run the benchmark could only open the popup as a tab page (`popup.html?tab=<id>`), which is still measured: a tab page costs the browser more to open (its empty-page floor is the row below it) but skips the active-tab question.',
  ];
}

export function benchmarksMarkdown(r: BenchResults): string {
  const m = r.machine;
  // In the order of the summary (rows.ts), whichever measurement each row comes from.
  const order = resultRows(r).map((row) => row.metric);
  const lines = resultLines(r, Object.keys(RESULT_OF) as ResultName[]).sort(
    (a, b) => order.indexOf(a[0] ?? '') - order.indexOf(b[0] ?? ''),
  );
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench.ts); figures from one run on the machine below, unless a row or section says otherwise: `npm run bench -- --only NAME` rewrites the rows (their last column names the measurement and its run: commit and 1-min load at its start and end) and the sections (their first line) of the measurements it runs, and leaves the rest as it was. Not tests: nothing fails on a missed target.',
    '',
    `- Date: ${m.date}`,
    `- Machine: ${m.cpus} CPUs (nproc), ${m.cpuModel}, ${m.memoryGb} GB RAM, ${m.os}, 1-min load ${m.load.toFixed(2)} at start (shared machine)`,
    `- Browser: ${m.chromium}; Node ${m.node}`,
    `- Source: ${m.source}`,
    `- Run time: ${Math.round(r.durationS)} s`,
    '',
    '## Results',
    '',
    ...table(RESULTS_HEADER, lines),
    ...(Object.keys(DETAILS) as ResultName[]).flatMap((name) => {
      const section = detailSection(r, name);
      return section.length > 0 ? ['', ...section] : [];
    }),
    '',
    ...localSearchSection(r),
    '',
    ...searchLibrarySection(r),
    '',
    '## Method',
    '',
    ...METHOD.map((line) => `- ${line}`),
    '',
    '## Caveats',
    '',
    ...caveats(r),
    '',
  ].join('\n');
}

export function printRows(rows: Row[]): void {
  for (const row of rows) {
    const target = row.target ? `   [target ${row.target}: ${row.status}]` : '';
    console.log(`${row.metric}\n    ${row.result}${target}`);
  }
}
