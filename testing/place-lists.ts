import type { Page } from 'playwright-core';

// A place list written straight into the menu database's `lists` table from an extension page, as
// the trip pack keeps one (lib/storage/lists): for the tests and the demo, before the pack exists.

export interface SeededPlaceList {
  id: string;
  name: string;
  query: string;
  createdAt: number;
  updatedAt: number;
  centre: { lat: number; lng: number } | null;
  places: Array<{ placeId: string; name: string; at?: { lat: number; lng: number } }>;
}

/** `page`: any page of the extension (the popup, the options page). */
export async function writePlaceList(page: Page, list: SeededPlaceList): Promise<void> {
  await page.evaluate(
    (row) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('menu-on-maps');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('lists', 'readwrite');
          tx.objectStore('lists').put(row);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    list,
  );
}

/** A point `km` due east of `from` (a few km: the parallel's length is taken as constant). */
export function eastOf(from: { lat: number; lng: number }, km: number): { lat: number; lng: number } {
  return { lat: from.lat, lng: from.lng + km / (111.32 * Math.cos((from.lat * Math.PI) / 180)) };
}
