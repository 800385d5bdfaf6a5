import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/catalog/sample.ts';
import { type ServiceHandle, startService } from '@/service/http/server.ts';
import { call, menuPath } from './http.ts';

let service: ServiceHandle;
beforeAll(async () => {
  service = await startService({ port: 0, monthlyBudget: 1 });
});
afterAll(() => service.close());

describe('CORS', () => {
  it('answers a preflight with 204, no key and no billing', async () => {
    const response = await fetch(`${service.url}${menuPath(SAMPLE_IDS.verified)}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://www.google.com',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
    expect(await response.text()).toBe('');
    expect(service.budgetUsed()).toBe(0);
    expect(service.log().at(-1)).toMatchObject({
      method: 'OPTIONS',
      status: 204,
      billed: false,
      auth: 'none',
    });
  });

  it('puts CORS headers on successes and on errors, exposing Retry-After', async () => {
    for (const response of [
      await call(service, menuPath(SAMPLE_IDS.verified)),
      await call(service, menuPath(SAMPLE_IDS.verified), { key: null }),
      await call(service, menuPath(SAMPLE_IDS.verified)),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
    }
    expect(service.log().map((entry) => entry.status)).toEqual([204, 200, 401, 429]);
  });
});
