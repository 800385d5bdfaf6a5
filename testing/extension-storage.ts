import { KEY_REVISION_STORAGE_KEY } from '@/lib/storage/key/key-store';
import { KEY_DB_LAYOUT } from '@/lib/storage/key/key-vault';

// What the harness stores and reads inside the extension, the way its own pages do: the service
// URL and settings in storage.local, the key in the extension's IndexedDB (key-vault.ts) with its
// revision beside the settings. The functions run in an extension context (the worker, an extension
// page), so each is self-contained: they are sent as source, with their data as the argument.

export interface StoredConfiguration {
  layout: typeof KEY_DB_LAYOUT;
  revisionKey: string;
  key: string;
  settings: Record<string, unknown>;
}

export const keyDatabase = { layout: KEY_DB_LAYOUT, revisionKey: KEY_REVISION_STORAGE_KEY };

/** Stores settings and key; the revision changes only with the key, as key-store.ts does. */
export async function storeConfiguration(stored: StoredConfiguration): Promise<void> {
  const api =
    (globalThis as { browser?: unknown; chrome?: unknown }).browser ??
    (globalThis as { chrome?: unknown }).chrome;
  const { storage } = api as { storage: { local: { set(items: object): Promise<void> } } };
  const { layout } = stored;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(layout.name, layout.version);
    request.onupgradeneeded = () => request.result.createObjectStore(layout.store);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const previous = await new Promise<unknown>((resolve, reject) => {
    const transaction = db.transaction(layout.store, 'readwrite');
    const store = transaction.objectStore(layout.store);
    const read = store.get(layout.entry);
    read.onsuccess = () => store.put(stored.key, layout.entry);
    transaction.oncomplete = () => resolve(read.result);
    transaction.onerror = () => reject(transaction.error);
  });
  db.close();
  const revision = previous === stored.key ? {} : { [stored.revisionKey]: crypto.randomUUID() };
  await storage.local.set({ settings: stored.settings, ...revision });
}

/** storage.local, with the key from the extension's IndexedDB as `apiKey` (tests only). */
export async function readStoredConfiguration(
  where: Pick<StoredConfiguration, 'layout'>,
): Promise<Record<string, unknown>> {
  const api =
    (globalThis as { browser?: unknown; chrome?: unknown }).browser ??
    (globalThis as { chrome?: unknown }).chrome;
  const { storage } = api as { storage: { local: { get(keys: null): Promise<Record<string, unknown>> } } };
  const { layout } = where;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(layout.name, layout.version);
    request.onupgradeneeded = () => request.result.createObjectStore(layout.store);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const key = await new Promise<unknown>((resolve, reject) => {
    const read = db.transaction(layout.store).objectStore(layout.store).get(layout.entry);
    read.onsuccess = () => resolve(read.result);
    read.onerror = () => reject(read.error);
  });
  db.close();
  const local = await storage.local.get(null);
  return { ...local, ...(key === undefined ? {} : { apiKey: key }) };
}
