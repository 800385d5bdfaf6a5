import { describe, expect, it } from 'vitest';
import { MenuSchema } from '@/lib/api/model';
import { MALFORMED_KINDS, SAMPLE_IDS } from '@/service/index.ts';
import { contractClient, expectBillingAgrees, expectError, expectOk, useService } from './harness';

const service = useService();

describe('malformed 200 bodies', () => {
  it('the service offers the kinds this file covers', () => {
    expect([...MALFORMED_KINDS].sort()).toEqual(['array', 'empty', 'html', 'null', 'string', 'truncated']);
  });

  it.each(MALFORMED_KINDS)(
    'menu body "%s" → invalid_response, one billed request, no retry',
    async (kind) => {
      service().setFaults({ malformed: { [SAMPLE_IDS.verified]: kind } });
      const contract = contractClient(service());
      const pending = contract.client.getMenu(SAMPLE_IDS.verified);
      await expect(pending).resolves.toBeDefined();
      const result = await pending;
      expect(expectError(result).kind).toBe('invalid_response');
      expect(contract.delays).toEqual([]);
      expect(service().log()).toMatchObject([{ status: 200, fault: `malformed-${kind}` }]);
      expectBillingAgrees(service(), contract, 1);
    },
  );

  it.each(MALFORMED_KINDS)('search body "%s" → invalid_response, no retry', async (kind) => {
    service().setFaults({ searchMalformed: kind });
    const contract = contractClient(service());
    const result = await contract.client.search('pizza');
    expect(expectError(result).kind).toBe('invalid_response');
    expectBillingAgrees(service(), contract, 1);
  });

  it('a per-place malformed fault spares the other places', async () => {
    service().setFaults({ places: { [SAMPLE_IDS.crawled]: { malformed: 'html' } } });
    const { client } = contractClient(service());
    expect(expectError(await client.getMenu(SAMPLE_IDS.crawled)).kind).toBe('invalid_response');
    expect(expectOk(await client.getMenu(SAMPLE_IDS.scanned)).status).toBe('scanned');
  });

  it('a record override that is legal JSON but sparse still becomes a Menu', async () => {
    const record = { menu_status: 'crawled', items: ['Soup of the day'], prices: null };
    service().setFaults({ places: { [SAMPLE_IDS.verified]: { record } } });
    const { client } = contractClient(service());
    const menu = expectOk(await client.getMenu(SAMPLE_IDS.verified));
    expect(MenuSchema.parse(menu)).toEqual(menu);
    expect(menu).toMatchObject({
      placeId: SAMPLE_IDS.verified,
      status: 'crawled',
      name: null,
      dishes: [{ name: 'Soup of the day', price: null }],
      sourceUrl: null,
      verifiedAt: null,
    });
    expect(service().log()).toMatchObject([{ fault: 'record-override' }]);
  });
});
