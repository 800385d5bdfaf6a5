import type { LibrarySizeResult, SearchLibraryResult } from '@/scripts/bench/search/search-library.ts';
import type { BenchResults, Outcome } from './results.ts';
import { mb, n, sectionHead, table } from './search-rows.ts';
import { ms } from './stats.ts';

// The section of BENCHMARKS.md that sets today's dish search beside a library's (issue 30):
// between two markers, so that `npm run bench -- --only search-library` rewrites it alone.

export const LIBRARY_SECTION_START = '<!-- bench:search-library -->';
export const LIBRARY_SECTION_END = '<!-- /bench:search-library -->';

/** The rule, at 10,000 menus: the library's warm p95, first search and memory. */
export function libraryMeetsTargets(at: LibrarySizeResult): {
  warm: boolean;
  first: boolean;
  memory: boolean;
} {
  return {
    warm: at.library.warm.p95 <= 5,
    first: at.library.first.median <= 150,
    memory: at.library.heapAdded.median <= 1.5 * at.ours.heapAdded.median,
  };
}

function sizeTable(at: LibrarySizeResult): string[] {
  const { ours, library, parity } = at;
  const both = (pick: (side: LibrarySizeResult['ours']) => string) => [pick(ours), pick(library)];
  return [
    '',
    `### ${n(at.menus)} menus (${n(ours.dishes)} dishes with words)`,
    '',
    ...table(
      ['', 'today (lib/storage/search)', 'MiniSearch'],
      [
        [
          'warm search, p50 / p95 (all queries)',
          ...both((s) => `${ms(s.warm.median, 2)} / ${ms(s.warm.p95, 2)}`),
        ],
        [
          'first search of a fresh page, median / max',
          ...both((s) => `${ms(s.first.median)} / ${ms(s.first.max)}`),
        ],
        ['memory with the index loaded (median)', ...both((s) => mb(s.heapAdded.median))],
        [
          'stored for search, beside the menu rows',
          ...both((s) => `${mb(s.storedBytes)} (menu rows ${mb(s.menuBytes)})`),
        ],
        ['filling the database and storing the index', ...both((s) => ms(s.fillMs, 0))],
        ...ours.perQueryP95.map((q, i) => [
          `warm p95, \`${q.query}\``,
          ms(q.p95, 2),
          ms(library.perQueryP95[i]?.p95 ?? Number.NaN, 2),
        ]),
      ],
    ),
    '',
    `Parity on ${n(parity.queries)} queries (limit 50): ${n(parity.searches - parity.mismatchCount)} of ${n(parity.searches)} answers identical in every field and order, ${n(parity.sameSet)} with the same set of dishes; ${n(parity.hits)} hits of today's compared.`,
    ...parity.mismatches
      .slice(0, 4)
      .map(
        (miss) =>
          `- differs: \`${miss.query}\`: today ${miss.old.slice(0, 3).join(', ')}…, MiniSearch ${miss.new.slice(0, 3).join(', ')}…`,
      ),
  ];
}

export const SEARCH_LIBRARY_METHOD =
  "**Dish search beside a library**: `scripts/bench/search/search-library.ts` adds a page (`scripts/bench/browser/search-library-page.ts`, bundled with esbuild) to the benchmark's copy of the extension only. It fills two databases of the extension origin in real Chromium with the same menus from the reference service's generated catalog (`parityMenus`: edge names first, every tenth menu synthetic), 500 at a time, the sides taking turns: today's through `putMenus` (menu rows and search rows), then its index built and its snapshot stored; MiniSearch's as menu rows alone, one MiniSearch document per dish (its folded words, `searchWords`), then `JSON.stringify` of the index stored in one row. MiniSearch searches by prefix with every word required (`combineWith: 'AND'`); today's rules (`search-rank.ts`: each query word starts a word of its own, exact names, then whole words, then prefixes, then grade, folded name, place and position) are applied to what it finds, and the hit fields are read from the menu rows of the places found. Then 8 fresh pages per side, the sides taking turns and the order alternating: a fresh page is a new realm that has only what is stored, as the worker after a stop (the worker's own figure, message passing included, is in the local search section above); each times its first search (opening the database, loading the index, searching, reading the hits), reads its memory (CDP `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`: the JS heap plus typed arrays' backing stores, after the first search minus before it), then times the 10 queries of the local search bench 5 times each after one warm-up. Bytes stored: the stored rows' text as UTF-8, typed arrays' bytes and 8 per number (what structured cloning writes, roughly; IndexedDB compresses on disk). Parity: both answer the parity queries of the local search bench (limit 50), compared field by field and as sets.";

/** Why the figures fall as they do: the mechanisms, not the run's numbers. */
export const SEARCH_LIBRARY_READING =
  "**Why MiniSearch is slower here**: today's rules rank by match tier, status grade and name, not by relevance, and cut at 50; so every dish a query's words start must be found and sorted. MiniSearch expands a prefix over its radix tree and scores (BM25) every document each expansion matches: a short prefix (`p`, `ch`) at 10,000 menus is tens of thousands of documents scored, then sorted by today's rules. Today's index keeps each word's dishes already in result order, so it reads the lists in order and stops at the limit. After a stop, MiniSearch parses its JSON and rebuilds its tree and maps (`loadJSON`); today's snapshot is a handful of typed arrays that structured cloning copies in bulk. Its documents also carry the folded words, grade, place and position, which ranking needs. The parity figures count answers that differ where the cut at 50 falls or in the order within a tier (today's order follows version 5's groups before the tiers are lifted; `term-query.ts`): a search on the library would change what users see on those queries.";

export function searchLibrarySection(r: BenchResults): string[] {
  const outcome: Outcome<SearchLibraryResult> = r.searchLibrary;
  const body: string[] = [];
  if (!outcome.ok) body.push('', `Not measured: ${outcome.error}.`);
  else {
    const at10k = outcome.value.sizes.find((at) => at.menus === 10_000);
    if (at10k) {
      const met = libraryMeetsTargets(at10k);
      const adopt = met.warm && met.first && met.memory;
      body.push(
        '',
        `At 10,000 menus, ${outcome.value.library} against the issue's rule: warm p95 ${ms(at10k.library.warm.p95, 2)} (≤ 5 ms: ${met.warm ? 'met' : 'MISSED'}), first search after a stop ${ms(at10k.library.first.median)} median (≤ 150 ms: ${met.first ? 'met' : 'MISSED'}), memory ${mb(at10k.library.heapAdded.median)} against today's ${mb(at10k.ours.heapAdded.median)} (≤ ×1.5: ${met.memory ? 'met' : 'MISSED'}). By the rule: ${adopt ? 'adopt the library' : "keep today's search"}.`,
      );
    }
    for (const at of outcome.value.sizes) body.push(...sizeTable(at));
  }
  return [
    ...sectionHead(r, LIBRARY_SECTION_START, 'Dish search beside a library', 'search-library'),
    ...body,
    '',
    SEARCH_LIBRARY_READING,
    '',
    `- ${SEARCH_LIBRARY_METHOD}`,
    '',
    LIBRARY_SECTION_END,
  ];
}
