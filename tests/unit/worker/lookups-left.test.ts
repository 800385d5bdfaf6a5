import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@/lib/clock';
import { lookupsLeftOf } from '@/lib/worker/guards/lookups-left';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const reading = (readAt: number, resetAt: number | null = null) => ({
  figure: { limit: 1000, remaining: 238, resetAt },
  readAt,
});

describe('lookupsLeftOf', () => {
  it("takes the service's recent figure over the allowance", () => {
    expect(lookupsLeftOf(reading(NOW - 1000), { used: 3, allowance: 100 }, NOW)).toEqual({
      left: 238,
      of: 1000,
      source: 'service',
    });
  });

  it('else what is left of the allowance, never below zero', () => {
    expect(lookupsLeftOf(null, { used: 3, allowance: 100 }, NOW)).toEqual({
      left: 97,
      of: 100,
      source: 'allowance',
    });
    expect(lookupsLeftOf(null, { used: 130, allowance: 100 }, NOW)).toMatchObject({ left: 0, of: 100 });
  });

  it('else nothing', () => {
    expect(lookupsLeftOf(null, { used: 3, allowance: null }, NOW)).toBeUndefined();
  });

  it('does not take a figure read over a day ago, after its reset, or in the future (a clock moved back)', () => {
    const budget = { used: 3, allowance: null };
    expect(lookupsLeftOf(reading(NOW - DAY_MS), budget, NOW)).toBeUndefined();
    expect(lookupsLeftOf(reading(NOW - 1000, NOW), budget, NOW)).toBeUndefined();
    expect(lookupsLeftOf(reading(NOW + 60_000), budget, NOW)).toBeUndefined();
    expect(lookupsLeftOf(reading(NOW - 1000, NOW + 1), budget, NOW)).toMatchObject({ left: 238 });
  });
});
