import { beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_IDS } from '@/service/index.ts';
import { contractClient, expectBillingAgrees, expectError, expectOk, useService } from './harness';

// The service reads its clock from here, so Retry-After (seconds to the next UTC month) is exact.
let serviceNow = new Date('2026-11-17T08:30:15.250Z');
const service = useService({ now: () => serviceNow });
// reset() clears usage only; the size of the budget is set back here.
beforeEach(() => service().setBudget({ monthlyBudget: 1000 }));

/** Whole seconds to 00:00 UTC on the first of the next month, worked out independently. */
function secondsToNextMonth(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.ceil((next - now.getTime()) / 1000);
}

describe('429: monthly budget exhausted', () => {
  it.each([
    ['mid-month', '2026-11-17T08:30:15.250Z'],
    ['half a second before the new year', '2026-12-31T23:59:59.500Z'],
    ['the first instant of a month', '2027-02-01T00:00:00.000Z'],
  ])('%s: budget_exhausted with Retry-After until the next UTC month, not retried', async (_l, iso) => {
    serviceNow = new Date(iso);
    service().setBudget({ monthlyBudget: 5, used: 5 });
    const contract = contractClient(service());
    const result = await contract.client.getMenu(SAMPLE_IDS.verified);
    const expectedSeconds = secondsToNextMonth(serviceNow);
    expect(expectError(result)).toEqual({
      kind: 'budget_exhausted',
      status: 429,
      retryAfterMs: expectedSeconds * 1000,
    });
    expect(contract.sent()).toBe(1);
    expect(contract.delays).toEqual([]);
    expect(service().log()).toMatchObject([{ status: 429, billed: false }]);
    expect(service().log()).toHaveLength(1);
    expect(service().budgetUsed()).toBe(5);
  });

  it('spends the last lookups of the budget, then both endpoints answer budget_exhausted', async () => {
    serviceNow = new Date('2026-11-17T08:30:15.250Z');
    service().setBudget({ monthlyBudget: 3, used: 1 });
    const contract = contractClient(service());
    expectOk(await contract.client.getMenu(SAMPLE_IDS.verified));
    expectOk(await contract.client.search('pizza'));
    const menu = await contract.client.getMenu(SAMPLE_IDS.crawled);
    const search = await contract.client.search('pizza');
    for (const result of [menu, search]) {
      expect(expectError(result)).toMatchObject({ kind: 'budget_exhausted', status: 429 });
    }
    expect(
      service()
        .log()
        .map((entry) => [entry.status, entry.billed]),
    ).toEqual([
      [200, true],
      [200, true],
      [429, false],
      [429, false],
    ]);
    expect(service().budgetUsed()).toBe(3);
    // Each request sent is counted by the client; the service bills 429s to no one.
    expect(contract.sent()).toBe(4);
  });

  it('a forced 429 fault reads the same, with Retry-After, and bills nothing', async () => {
    serviceNow = new Date('2026-11-30T23:00:00Z');
    service().setFaults({ force429: true });
    const contract = contractClient(service());
    const result = await contract.client.search('pizza');
    expect(expectError(result)).toEqual({ kind: 'budget_exhausted', status: 429, retryAfterMs: 3_600_000 });
    expect(contract.sent()).toBe(1);
    expect(service().log()).toMatchObject([{ status: 429, billed: false, fault: 'force-429' }]);
    expect(service().budgetUsed()).toBe(0);
  });
});

describe('budget accounting: the service bills what the client counts', () => {
  it('after a scripted run with retries, budgetUsed = onRequestSent calls', async () => {
    serviceNow = new Date('2026-11-17T08:30:15.250Z');
    service().setFaults({
      places: {
        [SAMPLE_IDS.crawled]: { status: 503, times: 1 },
        [SAMPLE_IDS.scanned]: { status: 502, times: 2 },
        [SAMPLE_IDS.none]: { status: 500 },
        [SAMPLE_IDS.yen]: { malformed: 'truncated' },
      },
    });
    const contract = contractClient(service());
    const { client } = contract;
    const calls = [
      () => client.getMenu(SAMPLE_IDS.verified),
      () => client.getMenu(SAMPLE_IDS.crawled),
      () => client.getMenu(SAMPLE_IDS.scanned),
      () => client.getMenu(SAMPLE_IDS.none),
      () => client.getMenu(SAMPLE_IDS.notInCatalog),
      () => client.getMenu(SAMPLE_IDS.yen),
      () => client.search('creme brulee'),
      () => client.getMenu(''),
    ];
    // Each call's outcome and the requests it sent.
    const results: Array<[boolean, number]> = [];
    for (const call of calls) {
      const before = contract.sent();
      results.push([(await call()).ok, contract.sent() - before]);
    }
    expect(results).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 3],
      [false, 1],
      [false, 1],
      [true, 1],
      [false, 0],
    ]);
    expectBillingAgrees(service(), contract, 12);
    expect(service().log()).toHaveLength(12);
  });
});

describe('rate-limit headers', () => {
  it("the client reads the service's figure as a monthly one, up to its renewal", async () => {
    serviceNow = new Date('2026-11-17T08:30:15.250Z');
    service().setBudget({ monthlyBudget: 1000, used: 761 });
    const figures: unknown[] = [];
    const clientNow = serviceNow.getTime();
    const contract = contractClient(service(), { now: () => clientNow, onRateLimit: (f) => figures.push(f) });
    expectOk(await contract.client.getMenu(SAMPLE_IDS.verified));
    service().setBudget({ used: 1000 });
    expectError(await contract.client.search('pizza'));
    const renewal = clientNow + secondsToNextMonth(serviceNow) * 1000;
    expect(figures).toEqual([
      { limit: 1000, remaining: 238, resetAt: renewal },
      { limit: 1000, remaining: 0, resetAt: renewal },
    ]);
  });
});
