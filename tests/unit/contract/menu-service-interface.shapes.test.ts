import { describe, expect, it } from 'vitest';
import type { Dish, Menu } from '@/lib/api/model';
import { SAMPLE_CATALOG, SAMPLE_IDS } from '@/service/index.ts';
import { contractClient, expectOk, useService } from './harness';

// Spot checks on the other legal record shapes, with the values written out from the catalog.

const service = useService();

async function menuOf(placeId: string): Promise<Menu> {
  return expectOk(await contractClient(service()).client.getMenu(placeId));
}

function dish(menu: Menu, name: string): Dish {
  const found = menu.dishes.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${menu.name} has no dish "${name}"`);
  return found;
}

const price = (amount: number | null, currency: string | null, text: string | null = null) => ({
  amount,
  currency,
  text,
});

describe('record shapes other than the standard one', () => {
  it('numericPrices: bare-number item prices take the currency from `prices`', async () => {
    const menu = await menuOf(SAMPLE_IDS.numericPrices);
    expect(dish(menu, 'Margherita').price).toEqual(price(6, 'EUR'));
    expect(dish(menu, 'Diavola').price).toEqual(price(7.5, 'EUR'));
    expect(dish(menu, 'Margherita')).toMatchObject({ section: 'Pizze', diet: ['vegetarian'] });
    expect(menu.verifiedAt).toBe(Date.parse('2026-06-03T06:00:00Z'));
  });

  it('stringPrices: "6,50 €" labels become amounts, "Market price" stays text, epoch seconds read', async () => {
    const menu = await menuOf(SAMPLE_IDS.stringPrices);
    expect(dish(menu, 'Patatas bravas').price).toEqual(price(6.5, 'EUR'));
    expect(dish(menu, 'Patatas bravas').diet).toEqual(['vegan', 'gluten-free']);
    const marketPriced = menu.dishes.filter((entry) => entry.price?.text === 'Market price');
    expect(marketPriced).toHaveLength(1);
    expect(marketPriced[0]?.price).toEqual(price(null, null, 'Market price'));
    expect(menu.verifiedAt).toBe(1_789_416_000 * 1000);
  });

  it('labels in dollars and pounds on other menus keep their currency', async () => {
    const byName = (name: string) => SAMPLE_CATALOG.find((entry) => entry.name === name)?.placeId ?? '';
    const smokehouse = await menuOf(byName('Smokehouse 71'));
    expect(smokehouse.dishes[0]?.price).toEqual(price(16, 'USD'));
    const thistle = await menuOf(byName('The Thistle'));
    expect(thistle.dishes[0]?.price).toEqual(price(8.5, 'GBP'));
  });

  it('plainItems: plain dish names become dishes without price, section or description', async () => {
    const menu = await menuOf(SAMPLE_IDS.plainItems);
    expect(menu.dishes.slice(0, 2)).toEqual([
      { name: 'Chicken over rice', description: null, price: null, section: null, diet: [] },
      { name: 'Lamb over rice', description: null, price: null, section: null, diet: [] },
    ]);
    expect(menu.dietTags).toEqual(['halal']);
    expect(menu.verifiedAt).toBe(1_776_430_800 * 1000);
  });

  it('accents: Vietnamese names, sections and restaurant name arrive intact', async () => {
    const menu = await menuOf(SAMPLE_IDS.accents);
    expect(menu.name).toBe('Phở Sài Gòn Noodle House');
    expect(dish(menu, 'Phở bò tái')).toMatchObject({ section: 'Phở', price: price(14.5, 'USD') });
    expect(dish(menu, 'Bún chả Hà Nội').section).toBe('Bún & Cơm');
  });

  it('yen: JPY amounts are whole yen, not minor units', async () => {
    const menu = await menuOf(SAMPLE_IDS.yen);
    expect(dish(menu, 'Ōtoro nigiri').price).toEqual(price(1200, 'JPY'));
    expect(dish(menu, 'Akami nigiri').price).toEqual(price(500, 'JPY'));
  });

  it('pounds: GBP prices and an ampersand in the name', async () => {
    const menu = await menuOf(SAMPLE_IDS.pounds);
    expect(menu.name).toBe('The Crown & Anchor');
    expect(dish(menu, 'Scotch egg').price).toEqual(price(7.5, 'GBP'));
    expect(dish(menu, 'Sunday roast beef').price).toEqual(price(22, 'GBP'));
  });

  it('real Maps ids: New York in USD, Bengaluru in INR', async () => {
    const deli = await menuOf(SAMPLE_IDS.realNewYork);
    expect(deli.name).toBe('Delancey Street Deli');
    expect(deli.dishes.every((entry) => entry.price?.currency === 'USD')).toBe(true);
    const tiffin = await menuOf(SAMPLE_IDS.realBengaluru);
    expect(dish(tiffin, 'Masala dosa').price).toEqual(price(90, 'INR'));
    expect(tiffin.placeId).toBe('ChIJ7d2HqtcUrjsR0b5tDUSTIKk');
  });
});
