import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBudgetStore } from '@/lib/cache/budget-store';
import {
  getStorageError,
  lazyMenuDb,
  type MenuDb,
  NATIVE_DB_VERSION,
  openMenuDb,
  readWouldClearError,
} from '@/lib/cache/db';
import { createMenuCache } from '@/lib/cache/menu-cache';
import { CacheStorageError, storageErrorMessage } from '@/lib/cache/storage-errors';
import { deleteTestDbs, menu, testDb, testDbName } from './helpers';

const opened: MenuDb[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of opened.splice(0)) db.close();
  await deleteTestDbs();
});

/** The worker's source over database `name`, counting the Dexie instances it makes. */
function workerSource(name: string) {
  let made = 0;
  const source = lazyMenuDb(name, (health) => {
    made += 1;
    const db = openMenuDb(name, health);
    opened.push(db);
    return db;
  });
  return { source, made: () => made };
}

/** A database of the current schema holding a menu, a 404 note and a month's budget. */
async function savedDatabase(): Promise<string> {
  const db = testDb();
  const cache = createMenuCache(db);
  await cache.putMenu(menu('saved'), 1_000);
  await cache.putNotFound('gone', 1_000, 60_000);
  await createBudgetStore(db).countRequest('2026-11');
  db.close();
  return db.name;
}

describe('lazyMenuDb', () => {
  it('answers the reads of a first answer without making Dexie’s instance, as Dexie would', async () => {
    const name = await savedDatabase();
    const { source, made } = workerSource(name);
    const cache = createMenuCache(source);
    const budget = createBudgetStore(source);

    const plain = {
      menu: await cache.getMenu('saved'),
      missing: await cache.getMenu('other'),
      gone: await cache.getNotFound('gone', 2_000),
      expired: await cache.getNotFound('gone', 70_000),
      month: await budget.getMonth('2026-11'),
      empty: await budget.getMonth('2026-10'),
    };
    expect(made()).toBe(0);

    const dexie = openMenuDbFor(name);
    const viaDexie = {
      menu: await createMenuCache(dexie).getMenu('saved'),
      missing: await createMenuCache(dexie).getMenu('other'),
      gone: await createMenuCache(dexie).getNotFound('gone', 2_000),
      expired: await createMenuCache(dexie).getNotFound('gone', 70_000),
      month: await createBudgetStore(dexie).getMonth('2026-11'),
      empty: await createBudgetStore(dexie).getMonth('2026-10'),
    };
    expect(plain).toEqual(viaDexie);
    expect(plain.menu?.menu.name).toBe('Restaurant saved');
    expect(plain.gone).toBe(true);
    expect(plain.month.used).toBe(1);
  });

  it('validates rows read without Dexie as it validates Dexie’s: a damaged one is missing', async () => {
    const db = testDb();
    await db.open();
    await db.menus.put({ placeId: 'bad', menu: { placeId: 'bad' }, fetchedAt: 1 } as never);
    await db.budget.put({ month: '2026-11', used: -4, exhaustedUntil: null });
    db.close();
    const { source, made } = workerSource(db.name);

    expect(await createMenuCache(source).getMenu('bad')).toBeUndefined();
    expect(await createBudgetStore(source).getMonth('2026-11')).toEqual({
      month: '2026-11',
      used: 0,
      exhaustedUntil: null,
    });
    expect(made()).toBe(0);
  });

  it('makes Dexie’s instance for everything else, once', async () => {
    const name = await savedDatabase();
    const { source, made } = workerSource(name);
    const cache = createMenuCache(source);
    expect((await cache.listMenus()).menus.map((entry) => entry.placeId)).toEqual(['saved']);
    expect(await cache.putMenu(menu('new'), 2_000)).toBe('inserted');
    await createBudgetStore(source).countRequest('2026-11');
    expect(made()).toBe(1);
    expect((await cache.getMenu('new'))?.fetchedAt).toBe(2_000);
    expect((await createBudgetStore(source).getMonth('2026-11')).used).toBe(2);
  });

  it('on a first start, leaves creating the database to Dexie', async () => {
    const name = testDbName();
    const { source, made } = workerSource(name);
    const cache = createMenuCache(source);
    expect(await cache.getMenu('p')).toBeUndefined();
    expect(made()).toBe(1);
    expect(await cache.putMenu(menu('p'), 1)).toBe('inserted');
    expect((await cache.getMenu('p'))?.fetchedAt).toBe(1);
    expect(source.db().backendDB().version).toBe(NATIVE_DB_VERSION);
    // Created by Dexie, so populated as Dexie populates a new database (db.ts).
    expect(await source.db().meta.get('searchGeneration')).toBeDefined();
  });

  it('once Dexie’s instance is made, reads through it: a plain read hides none of its failures', async () => {
    const name = await savedDatabase();
    const { source, made } = workerSource(name);
    const cache = createMenuCache(source);
    expect((await cache.getMenu('saved'))?.fetchedAt).toBe(1_000);
    expect(made()).toBe(0);

    const db = source.db();
    vi.spyOn(db, 'table').mockImplementation(() => {
      throw new DOMException('The disk failed', 'UnknownError');
    });
    await expect(cache.getMenu('saved')).rejects.toBeInstanceOf(CacheStorageError);
    expect(getStorageError(source)).not.toBeNull();
  });

  it('after an update that brings a migration, reads through Dexie, which upgrades first', async () => {
    const name = await versionOneDatabase();

    const { source, made } = workerSource(name);
    expect((await createMenuCache(source).getMenu('old'))?.fetchedAt).toBe(500);
    expect(made()).toBe(1);
    expect((await createBudgetStore(source).getMonth('2026-11')).used).toBe(7);
    expect(source.db().backendDB().version).toBe(NATIVE_DB_VERSION);
  });

  it('a Dexie that cannot be loaded is a storage failure, shown; the next operation tries again', async () => {
    const name = testDbName();
    let attempts = 0;
    const source = lazyMenuDb(name, (health) => {
      attempts += 1;
      // Chrome's worker: Dexie's script could not be imported (lib/cache/dexie/dexie-script.ts).
      if (attempts === 1) throw new TypeError("Failed to execute 'importScripts': NetworkError");
      const db = openMenuDb(name, health);
      opened.push(db);
      return db;
    });
    const cache = createMenuCache(source);
    await expect(cache.putMenu(menu('first'), 1_000)).rejects.toBeInstanceOf(CacheStorageError);
    expect(getStorageError(source)).not.toBeNull();
    expect(await cache.putMenu(menu('first'), 1_000)).toBe('inserted');
    expect(getStorageError(source)).toBeNull();
    expect(attempts).toBe(2);
  });

  it('keeps one storage health for both paths: a plain read clears what a read would', async () => {
    const name = await savedDatabase();
    const { source, made } = workerSource(name);
    source.health.record(new CacheStorageError('closed', 'The database was closed.'));
    expect(readWouldClearError(source)).toBe(true);

    expect((await createMenuCache(source).getMenu('saved'))?.placeId).toBe('saved');
    expect(getStorageError(source)).toBeNull();
    expect(made()).toBe(0);

    // A quota error needs a write to clear, whichever path reads.
    source.health.record(new CacheStorageError('quota', 'The disk is full.'));
    await createBudgetStore(source).getMonth('2026-11');
    expect(getStorageError(source)).toBe('The disk is full.');
  });

  it('reports a blocked upgrade in the same health, from Dexie, when the plain read steps aside', async () => {
    const name = await versionOneDatabase();
    // Held open by a context that never lets go.
    const holder = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const { source } = workerSource(name);
    const read = createMenuCache(source).getMenu('old');
    await expect.poll(() => getStorageError(source)).toBe(storageErrorMessage('blocked'));

    holder.close();
    expect((await read)?.fetchedAt).toBe(500);
    expect(getStorageError(source)).toBeNull();
  });
});

/** The database as version 1 of the extension left it (migrations.ts). */
async function versionOneDatabase(): Promise<string> {
  const name = testDbName();
  const v1 = new Dexie(name);
  v1.version(1).stores({ menus: 'placeId, savedAt', notFound: 'placeId', budget: 'month' });
  const old = menu('old');
  await v1.table('menus').put({ placeId: 'old', menu: old, verifiedAt: old.verifiedAt, savedAt: 500 });
  await v1.table('budget').put({ month: '2026-11', used: 7, exhaustedUntil: null });
  v1.close();
  return name;
}

function openMenuDbFor(name: string): MenuDb {
  const db = openMenuDb(name);
  opened.push(db);
  return db;
}
