import { afterEach, describe, expect, it } from 'vitest';
import type { PlaceList } from '@/lib/storage/lists/list-rows';
import { createPlaceLists } from '@/lib/storage/lists/place-lists';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import type { MenuDb } from '@/lib/storage/menus/menu-db';
import { readTripFile, TRIP_FILE_VERSION } from '@/lib/storage/transfer/trip-file';
import { deleteTestDbs, menu, testDb } from './helpers';

afterEach(deleteTestDbs);

const NOW = Date.UTC(2026, 10, 28, 12);
/** Where place d is: a menu saved from its place link, in no list. */
const AT = { lat: 48.8566, lng: 2.3522 };

function list(id: string, updatedAt: number, placeIds: string[]): PlaceList {
  return {
    id,
    name: `ramen · ${id}`,
    query: 'ramen',
    createdAt: 1,
    updatedAt,
    centre: null,
    places: placeIds.map((placeId) => ({ placeId, name: placeId })),
  };
}

/** Reads a file's text as the worker does (trip-file.ts), then imports it. */
async function importText(db: MenuDb, text: string) {
  const file = readTripFile(text);
  if (!file.ok) return file;
  return { ok: true, ...(await createMenuCache(db, { now: () => NOW }).importTrip(file)) };
}

/** Everything an import may touch, to compare before and after. */
async function snapshot(db: MenuDb) {
  const [menus, lists, search, meta, notFound] = await Promise.all([
    db.menus.toArray(),
    db.lists.toArray(),
    db.search.count(),
    db.meta.toArray(),
    db.notFound.toArray(),
  ]);
  return { menus, lists, search, meta, notFound };
}

async function savedTrip() {
  const db = testDb();
  const cache = createMenuCache(db, { now: () => NOW });
  await cache.putMenus([menu('a'), menu('b'), menu('c', { verifiedAt: null })], NOW - 1000);
  await cache.putMenu(menu('d'), NOW - 1000, undefined, AT);
  await createPlaceLists(db).put(list('trip', 50, ['a', 'b']));
  await createPlaceLists(db).put(list('other', 40, ['c']));
  return { db, cache };
}

describe('trip file export and import', () => {
  it('moves every saved menu and list to another device, costing nothing there twice', async () => {
    const { cache } = await savedTrip();
    const text = await cache.exportJson();
    expect(JSON.parse(text)).toMatchObject({ version: TRIP_FILE_VERSION });

    const phone = testDb();
    expect(await importText(phone, text)).toEqual({ ok: true, menus: 4, lists: 2, upToDate: 0 });
    const phoneCache = createMenuCache(phone, { now: () => NOW });
    expect((await phoneCache.getMenu('a'))?.menu).toEqual(menu('a'));
    // Its position too, which the dish search by distance reads first for a place in no list.
    expect((await phoneCache.getMenu('d'))?.at).toEqual(AT);
    expect((await phoneCache.getMenu('c'))?.fetchedAt).toBe(NOW - 1000);
    expect((await createPlaceLists(phone).all()).map((l) => l.id)).toEqual(['trip', 'other']);
    expect((await phoneCache.searchDishes('tiramisu', 10)).length).toBe(4);

    const before = await snapshot(phone);
    expect(await importText(phone, text)).toEqual({ ok: true, menus: 0, lists: 0, upToDate: 6 });
    expect(await snapshot(phone)).toEqual(before);
  });

  it('adds a position a file brings to a menu as new that has none, keeping the menu, its time and its size total right', async () => {
    const { cache } = await savedTrip();
    const text = await cache.exportJson();
    const withoutPositions = JSON.parse(text);
    for (const entry of withoutPositions.menus) delete entry.at;

    const phone = testDb();
    await importText(phone, JSON.stringify(withoutPositions));
    const phoneCache = createMenuCache(phone, { now: () => NOW });
    expect((await phoneCache.getMenu('d'))?.at).toBeUndefined();
    const before = await phoneCache.getMenu('d');

    expect(await importText(phone, text)).toEqual({ ok: true, menus: 0, lists: 0, upToDate: 6 });
    const after = await phoneCache.getMenu('d');
    expect(after?.at).toEqual(AT);
    expect(after && { ...after, at: undefined }).toEqual({ ...before, at: undefined });
    // The running size total still equals the rows' own sizes.
    const rows = await phone.menus.toArray();
    expect((await phoneCache.stats()).approxBytes).toBe(rows.reduce((sum, row) => sum + row.size, 0));
  });

  it('exports one list with its places’ menus only', async () => {
    const { cache } = await savedTrip();
    const file = JSON.parse(await cache.exportJson('trip'));
    expect(file.lists.map((l: PlaceList) => l.id)).toEqual(['trip']);
    expect(file.menus.map((m: { placeId: string }) => m.placeId).sort()).toEqual(['a', 'b']);
    await expect(cache.exportJson('gone')).rejects.toThrow();
  });

  it('keeps the newest of each menu (verified_at) and list (updatedAt)', async () => {
    const db = testDb();
    const cache = createMenuCache(db, { now: () => NOW });
    const older = Date.UTC(2026, 0, 1);
    const newer = Date.UTC(2026, 5, 1);
    await cache.putMenus(
      [menu('kept', { verifiedAt: newer, name: 'Device' }), menu('replaced', { verifiedAt: older })],
      1,
    );
    await createPlaceLists(db).put({ ...list('l', 100, ['kept']), name: 'device list' });
    await createPlaceLists(db).put({ ...list('m', 100, []), name: 'device list m' });
    const text = JSON.stringify({
      version: 2,
      menus: [
        {
          placeId: 'kept',
          menu: menu('kept', { verifiedAt: older, name: 'File' }),
          verifiedAt: older,
          fetchedAt: newer + 1000,
        },
        {
          placeId: 'replaced',
          menu: menu('replaced', { verifiedAt: newer, name: 'File' }),
          verifiedAt: newer,
          fetchedAt: newer + 1000,
        },
      ],
      lists: [
        { ...list('l', 50, []), name: 'file list' },
        { ...list('m', 200, []), name: 'file list m' },
      ],
    });
    expect(await importText(db, text)).toEqual({ ok: true, menus: 1, lists: 1, upToDate: 2 });
    expect((await cache.getMenu('kept'))?.menu.name).toBe('Device');
    expect((await cache.getMenu('replaced'))?.menu.name).toBe('File');
    const lists = createPlaceLists(db);
    expect((await lists.get('l'))?.name).toBe('device list');
    expect((await lists.get('m'))?.name).toBe('file list m');
  });

  it('reads a version 1 file (menus only), ignoring unknown fields, and has no place for the key or settings', async () => {
    const db = testDb();
    const text = JSON.stringify({
      version: 1,
      exportedAt: '2026-05-06T12:00:00.000Z',
      apiKey: 'sk-stolen',
      settings: { serviceUrl: 'https://evil.example' },
      menus: [
        {
          placeId: 'a',
          menu: { ...menu('a'), extra: '<img src=x onerror=alert(1)>' },
          verifiedAt: 1,
          fetchedAt: 2,
          size: 1,
        },
      ],
    });
    expect(await importText(db, text)).toEqual({ ok: true, menus: 1, lists: 0, upToDate: 0 });
    const [row] = await db.menus.toArray();
    expect(Object.keys(row?.menu ?? {})).not.toContain('extra');
    expect(JSON.stringify(await snapshot(db))).not.toMatch(/sk-stolen|evil\.example/);
  });

  it('refuses a malformed file whole, with why, writing nothing', async () => {
    const { db } = await savedTrip();
    const before = await snapshot(db);
    const good = { placeId: 'new', menu: menu('new'), verifiedAt: 1, fetchedAt: 1 };
    const cases: Array<[string, string]> = [
      ['{"menus": [', 'not_json'],
      ['[]', 'not_trip_file'],
      ['{"hello": 1}', 'not_trip_file'],
      [JSON.stringify({ version: 3, menus: [] }), 'newer_version'],
      [JSON.stringify({ version: 2, menus: [good, { ...good, placeId: 'other' }] }), 'invalid'],
      [JSON.stringify({ version: 2, menus: [good, { placeId: 'x', menu: { placeId: 'x' } }] }), 'invalid'],
      [JSON.stringify({ version: 2, menus: [good], lists: [{ id: '', places: [] }] }), 'invalid'],
      [
        JSON.stringify({
          version: 2,
          menus: [good],
          lists: [
            list(
              'big',
              1,
              Array.from({ length: 501 }, (_, i) => `p${i}`),
            ),
          ],
        }),
        'invalid',
      ],
      [' '.repeat(50 * 1024 * 1024 + 1), 'too_large'],
    ];
    for (const [text, problem] of cases) {
      expect(await importText(db, text)).toMatchObject({ ok: false, problem });
    }
    expect(await snapshot(db)).toEqual(before);
  });

  it('writes nothing when storage refuses part of the import', async () => {
    const { db } = await savedTrip();
    const before = await snapshot(db);
    const quota = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    db.lists.bulkPut = (() => Promise.reject(quota)) as unknown as typeof db.lists.bulkPut;
    const text = JSON.stringify({
      version: 2,
      menus: [{ placeId: 'new', menu: menu('new'), verifiedAt: 1, fetchedAt: 1 }],
      lists: [list('new-list', 1, ['new'])],
    });
    await expect(importText(db, text)).rejects.toMatchObject({ kind: 'quota' });
    expect(await snapshot(db)).toEqual(before);
  });

  it('brings a fetch time ahead of now back to now, and orders a record whose dates cannot be true below any later answer', async () => {
    const db = testDb();
    const future = NOW + 365 * 86_400_000;
    const text = JSON.stringify({
      version: 2,
      menus: [
        { placeId: 'a', menu: menu('a', { verifiedAt: future }), verifiedAt: future, fetchedAt: future },
      ],
    });
    await importText(db, text);
    const cache = createMenuCache(db, { now: () => NOW });
    const stored = await cache.getMenu('a');
    expect({
      shown: stored?.menu.verifiedAt,
      verifiedAt: stored?.verifiedAt,
      fetchedAt: stored?.fetchedAt,
    }).toEqual({
      shown: null,
      verifiedAt: null,
      fetchedAt: NOW,
    });
    // A paid refresh later, of a record verified before the import: the user sees what they paid for.
    const refreshed = menu('a', { verifiedAt: NOW - 86_400_000, name: 'Refreshed' });
    expect(await cache.putMenu(refreshed, NOW + 1000)).toBe('replaced');
    expect((await cache.getMenu('a'))?.menu.name).toBe('Refreshed');
  });

  it('keeps a file’s menu no newer than its fetch: a future verified date neither shows nor beats a later paid refresh', async () => {
    const db = testDb();
    const fetchedAt = NOW - 30 * 86_400_000;
    const text = JSON.stringify({
      version: 2,
      menus: [
        {
          placeId: 'a',
          menu: menu('a', { verifiedAt: Date.UTC(2099, 0, 1) }),
          verifiedAt: NOW + 86_400_000,
          fetchedAt,
        },
      ],
    });
    await importText(db, text);
    const cache = createMenuCache(db, { now: () => NOW });
    const stored = await cache.getMenu('a');
    expect(stored?.menu.verifiedAt).toBeNull();
    expect(stored?.verifiedAt).toBe(fetchedAt);
    const refreshed = menu('a', { verifiedAt: NOW - 86_400_000, name: 'Refreshed' });
    expect(await cache.putMenu(refreshed, NOW + 1000)).toBe('replaced');
    expect((await cache.getMenu('a'))?.menu.name).toBe('Refreshed');
  });

  it('keeps an imported date alone no later than the import: tomorrow’s UTC date neither shows nor beats a refresh paid after it', async () => {
    const db = testDb();
    const fetchedAt = NOW - 3_600_000;
    // A date alone is kept as its UTC midnight; a fetch may believe it up to 14 hours ahead, an import may not.
    const tomorrow = Date.UTC(2026, 10, 29);
    const text = JSON.stringify({
      version: 2,
      menus: [{ placeId: 'a', menu: menu('a', { verifiedAt: tomorrow }), verifiedAt: tomorrow, fetchedAt }],
    });
    await importText(db, text);
    const cache = createMenuCache(db, { now: () => NOW });
    const stored = await cache.getMenu('a');
    expect(stored?.menu.verifiedAt).toBeNull();
    expect(stored?.verifiedAt).toBe(fetchedAt);
    const refreshed = menu('a', { verifiedAt: NOW + 2 * 3_600_000, name: 'Refreshed' });
    expect(await cache.putMenu(refreshed, NOW + 3 * 3_600_000)).toBe('replaced');
    expect((await cache.getMenu('a'))?.menu.name).toBe('Refreshed');
  });

  it('shows and orders an imported menu by one date, the menu’s own: an entry cannot claim another', async () => {
    const db = testDb();
    const shown = Date.UTC(2026, 5, 1);
    const text = JSON.stringify({
      version: 2,
      menus: [
        // The panel reads the menu's date: a 2099 one there was shown as "checked now … Jan 1, 2099".
        {
          placeId: 'a',
          menu: menu('a', { verifiedAt: Date.UTC(2099, 0, 1) }),
          verifiedAt: Date.UTC(2020, 0, 1),
          fetchedAt: shown,
        },
        {
          placeId: 'b',
          menu: menu('b', { verifiedAt: shown }),
          verifiedAt: Date.UTC(2020, 0, 1),
          fetchedAt: shown + 1000,
        },
        // What asFetched keeps for a record dated after its fetch: undated, ordered as of the fetch.
        { placeId: 'c', menu: menu('c', { verifiedAt: null }), verifiedAt: shown, fetchedAt: shown },
      ],
    });
    await importText(db, text);
    const cache = createMenuCache(db, { now: () => NOW });
    const dates = async (placeId: string) => {
      const stored = await cache.getMenu(placeId);
      return { shown: stored?.menu.verifiedAt, ordered: stored?.verifiedAt };
    };
    expect(await dates('a')).toEqual({ shown: null, ordered: shown });
    expect(await dates('b')).toEqual({ shown, ordered: shown });
    expect(await dates('c')).toEqual({ shown: null, ordered: shown });
  });
});
