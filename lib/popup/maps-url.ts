/**
 * A Google Maps link for a place, built with the Maps URLs API
 * (https://developers.google.com/maps/documentation/urls/get-started#search-action).
 * `query` is required by the API; `query_place_id` makes Maps open that exact place.
 */
export function googleMapsPlaceUrl(placeId: string, name: string | null): string {
  const url = new URL('https://www.google.com/maps/search/');
  url.search = new URLSearchParams({
    api: '1',
    query: name?.trim() ? name.trim() : placeId,
    query_place_id: placeId,
  }).toString();
  return url.href;
}
