import { type Catalogue, withCatalogue } from './messages';

// The worker's one reader of catalogues: its own words (the toolbar's) and a Maps panel's, in the
// panel's language, come from this one memory, so no catalogue is fetched twice per worker.

export interface Catalogues {
  /** `language`'s catalogue, read once; null when it cannot be read (it is tried again next time). */
  of(language: string): Promise<Catalogue | null>;
  /** Runs `word` (which must not await) with `language`'s catalogue in use, else the one in use. */
  inLanguage<T>(language: string, word: () => T): Promise<T>;
}

export function rememberCatalogues(read: (language: string) => Promise<Catalogue | null>): Catalogues {
  const readings = new Map<string, Promise<Catalogue | null>>();
  const of = (language: string) => {
    let reading = readings.get(language);
    if (!reading) {
      reading = read(language).catch(() => null);
      readings.set(language, reading);
      void reading.then((catalogue) => catalogue || readings.delete(language));
    }
    return reading;
  };
  return {
    of,
    inLanguage: async (language, word) => {
      const catalogue = await of(language);
      return catalogue ? withCatalogue(language, catalogue, word) : word();
    },
  };
}
