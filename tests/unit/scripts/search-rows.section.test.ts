import { describe, expect, it } from 'vitest';
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
