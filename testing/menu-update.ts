import { DB_NAME } from '@/lib/storage/menus/menu-db';
import { sampleEntry } from '@/service/index.ts';
import type { Stack } from './stack.ts';

// "What changed since you last looked", staged for the e2e test and the demo: the service publishes
// a newer version of a sample menu (its per-place record override, service/http/faults.ts), and the
// menu saved in the extension is made older than the freshness window, so the next view of the
// place refreshes it, as it would after a week.

/** What the newer version changes in the sample menu (Le Petit Bistrot: SAMPLE_IDS.verified). */
export const MENU_UPDATE = {
  /** Its price goes up by 1.50. */
  dearer: "Soupe à l'oignon gratinée",
  gone: 'Salade de chèvre chaud',
  added: 'Île flottante',
} as const;

interface Item {
  name: string;
  description: string | null;
  section: string | null;
  price: { amount: number; currency: string } | null;
  diet_tags: string[];
}

/** The sample record with MENU_UPDATE applied, verified an hour before `now`. */
export function newerMenuRecord(placeId: string, now = Date.now()): Record<string, unknown> {
  const record = structuredClone(sampleEntry(placeId)?.record) as { items?: Item[] } | undefined;
  if (!record || !Array.isArray(record.items)) throw new Error(`sample ${placeId} has no item list`);
  const items = record.items.filter((item) => item.name !== MENU_UPDATE.gone);
  const dearer = items.find((item) => item.name === MENU_UPDATE.dearer);
  if (dearer?.price) dearer.price.amount += 1.5;
  const currency = dearer?.price?.currency ?? 'EUR';
  items.push({
    name: MENU_UPDATE.added,
    description: null,
    section: 'Desserts',
    price: { amount: 8, currency },
    diet_tags: ['vegetarian'],
  });
  return { ...record, items, verified_at: new Date(now - 3_600_000).toISOString() };
}

/** The service answers `placeId` with its newer version from now on. */
export function publishNewerMenu(stack: Pick<Stack, 'service'>, placeId: string): void {
  stack.service.setFaults({ places: { [placeId]: { record: newerMenuRecord(placeId) } } });
}

/**
 * Moves the saved menu's fetch time `days` back, in the extension's own database, then stops the
 * worker (a restarted one reads it afresh, as after the browser idled it).
 */
export async function ageSavedMenu(stack: Stack, placeId: string, days: number): Promise<void> {
  const worker = await stack.worker();
  await worker.evaluate(
    async ({ name, id, ms }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction('menus', 'readwrite');
        const store = transaction.objectStore('menus');
        const read = store.get(id);
        read.onsuccess = () => {
          if (read.result) store.put({ ...read.result, fetchedAt: read.result.fetchedAt - ms });
        };
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      db.close();
    },
    { name: DB_NAME, id: placeId, ms: days * 86_400_000 },
  );
  await stack.stopBackground();
}
