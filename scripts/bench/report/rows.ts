import { kB } from '@/scripts/bench/bundle-size.ts';
import type { BenchResults, Outcome, Row } from './results.ts';
import { bootstrapRatio, median, ms } from './stats.ts';

const bytesLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`;

const verdict = (met: boolean): Row['status'] => (met ? 'met' : 'MISSED');
/** A ratio's interval, "1.10–1.32". */
const interval = ([low, high]: [number, number]) => `${low.toFixed(2)}–${high.toFixed(2)}`;

function rowsOf<T>(outcome: Outcome<T>, metric: string, build: (value: T) => Row[]): Row[] {
  if (outcome.ok) return build(outcome.value);
  if (outcome.skipped) return [];
  return [{ metric, result: `not measured: ${outcome.error}`, target: '', status: '' }];
}

/** The summary table: each figure with its target and whether it was met. */
export function resultRows(r: BenchResults): Row[] {
  return [
    ...rowsOf(r.cachedPanel, 'Place change → cached menu inline', (s) => [
      {
        metric: `Place change → cached menu inline (${s.runs} runs)`,
        result: `median ${ms(s.median)}, p95 ${ms(s.p95)}`,
        target: '< 50 ms (p95)',
        status: verdict(s.p95 < 50),
      },
    ]),
    ...rowsOf(r.uncachedPanel, 'Place change → menu from the local service', (s) => [
      {
        metric: `Place change → menu from the local service, uncached (${s.runs} runs)`,
        result: `median ${ms(s.median)}, p95 ${ms(s.p95)}`,
        target: '',
        status: '',
      },
    ]),
    ...rowsOf(r.toolbarPopup, 'Toolbar popup open → menu rendered', ({ open, floor, afterScript }) => [
      {
        metric: `Toolbar popup open → menu rendered, cached place (${open.runs} runs)`,
        result: `median ${ms(open.median)}, p95 ${ms(open.p95)}`,
        target: '< 100 ms (p95)',
        status: verdict(open.p95 < 100),
      },
      ...(afterScript
        ? [
            {
              metric: `of which the popup's page received → menu rendered (${afterScript.runs} runs)`,
              result: `median ${ms(afterScript.median)}, p95 ${ms(afterScript.p95)}`,
              target: '',
              status: '' as const,
            },
          ]
        : []),
      {
        metric: `Empty extension page as the toolbar popup open → its first script runs, alternating with the popup (${floor.runs} runs)`,
        result: `median ${ms(floor.median)}, p95 ${ms(floor.p95)}`,
        target: '',
        status: '',
      },
    ]),
    ...rowsOf(r.popup, 'Popup as a tab page open → menu rendered', ({ open, floor }) => [
      {
        metric: `Popup as a tab page (\`popup.html?tab=\`, the e2e stand-in) open → menu rendered (${open.runs} runs)`,
        result: `median ${ms(open.median)}, p95 ${ms(open.p95)}`,
        target: '',
        status: '',
      },
      {
        metric: `Empty extension page open → its first script runs, alternating with the popup (${floor.runs} runs)`,
        result: `median ${ms(floor.median)}, p95 ${ms(floor.p95)}`,
        target: '',
        status: '',
      },
    ]),
    ...rowsOf(r.coldPanel, 'Place change → cached menu inline, worker stopped first', (c) => [
      {
        metric: `Place change → cached menu inline, worker stopped first, against the render floor's minimal worker (${c.product.runs} runs each, interleaved)`,
        result: `median ${ms(c.product.median)} (p95 ${ms(c.product.p95)}) / floor ${ms(c.floor.median)} (p95 ${ms(c.floor.p95)}) = ×${c.ratio.toFixed(2)}`,
        target: '≤ ×2.0 the floor (median)',
        status: verdict(c.ratio <= 2.0),
      },
      {
        metric: `Place change, worker stopped first: the worker thread's CPU from a trace, product against the render floor's (${c.workerCpu.runs} more changes each, medians): in all, and loading its script (code cache and top level)`,
        result: `${ms(c.workerCpu.product.totalMs)} (script ${ms(c.workerCpu.product.scriptMs)}) / floor ${ms(c.workerCpu.floor.totalMs)} (script ${ms(c.workerCpu.floor.scriptMs)})`,
        target: '',
        status: '',
      },
    ]),
    ...rowsOf(r.coldPopup, 'Popup open → menu rendered, worker stopped first', ({ open, floor }) => [
      {
        metric: `Popup open → menu rendered, worker stopped first (${open.runs} runs)`,
        result: `median ${ms(open.median)}, p95 ${ms(open.p95)}`,
        target: '',
        status: '',
      },
      {
        metric: `Empty extension page open → its first script runs, worker stopped first (${floor.runs} runs)`,
        result: `median ${ms(floor.median)}, p95 ${ms(floor.p95)}`,
        target: '',
        status: '',
      },
    ]),
    ...rowsOf(r.resultsBadges, 'Results list badges against the badge floor', (b) =>
      (['twenty', 'hundredTwenty'] as const).map((step) => {
        const key = step === 'twenty' ? 'twentyMs' : 'hundredTwentyMs';
        const runsOf = (side: 'floor' | 'product') => b.addedRuns[side].map((run) => run[key]);
        const product = median(runsOf('product'));
        const floor = median(runsOf('floor'));
        const ratio = product / floor;
        // The floor's own cost is near the page's noise: the ratio is met only when its whole
        // interval over resampled runs is (one lucky median is no verdict).
        const [low, high] = bootstrapRatio(runsOf('product'), runsOf('floor'));
        const judged =
          floor <= 0
            ? 'floor within the noise: undecided'
            : high <= 1.5 || low > 1.5
              ? ''
              : 'interval straddles the target: undecided';
        return {
          metric: `Results list badges: ${step === 'twenty' ? 'append 20 cards' : 'then 100 more (120)'}, ${b.badges[step]} badges, added CPU on the page's main thread against a floor inserting the same badges without the worker, per list (${b.lists} fresh lists a session: the feed emptied, the same places under new links; median of ${b.runs} interleaved sessions of each, added = side − page alone in the same session, divided by ${b.lists}; in brackets the ratio's 5th–95th percentile over resampled runs; met only when all of it is ≤ ×1.5)`,
          result: `${ms(product, 1)} / ${ms(floor, 1)} = ×${ratio.toFixed(2)} (×${interval([low, high])}; page alone ${ms(b.bare[key], 1)})${judged ? `, ${judged}` : ''}`,
          target: '≤ ×1.5',
          status: verdict(floor > 0 && high <= 1.5),
        };
      }),
    ),
    ...rowsOf(r.tripPack, 'Trip pack against bare requests', (p) => [
      {
        metric: `Trip pack of ${p.places} places, none saved, wall time from pack.start to done, against a floor issuing the same ${p.places} requests bare with fetch from an extension page, ${p.inFlight} at once (service answering after ${p.latencyMs} ms; median of ${p.runs} each, interleaved)`,
        result: `${ms(p.packMs)} / ${ms(p.floorMs)} = ×${(p.packMs / p.floorMs).toFixed(2)}`,
        target: '≤ ×1.3',
        status: verdict(p.packMs / p.floorMs <= 1.3),
      },
    ]),
    ...rowsOf(r.size, 'Content script size', (size) => [
      {
        metric: `Content script JS (${size.js.map((f) => f.file).join(', ')})`,
        result: `${kB(size.js.reduce((sum, f) => sum + f.raw, 0))} raw, ${kB(size.jsGzipTotal)} gzip`,
        // Issue 19 raised it from 15 kB; what the kB over 15 buy is in the Method.
        target: '≤ 18 kB gzip',
        status: verdict(size.jsGzipTotal <= 18_000),
      },
      (() => {
        // The one catalogue a Maps page loads with it: at most the largest.
        const largest = size.catalogues.reduce((max, file) => (file.gzip > max.gzip ? file : max));
        return {
          metric: `Content script JS with its page's catalogue, the largest (${largest.file}; ${size.catalogues.map((f) => `${f.file.replace('locales/', '')} ${kB(f.gzip)}`).join(', ')} gzip)`,
          result: `${kB(size.jsGzipTotal)} + ${kB(largest.gzip)} = ${kB(size.jsGzipTotal + largest.gzip)} gzip`,
          target: 'one catalogue at most',
          status: '',
        };
      })(),
      {
        metric: `Content script CSS (${size.css.map((f) => f.file).join(', ')})`,
        result: `${kB(size.css.reduce((sum, f) => sum + f.raw, 0))} raw, ${kB(size.cssGzipTotal)} gzip`,
        target: '',
        status: '',
      },
    ]),
    ...rowsOf(r.intlSetup, 'Intl set-up in a page', (i) => [
      {
        metric: `Intl set-up in a page: the first Intl object in a fresh page, against a call that makes none (median of ${i.runs} runs each, interleaved)`,
        result: `NumberFormat (currency) ${ms(i.numberFormat.median, 2)}; PluralRules ${ms(i.pluralRules.median, 2)}; floor ${ms(i.floor.median, 2)}`,
        target: '',
        status: '',
      },
    ]),
    ...rowsOf(r.sessionText, 'Remote search answers in storage.session', (t) =>
      t.sizes.map((size) => ({
        metric: `Remote search answers kept in storage.session, ${bytesLabel(size.bytes)} of JSON (${size.answers} answers of 50 hits): write and read, as objects against as one JSON text (median of ${t.runs} each, interleaved)`,
        result: `objects ${ms(size.object.write.median, 1)} + ${ms(size.object.read.median, 1)}; text ${ms(size.text.write.median, 1)} + ${ms(size.text.read.median, 1)} (parsed) = ×${((size.object.write.median + size.object.read.median) / (size.text.write.median + size.text.read.median)).toFixed(1)}`,
        target: '',
        status: '' as const,
      })),
    ),
    ...rowsOf(r.mainThread, 'Maps page main-thread CPU', (m) => [
      {
        metric: `Maps page main-thread CPU per place change, added over no extension, against the render floor (trace CPU, median of ${m.runs} interleaved runs of ${m.placeChanges} changes; in brackets the ratio's 5th–95th percentile over resampled runs)`,
        result: `${ms(m.product.perPlaceChange, 2)} / floor ${ms(m.floor.perPlaceChange, 2)} = ×${m.perPlaceChangeRatio.toFixed(2)} (×${interval(m.perPlaceChangeRatioInterval)})`,
        target: '≤ ×1.25 the floor',
        status: verdict(m.perPlaceChangeRatio <= 1.25),
      },
      {
        metric: `Maps page main-thread CPU of the first load (open a place, 1 s), added over no extension, against the render floor (median of ${m.firstLoads} pages a side over ${m.runs} interleaved runs; in brackets as above)`,
        result: `${ms(m.product.firstLoad)} / floor ${ms(m.floor.firstLoad)} = ×${m.firstLoadRatio.toFixed(2)} (×${interval(m.firstLoadRatioInterval)})`,
        target: '≤ ×1.5 the floor',
        status: verdict(m.firstLoadRatio <= 1.5),
      },
    ]),
    ...rowsOf(r.billing, 'Lookups billed', (b) => [
      {
        metric: `Lookups billed in a scripted session (${b.views} views, ${b.uniquePlaces} unique places)`,
        result: `${b.billed} billed; unique places ${b.uniquePlaces}; naive client (one per view) ${b.views}`,
        target: '= unique places',
        status: verdict(b.billed === b.uniquePlaces),
      },
    ]),
  ];
}
