import { type CatalogEntry, generateCatalog, type MenuRecord, SAMPLE_CATALOG } from '@/service/index.ts';
import { type FixturePlace, placePath } from '@/testing/maps-site/place-urls.ts';
import { toFixturePlace } from '@/testing/stack.ts';

/** Generated restaurants beside the sample catalog: enough fresh places for the uncached runs. */
export const GENERATED_COUNT = 240;

const generated = () => generateCatalog(GENERATED_COUNT, 7);

export function benchCatalog(): CatalogEntry[] {
  return [...SAMPLE_CATALOG, ...generated()];
}

export const samplePlacesWithDishes = () => withDishes(SAMPLE_CATALOG);
export const generatedPlacesWithDishes = () => withDishes(generated());

/** Places whose record carries dishes (the panel shows a dish list for them). */
export function withDishes(entries: readonly CatalogEntry[]): FixturePlace[] {
  return entries
    .filter((entry) => {
      const record = entry.record as Partial<MenuRecord>;
      const readable = ['verified', 'crawled', 'scanned'].includes(String(record.menu_status));
      return readable && Array.isArray(record.items) && record.items.length > 0;
    })
    .map(toFixturePlace);
}

/** Hands out places in order, each at most once across the whole run. */
export function placePool(places: readonly FixturePlace[]) {
  let next = 0;
  return {
    take(count: number): FixturePlace[] {
      const taken = places.slice(next, next + count);
      if (taken.length < count) throw new Error(`only ${places.length} places with dishes in the catalog`);
      next += count;
      return taken;
    },
  };
}

export const mapsUrl = (place: FixturePlace) => `https://www.google.com${placePath(place)}`;
