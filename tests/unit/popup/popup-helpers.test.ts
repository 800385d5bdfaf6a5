import { describe, expect, it } from 'vitest';
import { googleMapsPlaceUrl } from '@/lib/popup/maps-url';
import { tabIdFromSearch } from '@/lib/popup/popup-port';
import { budgetLevel } from '@/lib/worker/guards/budget-guard';

describe('tabIdFromSearch', () => {
  it.each([
    ['?tab=42', 42],
    ['?x=1&tab=0', 0],
    ['', null],
    ['?tab=', null],
    ['?tab=-1', null],
    ['?tab=1.5', null],
    ['?tab=abc', null],
    ['?tab=99999999999', null],
  ])('%s → %s', (search, expected) => {
    expect(tabIdFromSearch(search)).toBe(expected);
  });
});

describe('googleMapsPlaceUrl', () => {
  it('uses the Maps URLs API with the encoded name and the place id', () => {
    expect(googleMapsPlaceUrl('ChIJ_x', 'Café Zoë / Bar?')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Caf%C3%A9+Zo%C3%AB+%2F+Bar%3F&query_place_id=ChIJ_x',
    );
  });

  it('falls back to the place id as the query when there is no name', () => {
    expect(googleMapsPlaceUrl('ChIJ_x', '  ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=ChIJ_x&query_place_id=ChIJ_x',
    );
  });
});

describe('budgetLevel', () => {
  it.each([
    [79, 100, 'none'],
    [80, 100, 'warn'],
    [99, 100, 'warn'],
    [100, 100, 'reached'],
    [500, null, 'none'],
    [4, 5, 'warn'],
  ] as const)('%i of %s → %s', (used, allowance, level) => {
    expect(budgetLevel(used, allowance)).toBe(level);
  });
});
