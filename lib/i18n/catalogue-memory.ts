import { type Catalogue, withCatalogue } from './messages';

// The worker's one reader of catalogues: its own words (the toolbar's) and a Maps panel's, in the
// panel's language, come from this one memory, so no catalogue is fetched twice per worker.

export function rememberCatalogues(read: (language: string) => Promise<Catalogue | null>) {
  const readings = new Map<string, Promise<Catalogue | null>>();
  /** `language`'s catalogue, read once; null when it cannot be read (it is tried again next time). */
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
    /** Runs `word` (which must not await) with `language`'s catalogue in use, else the one in use. */
    inLanguage: async <T>(language: string, word: () => T): Promise<T> => {
      const catalogue = await of(language);
      return catalogue ? withCatalogue(language, catalogue, word) : word();
    },
  };
}
