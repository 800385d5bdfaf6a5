import { describe, expect, it } from 'vitest';
import { type Menu, MenuSchema } from '@/lib/api/model';
import { HOSTILE_IDS } from '@/service/index.ts';
import { contractClient, expectBillingAgrees, expectError, expectOk, useService } from './harness';

// testMode serves the HOSTILE_IDS records: the client must turn them into inert data or refuse them.

const service = useService();

async function hostileMenu(placeId: string): Promise<Menu> {
  const contract = contractClient(service());
  const result = await contract.client.getMenu(placeId);
  expect(contract.sent()).toBe(1);
  const menu = expectOk(result);
  expect(MenuSchema.parse(menu)).toEqual(menu);
  return menu;
}

describe('hostile records', () => {
  it('xss: markup stays literal text in names; the https source keeps its (encoded) query', async () => {
    const menu = await hostileMenu(HOSTILE_IDS.xss);
    const names = menu.dishes.map((dish) => dish.name);
    expect(names).toContain('Soup <script>alert("xss")</script>');
    expect(names).toContain('<img src=x onerror=alert(1)>');
    expect(menu.name).toBe('<b>Evil</b> Eats <img src=x onerror=alert(1)>');
    expect(menu.dishes[1]?.section).toBe('<h1>Mains</h1>');
    expect(menu.sourceUrl).toBe(new URL('https://evil.example/menu?q=<script>alert(1)</script>').href);
    expect(menu.sourceUrl).not.toContain('<');
  });

  it('javascriptUrl: a javascript: source_url is dropped to null, the menu is kept', async () => {
    const menu = await hostileMenu(HOSTILE_IDS.javascriptUrl);
    expect(menu.sourceUrl).toBeNull();
    expect(menu.status).toBe('crawled');
    expect(menu.dishes.map((dish) => dish.name)).toEqual(['Toasted sandwich', 'Tomato soup']);
  });

  it('wrongTypes: every field of the wrong type still gives a Menu for the place asked for', async () => {
    const menu = await hostileMenu(HOSTILE_IDS.wrongTypes);
    expect(menu).toMatchObject({
      placeId: HOSTILE_IDS.wrongTypes,
      status: 'unknown',
      unavailableReason: null,
      sourceUrl: null,
      verifiedAt: null,
    });
  });

  it('unknownStatus: an unknown grade is "unknown" with the raw grade kept', async () => {
    const menu = await hostileMenu(HOSTILE_IDS.unknownStatus);
    expect(menu).toMatchObject({ status: 'unknown', rawStatus: 'owner_confirmed', unavailableReason: null });
    expect(menu.dishes).toHaveLength(1);
  });

  it('huge: a body over 2 MB is invalid_response after one billed request, not retried', async () => {
    const contract = contractClient(service());
    const result = await contract.client.getMenu(HOSTILE_IDS.huge);
    expect(expectError(result).kind).toBe('invalid_response');
    expect(service().log()).toMatchObject([{ status: 200, billed: true }]);
    expectBillingAgrees(service(), contract, 1);
  });
});
