import { describe, expect, it } from 'vitest';
import { readRateLimit } from '@/lib/api/http/rate-limit';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const read = (headers: Record<string, string>) => readRateLimit(new Headers(headers), NOW);

describe('readRateLimit: the IETF draft', () => {
  it('reads RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (delta seconds)', () => {
    expect(
      read({ 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '238', 'RateLimit-Reset': '86400' }),
    ).toEqual({ limit: 1000, remaining: 238, resetAt: NOW + 86_400_000 });
  });

  it('reads the first quota of a RateLimit-Limit that lists policies after it', () => {
    expect(read({ 'RateLimit-Limit': '1000, 1000;w=2592000', 'RateLimit-Remaining': '5' })).toEqual({
      limit: 1000,
      remaining: 5,
      resetAt: null,
    });
  });

  it('reads the structured fields, matching the state to its policy by name', () => {
    expect(
      read({
        'RateLimit-Policy': '"monthly";q=1000;w=2678400',
        RateLimit: '"monthly";r=238;t=3600',
      }),
    ).toEqual({ limit: 1000, remaining: 238, resetAt: NOW + 3_600_000 });
  });

  it('of several structured quotas, takes the one over the longest window', () => {
    expect(
      read({
        'RateLimit-Policy': '"burst";q=10;w=60, "monthly";q=1000;w=2678400',
        RateLimit: '"burst";r=9;t=30, "monthly";r=700;t=99',
      }),
    ).toEqual({ limit: 1000, remaining: 700, resetAt: NOW + 99_000 });
  });

  it('does not take a per-minute quota for the month', () => {
    expect(
      read({ 'RateLimit-Limit': '60', 'RateLimit-Remaining': '59', 'RateLimit-Policy': '60;w=60' }),
    ).toBeNull();
    expect(read({ 'RateLimit-Policy': '"m";q=60;w=60', RateLimit: '"m";r=59;t=10' })).toBeNull();
  });

  it('prefers the draft over X-RateLimit-*', () => {
    expect(
      read({
        'RateLimit-Limit': '1000',
        'RateLimit-Remaining': '10',
        'X-RateLimit-Limit': '500',
        'X-RateLimit-Remaining': '400',
      }),
    ).toMatchObject({ limit: 1000, remaining: 10 });
  });
});

describe('readRateLimit: X-RateLimit-*', () => {
  it('reads limit and remaining, and a reset in delta seconds', () => {
    expect(
      read({ 'X-RateLimit-Limit': '5000', 'X-RateLimit-Remaining': '4999', 'X-RateLimit-Reset': '60' }),
    ).toEqual({ limit: 5000, remaining: 4999, resetAt: NOW + 60_000 });
  });

  it('reads a reset in epoch seconds (as GitHub sends it)', () => {
    const resetAt = NOW + 7 * 86_400_000;
    expect(
      read({
        'X-RateLimit-Limit': '5000',
        'X-RateLimit-Remaining': '1',
        'X-RateLimit-Reset': String(resetAt / 1000),
      }),
    ).toEqual({ limit: 5000, remaining: 1, resetAt });
  });

  it('falls back to them when the draft fields cannot be read', () => {
    expect(
      read({
        'RateLimit-Limit': 'lots',
        'RateLimit-Remaining': '10',
        'X-RateLimit-Limit': '500',
        'X-RateLimit-Remaining': '400',
      }),
    ).toEqual({ limit: 500, remaining: 400, resetAt: null });
  });
});

describe('readRateLimit: what cannot be read', () => {
  it.each([
    ['no headers', {}],
    ['a limit without remaining', { 'RateLimit-Limit': '1000' }],
    ['remaining without a limit', { 'X-RateLimit-Remaining': '10' }],
    ['words', { 'RateLimit-Limit': 'unlimited', 'RateLimit-Remaining': 'many' }],
    ['fractions', { 'RateLimit-Limit': '1000.5', 'RateLimit-Remaining': '10' }],
    ['exponents', { 'RateLimit-Limit': '1e3', 'RateLimit-Remaining': '10' }],
    ['empty values', { 'RateLimit-Limit': '', 'RateLimit-Remaining': '' }],
    ['a negative limit', { 'RateLimit-Limit': '-1000', 'RateLimit-Remaining': '0' }],
    ['a zero limit', { 'X-RateLimit-Limit': '0', 'X-RateLimit-Remaining': '0' }],
    ['more remaining than the limit', { 'RateLimit-Limit': '10', 'RateLimit-Remaining': '11' }],
    ['overlong values', { 'RateLimit-Limit': '1'.repeat(600), 'RateLimit-Remaining': '1' }],
    ['a state without its policy', { RateLimit: '"m";r=5;t=10' }],
    ['a state naming another policy', { 'RateLimit-Policy': '"a";q=100', RateLimit: '"b";r=5' }],
  ])('%s → null', (_label, headers) => {
    expect(read(headers as Record<string, string>)).toBeNull();
  });

  // Issue 31: figures that cannot be true are unknown, not clamped into something shown.
  it.each([
    ['a negative remaining', { 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '-3' }],
    ['a 15-digit limit', { 'RateLimit-Limit': '999999999999999', 'RateLimit-Remaining': '5' }],
    [
      'a 15-digit remaining',
      { 'X-RateLimit-Limit': '999999999999999', 'X-RateLimit-Remaining': '999999999999998' },
    ],
    ['a limit above any monthly plan', { 'RateLimit-Limit': '100000001', 'RateLimit-Remaining': '5' }],
  ])('%s → null', (_label, headers) => {
    expect(read(headers as Record<string, string>)).toBeNull();
  });

  it('a figure whose reset has passed, or cannot be true, is stale: null', () => {
    // −100 s, 0 s, 2001 in epoch seconds, and more than a year away.
    for (const reset of ['-100', '0', '1000000000', String(400 * 86_400)]) {
      expect(
        read({ 'RateLimit-Limit': '1000', 'RateLimit-Remaining': '3', 'RateLimit-Reset': reset }),
        reset,
      ).toBeNull();
    }
    expect(read({ 'RateLimit-Policy': '"m";q=1000', RateLimit: '"m";r=3;t=-100' })).toBeNull();
  });

  it('keeps the figure, without a reset, when the reset is not a number at all', () => {
    expect(read({ 'RateLimit-Limit': '10', 'RateLimit-Remaining': '3', 'RateLimit-Reset': 'soon' })).toEqual({
      limit: 10,
      remaining: 3,
      resetAt: null,
    });
  });
});
