import { describe, expect, it } from 'vitest';
import { googleMapsPlaceUrl } from '@/lib/popup/maps-url';

describe('googleMapsPlaceUrl', () => {
  it('uses the Maps URLs API with the encoded name and the place id', () => {
    expect(googleMapsPlaceUrl('ChIJ_x', 'Café Zoë / Bar?')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Caf%C3%A9+Zo%C3%AB+%2F+Bar%3F&query_place_id=ChIJ_x',
    );
  });

  it('falls back to the place id as the query when there is no name', () => {
    expect(googleMapsPlaceUrl('ChIJ_x', '  ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=ChIJ_x&query_place_id=ChIJ_x',
    );
  });
});
