import type { SearchHit } from '@/lib/api/model';
import type { LocalSearchHit } from '@/lib/messages/protocol';

/** One row of a dish search, local or remote; the service's hits carry no diet tags or distance. */
export type ResultItem = { key: string } & Omit<SearchHit, 'sourceUrl'> &
  Partial<Pick<LocalSearchHit, 'diet' | 'distanceKm'>>;

/** Rows for a dish search's hits, local or the service's. */
export function resultItems(hits: readonly (LocalSearchHit | SearchHit)[]): ResultItem[] {
  return hits.map((hit, index) => ({ key: `${index}:${hit.placeId ?? ''}:${hit.dish}`, ...hit }));
}
