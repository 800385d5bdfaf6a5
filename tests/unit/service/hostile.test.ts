import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_IDS } from '@/service/catalog/hostile.ts';
import { placeIdToFeatureId } from '@/service/catalog/ids.ts';
import { SAMPLE_CATALOG } from '@/service/catalog/sample.ts';
import { type ServiceHandle, startService } from '@/service/http/server.ts';
import { call, menuPath, search } from './http.ts';

let plain: ServiceHandle;
let testMode: ServiceHandle;
beforeAll(async () => {
  plain = await startService({ port: 0 });
  testMode = await startService({ port: 0, testMode: true });
});
afterAll(async () => {
  await plain.close();
  await testMode.close();
});

describe('hostile records', () => {
  it('have their own valid ChIJ ids', () => {
    const ids = Object.values(HOSTILE_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(placeIdToFeatureId(id)).not.toBeNull();
      expect(SAMPLE_CATALOG.some((entry) => entry.placeId === id)).toBe(false);
    }
  });

  it('are not served outside test mode', async () => {
    expect((await call(plain, menuPath(HOSTILE_IDS.xss))).status).toBe(404);
    expect((await search(plain, 'img')).results).toEqual([]);
  });

  it('serve markup in dish names and a javascript: source in test mode', async () => {
    const xss = (await (await call(testMode, menuPath(HOSTILE_IDS.xss))).json()) as {
      items: Array<{ name: string }>;
    };
    const names = xss.items.map((item) => item.name);
    expect(names).toContain('<img src=x onerror=alert(1)>');
    expect(names.some((name) => name.includes('<script>'))).toBe(true);
    const trap = await (await call(testMode, menuPath(HOSTILE_IDS.javascriptUrl))).json();
    expect(trap).toMatchObject({ source_url: 'javascript:alert(1)' });
    expect((await search(testMode, 'img onerror')).results[0]?.place_id).toBe(HOSTILE_IDS.xss);
  });

  it('serve wrong types everywhere', async () => {
    const record = (await (await call(testMode, menuPath(HOSTILE_IDS.wrongTypes))).json()) as Record<
      string,
      unknown
    >;
    expect(typeof record.name).toBe('number');
    expect(Array.isArray(record.items)).toBe(false);
    expect(typeof record.items).toBe('object');
    expect(typeof record.prices).toBe('string');
    expect(typeof record.source_url).toBe('number');
  });

  it('serve a body over 3 MB', async () => {
    const response = await call(testMode, menuPath(HOSTILE_IDS.huge));
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(3 * 1024 * 1024);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(3 * 1024 * 1024);
  });

  it('can be included without test mode', async () => {
    const service = await startService({ port: 0, includeHostile: true });
    try {
      expect((await call(service, menuPath(HOSTILE_IDS.unknownStatus))).status).toBe(200);
      expect((await call(service, '/__log')).status).toBe(404);
    } finally {
      await service.close();
    }
  });
});
