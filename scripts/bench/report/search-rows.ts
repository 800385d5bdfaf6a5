import type { LocalSearchResult, SizeResult } from '@/scripts/bench/search/local-search.ts';
import type { BenchResults, Outcome, Row } from './results.ts';
import { ms } from './stats.ts';

// The local dish search section of BENCHMARKS.md: its rows, the per-query tables and the method
// text. Between two markers, so that `npm run bench -- --only local-search` can rewrite it alone.

const verdict = (met: boolean): Row['status'] => (met ? 'met' : 'MISSED');
export const n = (value: number) => value.toLocaleString('en');
export const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const ratio = (a: number, b: number) => `×${(a / b).toFixed(2)}`;

function sizeRows(at: SizeResult): Row[] {
  const judged = at.menus === 10_000;
  const rows: Row[] = [
    {
      metric: `Local dish search, ${n(at.menus)} menus, the search's own time (the target is judged on this): \`searchDishes\` in an extension page with its own index, warm (${at.inPage.overall.runs} runs): the query on the index in memory and its one read transaction checking for rows written since`,
      result: `p50 ${ms(at.inPage.overall.p50, 2)}, p95 ${ms(at.inPage.overall.p95, 2)}`,
      target: judged ? '≤ 5 ms (p95)' : '',
      status: judged ? verdict(at.inPage.overall.p95 <= 5) : '',
    },
    {
      metric: `Local dish search, ${n(at.menus)} menus, round trip: \`search.local\` from an extension page to the worker and back, warm (${at.roundTrip.runs} runs), against its floor: the same message with a query without words (the same message path, answered before any storage), interleaved`,
      result: `p50 ${ms(at.roundTrip.median, 2)}, p95 ${ms(at.roundTrip.p95, 2)}; floor p50 ${ms(at.roundTripFloor.median, 2)}, p95 ${ms(at.roundTripFloor.p95, 2)}; above the floor: p50 +${ms(at.roundTrip.median - at.roundTripFloor.median, 2)}, p95 +${ms(at.roundTrip.p95 - at.roundTripFloor.p95, 2)}`,
      target: '',
      status: '',
    },
    {
      metric: `First \`search.local\` after the worker was stopped, ${n(at.menus)} menus (${at.cold.runs} runs), against the query without words after a stop, interleaved`,
      result: `median ${ms(at.cold.median)}, p95 ${ms(at.cold.p95)}; floor median ${ms(at.coldFloor.median)}, p95 ${ms(at.coldFloor.p95)} (${ratio(at.cold.median, at.coldFloor.median)})`,
      target: judged ? '≤ 150 ms (median)' : '',
      status: judged ? verdict(at.cold.median <= 150) : '',
    },
  ];
  if (at.menus >= 50_000) {
    rows.push(
      {
        metric: `Saved menus list, first page (\`cache.list\`), ${n(at.menus)} menus, warm (${at.listFirstPage.runs} runs)`,
        result: `p50 ${ms(at.listFirstPage.median, 2)}, p95 ${ms(at.listFirstPage.p95, 2)}`,
        target: '',
        status: '',
      },
      {
        metric: `Storage, ${n(at.menus)} menus (\`navigator.storage.estimate()\`; the whole extension origin)`,
        result: `${mb(at.storage.usage)}${at.storage.indexedDb === null ? '' : `, of which IndexedDB ${mb(at.storage.indexedDb)}`}`,
        target: '',
        status: '',
      },
      {
        metric: `Worker memory after a GC (JS heap and typed arrays), ${n(at.menus)} menus: with its search index loaded, against the same worker just started`,
        result: at.workerHeap
          ? `${mb(at.workerHeap.searched)} against ${mb(at.workerHeap.started)}`
          : 'not measured (no DevTools session on the worker)',
        target: '',
        status: '',
      },
    );
  }
  return rows;
}

export function localSearchRows(outcome: Outcome<LocalSearchResult>): Row[] {
  if (!outcome.ok && outcome.skipped) return [];
  if (!outcome.ok)
    return [
      { metric: 'Local dish search', result: `not measured: ${outcome.error}`, target: '', status: '' },
    ];
  const { writes, migrations, sizes } = outcome.value;
  const writeRatio = writes.cache.median / writes.floor.median;
  const rows: Row[] = [
    {
      metric: `Writing 1,000 menus (15 dishes each) with their search rows, against the menu rows alone (median of ${writes.runs} interleaved runs each)`,
      result: `${ms(writes.cache.median, 0)} / ${ms(writes.floor.median, 0)} = ×${writeRatio.toFixed(2)}`,
      target: '≤ ×2',
      status: verdict(writeRatio <= 2),
    },
  ];
  for (const m of migrations) {
    // The target is the upgrade from version 5's (set before 0.1.0); 0.1.0's is measured beside it.
    const judged = m.withDishes === 10_000 && m.from === 5;
    const reads = `${m.reads.runs} reads: median ${ms(m.reads.median, 1)}, max ${ms(m.reads.max, 1)}`;
    rows.push(
      m.from === 5
        ? {
            metric: `Upgrade from version 5, ${n(m.withDishes)} menus with dishes (${n(m.menus)} in all, ${n(m.dishes)} dishes, ${n(m.indexRows)} rows of version 5's index): the upgrade itself, then the search rows rebuilt in chunks and the index built and stored (the target), then version 5's index emptied; \`getMenu\` read meanwhile`,
            result: `upgrade ${ms(m.upgradeMs, 0)}; rebuilt after ${ms(m.rebuildMs, 0)} (${reads}); old index emptied ${ms(m.cleanupMs, 0)} later (${m.cleanupReads.runs} reads: median ${ms(m.cleanupReads.median, 1)}, max ${ms(m.cleanupReads.max, 1)}); ${m.readMisses} reads wrong`,
            target: judged ? '≤ 3 s' : '',
            status: judged ? verdict(m.rebuildMs <= 3000 && m.reads.runs > 0 && m.readMisses === 0) : '',
          }
        : {
            metric: `Upgrade from version 7 (0.1.0's database), ${n(m.withDishes)} menus with dishes (${n(m.menus)} in all, ${n(m.dishes)} dishes, ${n(m.indexRows)} search rows of 0.1.0's words and its stored index): the upgrade itself (those dropped), then the search rows rebuilt in chunks and the index built and stored; \`getMenu\` read meanwhile`,
            result: `upgrade ${ms(m.upgradeMs, 0)}; rebuilt after ${ms(m.rebuildMs, 0)} (${reads}); ${m.readMisses} reads wrong`,
            target: '',
            status: '',
          },
    );
  }
  rows.push(...sizes.flatMap(sizeRows));
  return rows;
}

export const table = (header: string[], lines: string[][]) => [
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...lines.map((line) => `| ${line.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`),
];

export function localSearchDetails(outcome: Outcome<LocalSearchResult>): string[] {
  if (!outcome.ok) return [];
  const out: string[] = [];
  for (const at of outcome.value.sizes) {
    out.push('', `### Local dish search per query, ${n(at.menus)} menus (in-page)`, '');
    const rows = at.inPage.perQuery.map((q) => [
      `\`${q.query}\``,
      String(q.hits),
      ms(q.p50, 2),
      ms(q.p95, 2),
    ]);
    out.push(...table(['query', 'hits (limit 50)', 'p50', 'p95'], rows));
  }
  for (const m of outcome.value.migrations) {
    out.push(
      '',
      `Version ${m.from} at ${n(m.withDishes)} menus took ${ms(m.fillMs, 0)} to write (its ${n(m.indexRows)} ${m.from === 5 ? 'index' : 'search'} rows). After the upgrade, a search in a fresh context (loading the stored index) took ${ms(m.firstSearchMs, 1)}.`,
    );
  }
  return out;
}

export const LOCAL_SEARCH_METHOD =
  '**Local dish search**: a page bundled with esbuild from `scripts/bench/browser/local-search-page.ts` is added to the benchmark’s copy of the extension only (not to the product); it runs the product’s `lib/storage` code in the extension origin. ' +
  '*Writes*: 1,000 synthetic menus (15 dishes each) written into a fresh database by `putMenus` (menu rows, one search row per menu, the row counter, the 404 rows cleared), against the floor: the same menu rows (`makeMenuRow`) written by one `bulkPut` in one transaction into the same schema, nothing else; 7 runs each, interleaved, the order alternating, a fresh database each run. ' +
  '*Upgrade*: a database is written as version 5 left it (its schema, the menu rows and version 5’s dish index rows) from the reference service’s generated catalog (records with and without dishes; every tenth menu with dishes a synthetic one; a few menus of edge names: long names, repeated words, Chinese and Japanese); then the page opens it with today’s code: the upgrade is timed until the database is open, the rebuild until every search row is written and the index built and stored, while `getMenu` reads a saved menu every 10 ms (each read timed, and checked). The same from version 7, as 0.1.0 left it (the same menus, a search row each of its words and its stored index), the upgrade its users get; no target. ' +
  '*Search*: the extension’s own database is filled from the page with synthetic menus (15 dishes each, `putMenus` in 1,000-menu transactions) to 1,000, 10,000 and 50,000 menus. At each size, after 5 s idle: the worker is stopped and started by one `cache.stats` and its memory read (CDP `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage` on the worker target: the JS heap plus the typed arrays’ backing stores); `search.local` round trips from an extension page over 10 queries × 20 runs after 2 warm-ups, interleaved with round trips of `search.local` with a query without words (the floor: the same message path, answered before any storage); the memory again; `searchDishes` in the page (its own index) over the same queries, 20 runs each after 3 warm-ups: the search’s own time, on which the ≤ 5 ms target is judged (the round trip’s floor alone, message passing to the worker and back, has a p95 of about 5 ms on this machine; the round trip is shown against it); `cache.list` (the first page of saved menus); then 10 times each, interleaved: the worker stopped (CDP `ServiceWorker.stopAllWorkers`), 500 ms, and one `search.local` (a new worker loads the stored index snapshot and catches up on later rows) or, as the floor, the query without words (a new worker that answers without storage). Storage from `navigator.storage.estimate()`.';

export const SEARCH_SECTION_START = '<!-- bench:search -->';
export const SEARCH_SECTION_END = '<!-- /bench:search -->';

/** A section's start marker, title and the run it comes from. */
export function sectionHead(r: BenchResults, marker: string, title: string, only: string): string[] {
  return [
    marker,
    '',
    `## ${title}`,
    '',
    `Figures from the run of ${r.machine.date} (source ${r.machine.source}; 1-min load ${r.machine.load.toFixed(2)} at the start, ${r.loadAtEnd.toFixed(2)} at the end, on ${r.machine.cpus} CPUs). \`npm run bench -- --only ${only}\` rewrites this section alone.`,
  ];
}

/** The section, markers included: its own run's date, source and load, since it may be newer than the rest. */
export function localSearchSection(r: BenchResults): string[] {
  const rows = localSearchRows(r.localSearch);
  return [
    ...sectionHead(r, SEARCH_SECTION_START, 'Local dish search', 'local-search'),
    '',
    ...table(
      ['metric', 'result', 'target', 'status'],
      rows.map((row) => [row.metric, row.result, row.target || '–', row.status || '–']),
    ),
    ...localSearchDetails(r.localSearch),
    '',
    `- ${LOCAL_SEARCH_METHOD}`,
    '',
    SEARCH_SECTION_END,
  ];
}

/**
 * `markdown` with its section between the markers replaced by `section`, or inserted before the
 * Method when it has none.
 */
export function withSearchSection(
  markdown: string,
  section: string[],
  [startMarker, endMarker] = [SEARCH_SECTION_START, SEARCH_SECTION_END],
): string {
  const start = markdown.indexOf(startMarker);
  const end = markdown.indexOf(endMarker);
  const text = section.join('\n');
  if (start >= 0 && end > start)
    return markdown.slice(0, start) + text + markdown.slice(end + endMarker.length);
  const method = markdown.indexOf('\n## Method');
  if (method < 0) return `${markdown.trimEnd()}\n\n${text}\n`;
  return `${markdown.slice(0, method)}\n${text}\n${markdown.slice(method)}`;
}
