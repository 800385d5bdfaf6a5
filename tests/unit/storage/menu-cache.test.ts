import { afterEach, describe, expect, it } from 'vitest';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { getStorageError } from '@/lib/storage/menus/menu-db';
import { isNewerRecord } from '@/lib/storage/menus/menu-writes';
import { deleteTestDbs, dish, menu, testDb } from './helpers';

afterEach(deleteTestDbs);

const JAN = Date.UTC(2026, 0, 1);
const FEB = Date.UTC(2026, 1, 1);

describe('putMenu: newest verified_at wins', () => {
  const cases: Array<{
    stored: number | null;
    incoming: number | null;
    outcome: 'replaced' | 'kept_newer';
  }> = [
    { stored: JAN, incoming: FEB, outcome: 'replaced' },
    { stored: FEB, incoming: JAN, outcome: 'kept_newer' },
    { stored: JAN, incoming: JAN, outcome: 'kept_newer' },
    { stored: JAN, incoming: null, outcome: 'kept_newer' },
    { stored: null, incoming: JAN, outcome: 'replaced' },
    { stored: null, incoming: null, outcome: 'replaced' },
  ];

  it.each(cases)('stored $stored, incoming $incoming → $outcome', async ({ stored, incoming, outcome }) => {
    const cache = createMenuCache(testDb());
    const old = menu('p1', { verifiedAt: stored, dishes: [dish('Old soup')] });
    const fresh = menu('p1', { verifiedAt: incoming, dishes: [dish('New salad')] });
    expect(await cache.putMenu(old, 100)).toBe('inserted');

    expect(await cache.putMenu(fresh, 200)).toBe(outcome);

    const kept = await cache.getMenu('p1');
    expect(kept?.fetchedAt).toBe(200);
    const expected = outcome === 'replaced' ? fresh : old;
    expect(kept?.menu).toEqual(expected);
    expect(kept?.verifiedAt).toBe(expected.verifiedAt);
  });

  it('isNewerRecord treats null as oldest and equal as not newer; of two undated, the one fetched last', () => {
    const at = (verifiedAt: number | null, fetchedAt = 10) => ({ verifiedAt, fetchedAt });
    expect(isNewerRecord(at(2), at(1))).toBe(true);
    expect(isNewerRecord(at(1), at(1))).toBe(false);
    expect(isNewerRecord(at(1), at(null))).toBe(true);
    expect(isNewerRecord(at(null), at(1))).toBe(false);
    expect(isNewerRecord(at(null), at(null))).toBe(true);
    expect(isNewerRecord(at(null, 5), at(null, 10))).toBe(false);
    // The fetch time decides only between undated records.
    expect(isNewerRecord(at(2, 5), at(1, 10))).toBe(true);
  });

  it('a write that lands late neither replaces an undated record fetched after it nor moves fetchedAt back', async () => {
    const cache = createMenuCache(testDb());
    const later = menu('p9', { verifiedAt: null, dishes: [dish('Later')] });
    const earlier = menu('p9', { verifiedAt: null, dishes: [dish('Earlier')] });
    expect(await cache.putMenu(later, 200)).toBe('inserted');
    expect(await cache.putMenu(earlier, 100)).toBe('kept_newer');
    const kept = await cache.getMenu('p9');
    expect(kept?.menu).toEqual(later);
    expect(kept?.fetchedAt).toBe(200);
  });

  it('a saved time in the future (the clock moved back since) is brought back to now by the next write', async () => {
    let time = FEB + 3 * 86_400_000;
    const cache = createMenuCache(testDb(), { now: () => time });
    await cache.putMenu(menu('p1', { verifiedAt: JAN }), time);
    time = FEB;
    expect(await cache.putMenu(menu('p1', { verifiedAt: JAN }), time)).toBe('kept_newer');
    expect((await cache.getMenu('p1'))?.fetchedAt).toBe(FEB);
  });

  it('returns a stored copy that round-trips every field', async () => {
    const cache = createMenuCache(testDb());
    const full = menu('p2', {
      status: 'unavailable',
      rawStatus: 'unavailable',
      unavailableReason: 'closed_permanently',
      dishes: [],
      dietTags: ['vegan'],
    });
    await cache.putMenu(full, 5);
    expect(await cache.getMenu('p2')).toEqual({
      placeId: 'p2',
      menu: full,
      verifiedAt: full.verifiedAt,
      fetchedAt: 5,
    });
    expect(await cache.getMenu('missing')).toBeUndefined();
  });

  it('putMenus writes a batch, applying the rule in order within it', async () => {
    const cache = createMenuCache(testDb());
    const outcomes = await cache.putMenus(
      [menu('a', { verifiedAt: JAN }), menu('b'), menu('a', { verifiedAt: FEB, name: 'Newer' })],
      7,
    );
    expect(outcomes).toEqual(['inserted', 'inserted', 'replaced']);
    expect((await cache.getMenu('a'))?.menu.name).toBe('Newer');
  });

  it('rejects a menu that does not match the model without touching storage', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    const broken = { ...menu('p3'), status: 'bogus' } as unknown as Parameters<typeof cache.putMenu>[0];
    await expect(cache.putMenu(broken, 1)).rejects.toThrow();
    expect(await cache.getMenu('p3')).toBeUndefined();
    expect(getStorageError(db)).toBeNull();
  });
});

describe('404 notes (not found)', () => {
  it('remembers a 404 until it expires', async () => {
    const cache = createMenuCache(testDb());
    await cache.putNotFound('gone', 1_000, 500);
    expect(await cache.getNotFound('gone', 1_000)).toBe(true);
    expect(await cache.getNotFound('gone', 1_499)).toBe(true);
    expect(await cache.getNotFound('gone', 1_500)).toBe(false);
    expect(await cache.getNotFound('other', 1_000)).toBe(false);
  });

  it('given its longest time to live, forgets a 404 noted while the clock ran ahead', async () => {
    const cache = createMenuCache(testDb());
    await cache.putNotFound('gone', 10_000, 500);
    expect(await cache.getNotFound('gone', 10_100, 500)).toBe(true);
    // The clock is back before the 404 was noted: its expiry lies further ahead than any 404's.
    expect(await cache.getNotFound('gone', 9_900, 500)).toBe(false);
    expect(await cache.getNotFound('gone', 9_900)).toBe(true);
  });

  it('is cleared when a menu for the place is stored', async () => {
    const cache = createMenuCache(testDb());
    await cache.putNotFound('p1', 1_000, 60_000);
    await cache.putMenu(menu('p1'), 2_000);
    expect(await cache.getNotFound('p1', 2_000)).toBe(false);
  });

  it('forgets every 404 at once, and keeps the menus', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenu(menu('p1'), 1_000);
    await cache.putNotFound('gone', 1_000, 60_000);
    await cache.putNotFound('lost', 1_000, 60_000);
    await cache.clearNotFound();
    expect([await cache.getNotFound('gone', 1_000), await cache.getNotFound('lost', 1_000)]).toEqual([
      false,
      false,
    ]);
    expect((await cache.getMenu('p1'))?.placeId).toBe('p1');
  });
});

// A 404 is remembered until it expires; after that its row is only dead weight. Without pruning,
// every place ever answered 404 kept a row for the life of the install.

const WEEK = 7 * 24 * 3600 * 1000;

describe('remembered 404s', () => {
  it('do not pile up once expired', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    for (let i = 0; i < 20; i += 1) await cache.putNotFound(`gone-${i}`, i * WEEK, WEEK);
    expect(await db.notFound.count()).toBe(1);
    expect(await cache.getNotFound('gone-19', 19 * WEEK + 1)).toBe(true);
    expect(await cache.getNotFound('gone-18', 19 * WEEK + 1)).toBe(false);
  });

  it('keeps the ones still valid and drops damaged rows', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putNotFound('a', 0, 10 * WEEK);
    await db.notFound.put({ placeId: 'damaged' } as never);
    await cache.putNotFound('b', WEEK, WEEK);
    expect((await db.notFound.toCollection().primaryKeys()).sort()).toEqual(['a', 'b']);
  });
});

describe('putMenu: the place’s position (issue 33)', () => {
  it('keeps the position given with a menu, and a newer menu without one keeps the stored one', async () => {
    const cache = createMenuCache(testDb());
    const at = { lat: 35.66, lng: 139.7 };
    await cache.putMenu(menu('p1', { verifiedAt: JAN }), 100, JAN, at);
    expect((await cache.getMenu('p1'))?.at).toEqual(at);
    await cache.putMenu(menu('p1', { verifiedAt: FEB, dishes: [dish('New salad')] }), 200);
    const kept = await cache.getMenu('p1');
    expect(kept?.menu.dishes.map((d) => d.name)).toEqual(['New salad']);
    expect(kept?.at).toEqual(at);
    // A newer position replaces it, even on an older record (only fetchedAt and the position change).
    await cache.putMenu(menu('p1', { verifiedAt: JAN }), 300, JAN, { lat: 1, lng: 2 });
    expect((await cache.getMenu('p1'))?.at).toEqual({ lat: 1, lng: 2 });
    // A menu saved without one has none.
    await cache.putMenu(menu('p2'), 100);
    expect((await cache.getMenu('p2'))?.at).toBeUndefined();
  });
});
