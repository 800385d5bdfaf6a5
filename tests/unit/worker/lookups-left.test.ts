import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@/lib/clock';
import { lookupsLeftOf } from '@/lib/worker/guards/lookups-left';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const reading = (readAt: number, resetAt: number | null = null) => ({
  figure: { limit: 1000, remaining: 238, resetAt },
  readAt,
});

describe('lookupsLeftOf', () => {
  it("shows the fewer of the service's recent figure and what is left of the allowance", () => {
    // The service's figure is the fewer: others spend on the same key, or its quota is small.
    expect(lookupsLeftOf(reading(NOW - 1000), { used: 3, allowance: 1000 }, NOW)).toEqual({
      left: 238,
      of: 1000,
      source: 'service',
    });
    // The user's own limit stops the lookups first.
    expect(lookupsLeftOf(reading(NOW - 1000), { used: 3, allowance: 100 }, NOW)).toEqual({
      left: 97,
      of: 100,
      source: 'allowance',
    });
    // Spent past the allowance: none left, whatever the service says.
    expect(lookupsLeftOf(reading(NOW - 1000), { used: 130, allowance: 100 }, NOW)).toEqual({
      left: 0,
      of: 100,
      source: 'allowance',
    });
    // A tie: the service's word.
    expect(lookupsLeftOf(reading(NOW - 1000), { used: 62, allowance: 300 }, NOW)).toMatchObject({
      left: 238,
      source: 'service',
    });
  });

  it('the service figure alone when no allowance is set', () => {
    expect(lookupsLeftOf(reading(NOW - 1000), { used: 3, allowance: null }, NOW)).toEqual({
      left: 238,
      of: 1000,
      source: 'service',
    });
  });

  it('an old service figure gives way to the allowance, even when it was the fewer', () => {
    expect(lookupsLeftOf(reading(NOW - DAY_MS), { used: 3, allowance: 1000 }, NOW)).toEqual({
      left: 997,
      of: 1000,
      source: 'allowance',
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

describe('lookupsLeftOf: a 429 wins (issue 31)', () => {
  it("shows none left of the service's figure while the service's stop runs, whatever the figure said", () => {
    expect(
      lookupsLeftOf(reading(NOW - 1000), { used: 3, allowance: null, exhaustedUntil: NOW + DAY_MS }, NOW),
    ).toEqual({ left: 0, of: 1000, source: 'service' });
    // The stop has ended: the figure stands again.
    expect(
      lookupsLeftOf(reading(NOW - 1000), { used: 3, allowance: null, exhaustedUntil: NOW - 1 }, NOW),
    ).toMatchObject({ left: 238 });
  });

  it('carries the reset of a service figure, for the lookup policy', () => {
    expect(lookupsLeftOf(reading(NOW - 1000, NOW + DAY_MS), { used: 3, allowance: null }, NOW)).toEqual({
      left: 238,
      of: 1000,
      source: 'service',
      resetsAt: NOW + DAY_MS,
    });
  });
});
