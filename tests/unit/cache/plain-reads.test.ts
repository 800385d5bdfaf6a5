import { afterEach, describe, expect, it } from 'vitest';
import { NATIVE_DB_VERSION } from '@/lib/cache/db';
import { NOT_READ, openPlainReads, type PlainTable } from '@/lib/cache/plain-reads';
import { deleteTestDbs, menu, testDb, testDbName } from './helpers';

afterEach(deleteTestDbs);

const TABLES: PlainTable[] = ['menus', 'notFound', 'budget'];

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** A database at native `version` with `stores` (out-of-line keys), held open until closed. */
function rawDb(name: string, version: number, stores: string[] = TABLES): Promise<IDBDatabase> {
  const req = indexedDB.open(name, version);
  req.onupgradeneeded = () => {
    for (const store of stores) req.result.createObjectStore(store);
  };
  return request(req);
}

/** The database's version as it stands (0 when there is none), read without changing it. */
async function versionOf(name: string): Promise<number> {
  const listed = await indexedDB.databases();
  return listed.find((db) => db.name === name)?.version ?? 0;
}

/** The factory, counting its opens. */
function countingFactory(): { factory: IDBFactory; opens: () => number } {
  let opens = 0;
  const factory = {
    open: (name: string, version?: number) => {
      opens += 1;
      return indexedDB.open(name, version);
    },
  } as IDBFactory;
  return { factory, opens: () => opens };
}

describe('openPlainReads', () => {
  it('reads the rows Dexie wrote, by key, and undefined for a missing one', async () => {
    const db = testDb();
    await db.menus.put({ placeId: 'p', menu: menu('p') } as never);
    await db.budget.put({ month: '2026-11', used: 3, exhaustedUntil: null });
    db.close();

    const plain = openPlainReads(db.name, NATIVE_DB_VERSION);
    expect(await plain.get('menus', 'p')).toMatchObject({ placeId: 'p', menu: { name: 'Restaurant p' } });
    expect(await plain.get('budget', '2026-11')).toEqual({ month: '2026-11', used: 3, exhaustedUntil: null });
    expect(await plain.get('notFound', 'p')).toBeUndefined();
  });

  it('opens once for many reads', async () => {
    const name = testDbName();
    (await rawDb(name, NATIVE_DB_VERSION)).close();
    const { factory, opens } = countingFactory();
    const plain = openPlainReads(name, NATIVE_DB_VERSION, factory);
    await Promise.all([plain.get('menus', 'a'), plain.get('notFound', 'a'), plain.get('budget', '2026-11')]);
    await plain.get('menus', 'b');
    expect(opens()).toBe(1);
  });

  it('does not create a missing database: creating it is Dexie’s', async () => {
    const name = testDbName();
    expect(await openPlainReads(name, NATIVE_DB_VERSION).get('menus', 'p')).toBe(NOT_READ);
    expect(await versionOf(name)).toBe(0);
  });

  it('does not upgrade an older database, and stops trying until the worker stops', async () => {
    const name = testDbName();
    (await rawDb(name, NATIVE_DB_VERSION - 10)).close();
    const { factory, opens } = countingFactory();
    const plain = openPlainReads(name, NATIVE_DB_VERSION, factory);

    expect(await plain.get('menus', 'p')).toBe(NOT_READ);
    expect(await versionOf(name)).toBe(NATIVE_DB_VERSION - 10);
    // Even once the upgrade is done (by Dexie, in the worker): each retry would cost a round trip.
    indexedDB.deleteDatabase(name);
    (await rawDb(name, NATIVE_DB_VERSION)).close();
    expect(await plain.get('budget', '2026-11')).toBe(NOT_READ);
    expect(opens()).toBe(1);
  });

  it('does not read a newer database (another schema)', async () => {
    const name = testDbName();
    (await rawDb(name, NATIVE_DB_VERSION + 1)).close();
    expect(await openPlainReads(name, NATIVE_DB_VERSION).get('menus', 'p')).toBe(NOT_READ);
    expect(await versionOf(name)).toBe(NATIVE_DB_VERSION + 1);
  });

  it('leaves no open queued when another connection would block the upgrade due', async () => {
    const name = testDbName();
    // An older copy that never lets go (no versionchange handler closes it).
    const holder = await rawDb(name, NATIVE_DB_VERSION - 10);
    expect(await openPlainReads(name, NATIVE_DB_VERSION).get('menus', 'p')).toBe(NOT_READ);
    // The upgrade's own open is next in line: it hears at once that it is blocked.
    const upgrade = indexedDB.open(name, NATIVE_DB_VERSION);
    await new Promise((resolve) => {
      upgrade.onblocked = resolve;
    });
    holder.close();
    upgrade.onupgradeneeded = () => undefined;
    (await request(upgrade)).close();
    expect(await versionOf(name)).toBe(NATIVE_DB_VERSION);
  });

  it('reads a table missing from a damaged schema as not read, the others as usual', async () => {
    const name = testDbName();
    (await rawDb(name, NATIVE_DB_VERSION, ['menus'])).close();
    const plain = openPlainReads(name, NATIVE_DB_VERSION);
    expect(await plain.get('budget', '2026-11')).toBe(NOT_READ);
    expect(await plain.get('menus', 'p')).toBeUndefined();
  });

  it('lets go when another copy upgrades the database, without blocking it', async () => {
    const name = testDbName();
    (await rawDb(name, NATIVE_DB_VERSION)).close();
    const plain = openPlainReads(name, NATIVE_DB_VERSION);
    expect(await plain.get('menus', 'p')).toBeUndefined();

    const upgrade = indexedDB.open(name, NATIVE_DB_VERSION + 10);
    let blocked = false;
    upgrade.onblocked = () => {
      blocked = true;
    };
    (await request(upgrade)).close();
    expect(blocked).toBe(false);
    // The next read opens again, and finds a schema it does not know.
    expect(await plain.get('menus', 'p')).toBe(NOT_READ);
  });

  it('opens again after the database was deleted and made again', async () => {
    const name = testDbName();
    (await rawDb(name, NATIVE_DB_VERSION)).close();
    const plain = openPlainReads(name, NATIVE_DB_VERSION);
    expect(await plain.get('menus', 'p')).toBeUndefined();

    await request(indexedDB.deleteDatabase(name));
    const again = await rawDb(name, NATIVE_DB_VERSION);
    await request(again.transaction('menus', 'readwrite').objectStore('menus').put({ placeId: 'p' }, 'p'));
    again.close();
    expect(await plain.get('menus', 'p')).toEqual({ placeId: 'p' });
  });

  it('reads nothing once closed, and closes its connection', async () => {
    const name = testDbName();
    (await rawDb(name, NATIVE_DB_VERSION)).close();
    const requests: IDBOpenDBRequest[] = [];
    const factory = {
      open: (dbName: string) => {
        const req = indexedDB.open(dbName);
        requests.push(req);
        return req;
      },
    } as IDBFactory;
    const plain = openPlainReads(name, NATIVE_DB_VERSION, factory);
    expect(await plain.get('menus', 'p')).toBeUndefined();
    const connection = requests[0]!.result;
    expect(() => connection.transaction('menus')).not.toThrow();

    plain.close();
    expect(await plain.get('menus', 'p')).toBe(NOT_READ);
    expect(() => connection.transaction('menus')).toThrow(/closed|InvalidState/i);
    expect(requests).toHaveLength(1);
  });

  it.each(TABLES)('holds every table the worker reads by key (%s)', async (table) => {
    const db = testDb();
    await db.open();
    expect(db.tables.map((t) => t.name)).toContain(table);
    expect(db.backendDB().version).toBe(NATIVE_DB_VERSION);
    db.close();
  });
});
