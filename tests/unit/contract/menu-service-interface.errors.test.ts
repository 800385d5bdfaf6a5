import { describe, expect, it } from 'vitest';
import { createMenuClient } from '@/lib/api/http/client';
import { SAMPLE_IDS } from '@/service/index.ts';
import { contractClient, expectBillingAgrees, expectError, useService } from './harness';

const service = useService();

describe('404: place id not in the catalog', () => {
  it('is not_found after one billed request, never retried', async () => {
    const contract = contractClient(service());
    const result = await contract.client.getMenu(SAMPLE_IDS.notInCatalog);
    expect(expectError(result)).toEqual({ kind: 'not_found', status: 404 });
    expect(service().log()).toMatchObject([
      { path: '/v1/menu', query: { place_id: SAMPLE_IDS.notInCatalog }, status: 404, auth: 'valid' },
    ]);
    expect(service().log()).toHaveLength(1);
    expect(contract.delays).toEqual([]);
    expectBillingAgrees(service(), contract, 1);
  });
});

describe('401: wrong key', () => {
  // Keys the client accepts (non-empty printable ASCII) that are still not the service's key.
  it.each([
    ['a wrong key', 'not-the-demo-key'],
    ['the demo key in other case', 'DEMO-KEY-MENU-ON-MAPS'],
    ['an empty-ish "null"', 'null'],
    ['an empty-ish "-"', '-'],
    ['an empty-ish pair of quotes', '""'],
  ])('%s is unauthorized, sent once, not retried, not billed', async (_label, apiKey) => {
    const contract = contractClient(service(), { apiKey });
    for (const result of [
      await contract.client.getMenu(SAMPLE_IDS.verified),
      await contract.client.search('pizza'),
    ]) {
      expect(expectError(result)).toEqual({ kind: 'unauthorized', status: 401 });
    }
    expect(contract.sent()).toBe(2);
    expect(
      service()
        .log()
        .map((entry) => [entry.path, entry.status, entry.auth, entry.billed]),
    ).toEqual([
      ['/v1/menu', 401, 'invalid', false],
      ['/v1/search', 401, 'invalid', false],
    ]);
    expect(contract.delays).toEqual([]);
    // The client counts every request it sends; the service does not bill a 401 (README "Billing").
    expect(contract.sent()).toBe(2);
    expect(service().budgetUsed()).toBe(0);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['with a space inside', 'demo key'],
    ['non-ASCII', 'clé'],
  ])('an %s key is refused by the client before anything is sent', (_label, apiKey) => {
    expect(() => createMenuClient({ baseUrl: service().url, apiKey })).toThrow(TypeError);
    expect(service().log()).toEqual([]);
  });

  it('a key with surrounding whitespace is trimmed by the client and accepted by the service', async () => {
    const contract = contractClient(service(), { apiKey: `  ${service().demoKey}\t` });
    const result = await contract.client.getMenu(SAMPLE_IDS.verified);
    expect(result.ok).toBe(true);
    expect(service().log()).toMatchObject([{ status: 200, auth: 'valid', keyIndex: 0 }]);
  });

  it('a request with no key at all is 401 at the service (plain fetch: the client always sends one)', async () => {
    const response = await fetch(`${service().url}/v1/menu?place_id=${SAMPLE_IDS.verified}`);
    expect(response.status).toBe(401);
    expect(service().log()).toMatchObject([{ status: 401, auth: 'missing', billed: false }]);
  });
});

describe('400: empty place id or query', () => {
  it.each([
    ['empty', ''],
    ['blank', '  \t '],
  ])('an %s place id or query is refused locally: bad_request, status 0, nothing sent', async (_l, value) => {
    const contract = contractClient(service());
    for (const result of [await contract.client.getMenu(value), await contract.client.search(value)]) {
      expect(expectError(result)).toMatchObject({ kind: 'bad_request', status: 0 });
    }
    expect(contract.sent()).toBe(0);
    expect(service().log()).toEqual([]);
    expect(service().budgetUsed()).toBe(0);
  });

  it('the service itself answers 400 to an empty place_id, and bills it (plain fetch)', async () => {
    const response = await fetch(`${service().url}/v1/menu?place_id=`, {
      headers: { Authorization: `Bearer ${service().demoKey}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'empty_parameter', message: 'Query parameter "place_id" must not be empty.' },
    });
    expect(service().log()).toMatchObject([{ status: 400, query: { place_id: '' }, billed: true }]);
    expect(service().budgetUsed()).toBe(1);
  });

  it('a query over the service limit (200) but within the client limit (500) is a billed 400, not retried', async () => {
    const contract = contractClient(service());
    const result = await contract.client.search('pizza '.repeat(40).trim());
    expect(expectError(result)).toEqual({
      kind: 'bad_request',
      status: 400,
      message: 'Query must be at most 200 characters.',
    });
    expectBillingAgrees(service(), contract, 1);
  });
});
