import { describe, expect, it } from 'vitest';
import { bootstrapRatio, quartiles, summarize } from '@/scripts/bench/report/stats.ts';

describe('summarize', () => {
  it('gives the median and the nearest-rank p95', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(summarize(values)).toMatchObject({ runs: 20, median: 10, p95: 19, min: 1, max: 20 });
  });
});

describe('quartiles', () => {
  it('gives the 25th and 75th percentile, whatever the order', () => {
    expect(quartiles([8, 1, 4, 2, 7, 3, 6, 5])).toEqual([2, 6]);
  });
});

describe('bootstrapRatio', () => {
  it('is a single point when every run reads the same', () => {
    expect(bootstrapRatio([30, 30, 30], [20, 20, 20])).toEqual([1.5, 1.5]);
  });

  it('widens with the spread of the runs and holds the ratio of the medians', () => {
    const floor = [20, 22, 18, 21, 19, 20, 23, 17];
    const narrow = bootstrapRatio([30, 31, 29, 30, 30, 31, 29, 30], floor);
    const wide = bootstrapRatio([20, 45, 25, 40, 30, 35, 15, 50], floor);
    expect(narrow[0]).toBeLessThanOrEqual(1.5);
    expect(narrow[1]).toBeGreaterThanOrEqual(1.5);
    expect(wide[1] - wide[0]).toBeGreaterThan(narrow[1] - narrow[0]);
  });

  it('perRun: draws whole runs, whose samples move together, so fewer runs read wider', () => {
    const byRun = [30, 40, 20, 35, 25].flatMap((value) => [value, value, value]);
    const floor = byRun.map(() => 20);
    const asSamples = bootstrapRatio(byRun, floor);
    const asRuns = bootstrapRatio(byRun, floor, { perRun: 3 });
    expect(asRuns[1] - asRuns[0]).toBeGreaterThan(asSamples[1] - asSamples[0]);
  });

  it('perRun: the same runs for both sides, which are paired', () => {
    const floor = [20, 22, 18, 30, 10, 25].flatMap((value) => [value, value + 1]);
    const product = floor.map((value) => value * 1.5);
    expect(bootstrapRatio(product, floor, { perRun: 2 })).toEqual([1.5, 1.5]);
    const unpaired = bootstrapRatio(product, floor);
    expect(unpaired[1] - unpaired[0]).toBeGreaterThan(0);
  });
});
