import { describe, expect, it } from 'vitest';
import { MenuSchema, type SearchHit } from '@/lib/api/model';
import { type CatalogEntry, generateCatalog } from '@/service/index.ts';
import { contractClient, expectBillingAgrees, expectOk, useService } from './harness';
import { contractRecord, expectedMenu, priceShape } from './oracle';

// The generated catalog mixes every record shape with every city currency and locale, so it
// reaches label formats the hand-written sample does not ("125,00 kr.", "$125.00" in pesos,
// "￥1,200", "₹1,200.00").

const CATALOG = generateCatalog(400, 20_261_105);
const CURRENCIES = ['EUR', 'GBP', 'USD', 'JPY', 'INR', 'MXN', 'DKK'];
const service = useService({ catalog: CATALOG, includeHostile: false });

function shapeKey(entry: CatalogEntry): string {
  const record = contractRecord(entry);
  return `${priceShape(record)} ${record.prices?.currency ?? '-'}`;
}

/** Up to three entries of every shape × currency, so each label format is read more than once. */
function stratified(): CatalogEntry[] {
  const byKey = new Map<string, CatalogEntry[]>();
  for (const entry of CATALOG) {
    const group = byKey.get(shapeKey(entry)) ?? [];
    if (group.length < 3) group.push(entry);
    byKey.set(shapeKey(entry), group);
  }
  return [...byKey.values()].flat();
}

const byPlaceId = new Map(CATALOG.map((entry) => [entry.placeId, entry]));

function menuDishOf(hit: SearchHit) {
  const entry = hit.placeId === null ? undefined : byPlaceId.get(hit.placeId);
  if (!entry) throw new Error(`search hit for a place outside the catalog: ${hit.placeId}`);
  const menu = expectedMenu(entry);
  return { entry, menu, dish: menu.dishes.find((dish) => dish.name === hit.dish) };
}

describe('a generated catalog of every shape × currency', () => {
  it('covers every shape in every city currency, so the loops below mean something', () => {
    const keys = new Set(CATALOG.map(shapeKey));
    for (const currency of CURRENCIES) {
      for (const shape of ['object', 'number', 'label', 'plain'])
        expect(keys).toContain(`${shape} ${currency}`);
    }
  });

  it('200 menu: parses each record into exactly what the service sent, one billed lookup each', async () => {
    const contract = contractClient(service());
    const entries = stratified();
    const mismatches: string[] = [];
    for (const entry of entries) {
      const result = await contract.client.getMenu(entry.placeId);
      const menu = expectOk(result);
      expect(MenuSchema.parse(menu)).toEqual(menu);
      const expected = expectedMenu(entry);
      const diff = menu.dishes.find(
        (dish, index) => JSON.stringify(dish) !== JSON.stringify(expected.dishes[index]),
      );
      if (JSON.stringify(menu) !== JSON.stringify(expected)) {
        mismatches.push(`${shapeKey(entry)} ${entry.name}: ${JSON.stringify(diff ?? menu).slice(0, 160)}`);
      }
    }
    expect(mismatches).toEqual([]);
    expectBillingAgrees(service(), contract, entries.length);
  });

  it('search: a hit prices a labelled dish like the menu lookup does, in every currency', async () => {
    const { client } = contractClient(service());
    const labelled = CATALOG.filter((entry) => priceShape(contractRecord(entry)) === 'label');
    const currenciesSeen = new Set<string>();
    for (const currency of CURRENCIES) {
      const target = labelled.find((entry) => contractRecord(entry).prices?.currency === currency);
      const firstDish = target && expectedMenu(target).dishes.find((dish) => dish.price?.amount != null);
      if (!target || !firstDish) throw new Error(`no labelled ${currency} menu with a price`);
      const { hits } = expectOk(await client.search(firstDish.name));
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) {
        const { entry, menu, dish } = menuDishOf(hit);
        expect(dish, `${hit.dish} at ${entry.name}`).toBeDefined();
        expect(hit.price, `${hit.dish} at ${entry.name}`).toEqual(dish?.price);
        expect(hit).toMatchObject({
          restaurant: menu.name,
          status: menu.status,
          verifiedAt: menu.verifiedAt,
        });
        if (priceShape(contractRecord(entry)) === 'label') currenciesSeen.add(hit.price?.currency ?? 'none');
      }
      const lookedUp = expectOk(await client.getMenu(target.placeId));
      expect(lookedUp.dishes.find((dish) => dish.name === firstDish.name)?.price).toEqual(firstDish.price);
    }
    expect([...currenciesSeen].sort()).toEqual([...CURRENCIES].sort());
  });
});
