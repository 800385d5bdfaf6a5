import { afterEach, describe, expect, it } from 'vitest';
import type { Price } from '@/lib/api/model';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import { menuChanges } from '@/lib/storage/menus/menu-changes';
import { sumMenuSizes } from '@/lib/storage/menus/menu-totals';
import { deleteTestDbs, dish, menu, testDb } from './helpers';

// What changed when a newer record replaces a saved one: the pure diff, then how the menu store
// keeps the note with the menu, and forgets it when dismissed.

afterEach(deleteTestDbs);

const eur = (amount: number): Price => ({ amount, currency: 'EUR', text: null });
const OCT_12 = Date.UTC(2026, 9, 12);
const NOV_20 = Date.UTC(2026, 10, 20);

const before = menu('p', {
  verifiedAt: OCT_12,
  dishes: [
    dish('Margherita', { section: 'Pizza', price: eur(9) }),
    dish('Marinara', { section: 'Pizza', price: eur(8) }),
    dish('Tiramisu', { section: 'Desserts', price: eur(6) }),
    dish('Espresso', { section: 'Drinks', price: eur(2) }),
  ],
});
const saved = { menu: before, verifiedAt: OCT_12, fetchedAt: OCT_12 + 1 };

describe('menuChanges', () => {
  it('finds new dishes, prices up and down with the old price, and gone dishes', () => {
    const after = menu('p', {
      verifiedAt: NOV_20,
      dishes: [
        dish('Margherita', { section: 'Pizza', price: eur(10) }),
        dish('Marinara', { section: 'Pizza', price: eur(7.5) }),
        dish('Diavola', { section: 'Pizza', price: eur(11) }),
        dish('Espresso', { section: 'Drinks', price: eur(2) }),
      ],
    });
    expect(menuChanges(saved, after)).toEqual({
      since: OCT_12,
      added: [2],
      repriced: [
        { position: 0, was: eur(9), direction: 'up' },
        { position: 1, was: eur(8), direction: 'down' },
      ],
      gone: [{ name: 'Tiramisu', section: 'Desserts', price: eur(6) }],
    });
  });

  it('sees no change in the same dishes reordered, renamed only in case or accents', () => {
    const after = menu('p', {
      dishes: [
        dish('espresso', { section: 'DRINKS', price: eur(2) }),
        dish('Tiramisù', { section: 'Desserts', price: eur(6) }),
        dish('Marinara', { section: 'Pizza', price: eur(8) }),
        dish(' Margherita ', { section: 'Pizza', price: eur(9) }),
      ],
    });
    expect(menuChanges(saved, after)).toBeUndefined();
  });

  it('tells dishes of the same name apart by section, and pairs repeated ones in order', () => {
    const twice = menu('p', {
      dishes: [
        dish('Rice', { section: 'Sides', price: eur(3) }),
        dish('Rice', { section: 'Sides', price: eur(5) }),
      ],
    });
    const changed = menu('p', {
      dishes: [
        dish('Rice', { section: 'Sides', price: eur(3) }),
        dish('Rice', { section: 'Mains', price: eur(5) }),
      ],
    });
    expect(menuChanges({ menu: twice, verifiedAt: 1, fetchedAt: 1 }, changed)).toEqual({
      since: 1,
      added: [1],
      repriced: [],
      gone: [{ name: 'Rice', section: 'Sides', price: eur(5) }],
    });
  });

  it('marks a price it cannot compare (another currency, a label) as changed without a direction', () => {
    const after = menu('p', {
      dishes: [
        dish('Margherita', { section: 'Pizza', price: { amount: 9, currency: 'CHF', text: null } }),
        dish('Marinara', { section: 'Pizza', price: { amount: null, currency: null, text: 'Market price' } }),
        dish('Tiramisu', { section: 'Desserts', price: null }),
        dish('Espresso', { section: 'Drinks', price: eur(2) }),
      ],
    });
    expect(menuChanges(saved, after)?.repriced).toEqual([
      { position: 0, was: eur(9), direction: null },
      { position: 1, was: eur(8), direction: null },
    ]);
  });

  it('says nothing when either record lists no dishes, and dates an undated record by its fetch', () => {
    const closed = menu('p', { status: 'unavailable', dishes: [] });
    expect(menuChanges(saved, closed)).toBeUndefined();
    expect(menuChanges({ menu: closed, verifiedAt: null, fetchedAt: 5 }, before)).toBeUndefined();
    const one = menu('p', { dishes: [dish('Soup')] });
    expect(menuChanges({ menu: one, verifiedAt: null, fetchedAt: 5 }, before)?.since).toBe(5);
  });
});

describe('the menu store keeps what changed', () => {
  const newer = menu('p', {
    verifiedAt: NOV_20,
    dishes: [...before.dishes.slice(0, 3), dish('Cannoli', { section: 'Desserts', price: eur(5) })],
  });

  it('a newer record whose dishes differ carries the note; the first save and an older or equal record none', async () => {
    const cache = createMenuCache(testDb());
    await cache.putMenu(before, 10);
    expect((await cache.getMenu('p'))?.changes).toBeUndefined();
    // Same verified_at, then an older one: the saved record stays, without a note.
    expect(await cache.putMenu({ ...newer, verifiedAt: OCT_12 }, 20)).toBe('kept_newer');
    expect(await cache.putMenu({ ...newer, verifiedAt: OCT_12 - 1 }, 30)).toBe('kept_newer');
    expect((await cache.getMenu('p'))?.changes).toBeUndefined();

    expect(await cache.putMenu(newer, 40)).toBe('replaced');
    const note = {
      since: OCT_12,
      added: [3],
      repriced: [],
      gone: [{ name: 'Espresso', section: 'Drinks', price: eur(2) }],
    };
    expect((await cache.getMenu('p'))?.changes).toEqual(note);
    // An older record fetched later renews the fetch time and keeps the note.
    expect(await cache.putMenu(before, 50)).toBe('kept_newer');
    expect(await cache.getMenu('p')).toMatchObject({ fetchedAt: 50, changes: note });
    // A newer record with the same dishes replaces it, and what it replaced is the last look.
    await cache.putMenu({ ...newer, verifiedAt: NOV_20 + 1 }, 60);
    expect((await cache.getMenu('p'))?.changes).toBeUndefined();
  });

  it('dismissing forgets the note, keeps the menu and the size total, and leaves the export as it was', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenu(before, 10);
    await cache.putMenu(newer, 20);
    expect(JSON.parse(await cache.exportJson()).menus[0].changes).toBeUndefined();
    expect(await cache.dismissChanges('p')).toBe(true);
    const stored = await cache.getMenu('p');
    expect(stored).toEqual({ placeId: 'p', menu: newer, verifiedAt: NOV_20, fetchedAt: 20 });
    expect(await cache.stats()).toEqual({ menus: 1, approxBytes: await sumMenuSizes(db) });
    expect(await cache.dismissChanges('p')).toBe(false);
    expect(await cache.dismissChanges('nowhere')).toBe(false);
  });

  it('a damaged note is dropped on read, never the menu', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenu(before, 10);
    await cache.putMenu(newer, 20);
    const row = await db.menus.get('p');
    expect(row?.changes?.added).toEqual([3]);
    await db.menus.put({ ...row!, changes: { ...row!.changes!, added: [99] } });
    expect(await cache.getMenu('p')).toMatchObject({ menu: newer });
    expect((await cache.getMenu('p'))?.changes).toBeUndefined();
    await db.menus.put({ ...row!, changes: 'junk' as never });
    expect((await cache.getMenu('p'))?.menu).toEqual(newer);
    expect((await cache.getMenu('p'))?.changes).toBeUndefined();
  });
});
