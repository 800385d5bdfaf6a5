/** Where in the URL the place id was found. */
export type PlaceSource = 'place_id' | 'fid' | 'query_place_id' | 'q' | 'query' | 'ftid';

/** The place a Google Maps URL shows. Two refs are the same place when provider and placeId match. */
export interface MapsUrlPlace {
  provider: 'google';
  /** A Places place id: `ChIJ…` or another Places id shape. */
  placeId: string;
  source: PlaceSource;
  /** `0x<hi>:0x<lo>` in canonical lowercase hex, only when the URL itself carries it. */
  featureId?: string;
  /** The place name as the URL spells it; a hint for display, never an identifier. */
  nameHint: string | null;
}
