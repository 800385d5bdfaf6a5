import { afterEach, describe, expect, it } from 'vitest';
import { dietList, dietName, NAMED_DIETS } from '@/lib/format/menu-text';
import { type Catalogue, useCatalogue } from '@/lib/i18n/messages';
import german from '@/locales/de.json';
import english from '@/locales/en.json';

afterEach(() => useCatalogue('en', english as Catalogue));

describe('dietName (menu-text)', () => {
  it("names a diet tag in the reader's language, every named one in every catalogue", () => {
    useCatalogue('de', german as Catalogue);
    expect(dietName('vegetarian')).toBe('Vegetarisch');
    expect(dietList(['vegan', 'gluten-free'])).toBe(
      `${german['diet.vegan']} oder ${german['diet.gluten-free']}`,
    );
    for (const tag of NAMED_DIETS) expect(dietName(tag)).not.toBe(tag);
  });

  it('shows a tag the catalogue does not name as the service sent it', () => {
    useCatalogue('de', german as Catalogue);
    expect(dietName('pescatarian')).toBe('pescatarian');
  });
});
