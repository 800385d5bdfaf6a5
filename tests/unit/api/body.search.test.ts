import { describe, expect, it } from 'vitest';
import { type SearchResult, SearchResultSchema } from '@/lib/api/model';
import { parseSearchBody } from '@/lib/api/normalise/body';

function search(body: unknown, sent = 'soup'): SearchResult {
  const result = parseSearchBody(sent, JSON.stringify(body));
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  expect(SearchResultSchema.parse(result.value)).toEqual(result.value);
  return result.value;
}

describe('search response normalisation', () => {
  it('reads a well-formed response', () => {
    expect(
      search({
        query: 'pho',
        results: [
          {
            dish: 'Pho Bo',
            restaurant: 'Saigon',
            place_id: 'ChIJabc',
            price: '€12.50',
            source_url: 'https://saigon.example/menu',
            verified_at: '2024-05-01',
            menu_status: 'verified',
          },
        ],
      }),
    ).toEqual({
      query: 'pho',
      hits: [
        {
          dish: 'Pho Bo',
          restaurant: 'Saigon',
          placeId: 'ChIJabc',
          price: { amount: 12.5, currency: 'EUR', text: null },
          sourceUrl: 'https://saigon.example/menu',
          verifiedAt: Date.UTC(2024, 4, 1),
          status: 'verified',
        },
      ],
    });
  });

  it.each([
    ['missing results', {}],
    ['results null', { results: null }],
    ['results an object', { results: { dish: 'x' } }],
    ['results a string', { results: 'soup' }],
  ])('%s → no hits, query falls back to the one sent', (_label, body) => {
    expect(search(body, 'soup')).toEqual({ query: 'soup', hits: [] });
  });

  it('loose elements: name / restaurant_name / numeric place id / price object / epoch / odd status', () => {
    const { hits } = search({
      results: [
        {
          name: 'Ramen',
          restaurant_name: 'Ichiban',
          place_id: 12345,
          price: { amount_minor: 1200, currency: 'JPY' },
          verified_at: 1714559400,
          menu_status: 'Scanned',
        },
        {
          dish: { name: 'Udon', price: '¥900' },
          restaurant: { name: 'Men', place_id: 'ChIJmen' },
          menu_status: 'new',
        },
      ],
    });
    expect(hits).toEqual([
      {
        dish: 'Ramen',
        restaurant: 'Ichiban',
        placeId: '12345',
        price: { amount: 1200, currency: 'JPY', text: null },
        sourceUrl: null,
        verifiedAt: Date.UTC(2024, 4, 1, 10, 30),
        status: 'scanned',
      },
      {
        dish: 'Udon',
        restaurant: 'Men',
        placeId: 'ChIJmen',
        price: { amount: 900, currency: 'JPY', text: null },
        sourceUrl: null,
        verifiedAt: null,
        status: 'unknown',
      },
    ]);
  });

  it('drops elements without a dish name and non-object elements', () => {
    const { hits } = search({
      results: [null, 'Soup', 7, [], { restaurant: 'x' }, { dish: '' }, { dish: 'Kept' }],
    });
    expect(hits.map((h) => h.dish)).toEqual(['Kept']);
  });

  it('applies the envelope currency to bare prices and drops unsafe links', () => {
    const { hits } = search({
      currency: 'EUR',
      results: [{ dish: 'A', price: 5, source_url: 'javascript:alert(1)' }],
    });
    expect(hits[0]).toMatchObject({ price: { amount: 5, currency: 'EUR', text: null }, sourceUrl: null });
  });

  it('keeps hostile strings literal', () => {
    const { hits } = search({ results: [{ dish: '<script>x</script>', restaurant: '<b>r</b>' }] });
    expect(hits[0]).toMatchObject({ dish: '<script>x</script>', restaurant: '<b>r</b>' });
  });

  it('uses the sent query when the echoed one is not a string', () => {
    expect(search({ query: 42 }, 'tea').query).toBe('42');
    expect(search({ query: { q: 'x' } }, 'tea').query).toBe('tea');
    expect(search({ query: '   ' }, 'tea').query).toBe('tea');
  });

  it('caps the number of hits', () => {
    const results = Array.from({ length: 2000 }, (_, i) => ({ dish: `D${i}` }));
    expect(search({ results }).hits).toHaveLength(500);
  });
});
