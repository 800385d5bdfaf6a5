import { describe, expect, it } from 'vitest';
import { resultBadgeText } from '@/lib/format/result-badge-text';

describe('resultBadgeText', () => {
  it('counts the dishes when no diet is set', () => {
    expect(resultBadgeText({ dishCount: 23, matching: null, stale: false }, [])).toBe('Menu · 23 dishes');
    expect(resultBadgeText({ dishCount: 1, matching: null, stale: false }, [])).toBe('Menu · 1 dish');
  });

  it("counts the dishes that fit the user's diets", () => {
    expect(resultBadgeText({ dishCount: 23, matching: 4, stale: false }, ['vegan'])).toBe('Menu · 4 vegan');
    expect(resultBadgeText({ dishCount: 23, matching: 0, stale: false }, ['vegan', 'halal'])).toBe(
      'Menu · 0 vegan or halal',
    );
  });

  it('says when the saved menu is past the freshness window', () => {
    expect(resultBadgeText({ dishCount: 2, matching: null, stale: true }, [])).toBe(
      'Menu · 2 dishes · stale',
    );
    expect(resultBadgeText({ dishCount: 9, matching: 3, stale: true }, ['vegan'])).toBe(
      'Menu · 3 vegan · stale',
    );
  });
});
