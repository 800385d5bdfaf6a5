import type {
  LibrarySizeResult,
  SearchLibraryResult,
  SideResult,
} from '@/scripts/bench/search/search-library.ts';
import type { BenchResults, Outcome } from './results.ts';
import { mb, n, sectionHead, table } from './search-rows.ts';
import { ms } from './stats.ts';

// The section of BENCHMARKS.md that sets today's dish search beside a library's (issue 30):
// between two markers, so that `npm run bench -- --only search-library` rewrites it alone.

export const LIBRARY_SECTION_START = '<!-- bench:search-library -->';
export const LIBRARY_SECTION_END = '<!-- /bench:search-library -->';

/** The rule, at 10,000 menus: a library's warm p95, first search and memory against today's. */
export function libraryMeetsTargets(
  ours: SideResult,
  library: SideResult,
): {
  warm: boolean;
  first: boolean;
  memory: boolean;
} {
  return {
    warm: library.warm.p95 <= 5,
    first: library.first.median <= 150,
    memory: library.heapAdded.median <= 1.5 * ours.heapAdded.median,
  };
}

function sizeTable(at: LibrarySizeResult): string[] {
  const { ours, libraries } = at;
  const sides = [ours, ...libraries.map((library) => library.result)];
  const each = (pick: (side: SideResult) => string) => sides.map(pick);
  return [
    '',
    `### ${n(at.menus)} menus (${n(ours.dishes)} dishes with words)`,
    '',
    ...table(
      ['', 'today (lib/storage/search)', ...libraries.map((library) => library.name)],
      [
        [
          'warm search, p50 / p95 (all queries)',
          ...each((s) => `${ms(s.warm.median, 2)} / ${ms(s.warm.p95, 2)}`),
        ],
        [
          'first search of a fresh page, median / max',
          ...each((s) => `${ms(s.first.median)} / ${ms(s.first.max)}`),
        ],
        ['memory with the index loaded (median)', ...each((s) => mb(s.heapAdded.median))],
        [
          'stored for search, beside the menu rows',
          ...each((s) => `${mb(s.storedBytes)} (menu rows ${mb(s.menuBytes)})`),
        ],
        ['filling the database and storing the index', ...each((s) => ms(s.fillMs, 0))],
        ...ours.perQueryP95.map((q, i) => [
          `warm p95, \`${q.query}\``,
          ...each((s) => ms(s.perQueryP95[i]?.p95 ?? Number.NaN, 2)),
        ]),
      ],
    ),
    ...libraries.flatMap(({ name, parity }) => [
      '',
      `${name}'s parity on ${n(parity.queries)} queries (limit 50): ${n(parity.searches - parity.mismatchCount)} of ${n(parity.searches)} answers identical to today's in every field and order, ${n(parity.sameSet)} with the same set of dishes; ${n(parity.hits)} hits of today's compared.`,
      ...parity.mismatches
        .slice(0, 4)
        .map(
          (miss) =>
            `- differs: \`${miss.query}\`: today ${miss.old.slice(0, 3).join(', ')}…, ${name} ${miss.new.slice(0, 3).join(', ')}…`,
        ),
    ]),
  ];
}

/** Each library against the rule at 10,000 menus, then what the rule says. */
function verdict(at: LibrarySizeResult): string[] {
  const mark = (met: boolean) => (met ? 'met' : 'MISSED');
  const adopted = at.libraries.filter(({ result }) => {
    const met = libraryMeetsTargets(at.ours, result);
    return met.warm && met.first && met.memory;
  });
  return [
    '',
    `At 10,000 menus, against the issue's rule (warm p95 ≤ 5 ms, first search after a stop ≤ 150 ms median, memory ≤ ×1.5 of today's ${mb(at.ours.heapAdded.median)}):`,
    '',
    ...at.libraries.map(({ name, version, result }) => {
      const met = libraryMeetsTargets(at.ours, result);
      return `- ${name} ${version}: warm p95 ${ms(result.warm.p95, 2)} (${mark(met.warm)}), first search after a stop ${ms(result.first.median)} median (${mark(met.first)}), memory ${mb(result.heapAdded.median)} (${mark(met.memory)}).`;
    }),
    '',
    adopted.length === 0
      ? "By the rule: keep today's search (no library meets all three)."
      : `By the rule: adopt ${adopted.map(({ name, version }) => `${name} ${version}`).join(' or ')} (all three met).`,
  ];
}

export const SEARCH_LIBRARY_METHOD =
  "**Dish search beside a library**: `scripts/bench/search/search-library.ts` adds a page (`scripts/bench/browser/search-library-page.ts`, bundled with esbuild) to the benchmark's copy of the extension only. It fills three databases of the extension origin in real Chromium with the same menus from the reference service's generated catalog (`parityMenus`: edge names first, every tenth menu synthetic), 500 at a time, the sides taking turns in a rotating order: today's through `putMenus` (menu rows and search rows), then its index built and its snapshot stored; each library's as menu rows alone, with one entry per dish of the same folded words (`searchWords`, `library-dishes.ts`), then its index stored in one row: MiniSearch's `JSON.stringify`, with the ranking fields (folded words, grade, place, position) as its stored fields; FlexSearch's `export` (its keys and JSON text) with the same ranking fields beside it by id, in columns, each place id once (its Index keeps ids alone; columns are the least it must keep, kinder to it than MiniSearch's objects). MiniSearch searches by prefix with every word required (`combineWith: 'AND'`); FlexSearch indexes every prefix of each word (`tokenize: 'forward'`, one list of ids per prefix: `resolution: 1`, its score being undone by today's order) and intersects the query words' lists, with no limit of its own (it cuts at 100 unless told) and no worker. Both take the text as it is folded (a tokenizer that splits at spaces, nothing else). The same code (`rankedHits`) applies today's rules (`search-rank.ts`: each query word starts a word of its own, exact names, then whole words, then prefixes, then grade, folded name, place and position) to what either finds, and reads the hit fields from the menu rows of the places found. Then 8 fresh pages per side, the sides taking turns in a rotating order: a fresh page is a new realm that has only what is stored, as the worker after a stop (the worker's own figure, message passing included, is in the local search section above); each times its first search (opening the database, loading the index: MiniSearch's `loadJSON`, FlexSearch's `import` of each key in order, searching, reading the hits), reads its memory (CDP `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`: the JS heap plus typed arrays' backing stores, after the first search minus before it), then times the 10 queries of the local search bench 5 times each after one warm-up. Bytes stored: the stored rows' text as UTF-8, typed arrays' bytes and 8 per number (what structured cloning writes, roughly; IndexedDB compresses on disk). Parity: each library and today's answer the parity queries of the local search bench (limit 50), on a page of their own, compared field by field and as sets.";

/** Why the figures fall as they do: the mechanisms, not the run's numbers. */
export const SEARCH_LIBRARY_READING =
  "**Why the libraries are slower here**: today's rules rank by match tier, status grade and name, not by relevance, and cut at 50; so a library must hand over every dish a query's words start, and each is checked and sorted by today's rules. Today's index keeps each word's dishes already in result order, so it reads the lists in order and stops at the limit. MiniSearch expands a prefix over its radix tree and scores (BM25) every document each expansion matches: a short prefix (`p`, `ch`) at 10,000 menus is tens of thousands of documents scored, then sorted. FlexSearch finds a word's candidates in one lookup (every prefix is a key), but hands over as many (`p` is every dish with a word in p), and to intersect two words it counts every id of both lists; the ranking after it is the same work as after MiniSearch. After a stop, MiniSearch parses its JSON and rebuilds its tree and maps (`loadJSON`); FlexSearch parses a JSON list of ids for every prefix of every word and rebuilds its map (`import`), and those lists, each dish once per prefix of each of its words, are what it holds in memory; today's snapshot is a handful of typed arrays that structured cloning copies in bulk. The parity figures count answers that differ where the cut at 50 falls or in the order within a tier (today's order follows version 5's groups before the tiers are lifted; `term-query.ts`): a search on either library would change what users see on those queries. The two libraries' parity figures are the same by design: each hands over every dish the query's words start, and the same code ranks them. Neither side finds a word inside a longer one, as today's search does when the prefixes leave a page short (\"suppe\" in \"Tomatensuppe\"): FlexSearch's forward index cannot, and MiniSearch would need a scan of its every term; those answers count among the differing ones.";

/** Why the third library is not in the bench: from its documentation and a one-off Node probe. */
export const ORAMA_NOT_MEASURED =
  "**Orama, not measured here**: its default index is MiniSearch's model (a radix tree per string property, BM25 scores for every document each prefix expansion matches, all sorted before the cut; `threshold: 0` to require every word), its documents store keeps each document whole, and saving it takes a second package (`@orama/plugin-data-persistence`, which restores the whole instance). A one-off probe in Node 20, not part of the bench (Orama 3.1.18, the same 149,520 documents of 10,000 menus, the same folded words and prefix search, MiniSearch in the same process for scale, on the shared machine at a 1-min load near 8): restoring from its JSON 3.7 s against MiniSearch's `loadJSON` 1.9 s, 90 MB of heap against 62 MB, 34.6 MB of JSON against 20.4 MB, `p` 395–686 ms against 244–342 ms: it would miss each bar by more than MiniSearch does.";

export function searchLibrarySection(r: BenchResults): string[] {
  const outcome: Outcome<SearchLibraryResult> = r.searchLibrary;
  const body: string[] = [];
  if (!outcome.ok) body.push('', `Not measured: ${outcome.error}.`);
  else {
    const at10k = outcome.value.sizes.find((at) => at.menus === 10_000);
    if (at10k) body.push(...verdict(at10k));
    for (const at of outcome.value.sizes) body.push(...sizeTable(at));
  }
  return [
    ...sectionHead(r, LIBRARY_SECTION_START, 'Dish search beside a library', 'search-library'),
    ...body,
    '',
    SEARCH_LIBRARY_READING,
    '',
    ORAMA_NOT_MEASURED,
    '',
    `- ${SEARCH_LIBRARY_METHOD}`,
    '',
    LIBRARY_SECTION_END,
  ];
}
