import { afterEach, describe, expect, it } from 'vitest';
import { BudgetLedger, secondsUntilNextUtcMonth } from '@/service/budget.ts';
import { SAMPLE_IDS } from '@/service/catalog/sample.ts';
import { type ServiceHandle, type ServiceOptions, startService } from '@/service/http/server.ts';
import { call, manualClock, menuPath, searchPath } from './http.ts';

let service: ServiceHandle | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function start(options: ServiceOptions): Promise<ServiceHandle> {
  service = await startService({ port: 0, ...options });
  return service;
}

describe('secondsUntilNextUtcMonth', () => {
  it('counts to 00:00 UTC on the first of the next month, across years', () => {
    expect(secondsUntilNextUtcMonth(new Date('2026-11-30T23:59:00Z'))).toBe(60);
    expect(secondsUntilNextUtcMonth(new Date('2026-12-31T23:00:00Z'))).toBe(3600);
    expect(secondsUntilNextUtcMonth(new Date('2026-02-01T00:00:00Z'))).toBe(28 * 86_400);
  });
});

describe('BudgetLedger', () => {
  it('renews at the start of the next UTC month', () => {
    const clock = manualClock('2026-11-30T23:59:59Z');
    const ledger = new BudgetLedger(1, clock.now);
    expect(ledger.tryConsume('k').ok).toBe(true);
    expect(ledger.tryConsume('k')).toEqual({ ok: false, retryAfterSeconds: 1 });
    clock.set('2026-12-01T00:00:00Z');
    expect(ledger.tryConsume('k')).toEqual({ ok: true, used: 1, remaining: 0 });
  });
});

describe('monthly budget over HTTP', () => {
  it('answers 429 with Retry-After once the budget is spent, per key', async () => {
    const clock = manualClock('2026-11-25T00:00:00Z');
    const api = await start({ monthlyBudget: 3, keys: ['first-key', 'second-key'], now: clock.now });
    for (let index = 0; index < 3; index += 1) {
      expect((await call(api, menuPath(SAMPLE_IDS.verified))).status).toBe(200);
    }
    const refused = await call(api, menuPath(SAMPLE_IDS.verified));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(6 * 86_400));
    expect(await refused.json()).toEqual({
      error: { code: 'budget_exhausted', message: 'Monthly lookup budget exhausted.' },
    });
    expect((await call(api, searchPath('pizza'), { key: 'second-key' })).status).toBe(200);
    expect(api.budgetUsed('first-key')).toBe(3);
    expect(api.budgetUsed('second-key')).toBe(1);
    clock.set('2026-12-01T00:00:01Z');
    expect((await call(api, menuPath(SAMPLE_IDS.verified))).status).toBe(200);
  });

  it('bills 200, 400 and 404 answers but not 401, 405, preflight or unknown paths', async () => {
    const api = await start({ monthlyBudget: 100 });
    await call(api, menuPath(SAMPLE_IDS.verified));
    await call(api, '/v1/menu?place_id=');
    await call(api, '/v1/search');
    await call(api, menuPath(SAMPLE_IDS.notInCatalog));
    expect(api.budgetUsed()).toBe(4);
    await call(api, menuPath(SAMPLE_IDS.verified), { key: null });
    await call(api, menuPath(SAMPLE_IDS.verified), { key: 'wrong' });
    await call(api, menuPath(SAMPLE_IDS.verified), { method: 'DELETE' });
    await call(api, '/v1/nothing-here');
    await fetch(`${api.url}${menuPath(SAMPLE_IDS.verified)}`, { method: 'OPTIONS' });
    expect(api.budgetUsed()).toBe(4);
    const billed = api.log().map((entry) => [entry.status, entry.billed]);
    expect(billed).toEqual([
      [200, true],
      [400, true],
      [400, true],
      [404, true],
      [401, false],
      [401, false],
      [405, false],
      [404, false],
      [204, false],
    ]);
  });

  it('does not bill refused requests', async () => {
    const api = await start({ monthlyBudget: 1 });
    await call(api, menuPath(SAMPLE_IDS.verified));
    await call(api, menuPath(SAMPLE_IDS.verified));
    expect(api.budgetUsed()).toBe(1);
    expect(api.log().map((entry) => entry.billed)).toEqual([true, false]);
  });

  it('can be resized and refilled at run time', async () => {
    const api = await start({ monthlyBudget: 1000 });
    api.setBudget({ monthlyBudget: 10, used: 10 });
    expect((await call(api, menuPath(SAMPLE_IDS.verified))).status).toBe(429);
    api.reset();
    expect((await call(api, menuPath(SAMPLE_IDS.verified))).status).toBe(200);
    expect(api.log()).toHaveLength(1);
  });
});

describe('rate-limit headers', () => {
  const limits = (response: Response) =>
    Object.fromEntries(
      ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit-policy'].map((name) => [
        name,
        response.headers.get(name),
      ]),
    );

  it('say on every billed answer what is left of the month, and on a 429 that nothing is', async () => {
    const clock = manualClock('2026-11-25T00:00:00Z');
    const api = await start({ monthlyBudget: 3, now: clock.now });
    const month = `3;w=${30 * 86_400}`;
    const reset = String(6 * 86_400);
    expect(limits(await call(api, menuPath(SAMPLE_IDS.verified)))).toEqual({
      'ratelimit-limit': '3',
      'ratelimit-remaining': '2',
      'ratelimit-reset': reset,
      'ratelimit-policy': month,
    });
    expect(limits(await call(api, searchPath('pizza')))).toMatchObject({ 'ratelimit-remaining': '1' });
    const notFound = await call(api, menuPath(SAMPLE_IDS.notInCatalog));
    expect(notFound.status).toBe(404);
    expect(limits(notFound)).toMatchObject({ 'ratelimit-remaining': '0', 'ratelimit-limit': '3' });
    const refused = await call(api, menuPath(SAMPLE_IDS.verified));
    expect(refused.status).toBe(429);
    expect(limits(refused)).toEqual({
      'ratelimit-limit': '3',
      'ratelimit-remaining': '0',
      'ratelimit-reset': reset,
      'ratelimit-policy': month,
    });
  });

  it('a forced 429 says nothing is left; a refused key gets no figure', async () => {
    const api = await start({ monthlyBudget: 10, faults: { force429: true } });
    const forced = await call(api, menuPath(SAMPLE_IDS.verified));
    expect(forced.status).toBe(429);
    expect(forced.headers.get('ratelimit-remaining')).toBe('0');
    expect(forced.headers.get('ratelimit-limit')).toBe('10');
    const unauthorized = await call(api, menuPath(SAMPLE_IDS.verified), { key: 'wrong' });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('ratelimit-limit')).toBeNull();
  });

  it('are exposed to pages through CORS', async () => {
    const api = await start({ monthlyBudget: 10 });
    const exposed = (await call(api, menuPath(SAMPLE_IDS.verified))).headers.get(
      'access-control-expose-headers',
    );
    expect(exposed?.split(/,\s*/)).toEqual(
      expect.arrayContaining([
        'Retry-After',
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
        'RateLimit-Policy',
      ]),
    );
  });
});
