import { describe, expect, it } from 'vitest';
import type { Menu, SearchHit } from '@/lib/api/model';
import { SAMPLE_CATALOG, SAMPLE_IDS } from '@/service/index.ts';
import { contractClient, expectBillingAgrees, expectOk, useService } from './harness';
import { contractRecord, READ_GRADES } from './oracle';

const service = useService();

/** Looks each hit's place up through the client and checks the two endpoints tell the same story. */
async function expectHitsAgreeWithMenus(hits: readonly SearchHit[]): Promise<Map<string, Menu>> {
  const { client } = contractClient(service());
  const menus = new Map<string, Menu>();
  for (const hit of hits) {
    expect(hit.placeId).not.toBeNull();
    const placeId = hit.placeId as string;
    let menu = menus.get(placeId);
    if (!menu) {
      menu = expectOk(await client.getMenu(placeId));
      menus.set(placeId, menu);
    }
    expect(READ_GRADES).toContain(menu.status);
    const where = `${hit.dish} at ${hit.restaurant}`;
    expect(hit, where).toMatchObject({
      restaurant: menu.name,
      status: menu.status,
      sourceUrl: menu.sourceUrl,
      verifiedAt: menu.verifiedAt,
    });
    const dish = menu.dishes.find((candidate) => candidate.name === hit.dish);
    expect(dish, where).toBeDefined();
    expect(hit.price, where).toEqual(dish?.price);
  }
  return menus;
}

const QUERIES = [
  'creme brulee',
  'soup',
  'margherita',
  'rice',
  'tacos',
  'nigiri',
  'patatas',
  'chicken',
  'pho',
];

describe('GET /v1/search through client.search()', () => {
  it('finds "Crème brûlée" for "creme brulee", with every field of the hit', async () => {
    const contract = contractClient(service());
    const result = await contract.client.search('creme brulee');
    const { query, hits } = expectOk(result);
    expect(query).toBe('creme brulee');
    expect(hits).toContainEqual({
      dish: 'Crème brûlée',
      restaurant: 'Le Petit Bistrot',
      placeId: SAMPLE_IDS.verified,
      price: { amount: 8, currency: 'EUR', text: null },
      sourceUrl: 'https://lepetitbistrot.example/carte',
      verifiedAt: Date.UTC(2026, 10, 12, 9, 30),
      status: 'verified',
    });
    expectBillingAgrees(service(), contract, 1);
  });

  it('every hit names a place whose menu lookup is a read menu with the same dish, price and grade', async () => {
    const { client } = contractClient(service());
    const hits: SearchHit[] = [];
    for (const query of QUERIES) hits.push(...expectOk(await client.search(query)).hits);
    expect(hits.length).toBeGreaterThan(QUERIES.length);
    const menus = await expectHitsAgreeWithMenus(hits);
    // The queries reach each legal price shape: objects, bare numbers, labels, plain names.
    for (const placeId of [SAMPLE_IDS.numericPrices, SAMPLE_IDS.stringPrices, SAMPLE_IDS.plainItems]) {
      expect([...menus.keys()]).toContain(placeId);
    }
    const from = (placeId: string) => hits.filter((hit) => hit.placeId === placeId);
    expect(from(SAMPLE_IDS.stringPrices).some((hit) => hit.price?.amount != null)).toBe(true);
    expect(from(SAMPLE_IDS.plainItems).every((hit) => hit.price === null)).toBe(true);
  });

  it('never returns dishes of none or unavailable menus, even ones that still carry dishes', async () => {
    const unread = SAMPLE_CATALOG.filter((entry) => !READ_GRADES.includes(contractRecord(entry).menu_status));
    const unreadIds = new Set(unread.map((entry) => entry.placeId));
    const dishNames = unread.flatMap((entry) =>
      contractRecord(entry).items.map((item) => (typeof item === 'string' ? item : item.name)),
    );
    expect(dishNames).toContain('Denver omelette');
    const { client } = contractClient(service());
    for (const query of [...dishNames, ...QUERIES]) {
      const { hits } = expectOk(await client.search(query));
      for (const hit of hits) {
        expect(unreadIds.has(hit.placeId ?? '')).toBe(false);
        expect(READ_GRADES).toContain(hit.status);
      }
    }
  });

  it('echoes the query as sent; the client trims it first', async () => {
    const { client } = contractClient(service());
    const result = expectOk(await client.search('  Margherita \n'));
    expect(result.query).toBe('Margherita');
    expect(service().log()).toMatchObject([{ path: '/v1/search', query: { q: 'Margherita' } }]);
    expect(result.hits.map((hit) => hit.dish)).toContain('Margherita');
  });

  it('a query with &, #, +, %, =, ?, spaces and unicode reaches the service intact', async () => {
    const query = 'fish & chips #1 +2 100% a=b? crème brûlée 寿司 🍣 Phở';
    const { client } = contractClient(service());
    const result = expectOk(await client.search(query));
    expect(service().log()).toHaveLength(1);
    expect(service().log()[0]?.query).toEqual({ q: query });
    expect(result.query).toBe(query);
  });

  it('a limit is applied by the client to what the service returned; it is not sent', async () => {
    const { client } = contractClient(service());
    const all = expectOk(await client.search('pizza')).hits;
    const one = expectOk(await client.search('pizza', { limit: 1 })).hits;
    expect(all.length).toBeGreaterThan(1);
    expect(one).toEqual(all.slice(0, 1));
    expect(
      service()
        .log()
        .map((entry) => entry.query),
    ).toEqual([{ q: 'pizza' }, { q: 'pizza' }]);
  });
});
