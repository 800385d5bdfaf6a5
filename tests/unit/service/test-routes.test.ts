import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/catalog/sample.ts';
import { type ServiceHandle, startService } from '@/service/http/server.ts';
import { call, manualClock, menuPath, searchPath } from './http.ts';

const CONTROL_ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['GET', '/__log'],
  ['DELETE', '/__log'],
  ['POST', '/__faults'],
  ['POST', '/__reset'],
  ['GET', '/__budget'],
];

describe('control routes outside test mode', () => {
  let service: ServiceHandle;
  beforeAll(async () => {
    service = await startService({ port: 0 });
  });
  afterAll(() => service.close());

  it.each(CONTROL_ROUTES)('%s %s is a 404, unbilled and unlogged', async (method, path) => {
    const response = await call(service, path, { method, body: method === 'POST' ? {} : undefined });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(service.budgetUsed()).toBe(0);
    expect(service.log()).toEqual([]);
  });
});

describe('control routes in test mode', () => {
  const clock = manualClock('2026-11-25T10:00:00Z');
  let service: ServiceHandle;
  beforeAll(async () => {
    service = await startService({ port: 0, testMode: true, monthlyBudget: 5, now: clock.now });
  });
  afterAll(() => service.close());

  async function getLog(): Promise<Array<Record<string, unknown>>> {
    const response = await call(service, '/__log', { key: null });
    expect(response.status).toBe(200);
    return (await response.json()) as Array<Record<string, unknown>>;
  }

  it('logs API requests without the key, needs no key itself and bills nothing', async () => {
    await call(service, '/__reset', { method: 'POST', key: null });
    await call(service, menuPath(SAMPLE_IDS.verified));
    await call(service, `${searchPath('tacos')}&limit=3`, { key: 'wrong-key' });
    const log = await getLog();
    expect(log).toEqual([
      {
        method: 'GET',
        path: '/v1/menu',
        query: { place_id: SAMPLE_IDS.verified },
        status: 200,
        at: '2026-11-25T10:00:00.000Z',
        auth: 'valid',
        keyIndex: 0,
        billed: true,
        fault: null,
      },
      {
        method: 'GET',
        path: '/v1/search',
        query: { q: 'tacos', limit: '3' },
        status: 401,
        at: '2026-11-25T10:00:00.000Z',
        auth: 'invalid',
        keyIndex: null,
        billed: false,
        fault: null,
      },
    ]);
    expect(JSON.stringify(log)).not.toContain(service.demoKey);
    expect(JSON.stringify(log)).not.toContain('wrong-key');
    expect(service.budgetUsed()).toBe(1);
  });

  it('clears the log with DELETE /__log', async () => {
    await call(service, menuPath(SAMPLE_IDS.verified));
    expect((await call(service, '/__log', { method: 'DELETE', key: null })).status).toBe(204);
    expect(await getLog()).toEqual([]);
  });

  it('replaces the fault config with POST /__faults and validates it', async () => {
    const bad = await call(service, '/__faults', { method: 'POST', key: null, body: { failRate: 'often' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_body' } });
    const set = await call(service, '/__faults', { method: 'POST', key: null, body: { failRate: 1 } });
    expect(await set.json()).toEqual({ failRate: 1 });
    expect((await call(service, menuPath(SAMPLE_IDS.verified))).status).toBe(503);
    await call(service, '/__faults', { method: 'POST', key: null, body: {} });
    expect((await call(service, menuPath(SAMPLE_IDS.verified))).status).toBe(200);
  });

  it('resets budget and log with POST /__reset, and resizes the budget with POST /__budget', async () => {
    const resized = await call(service, '/__budget', { method: 'POST', key: null, body: { used: 5 } });
    expect(await resized.json()).toMatchObject({ monthlyBudget: 5, used: [5] });
    expect((await call(service, menuPath(SAMPLE_IDS.verified))).status).toBe(429);
    expect((await call(service, '/__reset', { method: 'POST', key: null })).status).toBe(204);
    expect(service.budgetUsed()).toBe(0);
    expect(await getLog()).toEqual([]);
    expect((await call(service, menuPath(SAMPLE_IDS.verified))).status).toBe(200);
  });

  it('answers 405 for a wrong method and 400 for a body that is not JSON', async () => {
    expect((await call(service, '/__reset', { key: null })).status).toBe(405);
    const response = await fetch(`${service.url}/__faults`, { method: 'POST', body: '{not json' });
    expect(response.status).toBe(400);
  });
});
