import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS } from '@/lib/api/http/client';
import { SAMPLE_IDS, sampleEntry } from '@/service/index.ts';
import { contractClient, expectBillingAgrees, expectError, expectOk, useService } from './harness';
import { expectedMenu } from './oracle';

const service = useService();

function statuses(): number[] {
  return service()
    .log()
    .map((entry) => entry.status);
}

describe('5xx: the client retries with backoff, at most twice', () => {
  it.each([500, 502, 503, 504])(
    'a permanent %i is tried three times, then reported as server',
    async (status) => {
      service().setFaults({ failRate: 1, failStatus: status });
      const contract = contractClient(service());
      const result = await contract.client.getMenu(SAMPLE_IDS.verified);
      expect(expectError(result)).toEqual({ kind: 'server', status });
      expect(statuses()).toEqual([status, status, status]);
      expect(
        service()
          .log()
          .every((entry) => entry.fault === 'fail-rate' && entry.billed),
      ).toBe(true);
      expectBillingAgrees(service(), contract, 3);
      // Two backoff waits, each within its full-jitter ceiling; the fake sleep returns at once.
      expect(contract.delays).toHaveLength(2);
      expect(contract.delays[0]).toBeLessThan(BACKOFF_BASE_MS);
      expect(contract.delays[1]).toBeLessThan(BACKOFF_BASE_MS * 2);
    },
  );

  it('search is retried the same way', async () => {
    service().setFaults({ failRate: 1 });
    const contract = contractClient(service());
    const result = await contract.client.search('pizza');
    expect(expectError(result)).toEqual({ kind: 'server', status: 503 });
    expect(
      service()
        .log()
        .map((entry) => [entry.path, entry.status]),
    ).toEqual([
      ['/v1/search', 503],
      ['/v1/search', 503],
      ['/v1/search', 503],
    ]);
    expectBillingAgrees(service(), contract, 3);
  });

  it.each([1, 2])('recovers when only the first %i request(s) fail', async (times) => {
    service().setFaults({ places: { [SAMPLE_IDS.verified]: { status: 503, times } } });
    const contract = contractClient(service());
    const result = await contract.client.getMenu(SAMPLE_IDS.verified);
    const entry = sampleEntry(SAMPLE_IDS.verified);
    if (!entry) throw new Error('sample catalog lost its verified entry');
    expect(expectOk(result)).toEqual(expectedMenu(entry));
    expect(statuses()).toEqual([...Array<number>(times).fill(503), 200]);
    expectBillingAgrees(service(), contract, times + 1);
    expect(contract.delays).toHaveLength(times);
  });

  it('gives up when the first three fail, and the next call succeeds first time', async () => {
    service().setFaults({ places: { [SAMPLE_IDS.crawled]: { status: 500, times: 3 } } });
    const contract = contractClient(service());
    const failed = await contract.client.getMenu(SAMPLE_IDS.crawled);
    expect(expectError(failed)).toEqual({ kind: 'server', status: 500 });
    expect(contract.sent()).toBe(3);
    const next = await contract.client.getMenu(SAMPLE_IDS.crawled);
    expect(expectOk(next).status).toBe('crawled');
    expect(statuses()).toEqual([500, 500, 500, 200]);
    expectBillingAgrees(service(), contract, 4);
  });

  it('a client configured with maxRetries 0 sends once', async () => {
    service().setFaults({ failRate: 1 });
    const contract = contractClient(service(), { maxRetries: 0 });
    expect(expectError(await contract.client.getMenu(SAMPLE_IDS.verified))).toEqual({
      kind: 'server',
      status: 503,
    });
    expectBillingAgrees(service(), contract, 1);
  });

  it('an injected 4xx other than 401/404/429 is bad_request with the service message, not retried', async () => {
    service().setFaults({ places: { [SAMPLE_IDS.verified]: { status: 418 } } });
    const contract = contractClient(service());
    const result = await contract.client.getMenu(SAMPLE_IDS.verified);
    expect(expectError(result)).toEqual({
      kind: 'bad_request',
      status: 418,
      message: 'Injected status 418.',
    });
    expectBillingAgrees(service(), contract, 1);
  });
});
