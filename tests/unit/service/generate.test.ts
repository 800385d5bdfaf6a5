import { describe, expect, it } from 'vitest';
import { generateCatalog } from '@/service/catalog/generate.ts';
import { featureIdToPlaceId } from '@/service/catalog/ids.ts';
import { SAMPLE_CATALOG } from '@/service/catalog/sample.ts';
import { createCatalog } from '@/service/catalog/store.ts';
import { MENU_STATUSES, type MenuRecord } from '@/service/catalog/types.ts';

describe('generateCatalog', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    const first = generateCatalog(300, 42);
    expect(generateCatalog(300, 42)).toEqual(first);
    const other = generateCatalog(300, 43);
    expect(other.map((entry) => entry.placeId)).not.toEqual(first.map((entry) => entry.placeId));
  });

  it('builds 10,000 restaurants with unique ids that do not collide with the sample', () => {
    const catalog = generateCatalog(10_000, 7);
    expect(catalog).toHaveLength(10_000);
    const ids = new Set(catalog.map((entry) => entry.placeId));
    expect(ids.size).toBe(10_000);
    for (const entry of SAMPLE_CATALOG) expect(ids.has(entry.placeId)).toBe(false);
    expect(() => createCatalog([...SAMPLE_CATALOG, ...catalog])).not.toThrow();
  });

  it('produces records that keep the catalog invariants', () => {
    const catalog = generateCatalog(2_000, 5);
    const statuses = new Set<string>();
    for (const entry of catalog) {
      const record = entry.record as MenuRecord;
      statuses.add(record.menu_status);
      expect(featureIdToPlaceId(entry.featureId)).toBe(entry.placeId);
      expect(record.place_id).toBe(entry.placeId);
      if (record.menu_status === 'none' || record.menu_status === 'unavailable') {
        expect(record.items).toEqual([]);
      } else {
        expect(record.items.length).toBeGreaterThanOrEqual(5);
        expect(record.items.length).toBeLessThanOrEqual(25);
      }
      if (record.menu_status === 'unavailable') expect(typeof record.reason).toBe('string');
    }
    expect([...statuses].sort()).toEqual([...MENU_STATUSES].sort());
  });
});
