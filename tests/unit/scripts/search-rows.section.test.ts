import { describe, expect, it } from 'vitest';
import type { BenchResults } from '@/scripts/bench/report/results.ts';
import { libraryMeetsTargets, searchLibrarySection } from '@/scripts/bench/report/search-library-rows.ts';
import {
  SEARCH_SECTION_END,
  SEARCH_SECTION_START,
  withSearchSection,
} from '@/scripts/bench/report/search-rows.ts';
import { summarize } from '@/scripts/bench/report/stats.ts';
import type { SideResult } from '@/scripts/bench/search/search-library.ts';

// `npm run bench -- --only local-search` rewrites the search section of BENCHMARKS.md and nothing else.

const section = (text: string) => [SEARCH_SECTION_START, text, SEARCH_SECTION_END];

describe('withSearchSection', () => {
  it('replaces the section between its markers, leaving the rest as it was', () => {
    const before = ['# Benchmarks', '| other row |', ...section('old figures'), '## Method', '- other'].join(
      '\n',
    );
    const after = withSearchSection(before, section('new figures'));
    expect(after).toBe(
      ['# Benchmarks', '| other row |', ...section('new figures'), '## Method', '- other'].join('\n'),
    );
  });

  it('inserts the section before the Method when the file has none yet', () => {
    const after = withSearchSection(
      '# Benchmarks\n| other row |\n\n## Method\n- other\n',
      section('figures'),
    );
    expect(after).toBe(
      `# Benchmarks\n| other row |\n\n${section('figures').join('\n')}\n\n## Method\n- other\n`,
    );
  });
});

describe('the search-library section', () => {
  const library = ['<!-- bench:search-library -->', 'library figures', '<!-- /bench:search-library -->'];
  const markers: [string, string] = [library[0] as string, library[2] as string];

  it('is rewritten between its own markers, the local search section left as it was', () => {
    const before = ['# Benchmarks', ...section('search'), ...library, '## Method'].join('\n');
    const after = withSearchSection(before, [markers[0], 'new library figures', markers[1]], markers);
    expect(after).toBe(
      ['# Benchmarks', ...section('search'), markers[0], 'new library figures', markers[1], '## Method'].join(
        '\n',
      ),
    );
  });
});

describe('libraryMeetsTargets', () => {
  const side = (p95: number, first: number, heap: number) =>
    ({ warm: { p95 }, first: { median: first }, heapAdded: { median: heap } }) as never;
  const ours = side(3, 100, 10e6);

  it('adopts by the issue rule: warm p95 ≤ 5 ms, first search ≤ 150 ms, memory ≤ ×1.5 of today', () => {
    expect(libraryMeetsTargets(ours, side(5, 150, 15e6))).toEqual({ warm: true, first: true, memory: true });
    expect(libraryMeetsTargets(ours, side(5.1, 151, 15.1e6))).toEqual({
      warm: false,
      first: false,
      memory: false,
    });
  });
});

describe('searchLibrarySection', () => {
  const side = (p95: number, first: number, heap: number): SideResult => ({
    storedBytes: 2e6,
    menuBytes: 19e6,
    dishes: 149_524,
    fillMs: 1000,
    first: summarize([first]),
    warm: summarize([1, p95]),
    perQueryP95: [{ query: 'pizza', p95 }],
    heapAdded: summarize([heap]),
  });
  const parity = { queries: 10, searches: 10, hits: 100, mismatches: [], sameSet: 10, mismatchCount: 0 };
  const at10k = (flex: SideResult) => ({
    menus: 10_000,
    ours: side(5, 120, 6e6),
    libraries: [
      { name: 'MiniSearch', version: '7.2.0', result: side(150, 600, 40e6), parity },
      { name: 'FlexSearch', version: '0.8.212', result: flex, parity },
    ],
  });
  const section = (flex: SideResult) =>
    searchLibrarySection({
      machine: { date: 'd', source: 's', load: 1, cpus: 2 },
      loadAtEnd: 1,
      searchLibrary: { ok: true, value: { sizes: [at10k(flex)] } },
    } as unknown as BenchResults).join('\n');

  it('judges each library by the rule and gives each its column and parity', () => {
    const text = section(side(20, 300, 20e6));
    expect(text).toContain('- MiniSearch 7.2.0: warm p95 150.00 ms (MISSED)');
    expect(text).toContain('- FlexSearch 0.8.212: warm p95 20.00 ms (MISSED)');
    expect(text).toContain("By the rule: keep today's search (no library meets all three).");
    expect(text).toMatch(/\| *\| today \(lib\/storage\/search\) \| MiniSearch *\| FlexSearch *\|/);
    expect(text).toContain("FlexSearch's parity on 10 queries");
  });

  it('names the library that meets all three', () => {
    expect(section(side(4, 140, 8e6))).toContain('By the rule: adopt FlexSearch 0.8.212 (all three met).');
  });
});
