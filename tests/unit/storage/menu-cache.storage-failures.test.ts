import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMenuCache } from '@/lib/storage/menus/menu-cache';
import {
  getStorageError,
  openMenuDb,
  readWouldClearError,
  storageFailing,
} from '@/lib/storage/menus/menu-db';
import {
  CacheStorageError,
  classifyStorageError,
  isQuotaError,
  isStorageFailing,
  LOW_ROOM_BYTES,
  littleRoomLeft,
  runStorageOp,
  toCacheStorageError,
} from '@/lib/storage/menus/storage-errors';
import { deleteTestDbs, dish, menu, testDb, testDbName } from './helpers';

afterEach(async () => {
  vi.restoreAllMocks();
  await deleteTestDbs();
});

const quotaError = () => new DOMException('The disk is full', 'QuotaExceededError');
/** What Chrome reports: the transaction aborts, carrying the quota error. */
const abortedForQuota = () => new Dexie.AbortError('Transaction aborted', quotaError());

describe('damaged rows', () => {
  it('are skipped by every read and replaced by the next write', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenus([menu('good'), menu('bad', { dishes: [dish('Pizza bianca')] })], 1);
    await db.menus.put({
      placeId: 'bad',
      menu: { placeId: 'bad', status: 'verified' },
      fetchedAt: 2,
    } as never);

    expect(await cache.getMenu('bad')).toBeUndefined();
    expect((await cache.listMenus()).menus.map((entry) => entry.placeId)).toEqual(['good']);
    // Read but not listed: the next page starts after it, so the list knows it has reached the end.
    expect(await cache.listMenus()).toMatchObject({ total: 2, nextOffset: 2 });
    // The dish index holds its own copy of the hit fields: the bad row's dishes stay findable (opening
    // one then finds no saved menu) until the next write for that place replaces them.
    expect((await cache.searchDishes('pizza', 10)).map((hit) => hit.placeId)).toEqual(['good', 'bad']);
    expect(
      JSON.parse(await cache.exportJson()).menus.map((entry: { placeId: string }) => entry.placeId),
    ).toEqual(['good']);
    expect(getStorageError(db)).toBeNull();

    expect(await cache.putMenu(menu('bad', { dishes: [dish('Calzone')] }), 3)).toBe('inserted');
    expect((await cache.searchDishes('pizza bianca', 10)).map((hit) => hit.placeId)).toEqual([]);
    expect((await cache.searchDishes('calzone', 10)).map((hit) => hit.placeId)).toEqual(['bad']);
  });

  it('a row whose key and menu disagree is treated as damaged', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenu(menu('a'), 1);
    const row = await db.menus.get('a');
    await db.menus.put({ ...row!, placeId: 'b' });
    expect(await cache.getMenu('b')).toBeUndefined();
  });
});

describe('closed database', () => {
  it('is reopened once and the operation retried', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenu(menu('p'), 1);

    db.close();
    expect((await cache.getMenu('p'))?.fetchedAt).toBe(1);
    db.close();
    expect(await cache.putMenu(menu('q'), 2)).toBe('inserted');
    expect(getStorageError(db)).toBeNull();
  });

  it('surfaces a closed error when reopening fails, after one attempt', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenu(menu('p'), 1);
    db.close();
    const open = vi.spyOn(db, 'open').mockRejectedValue(new Dexie.DatabaseClosedError('still closed'));

    const failure = await cache.getMenu('p').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CacheStorageError);
    expect((failure as CacheStorageError).kind).toBe('closed');
    expect(open).toHaveBeenCalledTimes(1);
    expect(getStorageError(db)).toMatch(/closed/);
    // A read that works again would clear it: the worker's memory steps aside until then.
    expect(readWouldClearError(db)).toBe(true);
    open.mockRestore();
    await cache.getMenu('p');
    expect(readWouldClearError(db)).toBe(false);
  });

  it('steps aside when another connection deletes or upgrades it, then reopens', async () => {
    const db = testDb();
    const cache = createMenuCache(db);
    await cache.putMenu(menu('p'), 1);

    // Not blocked: our connection closes on versionchange.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(db.name);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('blocked by our open connection'));
    });

    expect(await cache.getMenu('p')).toBeUndefined();
    expect(await cache.putMenu(menu('p'), 2)).toBe('inserted');
  });
});

describe('blocked upgrade', () => {
  it('reports the block while an old connection holds version 1, then proceeds', async () => {
    const name = testDbName();
    const old = new Dexie(name);
    old.version(1).stores({ menus: 'placeId, savedAt', notFound: 'placeId', budget: 'month' });
    old.on('versionchange', () => false); // an old copy that does not step aside
    await old.open();

    const db = openMenuDb(name);
    const pending = createMenuCache(db).listMenus();
    await vi.waitFor(() => expect(getStorageError(db)).toMatch(/blocked/));

    old.close();
    expect(await pending).toEqual({ menus: [], total: 0, nextOffset: 0 });
    expect(getStorageError(db)).toBeNull();
  });
});

describe('quota exceeded on write', () => {
  it.each([
    ['QuotaExceededError', quotaError],
    ['AbortError wrapping QuotaExceededError', abortedForQuota],
  ])('%s: typed error, error state set, previous record intact', async (_label, makeError) => {
    const db = testDb();
    const cache = createMenuCache(db);
    const old = menu('p', { verifiedAt: 1, dishes: [dish('Gnocchi')] });
    await cache.putMenu(old, 1);

    const bulkPut = vi.spyOn(db.menus, 'bulkPut').mockRejectedValue(makeError());
    const failure = await cache
      .putMenu(menu('p', { verifiedAt: 2, dishes: [dish('Ravioli')] }), 2)
      .catch((e) => e);

    expect(failure).toBeInstanceOf(CacheStorageError);
    expect((failure as CacheStorageError).kind).toBe('quota');
    expect(getStorageError(db)).toBe('quota');
    expect(await cache.getMenu('p')).toEqual({ placeId: 'p', menu: old, verifiedAt: 1, fetchedAt: 1 });
    expect((await cache.searchDishes('gnocchi', 10)).map((hit) => hit.placeId)).toEqual(['p']);
    expect(await cache.searchDishes('ravioli', 10)).toEqual([]);
    // A read does not prove there is space again, so the worker's memory need not step aside for one.
    expect(getStorageError(db)).not.toBeNull();
    expect(readWouldClearError(db)).toBe(false);

    bulkPut.mockRestore();
    expect(await cache.putMenu(menu('p', { verifiedAt: 2, dishes: [dish('Ravioli')] }), 3)).toBe('replaced');
    expect(getStorageError(db)).toBeNull();
  });

  it('recognises quota errors however they are wrapped', () => {
    expect(isQuotaError(quotaError())).toBe(true);
    expect(isQuotaError(abortedForQuota())).toBe(true);
    expect(isQuotaError(new Error('outer', { cause: quotaError() }))).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('aborted'))).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
    expect(classifyStorageError(new Dexie.DatabaseClosedError())).toBe('closed');
    expect(classifyStorageError(new DOMException('x', 'VersionError'))).toBe('version');
    expect(classifyStorageError(new Error('other'))).toBe('unknown');
  });

  it("reads Chrome's full-disk blob write failure as a full storage", () => {
    const blobs = new Dexie.AbortError(
      'aborted',
      new DOMException('Failed to write blobs (IOError)', 'UnknownError'),
    );
    expect(isQuotaError(blobs)).toBe(true);
    expect(classifyStorageError(blobs)).toBe('quota');
  });
});

describe('a failing backing store (issue 31: a disk that fills)', () => {
  const backingStore = () =>
    new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError');

  it("reads Chromium's backing store failures as failing storage, however Dexie wraps them", () => {
    expect(classifyStorageError(backingStore())).toBe('failing');
    const openFailed = new Dexie.OpenFailedError(backingStore());
    expect(classifyStorageError(openFailed)).toBe('failing');
    expect(classifyStorageError(new Dexie.DatabaseClosedError(openFailed))).toBe('failing');
    // A refused write, however wrapped, is a full storage.
    const unknownQuota = new Dexie.UnknownError('x', quotaError());
    expect(classifyStorageError(unknownQuota)).toBe('quota');
    expect(classifyStorageError(new Dexie.AbortError('x', unknownQuota))).toBe('quota');
    // A closed database alone is not a failing store.
    expect(classifyStorageError(new Dexie.DatabaseClosedError())).toBe('closed');
  });

  it('says in words that storage is full or failing, and what to do', () => {
    expect(toCacheStorageError(backingStore()).message).toBe(
      'Browser storage is failing, most likely because the disk is full: menus cannot be kept. Free disk space, then restart the browser.',
    );
    expect(toCacheStorageError(quotaError()).message).toMatch(/^Browser storage is full: .*Free disk space/);
  });

  it('a failure shown: a read does not clear a full or failing store, a write does', async () => {
    const db = { open: async () => undefined, storageError: toCacheStorageError(backingStore()) };
    const succeed = (access: 'read' | 'write') => runStorageOp(db, access, async () => undefined);
    await succeed('read');
    expect(db.storageError?.kind).toBe('failing');
    await succeed('write');
    expect(db.storageError).toBeNull();
    db.storageError = toCacheStorageError(new Error('other'));
    expect(isStorageFailing(db.storageError.kind)).toBe(false);
    await succeed('read');
    expect(db.storageError).toBeNull();
  });

  it('storageFailing: lifted by one small write, at most once a minute, once there is room again', async () => {
    const db = testDb();
    await db.open();
    const roomy = async () => null;
    db.storageError = toCacheStorageError(backingStore());
    // Still little room: nothing is written, the pause stays.
    expect(storageFailing(db, 0, async () => 5_000_000)).toBe(true);
    await new Promise((done) => setTimeout(done, 20));
    expect(storageFailing(db, 1_000, roomy)).toBe(true);
    // The write fails: still failing.
    const put = vi.spyOn(db.meta, 'put').mockRejectedValueOnce(toCacheStorageError(backingStore()));
    expect(storageFailing(db, 60_000, roomy)).toBe(true);
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 20));
    expect(storageFailing(db, 61_000, roomy)).toBe(true);
    // A minute on, the room back, the write succeeds: lookups resume.
    expect(storageFailing(db, 120_000, roomy)).toBe(true);
    await vi.waitFor(() => expect(storageFailing(db, 121_000, roomy)).toBe(false));
    expect(getStorageError(db)).toBeNull();
  });

  it('littleRoomLeft: what estimate() leaves (quota less usage) only when under LOW_ROOM_BYTES', async () => {
    const estimates = (estimate: () => Promise<StorageEstimate>) =>
      vi.stubGlobal('navigator', { storage: { estimate } });
    // With unlimitedStorage, Chromium's quota is about the disk's free space plus the usage.
    estimates(async () => ({ quota: 40_000_000, usage: 1_000_000 }));
    expect(await littleRoomLeft()).toBe(39_000_000);
    estimates(async () => ({ quota: LOW_ROOM_BYTES + 10, usage: 0 }));
    expect(await littleRoomLeft()).toBeNull();
    estimates(async () => ({}));
    expect(await littleRoomLeft()).toBeNull();
    estimates(async () => {
      throw new Error('no');
    });
    expect(await littleRoomLeft()).toBeNull();
    vi.unstubAllGlobals();
  });
});
