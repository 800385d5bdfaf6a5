import { afterEach, describe, expect, it } from 'vitest';
import { distanceText } from '@/lib/format/distance-text';
import { useCatalogue } from '@/lib/i18n/messages';
import english from '@/locales/en.json';

afterEach(() => useCatalogue('en', english));

describe('distanceText', () => {
  it('says metres under 1 km (to 10 m), km with a decimal under 10, whole km beyond', () => {
    useCatalogue('en', english);
    expect(distanceText(0.004)).toBe('10 m');
    expect(distanceText(0.847)).toBe('850 m');
    expect(distanceText(1.26)).toBe('1.3 km');
    expect(distanceText(14.4)).toBe('14 km');
    expect(distanceText(Number.NaN)).toBe('');
    expect(distanceText(-1)).toBe('');
  });

  it("writes numbers the catalogue's language's way", () => {
    useCatalogue('de', english);
    expect(distanceText(1.26)).toBe('1,3 km');
    useCatalogue('ar', english);
    expect(distanceText(0.85)).toMatch(/م/);
  });
});
