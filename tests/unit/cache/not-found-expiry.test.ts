import { afterEach, describe, expect, it } from 'vitest';
import { createMenuCache } from '@/lib/cache/menu-cache';
import { deleteTestDbs, testDb } from './helpers';

// A 404 is remembered until it expires; after that its row is only dead weight. Without pruning,
// every place ever answered 404 kept a row for the life of the install.

afterEach(deleteTestDbs);

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
