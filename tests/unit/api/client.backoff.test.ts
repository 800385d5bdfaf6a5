import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelayMs } from '@/lib/api/http/client';
import { seededRandom } from './helpers';

describe('backoff', () => {
  it.each([
    [0, 500],
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 8000],
    [30, 8000],
  ])('ceiling for retry %i is %i ms', (retry, expected) => {
    expect(backoffDelayMs(retry, () => 0.999_999)).toBe(expected - 1);
    expect(backoffDelayMs(retry, () => 0)).toBe(0);
  });

  it('full jitter stays within [0, min(cap, base·2^n)] and spreads over the range', () => {
    const random = seededRandom(42);
    for (let retry = 0; retry < 8; retry++) {
      const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retry);
      const delays = Array.from({ length: 200 }, () => backoffDelayMs(retry, random));
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...delays)).toBeLessThanOrEqual(ceiling);
      expect(Math.min(...delays)).toBeLessThan(ceiling * 0.1);
      expect(Math.max(...delays)).toBeGreaterThan(ceiling * 0.9);
    }
  });
});
