/** The place a Google Maps URL shows. */
export interface MapsUrlPlace {
  /** A Places place id: `ChIJ…` or another Places id shape. */
  placeId: string;
  /** The place name as the URL spells it; a hint for display, never an identifier. */
  nameHint: string | null;
}
