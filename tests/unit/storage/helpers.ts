import Dexie from 'dexie';
import type { Dish, Menu } from '@/lib/api/model';
import { type MenuDb, openMenuDb } from '@/lib/storage/menus/menu-db';

let counter = 0;
const names: string[] = [];

/** A unique database name, deleted by `deleteTestDbs()`. */
export function testDbName(): string {
  counter += 1;
  const name = `menu-on-maps-test-${counter}-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  return name;
}

/** A fresh database with a unique name; deleted by `deleteTestDbs()`. */
export function testDb(): MenuDb {
  return openMenuDb(testDbName());
}

export async function deleteTestDbs(): Promise<void> {
  await Promise.all(names.splice(0).map((name) => Dexie.delete(name)));
}

export function dish(name: string, overrides: Partial<Dish> = {}): Dish {
  return { name, description: null, price: null, section: null, diet: [], ...overrides };
}

export function menu(placeId: string, overrides: Partial<Menu> = {}): Menu {
  return {
    placeId,
    name: `Restaurant ${placeId}`,
    status: 'verified',
    rawStatus: 'verified',
    unavailableReason: null,
    dishes: [dish('Margherita pizza'), dish('Tiramisu')],
    dietTags: [],
    sourceUrl: 'https://example.com/menu',
    verifiedAt: Date.UTC(2026, 0, 1),
    ...overrides,
  };
}

/** The dish names of search hits, in order. */
export const dishNames = (hits: Array<{ dish: string }>) => hits.map((hit) => hit.dish);
