import { browser } from 'wxt/browser';
import { createMenuClient } from '@/lib/api/http/client';
import { createBudgetStore } from '@/lib/cache/budget-store';
import { getStorageError, readWouldClearError } from '@/lib/cache/db';
import { createMenuCache } from '@/lib/cache/menu-cache';
import { containsHostPermission } from '@/lib/options/host-permission';
import { WELCOME_HASH } from '@/lib/options/welcome';
import { parsePlaceUrl } from '@/lib/places/place-url';
import { createBrowserNotifier } from '@/lib/worker/browser/browser-notifier';
import { askTabLocation } from '@/lib/worker/browser/tab-location';
import { cachedBudgetStore, cachedMenuCache } from '@/lib/worker/storage/cached-database';
import { cachedStorageAreas, changesOfArea } from '@/lib/worker/storage/cached-storage-area';
import { createKeyStore, rememberedKeyStore } from '@/lib/worker/storage/key-store';
import { openKeyVault } from '@/lib/worker/storage/key-vault';
import { pruneSession } from '@/lib/worker/storage/session-prune';
import { assembleWorker, type Worker } from '@/lib/worker/worker';
import type { WorkerDeps } from '@/lib/worker/worker-deps';

// The only module that binds the worker to the real browser, client, database and URL parser.

export function createWorker(): Worker {
  // Reads skip the memory only while one could clear the error shown (a quota error needs a write).
  const storageFailing = () => readWouldClearError();
  const deps: WorkerDeps = {
    cache: cachedMenuCache(createMenuCache(), { storageFailing }),
    budgetStore: cachedBudgetStore(createBudgetStore(), { storageFailing }),
    // These storage listeners are registered before the background entrypoint (index.ts) registers the worker's own, so
    // they run first: a changed key is dropped from memory before the worker reacts to the change.
    ...cachedStorageAreas(browser.storage),
    keyStore: rememberedKeyStore(
      createKeyStore(openKeyVault(), browser.storage.local),
      changesOfArea(browser.storage.onChanged, 'local'),
    ),
    createApi: (config) => createMenuClient(config),
    parsePlaceUrl,
    getTabUrl: (tabId) => askTabLocation((id, message) => browser.tabs.sendMessage(id, message), tabId),
    activeTabId: async () =>
      (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id ?? null,
    notifier: createBrowserNotifier(),
    now: Date.now,
    isOnline: () => globalThis.navigator?.onLine ?? true,
    storageError: () => getStorageError(),
    instanceId: crypto.randomUUID(),
    openOptionsPage: () => browser.runtime.openOptionsPage(),
    openWelcomePage: async () => {
      await browser.tabs.create({ url: browser.runtime.getURL(`/options.html${WELCOME_HASH}`) });
    },
    hasHostPermission: (origin) =>
      containsHostPermission((p) => browser.permissions.contains(p), origin).catch(() => false),
  };
  const identity = { runtimeId: browser.runtime.id, extensionOrigin: browser.runtime.getURL('/') };
  return assembleWorker(deps, identity);
}

/**
 * Keeps content scripts out of storage.local where the browser supports it (not Firefox). The key
 * is not there (key-vault.ts); this still keeps settings and markers to the extension's own pages.
 */
export async function restrictStorageAccess(): Promise<void> {
  const local = browser.storage.local as {
    setAccessLevel?: (options: { accessLevel: 'TRUSTED_CONTEXTS' }) => Promise<void>;
  };
  await local.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => undefined);
}

/** Drops expired notes from storage.session (session-prune.ts); run at every worker start. */
export async function pruneSessionStorage(): Promise<void> {
  await pruneSession(browser.storage.session, Date.now()).catch(() => undefined);
}
