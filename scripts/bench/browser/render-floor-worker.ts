// The render floor's service worker (scripts/bench/render-floor.ts bundles it into the floor
// extension, never into the product): the least a worker must do to answer the panel's ask from
// storage. Each ask opens its IndexedDB database (once per worker), reads storage.local and
// storage.session as the product's worker reads its settings and notes, then reads the place's
// panel from the database and answers. No polyfill, no zod, no Dexie.

interface MessageSender {
  tab?: { id?: number };
}
declare const chrome: {
  runtime: {
    onMessage: {
      addListener(
        listener: (
          message: unknown,
          sender: MessageSender,
          sendResponse: (answer: unknown) => void,
        ) => boolean,
      ): void;
    };
  };
  storage: { local: StorageArea; session: StorageArea };
};
interface StorageArea {
  get(keys: string | string[] | null): Promise<Record<string, unknown>>;
}

const STORE = 'panels';
let database: Promise<IDBDatabase> | undefined;

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

const openDatabase = () => {
  const req = indexedDB.open('render-floor', 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return request(req);
};

chrome.runtime.onMessage.addListener((message, _sender, sendResponse) => {
  const url = (message as { type?: string; url?: string }).url;
  if ((message as { type?: string }).type !== 'menu.forUrl' || typeof url !== 'string') return false;
  void (async () => {
    database ??= openDatabase();
    const [db] = await Promise.all([
      database,
      chrome.storage.local.get('settings'),
      chrome.storage.session.get(null),
    ]);
    const placeId = /!19s([^!?/]+)/.exec(url)?.[1] ?? '';
    const panel = await request(db.transaction(STORE).objectStore(STORE).get(placeId));
    sendResponse({ ok: panel !== undefined, data: panel });
  })();
  return true;
});

/** Called by the benchmark (through the worker's DevTools target) before any run. */
async function fillFloor(panels: [string, unknown][]): Promise<void> {
  database ??= openDatabase();
  const tx = (await database).transaction(STORE, 'readwrite');
  for (const [placeId, panel] of panels) tx.objectStore(STORE).put(panel, placeId);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}
Object.assign(globalThis, { fillFloor });

export {};
