import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/catalog/sample.ts';
import { type ServiceHandle, startService } from '@/service/http/server.ts';
import { call, menuPath } from './http.ts';

let service: ServiceHandle;

beforeAll(async () => {
  service = await startService({ port: 0 });
});
afterAll(() => service.close());

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(typeof body.error.message).toBe('string');
  return body.error;
}

describe('GET /v1/menu', () => {
  it('listens on loopback and names the demo key', () => {
    expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(service.demoKey).toBe('demo-key-menu-on-maps');
  });

  it('answers 200 with the full record for a read menu', async () => {
    const response = await call(service, menuPath(SAMPLE_IDS.verified));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const record = (await response.json()) as Record<string, unknown>;
    expect(record).toMatchObject({
      place_id: SAMPLE_IDS.verified,
      name: 'Le Petit Bistrot',
      menu_status: 'verified',
      source_url: 'https://lepetitbistrot.example/carte',
      verified_at: '2026-11-12T09:30:00Z',
      prices: { currency: 'EUR' },
    });
    expect(record.items).toContainEqual({
      name: 'Crème brûlée',
      description: 'Vanilla custard, caramelised sugar',
      price: { amount: 8, currency: 'EUR' },
      section: 'Desserts',
      diet_tags: ['vegetarian', 'gluten-free'],
    });
    expect(record).not.toHaveProperty('reason');
  });

  it('answers 200 (not an error) with a reason code for an unavailable menu', async () => {
    const response = await call(service, menuPath(SAMPLE_IDS.unavailable));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      menu_status: 'unavailable',
      reason: 'menu_not_public',
      items: [],
    });
  });

  it('answers 200 with empty items for a `none` record', async () => {
    const response = await call(service, menuPath(SAMPLE_IDS.none));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ menu_status: 'none', items: [], source_url: null });
  });

  it('serves the real Maps ids', async () => {
    const response = await call(service, menuPath(SAMPLE_IDS.realBengaluru));
    expect(await response.json()).toMatchObject({
      name: 'Malleshwaram Tiffin Room',
      prices: { currency: 'INR' },
    });
  });

  it.each([
    ['missing', null, 'API key missing.'],
    ['invalid', 'not-the-key', 'API key invalid.'],
  ])('answers 401 when the key is %s', async (_label, key, message) => {
    const response = await call(service, menuPath(SAMPLE_IDS.verified), { key });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await errorOf(response)).toEqual({ code: 'unauthorized', message });
  });

  it('answers 401 for a right key under the wrong scheme', async () => {
    const response = await fetch(`${service.url}${menuPath(SAMPLE_IDS.verified)}`, {
      headers: { Authorization: `Basic ${service.demoKey}` },
    });
    expect(response.status).toBe(401);
  });

  it('answers 404 for a place id not in the catalog', async () => {
    const response = await call(service, menuPath(SAMPLE_IDS.notInCatalog));
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('place_not_found');
  });

  it.each([
    ['/v1/menu', 'missing_parameter'],
    ['/v1/menu?place_id=', 'empty_parameter'],
    ['/v1/menu?place_id=%20%20', 'empty_parameter'],
  ])('answers 400 with a JSON error for %s', async (path, code) => {
    const response = await call(service, path);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe(code);
  });

  it('answers 405 for other methods and 404 JSON for unknown paths', async () => {
    const post = await call(service, menuPath(SAMPLE_IDS.verified), { method: 'POST', body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, OPTIONS');
    expect((await errorOf(post)).code).toBe('method_not_allowed');
    for (const path of ['/', '/v1', '/v1/menus', '/v2/menu']) {
      const response = await call(service, path);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('not_found');
    }
  });
});
