import type { MenuStatus, Price, SearchHit } from '@/lib/api/model';
import type { LocalSearchHit } from '@/lib/messages/protocol';

/** One row of a dish search, local or remote. */
export interface ResultItem {
  key: string;
  dish: string;
  restaurant: string | null;
  /** Null when the service gave no place id: the row cannot be opened. */
  placeId: string | null;
  price: Price | null;
  status: MenuStatus;
  verifiedAt: number | null;
  /** The dish's diet tags (local results; the service's search gives none). */
  diet?: readonly string[] | undefined;
  /** Km from the point the search measured from (local results sorted by distance). */
  distanceKm?: number | undefined;
}

/** Rows for a dish search's hits, local or the service's. */
export function resultItems(hits: readonly (LocalSearchHit | SearchHit)[]): ResultItem[] {
  return hits.map((hit, index) => ({ key: `${index}:${hit.placeId ?? ''}:${hit.dish}`, ...hit }));
}
