import { describe, expect, it } from 'vitest';
import { libraryMeetsTargets } from '@/scripts/bench/report/search-library-rows.ts';
import {
  SEARCH_SECTION_END,
  SEARCH_SECTION_START,
  withSearchSection,
} from '@/scripts/bench/report/search-rows.ts';

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
  const at = (library: unknown) => ({ menus: 10_000, ours: side(3, 100, 10e6), library }) as never;

  it('adopts by the issue rule: warm p95 ≤ 5 ms, first search ≤ 150 ms, memory ≤ ×1.5 of today', () => {
    expect(libraryMeetsTargets(at(side(5, 150, 15e6)))).toEqual({ warm: true, first: true, memory: true });
    expect(libraryMeetsTargets(at(side(5.1, 151, 15.1e6)))).toEqual({
      warm: false,
      first: false,
      memory: false,
    });
  });
});
