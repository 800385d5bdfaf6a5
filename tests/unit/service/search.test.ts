import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '@/service/catalog/generate.ts';
import { SAMPLE_IDS } from '@/service/catalog/sample.ts';
import { type ServiceHandle, startService } from '@/service/http/server.ts';
import { call, search, searchPath } from './http.ts';

let service: ServiceHandle;
let large: ServiceHandle;

beforeAll(async () => {
  service = await startService({ port: 0 });
  large = await startService({ port: 0, catalog: generateCatalog(400, 11) });
});
afterAll(async () => {
  await service.close();
  await large.close();
});

const dishes = (body: { results: Array<{ dish: string }> }) => body.results.map((result) => result.dish);

describe('GET /v1/search matching', () => {
  it('echoes the query and returns the contract fields', async () => {
    const body = await search(service, 'Crème brûlée');
    expect(body.query).toBe('Crème brûlée');
    expect(body.results).toEqual([
      {
        dish: 'Crème brûlée',
        restaurant: 'Le Petit Bistrot',
        place_id: SAMPLE_IDS.verified,
        price: { amount: 8, currency: 'EUR' },
        source_url: 'https://lepetitbistrot.example/carte',
        verified_at: '2026-11-12T09:30:00Z',
        menu_status: 'verified',
      },
    ]);
  });

  it.each([
    ['creme brulee', 'Crème brûlée'],
    ['CRÈME BRÛLÉE', 'Crème brûlée'],
    ['pho bo', 'Phở bò tái'],
    ['banh xeo', 'Bánh xèo'],
    ['ca phe sua da', 'Cà phê sữa đá'],
    ['aeblekage', 'Æblekage'],
    ['corbasi', 'Mercimek çorbası'],
    ['iskender', 'İskender kebap'],
    ['otoro', 'Ōtoro nigiri'],
  ])('matches %s to %s regardless of case and accents', async (query, dish) => {
    expect(dishes(await search(service, query))).toContain(dish);
  });

  it('requires every query word to start a word of the name or the description', async () => {
    expect(dishes(await search(service, 'tacos pastor'))).toEqual(['Tacos al pastor', 'Tacos al pastor']);
    expect(dishes(await search(service, 'tacos sushi'))).toEqual([]);
    expect(dishes(await search(service, 'pineapple'))).toEqual(['Tacos al pastor']);
    expect(dishes(await search(service, 'astor'))).toEqual([]);
  });

  it('converts bare-number prices with the menu currency and keeps price labels as sent', async () => {
    const napoli = (await search(service, 'friarielli')).results[0];
    expect(napoli?.price).toEqual({ amount: 5, currency: 'EUR' });
    const rincon = (await search(service, 'patatas bravas')).results[0];
    expect(rincon?.price).toBe('6,50\u00a0€');
    expect(typeof rincon?.verified_at).toBe('number');
  });

  it('never returns dishes of `none` or `unavailable` menus, even stale ones', async () => {
    const pancakes = await search(service, 'pancake');
    expect(dishes(pancakes)).toEqual(['Scallion pancake', 'Haemul pajeon']);
    expect(pancakes.results.some((result) => result.place_id === SAMPLE_IDS.unavailableClosed)).toBe(false);
    expect(await search(service, 'sunrise')).toMatchObject({ results: [] });
    expect(await search(service, 'denver omelette')).toMatchObject({ results: [] });
    const statuses = new Set((await search(service, 'a', 50)).results.map((result) => result.menu_status));
    expect([...statuses].every((status) => ['verified', 'crawled', 'scanned'].includes(status))).toBe(true);
  });
});

describe('GET /v1/search ordering and limits', () => {
  it('puts the exact name first, then prefix, then word matches, whatever the grade', async () => {
    const { results } = await search(service, 'margherita');
    expect(results.map((result) => [result.dish, result.menu_status])).toEqual([
      ['Margherita', 'crawled'],
      ['Margherita DOP', 'verified'],
      ['Pizza Margherita', 'crawled'],
    ]);
  });

  it('ranks verified before crawled before scanned within a tier, then by restaurant name', async () => {
    const pastor = await search(service, 'tacos al pastor');
    expect(pastor.results.map((result) => result.restaurant)).toEqual([
      'Taquería La Esquina',
      'Café Tacubaya',
    ]);
    const jalapeno = await search(service, 'jalapeno');
    expect(jalapeno.results.map((result) => result.restaurant)).toEqual([
      'Taquería La Esquina',
      'Smokehouse 71',
    ]);
    const miso = await search(service, 'miso');
    expect(miso.results.map((result) => [result.dish, result.menu_status])).toEqual([
      ['Miso soup', 'verified'],
      ['Miso ramen', 'crawled'],
      ['Miso soup with wakame', 'scanned'],
    ]);
  });

  it('keeps tier and grade order on a broad query', async () => {
    const grade = { verified: 0, crawled: 1, scanned: 2 } as Record<string, number>;
    const { results } = await search(large, 'margherita', 50);
    const exact = results.filter((result) => result.dish === 'Margherita');
    expect(exact.length).toBeGreaterThan(1);
    expect(results.slice(0, exact.length).every((result) => result.dish === 'Margherita')).toBe(true);
    const grades = exact.map((result) => grade[result.menu_status] ?? 9);
    expect(grades).toEqual([...grades].sort((a, b) => a - b));
  });

  it('caps results at 25 by default and at 50 with `limit`', async () => {
    expect((await search(large, 'margherita')).results).toHaveLength(25);
    expect((await search(large, 'margherita', 5)).results).toHaveLength(5);
    expect((await search(large, 'margherita', 500)).results).toHaveLength(50);
  });

  it.each([
    ['/v1/search', 'missing_parameter'],
    ['/v1/search?q=', 'empty_parameter'],
    ['/v1/search?q=%20', 'empty_parameter'],
    [searchPath('pizza', 0), 'invalid_parameter'],
    ['/v1/search?q=pizza&limit=ten', 'invalid_parameter'],
    [searchPath('x'.repeat(201)), 'query_too_long'],
  ])('answers 400 for %s', async (path, code) => {
    const response = await call(service, path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code } });
  });

  it('answers an empty list for a query with no letters or digits', async () => {
    expect(await search(service, '!!!')).toEqual({ query: '!!!', results: [] });
  });
});
