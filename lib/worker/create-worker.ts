import { browser } from 'wxt/browser';
import { createMenuClient } from '../api/client';
import { createBudgetStore, createMenuCache, getStorageError, readWouldClearError } from '../cache';
import { containsHostPermission } from '../options/host-permission';
import { parsePlaceUrl } from '../places/parse';
import { createBrowserNotifier } from './browser-notifier';
import { cachedBudgetStore, cachedMenuCache } from './cached-database';
import { cachedStorageAreas } from './cached-storage-area';
import { pruneSession } from './session-prune';
import { askTabLocation } from './tab-location';
import type { WorkerDeps } from './types';
import { assembleWorker, type Worker } from './worker';

// The only module that binds the worker to the real browser, client, database and URL parser.

export function createWorker(): Worker {
  // Reads skip the memory only while one could clear the error shown (a quota error needs a write).
  const storageFailing = () => readWouldClearError();
  const deps: WorkerDeps = {
    cache: cachedMenuCache(createMenuCache(), { storageFailing }),
    budgetStore: cachedBudgetStore(createBudgetStore(), { storageFailing }),
    // These storage listeners are registered before background.ts registers the worker's own, so
    // they run first: a changed key is dropped from memory before the worker reacts to the change.
    ...cachedStorageAreas(browser.storage),
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
    hasHostPermission: (origin) =>
      containsHostPermission((p) => browser.permissions.contains(p), origin).catch(() => false),
  };
  const identity = { runtimeId: browser.runtime.id, extensionOrigin: browser.runtime.getURL('/') };
  return assembleWorker(deps, identity);
}

/** Keeps content scripts out of storage.local (the key) where the browser supports it (not Firefox). */
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
