import { createRandom } from '@/service/catalog/random.ts';

/** The p-th percentile of values sorted ascending (nearest rank); NaN for none. */
export function percentile(sortedValues: readonly number[], p: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil((p / 100) * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)] ?? Number.NaN;
}

export interface Summary {
  runs: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

export function median(values: readonly number[]): number {
  return summarize(values).median;
}

export function ms(value: number, digits = 1): string {
  return Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a';
}

/** The middle half of the values: [25th, 75th percentile]. */
export function quartiles(values: readonly number[]): [number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  return [percentile(sorted, 25), percentile(sorted, 75)];
}

/**
 * How far a ratio of two medians moves with the sessions that happened to be drawn: the 5th and
 * 95th percentile of the ratio over `draws` resamplings of the sessions (with replacement). Seeded,
 * so the same sessions give the same interval. `perRun`: the values are paired by index (each a side
 * minus the same plain page) and come `perRun` to a run, whose samples share its moment on the
 * machine: whole runs are drawn, the same ones for both sides.
 */
export function bootstrapRatio(
  numerators: readonly number[],
  denominators: readonly number[],
  {
    perRun,
    draws = 2_000,
    random = createRandom(1),
  }: { perRun?: number; draws?: number; random?: () => number } = {},
): [number, number] {
  const ratios: number[] = [];
  const resample = (values: readonly number[]) =>
    median(values.map(() => values[Math.floor(random() * values.length)] as number));
  const runs = perRun ? Math.floor(numerators.length / perRun) : 0;
  const resampleRuns = () => {
    const drawn = Array.from({ length: runs }, () => Math.floor(random() * runs));
    const pick = (values: readonly number[]) =>
      median(drawn.flatMap((run) => values.slice(run * perRun!, (run + 1) * perRun!)));
    return pick(numerators) / pick(denominators);
  };
  for (let i = 0; i < draws; i += 1)
    ratios.push(runs > 0 ? resampleRuns() : resample(numerators) / resample(denominators));
  ratios.sort((a, b) => a - b);
  return [percentile(ratios, 5), percentile(ratios, 95)];
}
