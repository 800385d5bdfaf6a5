import { describe, expect, it } from 'vitest';
import { featureIdToCid, featureIdToPlaceId } from '@/service/catalog/ids.ts';
import { SAMPLE_CATALOG, SAMPLE_IDS, sampleEntry } from '@/service/catalog/sample.ts';
import { createCatalog } from '@/service/catalog/store.ts';
import { MENU_STATUSES, type MenuItem, type MenuRecord, REASON_CODES } from '@/service/catalog/types.ts';

const records = SAMPLE_CATALOG.map((entry) => entry.record as MenuRecord);
const countBy = (status: string) => records.filter((record) => record.menu_status === status).length;
const readable = records.filter((record) => ['verified', 'crawled', 'scanned'].includes(record.menu_status));

function currencies(record: MenuRecord): string[] {
  const found = new Set<string>();
  if (record.prices) found.add(record.prices.currency);
  for (const item of record.items) {
    if (typeof item === 'object' && item.price && typeof item.price === 'object')
      found.add(item.price.currency);
  }
  return [...found];
}

describe('sample catalog', () => {
  it('holds at least 30 restaurants with unique, consistent ids', () => {
    expect(SAMPLE_CATALOG.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SAMPLE_CATALOG.map((entry) => entry.placeId)).size).toBe(SAMPLE_CATALOG.length);
    for (const entry of SAMPLE_CATALOG) {
      expect(entry.placeId).toMatch(/^ChIJ[A-Za-z0-9_-]{23}$/);
      expect(featureIdToPlaceId(entry.featureId)).toBe(entry.placeId);
      expect(entry.cid).toBe(featureIdToCid(entry.featureId));
      expect((entry.record as MenuRecord).place_id).toBe(entry.placeId);
      expect((entry.record as MenuRecord).name).toBe(entry.name);
      expect(Math.abs(entry.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(entry.lng)).toBeLessThanOrEqual(180);
    }
    expect(() => createCatalog(SAMPLE_CATALOG)).not.toThrow();
  });

  it('covers every grade: several verified, crawled, scanned; ≥2 none; ≥3 unavailable', () => {
    for (const status of MENU_STATUSES) expect(countBy(status)).toBeGreaterThan(0);
    expect(countBy('verified')).toBeGreaterThanOrEqual(3);
    expect(countBy('crawled')).toBeGreaterThanOrEqual(3);
    expect(countBy('scanned')).toBeGreaterThanOrEqual(3);
    expect(countBy('none')).toBeGreaterThanOrEqual(2);
    expect(countBy('unavailable')).toBeGreaterThanOrEqual(3);
  });

  it('gives unavailable records a known reason code (at least two different) and nobody else one', () => {
    const reasons = new Set<string>();
    for (const record of records) {
      if (record.menu_status !== 'unavailable') {
        expect(record).not.toHaveProperty('reason');
        continue;
      }
      expect(REASON_CODES).toContain(record.reason);
      reasons.add(String(record.reason));
    }
    expect(reasons.size).toBeGreaterThanOrEqual(2);
  });

  it('has no dishes on `none` records, 5–25 dishes on every read menu but the long one, which has 64', () => {
    for (const record of records.filter((item) => item.menu_status === 'none'))
      expect(record.items).toEqual([]);
    for (const record of readable) {
      expect(record.items.length).toBeGreaterThanOrEqual(5);
      if (record.place_id === SAMPLE_IDS.longMenu) expect(record.items).toHaveLength(64);
      else expect(record.items.length).toBeLessThanOrEqual(25);
    }
  });

  it('prices in at least two currencies, including EUR and USD', () => {
    const all = new Set(readable.flatMap(currencies));
    expect(all).toContain('EUR');
    expect(all).toContain('USD');
    expect(all.size).toBeGreaterThanOrEqual(2);
  });

  it('uses https sources, diet tags at menu and dish level, accents and sections', () => {
    for (const record of records)
      if (record.source_url !== null) expect(record.source_url).toMatch(/^https:\/\//);
    expect(readable.some((record) => record.diet_tags.includes('vegan'))).toBe(true);
    const dishes = readable
      .flatMap((record): ReadonlyArray<MenuItem | string> => record.items)
      .filter((item): item is MenuItem => typeof item === 'object');
    const dishTags = new Set(dishes.flatMap((dish) => dish.diet_tags));
    for (const tag of ['vegan', 'vegetarian', 'gluten-free', 'halal']) expect(dishTags).toContain(tag);
    const names = dishes.map((dish) => dish.name);
    expect(names).toContain('Crème brûlée');
    expect(names.some((name) => name.startsWith('Jalapeño'))).toBe(true);
    expect(dishes.every((dish) => typeof dish.section === 'string')).toBe(true);
  });

  it('includes the other legal shapes: bare numbers, price labels, plain items, epoch seconds', () => {
    const numeric = sampleEntry(SAMPLE_IDS.numericPrices)?.record as MenuRecord;
    const labels = sampleEntry(SAMPLE_IDS.stringPrices)?.record as MenuRecord;
    const plain = sampleEntry(SAMPLE_IDS.plainItems)?.record as MenuRecord;
    expect(typeof (numeric.items[0] as { price: unknown }).price).toBe('number');
    expect((labels.items[0] as { price: unknown }).price).toMatch(/€/);
    expect(typeof labels.verified_at).toBe('number');
    expect(plain.items.every((item) => typeof item === 'string')).toBe(true);
  });

  it('exposes named ids with the grade they promise', () => {
    const statusOf = (id: string) => (sampleEntry(id)?.record as MenuRecord | undefined)?.menu_status;
    expect(statusOf(SAMPLE_IDS.verified)).toBe('verified');
    expect(statusOf(SAMPLE_IDS.crawled)).toBe('crawled');
    expect(statusOf(SAMPLE_IDS.scanned)).toBe('scanned');
    expect(statusOf(SAMPLE_IDS.none)).toBe('none');
    expect(statusOf(SAMPLE_IDS.unavailable)).toBe('unavailable');
    expect(sampleEntry(SAMPLE_IDS.notInCatalog)).toBeUndefined();
    expect(sampleEntry(SAMPLE_IDS.realNewYork)?.featureId).toBe('0x89c2599b5a24d7fd:0x9e354f6cf514b9fc');
    expect(sampleEntry(SAMPLE_IDS.realBengaluru)?.featureId).toBe('0x3bae14d7aa87dded:0xa92093440d6dbed1');
  });
});
