import { describe, expect, it } from 'vitest';
import { summarize } from '@/scripts/bench/report/stats.ts';

describe('summarize', () => {
  it('gives the median and the nearest-rank p95', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(summarize(values)).toMatchObject({ runs: 20, median: 10, p95: 19, min: 1, max: 20 });
  });
});
