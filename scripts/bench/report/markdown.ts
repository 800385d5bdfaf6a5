import { DWELL_MS } from '@/lib/content/panel-controller.ts';
import type { BenchResults } from './results.ts';
import type { Row } from './rows.ts';
import { localSearchSection } from './search-rows.ts';
import { ms } from './stats.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|');

function table(header: string[], lines: string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...lines.map((line) => `| ${line.map(cell).join(' | ')} |`),
  ];
}

function details(r: BenchResults): string[] {
  const out: string[] = [];
  if (r.mainThread.ok) {
    const m = r.mainThread.value;
    out.push(
      '',
      '### Main-thread time',
      '',
      `Extension added ${ms(m.with.taskMs - m.without.taskMs)} of TaskDuration per session (median), ` +
        `${ms(m.with.scriptMs - m.without.scriptMs)} of ScriptDuration and ` +
        `${ms(m.with.layoutMs - m.without.layoutMs)} of layout + style recalculation ` +
        `(${ms(m.with.layoutMs)} against ${ms(m.without.layoutMs)}), ` +
        `about ${ms((m.with.taskMs - m.without.taskMs) / 11)} per place shown (11 per session). ` +
        `The panel showed the last place at the end of ${m.with.panelShownRuns} of ${m.runs} runs with the extension.`,
      '',
      `Main-thread CPU from a trace of the same sessions (thread time, which other load on the machine ` +
        `moves less than TaskDuration): ${ms(m.with.cpuMs)} with the extension against ${ms(m.without.cpuMs)} ` +
        `without. The first load (1 s) adds ${ms(m.with.firstLoadCpuMs - m.without.firstLoadCpuMs)}; ` +
        `the 10 place changes and 10 pans add ${ms(m.with.cpuMs - m.with.firstLoadCpuMs - (m.without.cpuMs - m.without.firstLoadCpuMs))}.`,
      '',
      `A third browser, whose only extension runs a content script of one statement on the same pages, ` +
        `read ${ms(m.floor.taskMs)} of TaskDuration against ${ms(m.without.taskMs)} (×${m.floorTaskRatio.toFixed(3)}) ` +
        `and ${ms(m.floor.cpuMs)} of CPU against ${ms(m.without.cpuMs)} (×${(m.floor.cpuMs / m.without.cpuMs).toFixed(3)}). ` +
        `That script does next to nothing: the figure is what any content script costs plus the spread between ` +
        `two browsers in this setup. Where it lies far from ×1.000, that spread is wider than the 5 % the goal allows.`,
    );
  }
  if (r.billing.ok) {
    const b = r.billing.value;
    out.push('', '### Lookups billed per place', '');
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

const METHOD = [
  'Everything runs in real Chromium (headless, new headless mode) with the freshly built extension (a copy with the service origin granted, as the e2e harness does), the reference service on loopback (`testMode`, sample catalog plus 240 generated restaurants) and the HTTPS fixture Maps site (`www.google.com` mapped to loopback).',
  '**Place change → menu inline**: `history.pushState` inside `page.evaluate`, timed with `performance.now()` in the page until a `MutationObserver` on the panel’s open shadow root sees the new place’s name as the title, nothing `aria-busy` and a dish list. Cached: a cycle of sample places fetched once beforehand. Uncached: a fresh generated place each run (10 per tab, under the per-tab cap), fetched by the worker from the local service once the place has been shown for the dwell (below), which the figure includes.',
  '**Toolbar popup**: the real popup, opened over the Maps tab showing a cached place as a click on the toolbar button would (`chrome.action.openPopup()` from the worker) and read through the DevTools protocol. The popup sets a User Timing mark (`menu-on-maps:menu-shown`, lib/popup/menu-shown-mark.ts) in the layout effect of the render that first shows the tab’s menu; its `startTime` (0 = the popup’s navigation start) is the figure. Two warm-up opens are discarded. Unlike the tab page below, it asks which tab is active before asking for the menu.',
  '**Popup as a tab page**: `popup.html?tab=<id>` opened as a page for a tab showing a cached place; an init script’s `MutationObserver` records `performance.now()` (0 = navigation start) when the first dish enters the DOM. Two warm-up opens are discarded. Before each popup open, an empty page with one tiny script (added to the benchmark’s copy only) is opened the same way: navigation start → that script runs is what the browser takes before any popup code can run.',
  '**Worker stopped first**: the same place changes and popup opens, but before each one the extension’s service worker is stopped through the DevTools protocol (`ServiceWorker.stopAllWorkers`), as Chrome stops it after 30 s without events, and 500 ms pass. The content script’s or the popup’s first ask then starts a new worker, which loads its script and opens its storage before it answers. With no worker and no extension page left, Chrome may also have ended the extension’s process, which the empty page’s figure shows. No warm-up opens are discarded for the place changes; the popup discards two.',
  '**Content script size**: the built files in `content-scripts/`, gzip level 9.',
  '**Intl set-up in a page**: a plain Chromium (no extension); each run opens a fresh browser context (a renderer process that has set up no locale data yet) on a one-line page and times, with `performance.now()` in the page, the first `new Intl.NumberFormat(undefined, {style: "currency", currency: "USD"}).format()`, the first `new Intl.PluralRules("en").select()`, or, as the floor, a call that makes no Intl object. The three take turns, rotated each run. It backs two choices of the inline panel: prices come formatted from the worker and dates are written without Intl, while counted nouns use `Intl.PluralRules` (`lib/format/counts.ts`).',
  '**Main-thread time**: three browsers from the same Chromium binary, one with the extension, one without any and one whose only extension (`scripts/bench/content-script-floor.ts`) runs a content script of one statement on the product’s match patterns, the same fixture site and the same script (open a place, 10 `pushState` place changes, 10 pans, fixed waits of 1 s / 400 ms / 150 ms), runs interleaved with alternating order. CDP `Performance.getMetrics` `TaskDuration` and `ScriptDuration` of the Maps page, after minus before. The extension’s worker runs in another process and is not counted. The places are cached beforehand.',
  `**Dwell** (\`DWELL_MS\`, ${DWELL_MS} ms in \`lib/content/panel-controller.ts\`): how long a place must stay shown before its automatic lookup. Not measured on people (none can be observed here) but set from published figures for what passing through looks like, measured on a monotonic clock (\`performance.now\`) so that a system clock moved back or forward cannot stretch or cut it. A held arrow key shows its first place for the initial auto-repeat delay, then a new one every repeat: Windows ≈ 500 ms then about 30 a second (registry defaults KeyboardDelay 1 and KeyboardSpeed 31, Windows NT Resource Kit, “0 represents 250 milliseconds, and 3 represents 1 second, with a 20 percent accuracy”), GNOME 500 ms then 30 ms (gsettings-desktop-schemas, \`org.gnome.desktop.peripherals.keyboard\` \`delay\`, \`repeat-interval\`), the X.org server 660 ms then 40 ms (\`XkbDfltRepeatDelay\`, \`XkbDfltRepeatInterval\` in \`xkb/xkbAccessX.c\`). Keys tapped one at a time come 0.08–0.28 s apart for typists, and two clicks within 500 ms are one double-click (Windows’ default, \`SetDoubleClickTime\`). ${DWELL_MS} ms is above every one of these: above Windows’ nominal 500 ms even at the 20 % its documentation allows (600 ms), and one repeat interval (40 ms) above the X.org server’s 660 ms, so a held or tapped key and quick clicks bill only the place stopped on. Clicking one result after another with a mouse takes longer, about 1.1 s to point (0.8–1.5 s) plus the click (keystroke-level model, Card, Moran and Newell 1980): those places were looked at and are billed, bounded by the per-tab cap and the hourly ceiling rather than by the dwell. A longer dwell would delay every wanted lookup: with it the menu of a place settled on arrives ${DWELL_MS} ms plus the service’s answer time after the place appears, within the 1 s that keeps a user’s flow of thought (Nielsen, Response Times: The 3 Important Limits, 1993) while the service answers within ${1000 - DWELL_MS} ms; by then a person has had two or three fixations of about 225–250 ms each (Rayner 1998) to read the place’s name. The e2e test \`tests/e2e/lookup-guards.test.ts\` checks the pattern of the issue: forty place changes 200 ms apart bill at most one lookup.`,
  '**Lookups billed**: a fresh profile; two tabs; 20 place views of 8 places with revisits, both tabs on one place at once, and an offline stretch in which the service is stopped (connection refused) and then restarted on the same port after the worker’s 30 s offline pause. Billed `/v1/menu` requests are counted from the service’s request log.',
];

function caveats(r: BenchResults): string[] {
  return [
    `- This machine is shared: other test suites ran during the run (1-min load ${r.machine.load.toFixed(1)} at the start, ${r.loadAtEnd.toFixed(1)} at the end, on ${r.machine.cpus} CPUs). Timings are pessimistic and noisy; take release figures on an idle machine.`,
    '- Main-thread ratio: the fixture Maps page does almost nothing on a place change (it does not re-render on `pushState`), so the ratio compares the extension with a nearly idle page; the one-statement content script’s row shows how far apart two browsers read with next to nothing between them. On Google Maps, whose own work per place change is far larger, the same absolute cost is a much smaller ratio; the added milliseconds are the figure to track. Headless Chromium here has no GPU, so painting is in software.',
    '- Local search (its own section) is measured in Chromium’s IndexedDB, not with `scripts/bench/search/search-workload.ts` (Node, fake-indexeddb), whose figures are not comparable.',
    '- The popup target is judged on the real toolbar popup. Until this run the benchmark could only open the popup as a tab page (`popup.html?tab=<id>`), which is still measured: a tab page costs the browser more to open (its empty-page floor is the row below it) but skips the active-tab question.',
  ];
}

export function benchmarksMarkdown(r: BenchResults, rows: Row[]): string {
  const m = r.machine;
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench.ts); figures from one run on the machine below. Not tests: nothing fails on a missed target.',
    '',
    `- Date: ${m.date}`,
    `- Machine: ${m.cpus} CPUs (nproc), ${m.cpuModel}, ${m.memoryGb} GB RAM, ${m.os}, 1-min load ${m.load.toFixed(2)} at start (shared machine)`,
    `- Browser: ${m.chromium}; Node ${m.node}`,
    `- Source: ${m.source}`,
    `- Run time: ${Math.round(r.durationS)} s`,
    '',
    '## Results',
    '',
    ...table(
      ['metric', 'result', 'target', 'status'],
      rows.map((row) => [row.metric, row.result, row.target || '–', row.status || '–']),
    ),
    ...details(r),
    '',
    ...localSearchSection(r),
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
