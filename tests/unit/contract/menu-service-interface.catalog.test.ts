import { describe, expect, it } from 'vitest';
import { type Menu, MenuSchema } from '@/lib/api/model';
import { REASON_CODES, SAMPLE_CATALOG, SAMPLE_IDS, sampleEntry } from '@/service/index.ts';
import { contractClient, expectBillingAgrees, expectOk, useService } from './harness';
import { contractRecord, expectedMenu } from './oracle';

const service = useService();

/** One lookup on a fresh budget, checked against the model schema and both sides' counters. */
async function lookup(placeId: string): Promise<Menu> {
  service().reset();
  const contract = contractClient(service());
  const result = await contract.client.getMenu(placeId);
  const menu = expectOk(result);
  expect(MenuSchema.parse(menu)).toEqual(menu);
  expectBillingAgrees(service(), contract, 1);
  return menu;
}

function catalogEntry(placeId: string) {
  const entry = sampleEntry(placeId);
  if (!entry) throw new Error(`no sample entry for ${placeId}`);
  return entry;
}

describe('200 menu: every sample catalog record, as the service serves it', () => {
  it.each(SAMPLE_CATALOG.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    expect(await lookup(entry.placeId)).toEqual(expectedMenu(entry));
  });
});

describe('200 menu: the grades named in SAMPLE_IDS', () => {
  const GRADES = [
    ['verified', 'verified', null],
    ['crawled', 'crawled', null],
    ['scanned', 'scanned', null],
    ['none', 'none', null],
    ['unavailable', 'unavailable', 'menu_not_public'],
    ['unavailableClosed', 'unavailable', 'closed_permanently'],
    ['unavailableTemporarily', 'unavailable', 'temporarily_closed'],
    ['unavailableOptOut', 'unavailable', 'owner_opt_out'],
  ] as const;

  it.each(GRADES)('%s → status %s, reason %s', async (name, grade, reason) => {
    const record = contractRecord(catalogEntry(SAMPLE_IDS[name]));
    expect(record.menu_status).toBe(grade);
    expect(record.reason ?? null).toBe(reason);
    const menu = await lookup(SAMPLE_IDS[name]);
    expect(menu.status).toBe(record.menu_status);
    expect(menu.rawStatus).toBe(record.menu_status);
    expect(menu.unavailableReason).toBe(record.reason ?? null);
    expect(menu.dishes).toHaveLength(record.items.length);
  });

  it('reads every reason code the service can send', async () => {
    const reasons = new Set<string | null>();
    for (const name of [
      'unavailable',
      'unavailableClosed',
      'unavailableTemporarily',
      'unavailableOptOut',
    ] as const) {
      reasons.add((await lookup(SAMPLE_IDS[name])).unavailableReason);
    }
    expect([...reasons].sort()).toEqual([...REASON_CODES].sort());
  });

  it('keeps the last dishes of a permanently closed restaurant and drops nothing on empty records', async () => {
    const closed = await lookup(SAMPLE_IDS.unavailableClosed);
    expect(closed.dishes.map((dish) => dish.name)).toContain('Denver omelette');
    const none = await lookup(SAMPLE_IDS.none);
    expect(none).toMatchObject({ dishes: [], dietTags: [], sourceUrl: null, verifiedAt: null });
    const optOut = await lookup(SAMPLE_IDS.unavailableOptOut);
    expect(optOut.sourceUrl).toBeNull();
  });

  it('prices every read menu in the currency its record names', async () => {
    const seen = new Set<string>();
    for (const entry of SAMPLE_CATALOG) {
      const currency = contractRecord(entry).prices?.currency ?? null;
      const menu = await lookup(entry.placeId);
      for (const dish of menu.dishes) {
        if (dish.price?.amount == null) continue;
        expect(dish.price.currency).toBe(currency);
        seen.add(dish.price.currency ?? 'none');
      }
    }
    expect([...seen].sort()).toEqual(['AED', 'DKK', 'EUR', 'GBP', 'INR', 'JPY', 'MXN', 'USD']);
  });

  it('reads verified_at as the same instant whether ISO (with or without offset) or epoch seconds', async () => {
    const forms = [
      [SAMPLE_IDS.verified, Date.UTC(2026, 10, 12, 9, 30)],
      [SAMPLE_IDS.numericPrices, Date.UTC(2026, 5, 3, 6, 0)],
      [SAMPLE_IDS.stringPrices, 1_789_416_000_000],
      [SAMPLE_IDS.plainItems, 1_776_430_800_000],
    ] as const;
    for (const [placeId, instant] of forms) {
      expect((await lookup(placeId)).verifiedAt).toBe(instant);
    }
  });
});
